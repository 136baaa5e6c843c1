// Yu-Gi-Oh! table: both fields (opponent on top), hand, GY/banished/fusion viewers, chain, LP, phase bar.
import { t, getLang } from "./i18n.js";
import { h } from "./dom.js";

const PHASES = ["draw", "standby", "main1", "battle", "main2", "end"];
const PHASE_ZH = { draw: "抽卡", standby: "准备", main1: "主要1", battle: "战斗", main2: "主要2", end: "结束" };

function cname(c) { return getLang() === "zh" ? (c.name_zh || c.name) : (c.name || c.name_zh); }

function card(c, extraCls = "") {
  if (!c) return h("div.zone.empty" + extraCls);
  if (c.code === undefined && !c.name) return h("div.card.back" + extraCls, { "data-k": "card", "data-v": c.id, title: "?" }, "🂠");
  const stats = c.atk !== undefined ? `${c.atk}/${c.def}` : "";
  const pos = c.pos ? ` ${c.pos}` : "";
  const lv = c.rank ? ` ☆${c.rank}` : (c.level ? ` ★${c.level}` : "");  // Xyz: Rank, no Level
  const mats = c.materials || [];  // Xyz Materials attached under the monster (public)
  const matText = mats.length ? ` · ${t("xyz_materials")}: ${mats.map(cname).join(", ")}` : "";
  return h("div.card.ygo" + extraCls + (c.face_up === false ? ".facedown" : "") + (c.pos && c.pos.includes("def") ? ".def" : ""),
    { "data-k": "card", "data-v": c.id, title: `${cname(c)} ${stats}${pos}${lv}${matText}` },
    h("div.cn", { text: cname(c) }), stats ? h("div.st", { text: stats }) : "",
    mats.length ? h("div.st.mats", { text: `◇${mats.length}` }) : "");
}

function pile(label, list, count) {
  const n = list ? list.length : (count ?? 0);
  const d = h("details.pile", {}, h("summary", { text: `${label} ${n}` }));
  if (list) d.append(h("div.pile-cards", {}, list.map((c) => card(c))));
  return d;
}

function field(p, idx, view, mine) {
  const who = idx === view.seat ? t("you") : t("seat_n", { n: idx });
  const info = h("div.ygo-info", {},
    h("b", { text: who }), h("span.lp", { text: ` ${t("lp")} ${p.lp}` }),
    h("span.muted", { text: ` · ${t("deck")} ${p.deck_count}` }),
    pile(t("gy"), p.gy), pile(t("banished"), p.banished), pile(t("extra"), p.extra, p.extra_count),
    // face-up Pendulum Monsters in the Extra Deck are public (MR3)
    (p.extra_face_up || []).length ? pile(t("extra_face_up"), p.extra_face_up) : "");
  const mons = h("div.zones.monsters", {}, (p.monsters || []).map((c) => card(c)));
  const pz = p.pzones || [];  // Pendulum Zones (MR3): shown only when the profile has them
  const spells = h("div.zones.spells", {}, card(p.field, ".fieldzone"), (p.spells || []).map((c) => card(c)),
    pz.some((c) => c) ? pz.map((c) => card(c, ".pzone")) : "");
  const hand = h("div.hand", {}, p.hand ? p.hand.map((c) => card(c)) : Array.from({ length: p.hand_count }, () => h("div.card.back", { text: "🂠" })));
  const rows = mine ? [mons, spells, hand, info] : [info, hand, spells, mons];
  return h("div.ygo-field" + (mine ? ".mine" : ".theirs"), { "data-player": idx }, rows);
}

export function renderYgo(view) {
  const me = view.seat >= 0 ? view.seat : 0;
  const opp = 1 - me;
  const phase = h("div.phasebar", {}, PHASES.map((p) => h("span" + (view.phase === p ? ".on" : ""), { text: getLang() === "zh" ? PHASE_ZH[p] : p })),
    h("span.muted", { text: ` · T${view.turn} · ${t("seat_n", { n: view.turn_player })}` }));
  const chain = h("div.chain", {}, h("b", { text: `${t("chain")}: ` }),
    (view.chain || []).length ? view.chain.map((l, i) => h("span.link" + (l.negated ? ".negated" : ""), { "data-k": "card", "data-v": l.id, text: `${l.link ?? i + 1}. ${cname(l)} (${t("seat_n", { n: l.player })})` })) : "—");
  return h("div.ygo", {}, field(view.players[opp], opp, view, false), h("div.midline", {}, phase, chain), field(view.players[me], me, view, true));
}
