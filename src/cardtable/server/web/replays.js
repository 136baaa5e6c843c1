// Replays: the account's finished games, a step-by-step viewer with auto-play and speed, the
// log as sentences (the server's, for the chosen seat), each move named by its option label,
// and the download.
import { api, token } from "./api.js";
import { t, L } from "./i18n.js";
import { h, clear } from "./dom.js";
import { fail } from "./app.js";
import { renderBoard, logLine } from "./renderers.js";
import { ensureSgsNames } from "./render_sgs.js";
import { icon } from "./icons.js";

export function showReplays(main) {
  const list = h("div#replay-list");
  main.append(h("section.card", {}, h("h2", { text: t("replays") }), list));
  api("GET", "/api/replays").then((d) => {
    if (!d.replays.length) list.append(h("p.muted", { text: t("no_replays") }));
    for (const r of d.replays) {
      const w = r.result ? (r.result.winners.length ? r.result.winners.map((x) => t("seat_n", { n: x })).join(", ") : t("draw_game")) : "?";
      list.append(h("div.room-row.replay-row", {},
        h("b", { text: `#${r.id}` }), ` ${r.game} · ${t("seat_n", { n: r.seat })} · ${t("winners")}: ${w} · ${new Date(r.finished * 1000).toLocaleString()} `,
        h("a.button", { href: `#/replay/${r.id}`, text: t("watch") }), " ",
        h("button.secondary.small", { onclick: () => download(r.id).catch(fail), text: t("download") })));
    }
  }).catch(fail);
  return () => {};
}

export async function download(gid) {
  const res = await fetch(`/api/replays/${gid}`, { headers: { authorization: `Bearer ${token()}` } });
  const blob = await res.blob();
  const a = h("a", { href: URL.createObjectURL(blob), download: `cardtable-${gid}.replay.json` });
  document.body.append(a); a.click(); a.remove();
}

// The label of the option a recorded answer (a form) chose, from the decision it answered.
function answerLabel(dec, answer) {
  if (!dec || !answer) return "";
  const same = (a, b) => Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([k, v]) => JSON.stringify(b[k]) === JSON.stringify(v));
  const o = (dec.options || []).find((x) => same(x.form, answer));
  return o ? L(o.label) : "";
}

const SPEEDS = [["0.5", 2000], ["1", 1000], ["2", 500], ["4", 250], ["8", 120]];

export function showReplay(main, gid) {
  let step = 0, steps = 0, seat = -1, timer = null, busy = false;
  const board = h("div#board.board"), logEl = h("ol#log.log"), info = h("div#replay-info.statusbar");
  const seatSel = h("select#replay-seat", {}, h("option", { value: -1, text: t("spectator") }));
  const speedSel = h("select#rp-speed", { title: t("speed") }, SPEEDS.map(([x, ms]) => h("option", { value: ms, text: `${x}×` })));
  speedSel.value = "1000";
  const playBtn = h("button#rp-play", { onclick: () => (timer ? stop() : play()) });
  const drawPlay = () => { clear(playBtn).append(icon(timer ? "pause" : "play"), ` ${timer ? t("pause") : t("autoplay")}`); };
  seatSel.addEventListener("change", () => { seat = Number(seatSel.value); load(); });
  speedSel.addEventListener("change", () => { if (timer) { stop(); play(); } });
  const go = (n) => { step = Math.max(0, Math.min(steps, n)); return load(); };
  function stop() { clearInterval(timer); timer = null; drawPlay(); }
  function play() {
    if (step >= steps && steps > 0) step = 0;
    timer = setInterval(async () => {
      if (busy) return;
      if (step >= steps) { stop(); return; }
      busy = true; await go(step + 1); busy = false;
    }, Number(speedSel.value));
    drawPlay();
  }
  drawPlay();
  main.append(h("div.table", {},
    h("div.row.replay-controls", {},
      h("button#rp-first", { onclick: () => go(0), title: t("first") }, icon("first")),
      h("button#rp-prev", { onclick: () => go(step - 1), title: t("prev") }, icon("prev")),
      playBtn,
      h("button#rp-next", { onclick: () => go(step + 1), title: t("next") }, icon("next")),
      h("button#rp-last", { onclick: () => go(steps), title: t("last") }, icon("last")),
      h("label.inline", {}, `${t("speed")} `, speedSel),
      seatSel, h("button.secondary#rp-download", { onclick: () => download(gid).catch(fail), text: t("download") })),
    info, h("div.table-body", {}, h("div.board-wrap", {}, board), h("aside.side", {}, h("h3", { text: t("log") }), logEl))));
  let seatsFilled = false;
  async function load() {
    try {
      const d = await api("GET", `/api/replays/${gid}/step/${step}?seat=${seat}`);
      if (d.game === "sgs") await ensureSgsNames();
      steps = d.steps;
      if (!seatsFilled && d.view && (d.view.players || d.view.seats)) {
        const n = (d.view.players || d.view.seats).length;
        for (let i = 0; i < n; i++) seatSel.append(h("option", { value: i, text: t("seat_n", { n: i }) }));
        seatsFilled = true;
      }
      // what was chosen is named only to the seat that chose (a label may name a hidden card)
      const move = d.decision && d.next_answer && d.decision.seat === d.seat ? answerLabel(d.decision, d.next_answer) : "";
      clear(info).append(h("span#rp-step", { text: `${t("step")} ${d.step} / ${d.steps}` }),
        d.decision ? ` · ${t("seat_n", { n: d.decision.seat })}: ${L(d.decision.prompt)}` : "",
        move ? h("span#rp-move", { text: ` → ${t("move_by", { s: t("seat_n", { n: d.decision.seat }), a: move })}` }) : "",
        d.step === d.steps && d.result_text ? h("b#rp-result", { text: ` · ${L(d.result_text)}` }) : "");
      clear(board).append(renderBoard(d.game, d.view, d.seat, { ...d, all_events: d.events }));
      clear(logEl);
      for (const line of (d.lines || []).slice(-120)) logEl.append(logLine(line));
      logEl.scrollTop = logEl.scrollHeight;
    } catch (e) { stop(); fail(e); }
  }
  const onKey = (e) => { if (e.key === "ArrowRight") go(step + 1); else if (e.key === "ArrowLeft") go(step - 1); else if (e.key === " ") { e.preventDefault(); if (timer) stop(); else play(); } };
  document.addEventListener("keydown", onKey);
  load();
  return () => { stop(); document.removeEventListener("keydown", onKey); };
}
