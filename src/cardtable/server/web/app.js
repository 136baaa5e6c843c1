// The single-page client: a hash router over login, lobby, room/table, replays and decks.
import { api, user, setSession, clearSession, token, takeHandoff } from "./api.js";
import { t, L, getLang, setLang, applyStatic } from "./i18n.js";
import { h, clear, toast } from "./dom.js";
import { openTable } from "./table.js";
import { showReplays, showReplay } from "./replays.js";
import { showDecks } from "./decks.js";
import { openLobby } from "./lobby.js";

const main = document.getElementById("main");
let current = null; // the active screen's cleanup function

export function errText(e) {
  const d = e && e.data;
  if (d && d.message) return `${L(d.message)}${d.detail ? ` (${d.detail})` : ""}`;
  return String(e && e.message || e);
}
export function fail(e) { toast(errText(e)); }

function showLogin() {
  const name = h("input#login-name", { placeholder: t("name"), autocomplete: "username" });
  const pw = h("input#login-password", { type: "password", placeholder: t("password"), autocomplete: "current-password" });
  const go = async (path) => {
    try {
      setSession(await api("POST", path, path === "/api/guest" ? {} : { name: name.value, password: pw.value }));
      location.hash = "#/lobby"; route();
    } catch (e) { fail(e); }
  };
  main.append(h("section.card.login", {},
    h("h1", { text: "cardtable" }),
    h("p.muted", { text: getLang() === "zh" ? "游戏王 · 三国杀 在线对战" : "Yu-Gi-Oh! · Sanguosha online" }),
    name, pw,
    h("div.row", {},
      h("button#login-btn", { onclick: () => go("/api/login"), text: t("login") }),
      h("button#signup-btn", { onclick: () => go("/api/signup"), text: t("signup") }),
      h("button#guest-btn.secondary", { onclick: () => go("/api/guest"), text: t("guest") }))));
}

function renderWho() {
  const who = document.getElementById("whoami");
  clear(who);
  const u = user();
  if (u && token()) {
    // "log out" ends this session; "log out everywhere" every session of the account (a lost
    // phone, a shared computer): POST /api/logout_all
    const leave = (path) => async () => {
      try { await api("POST", path); } catch { /* ignore */ }
      clearSession(); location.hash = "#/login"; route();
    };
    who.append(h("span#username", { text: u.name }), " ",
      h("button#logout-btn.link", { onclick: leave("/api/logout"), text: t("logout") }), " ",
      h("button#logout-all-btn.link", { onclick: leave("/api/logout_all"), text: t("logout_all") }));
  }
}

export function route() {
  if (current) { try { current(); } catch { /* ignore */ } current = null; }
  clear(main);
  applyStatic();
  renderWho();
  if (location.hash.startsWith("#/handoff/")) takeHandoff(location.hash.slice("#/handoff/".length));
  const hash = location.hash || "#/lobby";
  const parts = hash.slice(2).split("/");
  if (!token() && parts[0] !== "login") { location.hash = "#/login"; return showLogin(); }
  switch (parts[0]) {
    case "login": return showLogin();
    case "room": current = openTable(main, parts[1]); return;
    case "replays": current = showReplays(main); return;
    case "replay": current = showReplay(main, parts[1]); return;
    case "decks": current = showDecks(main); return;
    default: current = openLobby(main); return;
  }
}

document.getElementById("lang-toggle").addEventListener("click", () => {
  setLang(getLang() === "zh" ? "en" : "zh");
  route();
});
window.addEventListener("hashchange", route);
setLang(getLang());
route();
