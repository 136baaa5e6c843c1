// Replays: the account's finished games, a step-by-step viewer and the download.
import { api, token } from "./api.js";
import { t, L } from "./i18n.js";
import { h, clear } from "./dom.js";
import { fail } from "./app.js";
import { renderBoard, describeEvent } from "./renderers.js";
import { ensureSgsNames } from "./render_sgs.js";

export function showReplays(main) {
  const list = h("div#replay-list");
  main.append(h("section.card", {}, h("h2", { text: t("replays") }), list));
  api("GET", "/api/replays").then((d) => {
    if (!d.replays.length) list.append(h("p.muted", { text: t("no_replays") }));
    for (const r of d.replays) {
      const w = r.result ? (r.result.winners.length ? r.result.winners.join(",") : t("draw_game")) : "?";
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

export function showReplay(main, gid) {
  let step = 0, steps = 0, seat = -1;
  const board = h("div#board.board"), logEl = h("ol#log.log"), info = h("div#replay-info.statusbar");
  const seatSel = h("select#replay-seat", {}, h("option", { value: -1, text: t("spectator") }));
  seatSel.addEventListener("change", () => { seat = Number(seatSel.value); load(); });
  const go = (n) => { step = Math.max(0, Math.min(steps, n)); load(); };
  main.append(h("div.table", {},
    h("div.row", {}, h("button#rp-first", { onclick: () => go(0), text: `⏮ ${t("first")}` }), h("button#rp-prev", { onclick: () => go(step - 1), text: `◀ ${t("prev")}` }),
      h("button#rp-next", { onclick: () => go(step + 1), text: `${t("next")} ▶` }), h("button#rp-last", { onclick: () => go(steps), text: `${t("last")} ⏭` }),
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
      clear(info).append(`${t("step")} ${d.step} / ${d.steps}`,
        d.decision ? ` · ${t("seat_n", { n: d.decision.seat })}: ${L(d.decision.prompt)}` : "",
        d.next_answer ? ` → ${JSON.stringify(d.next_answer)}` : "",
        d.step === d.steps && d.result ? ` · ${t("winners")}: ${d.result.winners.join(", ")} (${d.result.reason})` : "");
      clear(board).append(renderBoard(d.game, d.view, d.seat, d));
      clear(logEl);
      for (const e of d.events.slice(-120)) logEl.append(h("li", { text: describeEvent(e) }));
      logEl.scrollTop = logEl.scrollHeight;
    } catch (e) { fail(e); }
  }
  const onKey = (e) => { if (e.key === "ArrowRight") go(step + 1); else if (e.key === "ArrowLeft") go(step - 1); };
  document.addEventListener("keydown", onKey);
  load();
  return () => document.removeEventListener("keydown", onKey);
}
