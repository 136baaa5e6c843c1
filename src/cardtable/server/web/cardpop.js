// Card and skill text pop-ups. Any element with data-pop shows the printed text on hover
// (mouse) or on tap (touch):
//   data-pop="ygo:<passcode>"   a Yu-Gi-Oh! card the seat can see (name, kind, attribute, Type,
//                               Level/Rank, ATK/DEF, text), from /api/cardinfo/ygo
//   data-pop="sgs:<card id>"    a Sanguosha card (face, kind, rule text), from /api/cardinfo/sgs
//   data-pop="gen:<general id>" a general: kingdom, HP and every skill with its text
//   data-pop="skill:<skill id>" one skill
// Only what the view already shows is ever asked about; the answers are static card data.
import { t, L, getLang } from "./i18n.js";
import { h, clear } from "./dom.js";

const ygoCache = new Map();
let sgsInfo = null, sgsLoading = null, sgsNames = null;
export function ensureSgsInfo() {
  if (!sgsLoading) sgsLoading = fetch("/api/cardinfo/sgs").then((r) => r.json()).then((d) => { sgsInfo = d; }).catch(() => {});
  return sgsLoading;
}
export function sgsCardName(id) { return sgsInfo && sgsInfo.card_name ? sgsInfo.card_name[id] : undefined; }
export function sgsCardRange(name) { return sgsInfo && sgsInfo.cards && sgsInfo.cards[name] ? sgsInfo.cards[name].range : null; }
export function setSgsNames(n) { sgsNames = n; }

async function ygoInfo(codes) {
  const want = codes.filter((c) => !ygoCache.has(c));
  if (want.length) {
    try {
      const d = await (await fetch(`/api/cardinfo/ygo?codes=${want.join(",")}`)).json();
      for (const c of want) ygoCache.set(c, (d.cards || {})[c] || null);
    } catch { /* display only */ }
  }
  return codes.map((c) => ygoCache.get(c));
}
// Fetch the cards of a rendered board at once (one request instead of one per hover).
export function prefetchYgo(root) {
  const codes = [...new Set([...root.querySelectorAll("[data-pop^='ygo:']")].map((el) => el.dataset.pop.slice(4)))];
  if (codes.length) ygoInfo(codes);
}

const KINGDOM = { wei: ["魏", "Wei"], shu: ["蜀", "Shu"], wu: ["吴", "Wu"], qun: ["群", "Qun"], god: ["神", "God"] };

function ygoBody(c) {
  const rows = [h("div.pop-title", { text: L(c.name) }), h("div.pop-kind", { text: L(c.types) })];
  if (c.atk !== undefined) {
    const lv = c.level ? `${c.rank ? t("rank") : t("level")} ${c.level}` : "";
    rows.push(h("div.pop-stats", { text: [L(c.attribute), L(c.race), lv].filter(Boolean).join(" · ") }));
    rows.push(h("div.pop-stats", { text: `${t("atk")} ${c.atk} / ${t("def")} ${c.def}` }));
  }
  rows.push(h("div.pop-text", { text: L(c.text) || "—" }));
  return rows;
}
function skillRows(ids) {
  return (ids || []).map((s) => {
    const sk = (sgsInfo && sgsInfo.skills || {})[s];
    return h("div.pop-skill", {}, h("b", { text: `${sk ? L(sk.name) : s}` }), sk && L(sk.text) ? `：${L(sk.text)}` : "");
  });
}
function sgsBody(kind, key) {
  if (!sgsInfo) return [h("div", { text: "…" })];
  if (kind === "sgs") {
    const name = sgsCardName(Number(key));
    const card = (sgsInfo.cards || {})[name];
    const face = sgsNames && sgsNames.cards && sgsNames.cards[key] ? L(sgsNames.cards[key]) : (card ? L(card.name) : `#${key}`);
    if (!card) return [h("div.pop-title", { text: face })];
    return [h("div.pop-title", { text: face }), h("div.pop-kind", { text: L(card.kind) }), h("div.pop-text", { text: L(card.text) })];
  }
  if (kind === "gen") {
    const info = (sgsNames && sgsNames.general_info || {})[key] || {};
    const name = sgsNames && sgsNames.generals && sgsNames.generals[key] ? L(sgsNames.generals[key]) : key;
    const k = KINGDOM[info.kingdom];
    return [h("div.pop-title", { text: name }), h("div.pop-kind", { text: `${k ? k[getLang() === "zh" ? 0 : 1] : ""} · ${t("hp")} ${info.hp ?? "?"}` }), ...skillRows(info.skills)];
  }
  return skillRows([key]);
}

let pop = null, owner = null;
function place(el) {
  const r = el.getBoundingClientRect();
  const w = pop.offsetWidth, ht = pop.offsetHeight;
  let x = r.right + 8, y = r.top;
  if (x + w > window.innerWidth - 4) x = Math.max(4, r.left - w - 8);
  if (y + ht > window.innerHeight - 4) y = Math.max(4, window.innerHeight - ht - 4);
  pop.style.left = `${x}px`; pop.style.top = `${y}px`;
}
async function show(el) {
  const spec = el.dataset.pop || "";
  const i = spec.indexOf(":");
  if (i < 0) return;
  const kind = spec.slice(0, i), key = spec.slice(i + 1);
  owner = el;
  if (!pop) { pop = h("div#card-pop.card-pop", { role: "tooltip" }); document.body.append(pop); }
  let rows;
  if (kind === "ygo") {
    const [c] = await ygoInfo([key]);
    if (owner !== el) return;
    rows = c ? ygoBody(c) : [h("div", { text: "?" })];
  } else {
    await ensureSgsInfo();
    if (owner !== el) return;
    rows = sgsBody(kind, key);
  }
  clear(pop).append(...rows);
  pop.classList.add("show");
  place(el);
}
function hide() { owner = null; if (pop) pop.classList.remove("show"); }

let installed = false;
export function installCardPop() {
  if (installed) return;
  installed = true;
  document.addEventListener("mouseover", (e) => {
    const el = e.target.closest && e.target.closest("[data-pop]");
    if (el && el !== owner) show(el); else if (!el && owner) hide();
  });
  document.addEventListener("pointerdown", (e) => {
    const el = e.target.closest && e.target.closest("[data-pop]");
    if (e.pointerType !== "mouse" && el) show(el); else if (!el) hide();
  });
  document.addEventListener("focusin", (e) => {  // keyboard: a focused card shows its text too
    const el = e.target.closest && e.target.closest("[data-pop]");
    if (el) show(el);
  });
  document.addEventListener("keydown", (e) => { if (e.key === "Escape") hide(); });
  window.addEventListener("hashchange", hide);
}
