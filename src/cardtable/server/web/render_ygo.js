// Yu-Gi-Oh! table: both fields (opponent on top, zones as the board shows them), hands, GY /
// banished / Extra Deck lists, the chain (each link's card, controller and targets), LP, phase
// bar. The attacked and targeted cards are outlined. Every card the seat can see has its text
// on hover/tap (data-pop, see cardpop.js).
import { t, getLang } from "./i18n.js";
import { h } from "./dom.js";
import { icon } from "./icons.js";

const PHASES = ["draw", "standby", "main1", "battle", "main2", "end"];

export function cname(c) { return getLang() === "zh" ? (c.name_zh || c.name) : (c.name || c.name_zh); }
const known = (c) => c && (c.code !== undefined || c.name);

// Which cards the moment is about: the attack in progress and every chain link's targets.
function focus(view, state) {
  const out = { attacker: null, attacked: null, targeted: new Set() };
  for (const l of view.chain || []) for (const x of l.targets || []) out.targeted.add(typeof x === "object" ? x.card ?? x.id : x);
  const evs = (state && state.all_events) || [];
  for (let i = evs.length - 1; i >= 0 && i >= evs.length - 60; i--) {
    const e = evs[i];
    if (["battle", "attack_negated", "phase", "turn", "turn_end", "duel_end"].includes(e.kind)) break;
    if (e.kind === "attack") {
      out.attacker = e.attacker && typeof e.attacker === "object" ? e.attacker.card : e.attacker;
      out.attacked = e.target && typeof e.target === "object" ? e.target.card : null;
      break;
    }
  }
  return out;
}

function card(c, f, extraCls = "", zoneLabel = "") {
  if (!c) return h("div.zone.empty" + extraCls, {}, zoneLabel ? h("span.zone-label", { text: zoneLabel }) : "");
  const cls = [extraCls];
  if (f && f.targeted.has(c.id)) cls.push(".targeted");
  if (f && f.attacker === c.id) cls.push(".attacker");
  if (f && f.attacked === c.id) cls.push(".attacked");
  if (!known(c)) {
    return h("div.card.ygo.back" + cls.join(""), { "data-k": "card", "data-v": c.id, title: t("face_down_card") },
      icon("back"), zoneLabel ? h("span.zone-label", { text: zoneLabel }) : "");
  }
  const isMon = c.atk !== undefined;
  const lvl = c.rank ? h("span.lv", {}, icon("star-outline"), String(c.rank)) : (c.level ? h("span.lv", {}, icon("star"), String(c.level)) : "");
  const mats = c.materials || [];
  const down = c.face_up === false;
  return h("div.card.ygo" + cls.join("") + (down ? ".facedown" : "") + (c.pos && c.pos.includes("def") ? ".def" : "") + (isMon ? ".monster" : ".spelltrap"),
    { "data-k": "card", "data-v": c.id, "data-pop": c.code !== undefined ? `ygo:${c.code}` : null, tabindex: 0 },
    h("div.cn", { text: cname(c) }),
    isMon ? h("div.st", {}, lvl, h("span", { text: ` ${c.atk}/${c.def}` })) : "",
    down ? h("div.st.muted", { text: t("set_card") }) : "",
    mats.length ? h("div.st.mats", { title: `${t("xyz_materials")}: ${mats.map(cname).join(", ")}` }, icon("material"), String(mats.length)) : "");
}

function pile(label, ico, list, count, f, id) {
  const n = list ? list.length : (count ?? 0);
  const d = h("details.pile" + (id ? `#${id}` : ""), {}, h("summary", {}, icon(ico), ` ${label} ${n}`));
  if (list) d.append(h("div.pile-cards", {}, list.length ? list.map((c) => card(c, f)) : h("span.muted", { text: "—" })));
  return d;
}

function whoName(idx, view) {
  if (view.seat < 0) return t("seat_n", { n: idx });
  return idx === view.seat ? t("you") : t("opponent");
}
function whoFull(idx, view) {
  return view.seat < 0 ? t("seat_n", { n: idx }) : `${whoName(idx, view)} (${t("seat_n", { n: idx })})`;
}

function field(p, idx, view, mine, f) {
  const lp = Math.max(0, p.lp);
  const start = /4000/.test(view.profile || "") ? 4000 : 8000;
  const fill = h("span.lp-fill");
  fill.style.width = `${Math.min(100, (lp / Math.max(start, lp, 1)) * 100)}%`;  // CSSOM: the CSP forbids style attributes
  const info = h("div.ygo-info", {},
    h("b.who", { text: whoFull(idx, view) }),
    h("span.lp", {}, `${t("lp")} `, h("b.lp-num", { text: String(p.lp) }), h("span.lp-bar", {}, fill)),
    h("span.muted.count", { title: t("deck") }, icon("deck"), ` ${p.deck_count}`),
    h("span.muted.count", { title: t("hand") }, icon("hand"), ` ${p.hand ? p.hand.length : p.hand_count}`),
    pile(t("gy"), "grave", p.gy, null, f, `gy-${idx}`), pile(t("banished"), "close", p.banished, null, f, `banished-${idx}`),
    pile(t("extra"), "deck", p.extra, p.extra_count, f, `extra-${idx}`),
    (p.extra_face_up || []).length ? pile(t("extra_face_up"), "deck", p.extra_face_up, null, f) : "");
  const mz = (i) => `${t("mzone_short")}${i + 1}`;
  const sz = (i) => `${t("szone_short")}${i + 1}`;
  const mons = h("div.zones.monsters", {}, (p.monsters || []).map((c, i) => card(c, f, "", mz(i))));
  const pz = p.pzones || [];
  const spells = h("div.zones.spells", {}, card(p.field, f, ".fieldzone", t("fzone_short")), (p.spells || []).map((c, i) => card(c, f, "", sz(i))),
    pz.some((c) => c) ? pz.map((c, i) => card(c, f, ".pzone", `P${i + 1}`)) : "");
  const hand = h("div.hand", {}, p.hand ? p.hand.map((c) => card(c, f)) : Array.from({ length: p.hand_count }, () => h("div.card.ygo.back.inhand", {}, icon("back"))));
  const rows = mine ? [mons, spells, hand, info] : [info, hand, spells, mons];
  return h("div.ygo-field" + (mine ? ".mine" : ".theirs") + (view.turn_player === idx ? ".turn" : ""), { "data-player": idx }, rows);
}

function chainPanel(view) {
  const chain = view.chain || [];
  const byId = new Map();
  for (const p of view.players || []) for (const zone of [p.monsters, p.spells, [p.field], p.hand, p.gy, p.banished]) for (const c of zone || []) if (c) byId.set(c.id, c);
  const box = h("div.chain#chain", {}, h("b", {}, icon("chain"), ` ${t("chain")}`));
  if (!chain.length) { box.append(h("span.muted", { text: ` ${t("chain_empty")}` })); return box; }
  const list = h("ol.chain-links");
  for (const l of chain) {
    const targets = (l.targets || []).map((x) => {
      const id = typeof x === "object" ? x.card ?? x.id : x;
      const c = typeof x === "object" && (x.code !== undefined || x.name) ? x : byId.get(id);
      return known(c) ? h("span.chain-target", { "data-pop": c.code !== undefined ? `ygo:${c.code}` : null }, cname(c)) : h("span.chain-target", { text: t("face_down_card") });
    });
    list.append(h("li.chain-link" + (l.negated ? ".negated" : ""), { "data-k": "card", "data-v": l.id, "data-link": l.link },
      h("span.link-no", { text: `${t("chain_link")} ${l.link}` }), " ",
      h("b.link-card", { "data-pop": l.code !== undefined ? `ygo:${l.code}` : null, text: known(l) ? cname(l) : t("face_down_card") }), " ",
      h("span.muted", { text: `(${whoName(l.player, view)})` }),
      targets.length ? h("span.link-targets", {}, ` ${t("targets")}: `, ...targets.flatMap((x, i) => (i ? [", ", x] : [x]))) : "",
      l.negated ? h("span.bad", { text: ` ${t("negated")}` }) : ""));
  }
  box.append(list);
  return box;
}

export function renderYgo(view, seat, state) {
  const me = view.seat >= 0 ? view.seat : 0;
  const opp = 1 - me;
  const f = focus(view, state);
  const whose = view.seat >= 0 ? (view.turn_player === view.seat ? t("your_turn_short") : t("opponents_turn")) : t("seat_n", { n: view.turn_player });
  const phase = h("div.phasebar#phasebar", {}, h("span.turn-no", { text: `${t("turn")} ${view.turn}` }), h("b.whose", { text: whose }),
    PHASES.map((p) => h("span.ph" + (view.phase === p ? ".on" : ""), { "data-phase": p, text: t(`ph_${p}`) })));
  const root = h("div.ygo", {}, field(view.players[opp], opp, view, false, f), h("div.midline", {}, phase, chainPanel(view)), field(view.players[me], me, view, true, f));
  return root;
}
