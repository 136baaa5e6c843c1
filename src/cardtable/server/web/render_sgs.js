// Sanguosha table: a round table in seat order (3v3: 冷色前锋A-冷色主帅-冷色前锋B-暖色前锋B-
// 暖色主帅-暖色前锋A, the seed's line-up), sides in their colours, 主帅/前锋 labels in 3v3 and
// identity roles only in identity mode; tapped identity cards, distance and attack range from
// the asker, equipment and judgement areas, whose turn and which phase at a glance. The 3v3
// draft screen (piles counted from 1, face-up generals as cards with their skills, the
// 1-2-2-…-1 pick order, each side's picks, the face-down placement). Own hand clickable.
import { t, L, getLang } from "./i18n.js";
import { h } from "./dom.js";
import { icon } from "./icons.js";
import { ensureSgsInfo, sgsCardName, sgsCardRange, setSgsNames } from "./cardpop.js";

// Static public names (card faces by id, generals, skills), fetched once from /api/names/sgs.
let NAMES = { cards: {}, generals: {}, skills: {}, general_info: {} };
let loading = null;
export function ensureSgsNames() {
  if (!loading) {
    loading = Promise.all([
      fetch("/api/names/sgs").then((r) => r.json()).then((d) => { if (d && d.cards) { NAMES = d; setSgsNames(d); } }).catch(() => {}),
      ensureSgsInfo(),
    ]);
  }
  return loading;
}
function general(key) { return key ? (NAMES.generals[key] ? L(NAMES.generals[key]) : key) : "?"; }
const zh = () => getLang() === "zh";

const SLOTS = [["weapon", "slot_weapon"], ["armor", "slot_armor"], ["horse", "slot_def_horse"], ["horse", "slot_off_horse"]];
const LINEUP = ["lu_vanguard_a", "lu_commander", "lu_vanguard_b", "lu_vanguard_b", "lu_commander", "lu_vanguard_a"];
const SIDE_OF_SEAT = ["cool", "cool", "cool", "warm", "warm", "warm"];
const KINGDOM = { wei: ["魏", "Wei"], shu: ["蜀", "Shu"], wu: ["吴", "Wu"], qun: ["群", "Qun"], god: ["神", "God"] };

function cardName(view, id) {
  if (NAMES.cards[id]) return L(NAMES.cards[id]);
  const n = (view.card_names || {})[id];
  return n ? n : `#${id}`;
}
function sgsCard(view, id, extra = "") {
  return h("span.card.sgs" + extra, { "data-k": "card", "data-v": id, "data-pop": `sgs:${id}`, tabindex: 0, text: cardName(view, id) });
}

// The part a seat plays: 3v3 line-up (side colour + 主帅/前锋), identity role otherwise.
function partLabel(p, view) {
  if (view.mode === "3v3") {
    const side = SIDE_OF_SEAT[p.seat];
    return { text: `${t(`side_short_${side}`)}${t(LINEUP[p.seat])}`, cls: `.${side}`, commander: LINEUP[p.seat] === "lu_commander" };
  }
  if (!p.role || p.role === "?") return { text: "?", cls: ".hidden-role", commander: false, title: t("role_hidden") };
  return { text: t(`role_${p.role}`), cls: `.role-${p.role}`, commander: p.role === "lord" };
}

function myRange(view) {
  const mine = (view.players || [])[view.seat];
  if (!mine) return null;
  const w = mine.equip && mine.equip[0];
  const r = w !== undefined && w >= 0 ? sgsCardRange(sgsCardName(w)) : null;
  return r || 1;
}

function seatBox(p, view, range) {
  const me = p.seat === view.seat;
  const part = partLabel(p, view);
  const hearts = h("span.hearts.hp", { title: `${t("hp")} ${p.hp}/${p.maxhp}` },
    ...Array.from({ length: Math.max(0, Math.min(p.hp, 8)) }, () => icon("heart", "", "hp-full")),
    ...Array.from({ length: Math.max(0, Math.min(p.maxhp - Math.max(p.hp, 0), 8)) }, () => icon("heart-empty", "", "hp-lost")),
    h("span.hp-num", { text: ` ${p.hp}/${p.maxhp}` }));
  const equip = h("div.equip", {}, p.equip.map((c, i) => h("span.slot" + (c >= 0 ? ".filled" : ""), { title: t(SLOTS[i][1]) },
    icon(SLOTS[i][0]), i === 2 ? h("sup", { text: "+1" }) : i === 3 ? h("sup", { text: "-1" }) : "",
    c >= 0 ? sgsCard(view, c) : h("span.muted", { text: "—" }))));
  const judge = h("div.judge" + (p.judge.length ? "" : ".empty"), {}, icon("judge", t("judge")), " ", p.judge.length ? p.judge.map((c) => {
    const [id, as] = Array.isArray(c) ? c : [c, null];  // a card, or [card, the delayed trick it acts as]
    return sgsCard(view, id, as ? ".as-trick" : "");
  }) : h("span.muted", { text: "—" }));
  const inRange = !me && range !== null && p.alive && p.distance !== undefined && p.distance <= range;
  const dist = !me && p.distance !== undefined ? h("span.dist" + (inRange ? ".in-range" : ""), { title: inRange ? t("in_range") : t("out_of_range") },
    `${t("distance")} ${p.distance}`, inRange ? icon("target") : "") : "";
  const current = p.seat === view.current;
  const cls = ".sgs-seat" + (current ? ".active" : "") + (me ? ".me" : "") + (p.alive ? "" : ".dead") + part.cls + (p.tapped ? ".is-tapped" : "") + (p.flipped ? ".flipped" : "");
  const title = !me && p.distance !== undefined ? `${t("distance")}: ${p.distance}` : null;
  return h("div" + cls, { "data-k": "target", "data-v": p.seat, "data-seat": p.seat, title },
    h("div.sgs-head", {},
      h("span.part.role" + part.cls, { title: part.title || null }, part.commander ? icon("crown") : "", part.text),
      h("span.id-card" + (p.tapped ? ".tapped" : ""), { title: p.tapped ? t("tapped") : t("untapped") }, icon("flag")),
      current ? h("span.phase-chip", { text: t(`sph_${view.phase}`) }) : ""),
    h("div.gen-line", {}, h("b.gen-name", { "data-pop": p.general ? `gen:${p.general}` : null, tabindex: 0, text: p.general ? general(p.general) : t("general_hidden") }),
      h("span.muted", { text: ` · ${t("seat_n", { n: p.seat })}${me ? ` (${t("you")})` : ""}` })),
    p.general ? hearts : "",
    h("div.muted.hand-line", {}, icon("hand"), ` ${p.hand_count}`, " ", dist, p.flipped ? h("span.bad", { text: ` ${t("face_down_general")}` }) : "", p.chained ? h("span.bad", { text: ` ${t("chained")}` }) : "", p.alive ? "" : h("span.bad", { text: ` ${t("dead")}` })),
    p.general ? equip : "", p.general ? judge : "");  // before the generals are shown: no HP, no areas
}

// Seats around an ellipse, the asker at the bottom, the next seat (下家) to their right.
function table(view, range) {
  const n = view.players.length;
  const me = view.seat >= 0 ? view.seat : 0;
  const ring = h("div.sgs-table#sgs-table.n" + n);
  const cur = view.players[view.current];
  ring.append(h("div.table-centre", {},
    h("div.centre-turn", { text: cur ? t("whose_turn", { g: cur.general ? general(cur.general) : t("seat_n", { n: cur.seat }) }) : "—" }),
    h("div.centre-phase#sgs-phase", { text: view.phase ? t(`sph_${view.phase}`) : "—" }),
    h("div.muted", {}, icon("deck"), ` ${t("draw_pile")} ${view.draw_pile}`),
    view.seat >= 0 ? h("div.muted", {}, icon("target"), ` ${t("attack_range")} ${range}`) : "",
    (view.proc || []).length ? h("div.proc", {}, icon("hourglass"), " ", ...(view.proc).map((c) => sgsCard(view, c))) : ""));
  for (let k = 0; k < n; k++) {
    const p = view.players[(me + k) % n];
    const a = Math.PI / 2 - (2 * Math.PI * k) / n;  // k = 0 at the bottom, k = 1 to its right
    const box = seatBox(p, view, range);
    const ry = n > 6 ? 37 : 31;  // 7-8 seats: a taller table, the seats further apart
    box.style.left = `${50 + 40 * Math.cos(a)}%`; box.style.top = `${50 + ry * Math.sin(a)}%`;
    ring.append(box);
  }
  return ring;
}

// One general as a card: name, kingdom, HP, skills (clicking it answers a pick/placement).
function generalCard(id, extra = "") {
  const info = (NAMES.general_info || {})[id] || {};
  const k = KINGDOM[info.kingdom];
  return h("div.gen-card" + (info.kingdom ? `.k-${info.kingdom}` : "") + extra, { "data-k": "general", "data-v": id, "data-pop": `gen:${id}`, tabindex: 0 },
    h("div.gen-name", { text: general(id) }),
    h("div.gen-meta", {}, `${k ? k[zh() ? 0 : 1] : info.kingdom || "?"} · `, icon("heart", "", "hp-full"), ` ${info.hp ?? "?"}`),
    h("div.gen-skills", {}, (info.skills || []).map((x) => h("span.skill", { "data-pop": `skill:${x}`, text: NAMES.skills[x] ? L(NAMES.skills[x]) : x }))));
}

const PICK_COUNTS = [1, 2, 2, 2, 2, 2, 2, 2, 1];
const COMMANDER_SEAT = { cool: 1, warm: 4 };
const sideName = (side) => t(`side_${side}`);

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
  const piles = h("div.piles#draft-piles", {}, h("b", { text: `${t("piles")}: ` }));
  for (let i = 0; i < d.piles; i++) {
    const taken = d.taken.includes(i);
    const team = takenBy[i] || (taken ? (d.taken.indexOf(i) === 0 ? "A" : "B") : null);
    const side = team ? teamSide(team) : null;
    const who = side ? `${sideName(side)}${t("commander")} (${t("seat_n", { n: COMMANDER_SEAT[side] })})` : team ? `${t("team")} ${team}` : "";
    piles.append(h("div.pile" + (taken ? ".taken" : ""), { "data-k": "pile", "data-v": i },
      h("div.pile-backs", {}, icon("back"), " ×8"), h("div", { text: t("pile_n", { n: i + 1 }) }),
      taken ? h("div.muted", { text: t("taken_by", { s: who }) }) : ""));
  }
  root.append(piles);
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
  if (current) order.append(h("span.now-picking#now-picking", { text: ` ${t("now_picking", { s: `${sideName(current)}${t("commander")}` })}` }));
  root.append(order);
  if ((d.face_up || []).length) {
    root.append(h("div.gen-row#face-up", {}, h("b", { text: `${t("face_up")} (${d.face_up.length}): ` }), d.face_up.map((g) => generalCard(g))));
  }
  const mySide = view.seat >= 0 ? SIDE_OF_SEAT[view.seat] : null;
  const sides = mySide === "warm" ? ["warm", "cool"] : ["cool", "warm"];
  root.append(h("div.picks-row", {}, sides.map((sd) => h(`div.picks.${sd}#picks-${sd}`, {},
    h("b", { text: `${t("picks_of", { s: sideName(sd) })} (${(picked[sd] || []).length}/8)` }),
    h("div.gen-row", {}, (picked[sd] || []).map((g) => generalCard(g, ".small")))))));
  if (d.stage === "place") {
    const mine = mySide ? ((d.placed || {})[mySide] || []) : [];
    const slots = [t("commander"), t("vanguard_a"), t("vanguard_b")];
    const place = h("div.placement#placement", {}, h("b", { text: `${t("placement")} ${t("face_down")}` }));
    for (const sd of sides) {
      place.append(h("div.place-row", {}, h("span", { text: `${sideName(sd)}: ` }), slots.map((label, i) => {
        const g = sd === mySide ? mine[i] : null;
        return h("div.place-slot" + (g ? "" : ".facedown"), {}, h("div.muted", { text: label }), g ? generalCard(g, ".small") : h("div.pile-backs", {}, icon("back")));
      })));
    }
    root.append(place);
  }
  return root;
}

export function renderSgs(view, seat, state) {
  const root = h("div.sgs");
  const range = view.seat >= 0 ? myRange(view) : null;
  const modeName = view.mode === "3v3" ? t("mode_3v3") : t("mode_identity");
  root.append(h("div.sgs-bar", {}, h("b", { text: modeName }), ` · ${t("turn")} ${view.turn ?? "—"} · `, h("span", { text: view.phase ? t(`sph_${view.phase}`) : "—" })));
  if (view.draft) root.append(draftScreen(view, state));
  root.append(table(view, range));
  if (view.offer) root.append(h("div.draft.offer", {}, `${t("offer")}: `, view.offer.map((g) => generalCard(g, ".small"))));
  const mine = view.players[view.seat >= 0 ? view.seat : 0];
  if (view.seat >= 0 && mine && mine.hand) {
    root.append(h("div.hand#sgs-hand", {}, h("b", {}, icon("hand"), ` ${t("hand")}: `), mine.hand.map((c) => sgsCard(view, c))));
  }
  return root;
}
