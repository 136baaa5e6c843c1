// The lobby: create a room (game, mode, match, timers) and the live room list.
import { api, Channel } from "./api.js";
import { t, L } from "./i18n.js";
import { h, clear } from "./dom.js";
import { fail } from "./app.js";
import { ts, settingsText } from "./i18n_server.js";
import { icon } from "./icons.js";
import { renderGeneric } from "./renderers.js";

export function openLobby(main) {
  const list = h("div#room-list");
  const gameSel = h("select#game-select");
  const modeSel = h("select#mode-select");
  const matchSel = h("select#match-select", {}, h("option", { value: "single", text: t("single") }), h("option", { value: "bo3", text: t("bo3") }));
  // public rooms always have a turn timer (the server refuses less than its minimum)
  const timeIn = h("input#turn-seconds", { type: "number", min: 10, max: 3600, value: 90 });
  const delayIn = h("input#spectate-delay", { type: "number", min: 0, max: 1000, value: 0 });
  const titleIn = h("input#room-title", { placeholder: t("title") });
  // a custom room may go without a timer (or a very short one); the lobby marks it custom
  const customIn = h("input#custom-room", { type: "checkbox" });
  // YGO only: the shipped banlists and "none"; the default follows the mode's profile
  const banlistSel = h("select#banlist-select");
  const banlistLabel = h("label#banlist-label", {}, t("banlist"), banlistSel);
  const botSpeed = h("select#bot-speed", {}, h("option", { value: "0.3", text: t("bots_normal") }), h("option", { value: "0", text: t("bots_fast") }));
  let games = [];
  // the match lengths the chosen mode allows (identity: single games only; GET /api/games)
  const fillMatches = () => {
    const g = games.find((x) => x.id === gameSel.value);
    const m = g && g.modes.find((x) => x.id === modeSel.value);
    const allowed = (m && m.matches) || ["single", "bo3"];
    for (const o of matchSel.options) o.disabled = !allowed.includes(o.value);
    if (!allowed.includes(matchSel.value)) matchSel.value = allowed[0];
  };
  const fillBanlists = () => {
    fillMatches();
    const g = games.find((x) => x.id === gameSel.value);
    clear(banlistSel);
    banlistLabel.hidden = !(g && g.banlists);
    if (!g || !g.banlists) return;
    for (const b of g.banlists) banlistSel.append(h("option", { value: b, text: b === "none" ? t("no_banlist") : b }));
    banlistSel.value = (g.mode_banlists || {})[modeSel.value] || "none";
  };
  const fillModes = () => {
    clear(modeSel);
    const g = games.find((x) => x.id === gameSel.value);
    for (const m of (g ? g.modes : [])) modeSel.append(h("option", { value: m.id, text: L(m.label) }));
    fillBanlists();
  };
  gameSel.addEventListener("change", fillModes);
  modeSel.addEventListener("change", fillBanlists);
  api("GET", "/api/games").then((d) => {
    games = d.games;
    for (const g of games) gameSel.append(h("option", { value: g.id, text: L(g.label) }));
    const pref = games.find((g) => g.id === "ygo") ? "ygo" : games[0]?.id;
    if (pref) gameSel.value = pref;
    fillModes();
  }).catch(fail);
  const create = async () => {
    try {
      const room = await api("POST", "/api/rooms", {
        game: gameSel.value, mode: modeSel.value, match: matchSel.value, title: titleIn.value || undefined,
        banlist: banlistLabel.hidden ? undefined : banlistSel.value, turn_seconds: timeIn.value === "" ? 90 : Number(timeIn.value), custom: customIn.checked || undefined, spectate_delay: Number(delayIn.value) || 0, bot_delay: Number(botSpeed.value),
      });
      location.hash = `#/room/${room.room}`;
    } catch (e) { fail(e); }
  };
  main.append(h("div.lobby", {},
    h("section.card", {}, h("h2", { text: t("create") }),
      h("label", {}, t("game"), gameSel), h("label", {}, t("mode"), modeSel), h("label", {}, t("match"), matchSel), banlistLabel,
      h("label", {}, ts("turn_seconds_public"), timeIn), h("label", {}, t("spectate_delay"), delayIn), h("label", {}, t("title"), titleIn), h("label", {}, t("bot_speed"), botSpeed),
      h("label", {}, ts("custom_room"), customIn),
      h("button#create-room", { onclick: create, text: t("create") })),
    h("section.card.grow", {}, h("h2", { text: t("rooms") }), list)));

  // "your tables": one real link per running or waiting table of this account
  const mine = h("div#my-tables");
  api("GET", "/api/me").then((d) => {
    const tables = d.tables || (d.rooms || []).map((r) => ({ room: r, title: r }));
    if (tables.length) {
      mine.append(h("b", { text: `${t("my_tables")}: ` }),
        ...tables.map((r) => h("a.button.small.my-table", { href: `#/room/${r.room}`, "data-room": r.room, text: r.title || r.room })));
    }
  }).catch(() => {});
  list.before(mine);
  const renderList = (rooms) => {
    clear(list);
    if (!rooms.length) list.append(h("p.muted", { text: "—" }));
    for (const r of rooms) {
      const seats = r.seats.map((s) => s.name || t("empty")).join(" · ");
      list.append(h("div.room-row", { "data-room": r.room },
        h("span.badge." + r.status, { text: t(r.status) }),
        h("b", { text: r.title }), h("span.muted", { text: ` ${r.game}/${r.mode} ` }),
        r.game === "ygo" ? h("span.banlist", { text: `${t("banlist")}: ${r.banlist || t("no_banlist")} ` }) : "",
        r.games_to_win > 1 ? h("span.muted", { text: `${t("bo3")} ` }) : "",
        r.profile ? h("span.muted.profile", { text: `${ts("profile")}: ${r.profile} ` }) : "",
        r.custom ? h("span.badge.custom", { text: ts("custom_room") }) : "",
        h("span.seats", { text: seats }),
        settingsText(r.settings, ["match", "banlist"]) ? h("span.settings.muted", { title: ts("settings"), text: ` · ${settingsText(r.settings, ["match", "banlist"])}` }) : "",
        r.custom && r.setup ? h("details.custom-setup", {}, h("summary", { text: ts("custom_setup") }), renderGeneric(r.setup)) : "",
        h("span.muted", { title: t("spectator") }, " ", icon("eye"), ` ${r.spectators}`),
        h("a.button", { href: `#/room/${r.room}`, text: r.status === "waiting" ? t("join") : t("watch") })));
    }
  };
  const ch = new Channel((m) => { if (m.type === "rooms") renderList(m.rooms); });
  ch.subscribe({ type: "lobby" });
  return () => ch.close();
}
