// Sanguosha table: seats around the table with HP, equipment, judging area, identity, hand;
// distances on hover; the 3v3 draft state; own hand clickable.
import { t, L, getLang } from "./i18n.js";
import { h } from "./dom.js";

// Static public names (card faces by id, generals, skills), fetched once from /api/names/sgs.
let NAMES = { cards: {}, generals: {}, skills: {} };
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

export function renderSgs(view) {
  const root = h("div.sgs");
  const phase = getLang() === "zh" ? (PHASE_ZH[view.phase] || view.phase) : view.phase;
  root.append(h("div.muted", { text: `${view.mode} · ${t("phase")}: ${phase || "—"} · ${t("deck")} ${view.draw_pile}` }));
  const n = view.players.length;
  const me = view.seat >= 0 ? view.seat : 0;
  const ring = h("div.sgs-ring.n" + n);
  for (let k = 0; k < n; k++) ring.append(seatBox(view.players[(me + k) % n], view));
  root.append(ring);
  if (view.draft) {
    const d = view.draft;
    const gl = (xs) => (xs || []).map(general).join("、") || "—";
    const sides = (obj) => Object.entries(obj || {}).map(([side, xs]) => `${side}: ${gl(xs)}`).join(" · ");
    root.append(h("div.draft#draft", {}, h("b", { text: `${getLang() === "zh" ? "选将" : "Draft"}: ${d.stage}` }),
      h("div", { text: `${getLang() === "zh" ? "牌堆" : "piles"}: ${d.piles} · ${getLang() === "zh" ? "已取" : "taken"}: ${JSON.stringify(d.taken)}` }),
      h("div.faceup", {}, `${getLang() === "zh" ? "明置武将" : "face up"}: `, (d.face_up || []).map((g) => h("span.card.sgs", { "data-k": "general", "data-v": g, text: general(g) }))),
      h("div", { text: `${getLang() === "zh" ? "已选" : "picked"}: ${sides(d.picked)}` }),
      h("div", { text: `${getLang() === "zh" ? "已安排" : "placed"}: ${sides(d.placed)}` })));
  }
  if (view.offer) root.append(h("div.draft", {}, `${getLang() === "zh" ? "可选武将" : "offer"}: `, view.offer.map((g) => h("span.card.sgs", { "data-k": "general", "data-v": g, text: general(g) }))));
  const mine = view.players[me];
  if (mine && mine.hand) {
    root.append(h("div.hand", {}, h("b", { text: `${t("hand")}: ` }), mine.hand.map((c) => h("span.card.sgs", { "data-k": "card", "data-v": c, text: cardName(view, c) }))));
  }
  if ((view.proc || []).length) root.append(h("div.muted", { text: `⏳ ${(view.proc).map((c) => cardName(view, c)).join(", ")}` }));
  return root;
}
