// Board renderers by game id. Each returns a DOM node built from the seat's view only.
// Elements carrying data-k/data-v are clickable: the table answers the option whose form[k] == v
// (or asks the server "why not?" when no option matches).
// Also: the log line of an event (the server's sentence for this seat, never raw data) and the
// decision's options as the player reads them (zones named as the board shows them, whose card
// it is, one button per distinct action).
import { t, L } from "./i18n.js";
import { h } from "./dom.js";
import { icon } from "./icons.js";
import { renderYgo } from "./render_ygo.js";
import { renderSgs } from "./render_sgs.js";
import { installCardPop, prefetchYgo } from "./cardpop.js";

// The raw view as a tree, for games without a board of their own (keys and values, no JSON).
export function renderGeneric(view) {
  const tree = (v, depth = 0) => {
    if (v === null || typeof v !== "object") return h("span.leaf", { text: v === null ? "—" : String(v) });
    const entries = Array.isArray(v) ? v.map((x, i) => [i, x]) : Object.entries(v);
    const d = h("details", depth < 2 ? { open: true } : {}, h("summary", { text: Array.isArray(v) ? `(${v.length})` : `(${entries.length})` }));
    for (const [k, x] of entries) d.append(h("div.kv", {}, h("span.key", { text: `${k}: ` }), tree(x, depth + 1)));
    return d;
  };
  return h("div.generic", {}, tree(view));
}

function renderDemo(view, seat) {
  const root = h("div.demo");
  root.append(h("div.muted", { text: `${t("deck")}: ${view.deck} · target ${view.target}` }));
  const row = h("div.demo-seats");
  for (const s of view.seats) {
    row.append(h("div.demo-seat" + (s.seat === view.turn ? ".active" : "") + (s.seat === seat ? ".me" : ""), { "data-seat": s.seat },
      h("b", { text: t("seat_n", { n: s.seat }) + (s.seat === seat ? ` (${t("you")})` : "") }),
      h("div", { text: `${t("score")}: ${s.score}` }),
      h("div.muted", { text: `${t("played")}: ${s.played.join(" ") || "—"}` }),
      h("div", {}, `${t("hand")}: `, s.hand ? s.hand.map((c) => h("span.card.demo-card", { "data-k": "card", "data-v": c, text: c })) : h("span", {}, icon("back"), ` × ${s.hand_count}`))));
  }
  root.append(row);
  return root;
}

const RENDERERS = { demo: renderDemo, ygo: renderYgo, sgs: renderSgs };

export function renderBoard(game, view, seat, state) {
  installCardPop();
  const fn = RENDERERS[game];
  if (fn) {
    try {
      const node = fn(view, seat, state);
      if (game === "ygo") prefetchYgo(node);
      return node;
    } catch (e) { console.error(e); }
  }
  return renderGeneric(view);
}

// One log line: the server's sentence for this seat ({zh, en}).
export function logLine(line) {
  return h("li", { text: line ? L(line) : "…" });
}
// Kept for callers that only have the event: its kind's words, never its payload.
export function describeEvent(e) { return String(e && e.kind || "?").replace(/_/g, " "); }

// --- the decision's options as the player reads them --------------------------------------
const ZONE_WORDS = {
  szone: ["魔陷区", "Spell & Trap Zone"], mzone: ["怪兽区", "Monster Zone"], fzone: ["场地区", "Field Zone"],
  pzone: ["灵摆区", "Pendulum Zone"], hand: ["手牌", "hand"], gy: ["墓地", "GY"], deck: ["卡组", "Deck"],
  extra: ["额外卡组", "Extra Deck"], banished: ["除外区", "banished"],
};
function zoneWord(z) { const w = ZONE_WORDS[z]; return w ? L({ zh: w[0], en: w[1] }) : z; }
// "the face-down card (szone zone 2)" -> "the face-down card (Spell & Trap Zone 2)"; 里侧的卡（szone 2号）
function boardWords(text) {
  return text
    .replace(/\b(szone|mzone|fzone|pzone)\s+zone\s+(\d+)/g, (_, z, n) => `${zoneWord(z)} ${n}`)
    .replace(/\b(szone|mzone|fzone|pzone|gy|banished)\b/g, (_, z) => zoneWord(z));
}

// Where each visible card of a YGO view is: {owner, zone, index, code}.
function ygoPlaces(view) {
  const out = new Map();
  (view.players || []).forEach((p, owner) => {
    const add = (list, zone) => (list || []).forEach((c, i) => { if (c) out.set(c.id, { owner, zone, index: i, code: c.code }); });
    add(p.monsters, "mzone"); add(p.spells, "szone"); add([p.field], "fzone"); add(p.pzones, "pzone");
    add(p.hand, "hand"); add(p.gy, "gy"); add(p.banished, "banished"); add(p.extra, "extra");
  });
  return out;
}
function placeText(pl, view) {
  const mine = pl.owner === view.seat;
  const short = { mzone: t("mzone_short"), szone: t("szone_short"), fzone: t("fzone_short"), pzone: "P" }[pl.zone];
  const where = short ? `${short}${pl.index + 1}` : zoneWord(pl.zone);
  return t(mine ? "your_place" : "their_place", { w: where });
}

// [{i, label, pop}] — one entry per distinct action; identical copies in hand collapse.
export function optionList(dec, view, game) {
  const places = game === "ygo" && view ? ygoPlaces(view) : new Map();
  const rows = dec.options.map((o, i) => {
    let label = L(o.label);
    const cid = o.form.target !== undefined && o.form.target >= 0 ? o.form.target : o.form.card;
    const pl = places.get(cid);
    if (game === "ygo") {
      // a face-down card is named by where it is on the board and whose it is
      if (pl && /^(the face-down card|里侧的卡)/.test(label)) label = t("facedown_at", { w: placeText(pl, view) });
      else label = boardWords(label);
      if (pl && pl.zone !== "hand" && view && pl.owner !== view.seat && !label.includes(t("opponent_word"))) label = `${label} (${placeText(pl, view)})`;
    }
    let pop = pl && pl.code !== undefined ? `ygo:${pl.code}` : null;
    if (game === "sgs") {  // a card, a general or a skill the option names shows its text
      const f = o.form;
      pop = typeof f.card === "number" ? `sgs:${f.card}` : f.general ? `gen:${f.general}` : f.skill && typeof f.skill === "string" ? `skill:${f.skill}` : null;
    }
    return { i, label, form: o.form, pl, pop };
  });
  const groups = new Map();
  for (const r of rows) { if (!groups.has(r.label)) groups.set(r.label, []); groups.get(r.label).push(r); }
  const out = [];
  for (const [, g] of groups) {
    if (g.length === 1) { out.push(g[0]); continue; }
    // the same card from the hand twice is one action: keep the first copy
    const sameInHand = g.every((r) => r.pl && r.pl.zone === "hand" && r.pl.code === g[0].pl.code
      && JSON.stringify({ ...r.form, card: 0 }) === JSON.stringify({ ...g[0].form, card: 0 }));
    if (sameInHand) { out.push(g[0]); continue; }
    for (const r of g) {
      const extra = r.pl && r.pl.zone !== "hand" ? placeText(r.pl, view) : Object.entries(r.form).filter(([k, v]) => !["action", "card"].includes(k) && v !== g[0].form[k]).map(([k, v]) => `${k} ${v}`).join(" ");
      out.push({ ...r, label: extra ? `${r.label} (${extra})` : r.label });
    }
  }
  // still identical (nothing shown tells them apart): number them, never two equal buttons
  const seen = new Map();
  for (const r of out) { const n = (seen.get(r.label) || 0) + 1; seen.set(r.label, n); if (n > 1) r.label = `${r.label} · ${n}`; }
  return out.sort((a, b) => a.i - b.i);
}

export function directionIcon(form) {
  return form.direction ? icon(form.direction === "cw" ? "cw" : "ccw") : "";
}
