// Board renderers by game id. Each returns a DOM node built from the seat's view only.
// Elements carrying data-k/data-v are clickable: the table answers the option whose form[k] == v
// (or asks the server "why not?" when no option matches).
import { t, L, getLang } from "./i18n.js";
import { h } from "./dom.js";
import { renderYgo } from "./render_ygo.js";
import { renderSgs } from "./render_sgs.js";

export function renderGeneric(view) {
  const tree = (v, depth = 0) => {
    if (v === null || typeof v !== "object") return h("span.leaf", { text: JSON.stringify(v) });
    const entries = Array.isArray(v) ? v.map((x, i) => [i, x]) : Object.entries(v);
    const d = h("details", depth < 2 ? { open: true } : {}, h("summary", { text: Array.isArray(v) ? `[${v.length}]` : `{${entries.length}}` }));
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
      h("div", {}, `${t("hand")}: `, s.hand ? s.hand.map((c) => h("span.card.demo-card", { "data-k": "card", "data-v": c, text: c })) : `🂠 × ${s.hand_count}`)));
  }
  root.append(row);
  return root;
}

const RENDERERS = { demo: renderDemo, ygo: renderYgo, sgs: renderSgs };

export function renderBoard(game, view, seat, state) {
  const fn = RENDERERS[game];
  if (fn) {
    try { return fn(view, seat, state); } catch (e) { console.error(e); }
  }
  return renderGeneric(view);
}

const SKIP = new Set(["kind", "text"]);
function textOf(x) {
  if (x == null) return "";
  if (typeof x === "string" || typeof x === "number") return String(x);
  if (Array.isArray(x)) return x.map(textOf).join(", ");
  if (typeof x === "object" && ("zh" in x || "en" in x)) return L(x);
  return JSON.stringify(x);
}
// One log line from an event: its kind, its facts, and the game's own text when it has one.
export function describeEvent(e) {
  const zh = getLang() === "zh";
  const parts = [e.kind];
  for (const [k, v] of Object.entries(e)) {
    if (SKIP.has(k)) continue;
    if (k === "name_zh" && !zh) continue;
    if (k === "name" && zh && e.name_zh) continue;
    parts.push(`${k}=${typeof v === "object" ? JSON.stringify(v) : v}`);
  }
  const txt = textOf(e.text);
  return txt ? `${parts.join(" ")} — ${txt}` : parts.join(" ");
}
