// The table screen: seats and readiness before the game, then board + decision panel + log + chat.
// Decisions are rendered from the Decision's structured options, so any game is playable by clicking.
import { api, Channel, user } from "./api.js";
import { t, L, getLang } from "./i18n.js";
import { h, clear, toast } from "./dom.js";
import { fail, errText } from "./app.js";
import { renderBoard, logLine, optionList, directionIcon } from "./renderers.js";
import { icon } from "./icons.js";
import { ensureSgsNames } from "./render_sgs.js";
import { ts, settingsText } from "./i18n_server.js";

const PASSIVE = ["pass", "done", "no", "end", "to_end", "end_battle", "end_turn", "end_phase", "cancel", "skip", "decline", "confirm"];

export function passiveIndex(dec) {
  for (const w of PASSIVE) {
    const i = dec.options.findIndex((o) => Object.values(o.form).some((v) => String(v).toLowerCase() === w));
    if (i >= 0) return i;
  }
  return -1;
}

export function openTable(main, rid) {
  const me = user();
  let sideOut = null, sideIn = null, sideErr = "";
  let room = null, state = null, events = [], lines = [], timerInt = null, decks = [], namesAsked = false, bots = ["random"];
  // the deck picked in the room survives re-renders (a bot or player joining redraws the controls)
  let chosenDeck = "";
  const seatsEl = h("div#seats");
  const controls = h("div#room-controls.row");
  const board = h("div#board.board");
  const decision = h("div#decision.decision");
  const status = h("div#status.statusbar");
  const logEl = h("ol#log.log");
  const chatLog = h("div#chat-log.chat-log");
  const chatIn = h("input#chat-input", { placeholder: t("chat"), maxlength: 500 });
  const resultEl = h("div#result.result");

  const ch = new Channel(onFrame, (s) => status.classList.toggle("offline", s !== "open"));
  ch.subscribe({ type: "join", room: rid });
  api("GET", "/api/decks").then((d) => { decks = d.decks || []; renderRoom(); }).catch(() => {});
  let games = [];  // the catalogue: game and mode labels for the title
  api("GET", "/api/games").then((d) => { bots = d.bots || bots; games = d.games || []; renderRoom(); }).catch(() => {});

  const sendChat = () => {
    if (!chatIn.value.trim()) return;
    ch.send({ type: "chat", room: rid, text: chatIn.value });
    chatIn.value = "";
  };
  chatIn.addEventListener("keydown", (e) => { if (e.key === "Enter") sendChat(); e.stopPropagation(); });

  main.append(h("div.table", {},
    h("div.table-head", {}, h("h2#room-title"), seatsEl, controls),
    h("div.table-body", {},
      h("div.board-wrap", {}, status, board, resultEl),
      h("aside.side", {}, decision,
        h("h3", { text: t("log") }), logEl,
        h("h3", { text: t("chat") }), chatLog, h("div.row", {}, chatIn, h("button#chat-send", { onclick: sendChat, text: t("send") }))))));

  function onFrame(m) {
    if (m.room && m.room !== rid) return;
    if (m.type === "room") { room = m; renderRoom(); }
    else if (m.type === "notice") {  // presence, a concession, a bot taking over (server's own)
      const text = ts(`notice_${m.kind}`, { n: m.name, s: m.seat });
      chatLog.append(h("div.chat-line.notice", { "data-kind": m.kind, text }));
      chatLog.scrollTop = chatLog.scrollHeight;
      if (m.kind === "online" && m.name === me.name) return;  // our own arrival: nothing new
      if (m.kind !== "online") toast(text);
    } else if (m.type === "state") {
      if (m.state_id === null) {  // before duel 1: the coin toss's choice, nothing dealt yet
        if (m.siding) { state = m; clear(board); renderDecision(); }
        return;
      }
      if (!state || m.events_from === 0 || m.game_no !== state.game_no) { events = []; lines = []; }
      events = events.concat(m.events || []);
      lines = lines.concat(m.lines || []);  // the server's sentence of each event, for this seat
      m.all_events = events;
      state = m; renderState();
      if (m.game === "sgs" && !namesAsked) { namesAsked = true; ensureSgsNames().then(() => { if (state) renderState(); }); }
    } else if (m.type === "chat") {
      chatLog.append(h("div.chat-line", {}, h("b", { text: `${m.name}: ` }), m.text));
      chatLog.scrollTop = chatLog.scrollHeight;
    } else if (m.type === "error") {
      if (state && state.siding && ["bad_side", "bad_field", "not_siding", "side_finished", "not_chooser"].includes(m.code)) {
        sideErr = `${L(m.message)}${m.detail ? ` — ${m.detail}` : ""}`;
        renderDecision();
      }
      toast(`${L(m.message)}${m.detail ? ` (${m.detail})` : ""}`);
    } else if (m.type === "why_not") {
      toast(m.reasons.length ? m.reasons.join(" · ") : t("why_not_none"));
    }
  }

  const act = async (action, body = {}) => {
    try { await api("POST", `/api/rooms/${rid}/${action}`, body); } catch (e) { fail(e); }
  };

  // the game's own heuristic bot first, then random, then the rest (search bots are slow)
  const rank = (b) => (b.startsWith(`${room.game}-`) ? 0 : b === "random" ? 1 : 2);

  function renderRoom() {
    if (!room) return;
    const bl = room.game === "ygo"
      ? ` · ${t("banlist")}: ${room.banlist && room.banlist !== "none" ? room.banlist : t("no_banlist")}` : "";
    const g = games.find((x) => x.id === room.game);
    const m = g && (g.modes || []).find((x) => x.id === room.mode);
    const kind = g ? `${L(g.label)}${m ? " · " + L(m.label) : ""}` : `${room.game}/${room.mode}`;
    document.getElementById("room-title").textContent = `${room.title} · ${kind}${bl} · ${t(room.status)}`;
    clear(seatsEl);
    const mySeat = room.seats.findIndex((s) => s.human && s.name === me.name);
    room.seats.forEach((s, i) => {
      const label = s.name ? (s.bot ? s.bot : s.name) : t("empty");
      const el = h("div.seat-chip" + (i === mySeat ? ".me" : ""), { "data-seat": i },
        s.bot ? icon("bot", t("bot")) : "", h("span", { text: `${t("seat_n", { n: i })}: ${label}` }), s.ready ? icon("check", t("ready"), "ok") : "",
        s.human ? h("span.presence" + (s.online ? ".on" : ".off"), { title: ts(s.online ? "online" : "offline"), text: s.online ? " ●" : ` ○ ${ts("offline")}` }) : "",
        room.wins && room.games_to_win > 1 ? h("span.muted", { text: ` ${t("wins")} ${room.wins[i]}` }) : "");
      if (room.status === "waiting" && !s.name && mySeat < 0) el.append(h("button.small.sit-btn", { onclick: () => act("sit", { seat: i }), text: t("sit") }));
      if (room.status === "waiting" && !s.human && room.owner === me.id) {
        el.append(s.bot ? h("button.small", { onclick: () => act("bot", { seat: i, bot: null }), title: t("remove_bot") }, icon("close"))
          : h("button.small", { onclick: () => act("bot", { seat: i, bot: "random" }), text: t("bot") }));
      }
      seatsEl.append(el);
    });
    clear(controls);
    if (room.no_talk) controls.append(h("span.muted", { text: t("no_talk") }));
    if (room.custom) controls.append(h("span.badge.custom", { text: ts("custom_room") }));
    if (Object.keys(room.settings || {}).length) controls.append(h("span.muted#room-settings", { text: settingsText(room.settings, ["banlist"]) }));
    if (room.status === "playing" && !room.siding && mySeat >= 0 && !room.seats[mySeat].bot) {
      const label = room.game === "ygo" ? ts("concede") : ts("concede_bot");
      controls.append(h("button.secondary#concede-btn", { onclick: () => { if (confirm(ts("concede_confirm"))) act("concede"); }, text: label }));
    }
    if (room.status === "finished" && mySeat >= 0) {
      if (room.rematch) controls.append(h("a.button#to-rematch", { href: `#/room/${room.rematch}`, text: ts("to_rematch") }));
      else if ((room.rematch_votes || []).includes(mySeat)) controls.append(h("span.muted#rematch-wait", { text: ts("rematch_waiting") }));
      else controls.append(h("button#rematch-btn", { onclick: () => act("rematch"), text: ts("rematch") }));
    }
    if (room.status === "waiting") {
      if (mySeat >= 0) {
        const ready = room.seats[mySeat].ready;
        let deckSel = null;
        if (room.game === "ygo" && decks.length) {
          deckSel = h("select#deck-select", { onchange: (ev) => { chosenDeck = ev.target.value; } },
            h("option", { value: "", text: "—" }), decks.map((d) => h("option", { value: d.ydk, text: d.name })));
          if (decks.some((d) => d.ydk === chosenDeck)) deckSel.value = chosenDeck;
          controls.append(deckSel);
        }
        controls.append(h("button#ready-btn", { onclick: () => act("ready", { ready: !ready, deck: deckSel && deckSel.value ? deckSel.value : undefined }), text: ready ? t("unready") : t("ready") }));
        controls.append(h("button.secondary#stand-btn", { onclick: () => act("stand"), text: t("stand") }));
      }
      if (room.owner === me.id) {
        const fit = bots.filter((b) => !/^(ygo|sgs|demo)-/.test(b) || b.startsWith(`${room.game}-`))
          .sort((x, y) => rank(x) - rank(y));
        const botSel = h("select#bot-select", {}, fit.map((b) => h("option", { value: b, text: b })));
        controls.append(botSel, h("button#fill-bots", { onclick: () => act("fill", { bot: botSel.value }), text: t("fill_bots") }));
        controls.append(h("button#start-btn", { onclick: () => act("start"), text: t("start") }));
      }
    }
  }

  function answer(choice) {
    if (!state || !state.decision) return;
    ch.send({ type: "answer", room: rid, state_id: state.state_id, choice });
    decision.classList.add("sent");
  }

  // Clicking something on the board that names a card/target answers the option whose form matches.
  function boardClick(ev) {
    const el = ev.target.closest("[data-k]");
    if (!el) return;
    const key = el.dataset.k, val = el.dataset.v;
    const dec = state && state.decision;
    const matches = dec ? dec.options.map((o, i) => [o, i]).filter(([o]) => String(o.form[key]) === val) : [];
    if (matches.length === 1) answer(matches[0][1]);
    else if (matches.length > 1) {
      for (const b of decision.querySelectorAll(".option-btn")) b.classList.toggle("hl", matches.some(([, i]) => String(i) === b.dataset.i));
    } else if (state && state.seat >= 0) {
      askWhyNot(key, isNaN(Number(val)) ? val : Number(val));
    }
  }
  board.addEventListener("click", boardClick);

  // "Why not?": ask the referee which rules forbid an action on what was clicked.
  const YGO_ACTIONS = ["summon", "set_monster", "set", "activate", "attack", "change_pos", "flip_summon"];
  function askWhyNot(key, val) {
    const old = document.getElementById("whynot");
    if (old) old.remove();
    const send = (extra) => ch.send({ type: "why_not", room: rid, lang: getLang(), query: { [key]: val, ...extra } });
    if (state.game !== "ygo") { send({}); return; }
    const box = h("div#whynot.whynot", {}, h("b", { text: `${t("why_not")} ` }),
      YGO_ACTIONS.map((a) => h("button.small.secondary", { "data-action": a, onclick: () => send({ action: a }), text: t(`act_${a}`) })),
      h("button.small", { onclick: () => box.remove(), title: t("close") }, icon("close")));
    board.prepend(box);
  }

  function renderState() {
    const s = state;
    status.textContent = "";
    status.append(h("span#state-id", { text: `${t("state")} #${s.state_id}` }), " · ",
      h("span", { text: s.seat >= 0 ? `${t("you")}: ${t("seat_n", { n: s.seat })}` : t("spectator") }), " · ",
      h("span#turn-info", { text: s.result ? t("finished") : (s.decision ? t("your_turn") : t("waiting_for", { s: s.waiting_for })) }),
      h("span#timer"));
    clearInterval(timerInt);
    if (s.deadline && !s.result) {  // everyone sees the countdown of whoever is deciding
      const who = s.decision ? "" : ` (${ts("turn_of", { s: s.waiting_for })})`;
      const tick = () => { const left = Math.max(0, Math.round(s.deadline - Date.now() / 1000)); const el = document.getElementById("timer"); if (el) el.textContent = ` · ${t("time_left")} ${left}s${who}`; };
      tick(); timerInt = setInterval(tick, 500);
    }
    clear(board);
    board.append(renderBoard(s.game, s.view, s.seat, s));
    // outline what the pending decision lets this seat act on
    if (s.decision) {
      for (const el of board.querySelectorAll("[data-k]")) {
        const k = el.dataset.k, v = el.dataset.v;
        if (s.decision.options.some((o) => String(o.form[k]) === v)) el.classList.add("actionable");
      }
    }
    renderDecision();
    clear(logEl);
    for (const line of lines.slice(-150)) logEl.append(logLine(line));
    logEl.scrollTop = logEl.scrollHeight;
    clear(resultEl);
    if (s.result) {
      resultEl.append(h("b#result-text", { text: L(s.result_text) || t("finished") }));
      if (s.status === "finished") resultEl.append(" ", h("a.button#back-lobby", { href: "#/lobby", text: t("play_again") }));
    }
  }

  // YGO best-of-3: the siding step between two duels (one-for-one swaps, done, who goes first)
  function renderSiding(sd) {
    const seat = state.seat;
    if (sd.deadline) {  // the toss's or the siding step's own countdown
      clearInterval(timerInt);
      timerInt = setInterval(() => { const el = document.getElementById("side-timer"); if (el) el.textContent = `${t("time_left")} ${Math.max(0, Math.round(sd.deadline - Date.now() / 1000))}s`; }, 500);
    }
    if (sd.duel === 0) {  // the coin toss before duel 1: its winner chooses first or second
      const box = h("div.siding#toss", {}, h("h3", { text: ts("toss_title") }),
        h("p#toss-result", { text: ts("toss_won_by", { s: sd.toss }) }));
      if (sd.deadline) box.append(h("p.muted#side-timer", { text: `${t("time_left")} ${Math.max(0, Math.round(sd.deadline - Date.now() / 1000))}s` }));
      if (sd.chooser === seat) {
        box.append(h("p", { text: ts("toss_you_won") }),
          h("div.row", {}, h("button#go-first", { onclick: () => ch.send({ type: "first", room: rid, go_first: true }), text: t("go_first") }),
            h("button.secondary#go-second", { onclick: () => ch.send({ type: "first", room: rid, go_first: false }), text: t("go_second") })));
      }
      decision.append(box);
      return;
    }
    const box = h("div.siding#siding", {}, h("h3", { text: t("siding", { n: sd.duel }) }));
    if (sd.deadline) box.append(h("p.muted#side-timer", { text: `${t("time_left")} ${Math.max(0, Math.round(sd.deadline - Date.now() / 1000))}s` }));
    box.append(h("p.muted", { text: sd.done.map((d, i) => `${t("seat_n", { n: i })}: ${d ? t("done_mark") : t("siding_mark")}`).join(" · ") }));
    if (sd.next_first !== null && sd.next_first !== undefined) box.append(h("p#next-first", { text: t("next_first", { s: sd.next_first }) }));
    else if (sd.chooser !== null && sd.chooser !== undefined) {
      if (sd.chooser === seat) {
        box.append(h("p", { text: t("choose_first") }),
          h("div.row", {}, h("button#go-first", { onclick: () => ch.send({ type: "first", room: rid, go_first: true }), text: t("go_first") }),
            h("button.secondary#go-second", { onclick: () => ch.send({ type: "first", room: rid, go_first: false }), text: t("go_second") })));
      } else box.append(h("p", { text: t("chooser_is", { s: sd.chooser }) }));
    }
    if (sd.deck && !sd.done[seat]) {
      const name = (c) => (sd.names[String(c)] ? L(sd.names[String(c)]) : `#${c}`);
      const pile = (id, label, codes, pickIn) => h("div", {}, h("b", { text: `${label} (${codes.length})` }),
        h(`div.side-cards#${id}`, {}, codes.map((c) => h("span.side-card" + ((pickIn ? sideIn : sideOut) === c ? ".sel" : ""),
          { "data-code": c, onclick: () => { if (pickIn) sideIn = c; else sideOut = c; sideErr = ""; renderDecision(); }, text: name(c) }))));
      const sorted = (xs) => [...xs].sort((a, b) => name(a).localeCompare(name(b)));
      box.append(h("p.muted", { text: t("side_help") }),
        pile("side-main", t("main_deck"), sorted(sd.deck.main), false),
        sd.deck.extra.length ? pile("side-extra", t("extra_deck"), sorted(sd.deck.extra), false) : "",
        pile("side-side", t("side_deck"), sorted(sd.deck.side), true),
        h("p#side-pick", { text: `${sideOut ? name(sideOut) : "—"} ⇄ ${sideIn ? name(sideIn) : "—"}` }),
        sideErr ? h("p.side-error#side-error", { text: sideErr }) : "",
        h("p.muted#side-swaps", { text: `${t("swaps_made")}: ${sd.swaps.length}` }),
        h("div.row", {},
          h("button#side-swap", { disabled: !(sideOut && sideIn), onclick: () => { ch.send({ type: "side", room: rid, swaps: [[sideOut, sideIn]] }); sideOut = sideIn = null; }, text: t("swap") }),
          h("button#side-done", { onclick: () => { sideErr = ""; ch.send({ type: "side_done", room: rid }); }, text: t("side_done") })));
    } else if (seat >= 0) box.append(h("p.muted", { text: t("side_waiting") }));
    decision.append(box);
  }

  function renderDecision() {
    clear(decision);
    decision.classList.remove("sent");
    if (state.siding) { renderSiding(state.siding); return; }
    sideErr = "";
    const dec = state.decision;
    if (!dec) {
      decision.append(h("p.muted", { text: state.result ? (L(state.result_text) || t("finished")) : t("waiting_for", { s: state.waiting_for }) }));
      return;
    }
    decision.append(h("h3#prompt", { text: L(dec.prompt) }));
    if (dec.kind === "pick") decision.append(h("p.muted", { text: `${t("picked")}: ${dec.picked.length} (${dec.min}–${dec.max})` }));
    const pi = passiveIndex(dec);
    const opts = h("div.options");
    // one button per distinct action, zones named as the board shows them (renderers.js)
    optionList(dec, state.view, state.game).forEach((o, n) => {
      const key = n < 9 ? `${n + 1}` : "";
      opts.append(h("button.option-btn" + (o.i === pi ? ".passive" : ""), { "data-i": o.i, "data-key": key, "data-pop": o.pop, onclick: () => answer(o.i) },
        key ? h("kbd", { text: key }) : "", " ", directionIcon(o.form), " ", o.label));
    });
    decision.append(opts, h("p.muted.keys", { text: t("keys_help") }));
  }

  const onKey = (e) => {
    if (!state || !state.decision || e.target.tagName === "INPUT" || e.target.tagName === "SELECT") return;
    if (/^[1-9]$/.test(e.key)) { const b = decision.querySelector(`.option-btn[data-key="${e.key}"]`); if (b) answer(Number(b.dataset.i)); }
    else if (e.key === " " || e.key === "Enter") { const pi = passiveIndex(state.decision); if (pi >= 0) { e.preventDefault(); answer(pi); } }
  };
  document.addEventListener("keydown", onKey);
  return () => { ch.close(); clearInterval(timerInt); document.removeEventListener("keydown", onKey); void errText; };
}
