// Sanguosha table: seats around the table with HP, equipment, judging area, identity, hand;
// distances on hover; the 3v3 draft screen (piles, face-up generals as cards, the 1-2-2-…-1 pick
// order, each side's picks, the face-down placement); own hand clickable.
import { t, L, getLang } from "./i18n.js";
import { h } from "./dom.js";

// Static public names (card faces by id, generals, skills), fetched once from /api/names/sgs.
let NAMES = { cards: {}, generals: {}, skills: {}, general_info: {} };
let loading = null;
export function ensureSgsNames() {
  if (!loading) loading = fetch("/api/names/sgs").then((r) => r.json()).then((d) => { if (d && d.cards) NAMES = d; }).catch(() => {});
  return loading;
}
function general(key) { return key ? (NAMES.generals[key] ? L(NAMES.generals[key]) : key) : "?"; }

const SLOTS = ["⚔", "🛡", "+🐎", "-🐎"];
const ROLE_ZH = { lord: "主公", loyalist: "忠臣", rebel: "反贼", renegade: "内奸", "?": "?", cool: "冷", warm: "暖" };
const PHASE_ZH = { prepare: "准备", judge: "判定", draw: "摸牌", play: "出牌", discard: "弃牌", finish: "结束" };

function cardName(view, id) {
  if (NAMES.cards[id]) return L(NAMES.cards[id]);
  const n = (view.card_names || {})[id];
  return n ? n : `#${id}`;
}

function seatBox(p, view) {
  const me = p.seat === view.seat;
  const hp = "♥".repeat(Math.max(0, p.hp)) + "♡".repeat(Math.max(0, p.maxhp - p.hp));
  const role = getLang() === "zh" ? (ROLE_ZH[p.role] || p.role) : p.role;
  const equip = h("div.equip", {}, p.equip.map((c, i) => h("span.slot", { title: t("equip") }, SLOTS[i], c >= 0 ? h("span.card.sgs", { "data-k": "card", "data-v": c, text: cardName(view, c) }) : "—")));
  const judge = h("div.judge", {}, `${t("judge")}: `, p.judge.length ? p.judge.map((c) => {
    // a judging-area entry is a card id, or [card id, the delayed trick it acts as]
    const [id, as] = Array.isArray(c) ? c : [c, null];
    const trick = as && NAMES.cards ? as : null;
    return h("span.card.sgs", { "data-k": "card", "data-v": id, text: trick ? `${cardName(view, id)} → ${trick}` : cardName(view, id) });
  }) : "—");
  const title = p.distance !== undefined && !me ? `${t("distance")}: ${p.distance}` : "";
  return h("div.sgs-seat" + (p.seat === view.current ? ".active" : "") + (me ? ".me" : "") + (p.alive ? "" : ".dead") + (p.side === 0 ? ".side0" : p.side === 1 ? ".side1" : ""),
    { "data-k": "target", "data-v": p.seat, "data-seat": p.seat, title },
    h("div.sgs-head", {}, h("b", { text: `${p.seat}. ${general(p.general)}` }), h("span.role" + (p.tapped ? ".tapped" : ""), { text: role })),
    h("div.hp", { text: `${hp} ${p.hp}/${p.maxhp}` }),
    equip, judge,
    h("div.muted", { text: `${t("hand")}: ${p.hand_count}${p.distance !== undefined && !me ? ` · ${t("distance")} ${p.distance}` : ""}` }));
}

const KINGDOM = { wei: ["魏", "Wei"], shu: ["蜀", "Shu"], wu: ["吴", "Wu"], qun: ["群", "Qun"], god: ["神", "God"] };
const PICK_COUNTS = [1, 2, 2, 2, 2, 2, 2, 2, 1];
const COMMANDER_SEAT = { cool: 1, warm: 4 };
const zh = () => getLang() === "zh";
const sideName = (side) => t(`side_${side}`);

// One general as a card: name, kingdom, HP, skills (clicking it answers a pick/placement).
function generalCard(id, extra = "") {
  const info = (NAMES.general_info || {})[id] || {};
  const k = KINGDOM[info.kingdom];
  return h("div.gen-card" + (info.kingdom ? `.k-${info.kingdom}` : "") + extra, { "data-k": "general", "data-v": id },
    h("div.gen-name", { text: general(id) }),
    h("div.gen-meta", { text: `${k ? k[zh() ? 0 : 1] : info.kingdom || "?"} · ${"♥".repeat(info.hp || 0)} ${info.hp ?? "?"}` }),
    h("div.gen-skills", { text: (info.skills || []).map((x) => (NAMES.skills[x] ? L(NAMES.skills[x]) : x)).join(" · ") }));
}

// The 3v3 draft screen, from the view's draft block and the public draft events of the log.
function draftScreen(view, state) {
  const d = view.draft;
  const evs = (state && state.all_events) || [];
  const colours = evs.find((e) => e.kind === "colours");
  const firstEv = evs.find((e) => e.kind === "draft_first");
  const teamSide = (team) => (colours ? (team === "A" ? colours.team_a : colours.team_b) : null);
  const takenBy = {};
  for (const e of evs) if (e.kind === "draft_pile_taken") takenBy[e.pile] = e.team;
  const root = h("div.draft-screen#draft", {}, h("h3", { text: `${t("draft")} · ${t(`stage_${d.stage}`)}` }));
  // piles: face down, eight generals each; which commander took which
  const piles = h("div.piles#draft-piles", {}, h("b", { text: `${t("piles")}: ` }));
  for (let i = 0; i < d.piles; i++) {
    const taken = d.taken.includes(i);
    const team = takenBy[i] || (taken ? (d.taken.indexOf(i) === 0 ? "A" : "B") : null);
    const side = team ? teamSide(team) : null;
    const who = side ? `${sideName(side)} ${t("commander")} (${t("seat_n", { n: COMMANDER_SEAT[side] })})` : team ? `${t("team")} ${team}` : "";
    piles.append(h("div.pile" + (taken ? ".taken" : ""), { "data-k": "pile", "data-v": i },
      h("div.pile-backs", { text: "🂠 ×8" }), h("div", { text: t("pile_n", { n: i + 1 }) }),
      taken ? h("div.muted", { text: t("taken_by", { s: who }) }) : ""));
  }
  root.append(piles);
  // pick order 1-2-2-…-1, whose turn it is
  const picked = d.picked || {};
  const total = (picked.cool || []).length + (picked.warm || []).length;
  const first = firstEv ? firstEv.side : null;
  const order = h("div.pick-order#pick-order", {}, h("b", { text: `${t("pick_order")}: ` }));
  let acc = 0, current = null;
  PICK_COUNTS.forEach((n, turn) => {
    const side = first ? (turn % 2 === 0 ? first : (first === "cool" ? "warm" : "cool")) : null;
    const now = d.stage === "pick" && first && total >= acc && total < acc + n;
    if (now) current = side;
    order.append(h("span.pick-chip" + (now ? ".now" : "") + (total >= acc + n ? ".past" : "") + (side ? `.${side}` : ""),
      { text: `${n}${side ? ` ${sideName(side)}` : ""}` }));
    acc += n;
  });
  if (current) order.append(h("span.now-picking#now-picking", { text: ` ${t("now_picking", { s: `${sideName(current)} ${t("commander")}` })}` }));
  root.append(order);
  if ((d.face_up || []).length) {
    root.append(h("div.gen-row#face-up", {}, h("b", { text: `${t("face_up")} (${d.face_up.length}): ` }), d.face_up.map((g) => generalCard(g))));
  }
  // each side's picks; the asker's own side first
  const mySide = view.seat >= 0 ? (view.seat < 3 ? "cool" : "warm") : null;
  const sides = mySide === "warm" ? ["warm", "cool"] : ["cool", "warm"];
  root.append(h("div.picks-row", {}, sides.map((sd) => h(`div.picks.${sd}#picks-${sd}`, {},
    h("b", { text: `${t("picks_of", { s: sideName(sd) })} (${(picked[sd] || []).length}/8)` }),
    h("div.gen-row", {}, (picked[sd] || []).map((g) => generalCard(g, ".small")))))));
  // placement: commander, vanguard A, vanguard B, face down until both sides have placed
  if (d.stage === "place") {
    const mine = mySide ? ((d.placed || {})[mySide] || []) : [];
    const slots = [t("commander"), t("vanguard_a"), t("vanguard_b")];
    const place = h("div.placement#placement", {}, h("b", { text: `${t("placement")} ${t("face_down")}` }));
    for (const sd of sides) {
      place.append(h("div.place-row", {}, h("span", { text: `${sideName(sd)}: ` }), slots.map((label, i) => {
        const g = sd === mySide ? mine[i] : null;
        return h("div.place-slot" + (g ? "" : ".facedown"), {}, h("div.muted", { text: label }), g ? generalCard(g, ".small") : h("div.pile-backs", { text: "🂠" }));
      })));
    }
    root.append(place);
  }
  return root;
}

export function renderSgs(view, seat, state) {
  const root = h("div.sgs");
  const phase = getLang() === "zh" ? (PHASE_ZH[view.phase] || view.phase) : view.phase;
  root.append(h("div.muted", { text: `${view.mode} · ${t("phase")}: ${phase || "—"} · ${t("deck")} ${view.draw_pile}` }));
  const n = view.players.length;
  const me = view.seat >= 0 ? view.seat : 0;
  const ring = h("div.sgs-ring.n" + n);
  for (let k = 0; k < n; k++) ring.append(seatBox(view.players[(me + k) % n], view));
  root.append(ring);
  if (view.draft) root.prepend(draftScreen(view, state));
  if (view.offer) root.append(h("div.draft", {}, `${getLang() === "zh" ? "可选武将" : "offer"}: `, view.offer.map((g) => h("span.card.sgs", { "data-k": "general", "data-v": g, text: general(g) }))));
  const mine = view.players[me];
  if (mine && mine.hand) {
    root.append(h("div.hand", {}, h("b", { text: `${t("hand")}: ` }), mine.hand.map((c) => h("span.card.sgs", { "data-k": "card", "data-v": c, text: cardName(view, c) }))));
  }
  if ((view.proc || []).length) root.append(h("div.muted", { text: `⏳ ${(view.proc).map((c) => cardName(view, c)).join(", ")}` }));
  return root;
}
