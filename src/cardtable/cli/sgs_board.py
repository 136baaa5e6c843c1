"""The Sanguosha table: draws a seat's view of a game with rich.

It reads the engine's view schema (``cardtable.sgs.view``): seats with general, HP, side or
role, tapped identity card, hand count, equipment, judging area, distance from the viewer; the
draw and discard piles; the 3v3 draft while it runs. Names of cards and generals come from the
engine's static data tables when present (display only), else from the view's ``card_names``.
Anything it does not recognise falls back to the generic renderer.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rich.cells import cell_len
from rich.console import Console, Group
from rich.markup import escape
from rich.panel import Panel
from rich.table import Table

from cardtable.cli.i18n import text_of
from cardtable.cli.render import EventFormat, render_generic
from cardtable.cli.sgs_event_words import PHASE_NAMES, sgs_event_line, table_reader
from cardtable.core.decision import Decision
from cardtable.core.game import Game
from cardtable.core.text import Text

EQUIP_SLOTS = (
    Text("武器", "weapon"),
    Text("防具", "armour"),
    Text("+1马", "+1 horse"),
    Text("-1马", "-1 horse"),
)

WORDS = {
    "seat": Text("座位", "seat"),
    "general": Text("武将", "general"),
    "hp": Text("体力", "HP"),
    "side": Text("阵营", "side"),
    "hand": Text("手牌", "hand"),
    "equip": Text("装备", "equipment"),
    "judge": Text("判定区", "judging"),
    "dist": Text("距离", "distance"),
    "draw_pile": Text("牌堆", "draw pile"),
    "discard": Text("弃牌堆", "discard pile"),
    "proc": Text("处理区", "processing"),
    "phase": Text("阶段", "phase"),
    "current": Text("当前回合", "current turn"),
    "your_hand": Text("你的手牌", "your hand"),
    "dead": Text("阵亡", "dead"),
    "flipped": Text("武将牌背面朝上", "turned face down"),
    "chained": Text("连环状态", "chained"),
    "draft": Text("选将", "draft"),
    "stage": Text("步骤", "stage"),
    "piles": Text("剩余牌堆", "piles left"),
    "face_up": Text("可选武将", "face-up generals"),
    "picked": Text("已选", "picked"),
    "placed": Text("已布阵", "placed"),
    "offer": Text("可选武将", "generals offered"),
    "title": Text("三国杀 · 座位 {seat} 的视角", "Sanguosha · as seat {seat} sees it"),
    "cool": Text("冷色方", "cool"),
    "warm": Text("暖色方", "warm"),
    "lord": Text("主公", "lord"),
    "loyalist": Text("忠臣", "loyalist"),
    "rebel": Text("反贼", "rebel"),
    "renegade": Text("内奸", "renegade"),
    "?": Text("？", "?"),
    "piles_of": Text("牌", "piles"),
    "commander": Text("主帅", "commander"),
    "vanguard": Text("前锋", "vanguard"),
    "acted": Text("是（横置）", "yes (tapped)"),
    "not_acted": Text("否", "no"),
    "yes": Text("是", "yes"),
    "tapped_3v3": Text("本轮已行动", "acted"),
    "seat_of": Text("座位 {seat}", "seat {seat}"),
    "short_equip": Text("装备", "equip"),
    "short_judge": Text("判定", "judge"),
    "short_dist": Text("距离", "dist"),
    "short_tapped_3v3": Text("已行动", "acted"),
    "ally": Text("友方", "ally"),
    "taken": Text("已取走", "taken"),
    "team": Text("{team} 队：第 {pile} 堆", "team {team}: pile {pile}"),
    "positions": Text("布阵位置", "positions"),
    "pos_line": Text(
        "主帅＝座位 {c}，前锋A＝座位 {a}，前锋B＝座位 {b}",
        "commander = seat {c}, vanguard A = seat {a}, vanguard B = seat {b}",
    ),
    "roster": Text("武将一览", "generals"),
    "kingdom": Text("势力", "kingdom"),
    "skills": Text("技能", "skills"),
    "wei": Text("魏", "Wei"),
    "shu": Text("蜀", "Shu"),
    "wu": Text("吴", "Wu"),
    "qun": Text("群", "Qun"),
    "attack_range": Text(
        "你的攻击范围：{r}；在范围内（可以【杀】）：{seats}",
        "Your attack range: {r}; in range (you can Slash): {seats}",
    ),
    "none": Text("无", "none"),
    "dir_order": Text("{dir}：{order}", "{dir}: {order}"),
    "dir_head": Text(
        "结算顺序（从你之后的下一名角色开始）：",
        "Order of resolution (starting after you):",
    ),
}


#: The stages of the 3v3 draft, as the engine's view names them.
STAGES = {
    "piles": Text("选择一叠背面朝上的武将牌", "choose a face-down pile of generals"),
    "first": Text("决定哪一方先选将", "decide which side picks first"),
    "pick": Text("双方轮流选将", "the sides pick generals in turn"),
    "place": Text("主帅为本方武将布阵", "the commanders place their generals"),
}

#: The 3v3 seats (seed): cool side 0-2, warm side 3-5; (commander, vanguard A, vanguard B).
POSITIONS_3V3 = {"cool": (1, 0, 2), "warm": (4, 5, 3)}
COMMANDER_ROLES = frozenset({"lord", "renegade"})

SIDES = ("cool", "warm")


def _w(key: str, lang: str) -> str:
    return WORDS[key].get(lang)


def card_label(card: int, view: Mapping[str, Any], lang: str) -> str:
    """A card id as ``Slash ♠7`` (engine data when importable, else the view's name)."""
    try:
        from cardtable.sgs.cards.data import CARD_TEXT

        return CARD_TEXT[card].get(lang)
    except (ImportError, IndexError, AttributeError):
        names = view.get("card_names") or {}
        return str(names.get(str(card), f"#{card}"))


def general_label(gid: str, lang: str) -> str:
    """A general id as its zh/en name (the id itself when unknown)."""
    if not gid:
        return "-"
    try:
        from cardtable.sgs.generals.data import BY_ID

        g = BY_ID.get(gid)
        return g.name.get(lang) if g is not None else gid
    except (ImportError, AttributeError):
        return gid


def _cards(cards: list[Any], view: Mapping[str, Any], lang: str) -> str:
    return ", ".join(card_label(int(c), view, lang) for c in cards) or "-"


def _hp(p: Mapping[str, Any], compact: bool = False) -> str:
    hp, mx = int(p.get("hp", 0)), int(p.get("maxhp", 0))
    if mx <= 0:
        return "-"
    if compact:
        return f"{hp}/{mx}"
    return f"{'♥' * max(hp, 0)}{'♡' * max(mx - hp, 0)} {hp}/{mx}"


def _side(
    p: Mapping[str, Any], lang: str, three_v_three: bool = False, compact: bool = False
) -> str:
    """``cool vanguard (rebel)`` in 3v3 (the unit, then the identity card it holds), else the
    side and/or role."""
    parts = []
    side = p.get("side")
    if isinstance(side, int) and 0 <= side < len(SIDES):
        parts.append(_w(SIDES[side], lang))
    role = p.get("role")
    if isinstance(role, str) and role in WORDS:
        if three_v_three:
            unit = _w("commander" if role in COMMANDER_ROLES else "vanguard", lang)
            parts.append(unit if compact else f"{unit} ({_w(role, lang)})")
        else:
            parts.append(_w(role, lang))
    return " ".join(parts) or "-"


def general_skills(gid: str, lang: str, with_text: bool = False) -> str:
    """The skill names of a general (``Name: text`` lines when ``with_text``); empty for an
    unknown general."""
    from cardtable.sgs.generals.data import BY_ID, SKILL_NAMES
    from cardtable.sgs.skills.api import SKILLS, load_skill_modules

    g = BY_ID.get(gid)
    if g is None:
        return ""
    if with_text:
        load_skill_modules()
    out = []
    for sid in g.skills:
        name = SKILL_NAMES.get(sid)
        label = name.get(lang) if name is not None else sid
        sk = SKILLS.get(sid) if with_text else None
        text = getattr(sk, "text", None)
        out.append(f"{label}: {text.get(lang)}" if with_text and text is not None else label)
    return ("\n" if with_text else ", ").join(out)


def roster(gids: list[str], lang: str) -> Table:
    """Generals with kingdom, printed HP and skills (with their text), for choosing in a
    draft."""
    table = Table(title=_w("roster", lang), expand=False)
    for key in ("general", "kingdom", "hp", "skills"):
        # fold, not ellipsis: zh skill texts have no spaces to wrap at and must be read whole
        table.add_column(
            _w(key, lang),
            no_wrap=key != "skills",
            overflow="fold" if key == "skills" else "ellipsis",
        )
    from cardtable.sgs.generals.data import BY_ID

    for gid in gids:
        g = BY_ID.get(gid)
        kingdom = _w(g.kingdom, lang) if g is not None and g.kingdom in WORDS else "-"
        table.add_row(
            escape(general_label(gid, lang)),
            kingdom,
            str(g.hp) if g is not None else "-",
            escape(general_skills(gid, lang, with_text=True) or "-"),
        )
    return table


#: Below this console width the table leaves out the skill names and the 3v3 identity cards.
WIDE = 120


def players_table(view: Mapping[str, Any], seat: int, lang: str, compact: bool = False) -> Table:
    """One row per seat: general (and skills), HP, side/role, hand, equipment, judging area,
    tapped, distance. ``compact`` (narrow terminals) leaves out skills and identity cards."""
    three = view.get("mode") == "3v3"
    if compact:  # no vertical rules, short headers: more room for names in 80 columns
        table = Table(expand=False, box=None, padding=(0, 1), pad_edge=False, header_style="bold")
    else:
        table = Table(expand=False, show_lines=False)
    # identity cards are tapped only in 3v3 (seed rule 1); identity mode has no such column
    keys: tuple[str, ...] = (
        "seat",
        "general",
        "hp",
        "side",
        "hand",
        "equip",
        "judge",
        "tapped",
        "dist",
    )
    if not three:
        keys = tuple(k for k in keys if k != "tapped")
    for key in keys:
        word = "tapped_3v3" if key == "tapped" else key
        if compact and f"short_{word}" in WORDS:
            word = f"short_{word}"
        header = _w(word, lang)
        if compact and key in ("general", "equip"):
            min_width: int | None = 11
        elif key in ("tapped", "dist"):  # short values: keep the header whole
            min_width = cell_len(header)
        else:
            min_width = None
        table.add_column(
            header,
            no_wrap=key in ("seat", "hp"),
            min_width=min_width,
            overflow="fold",  # never cut a card's suit and rank with '…'
        )
    current = view.get("current")
    for p in view.get("players", []):
        s = p.get("seat")
        mark = "▶ " if s == current else "  "
        you = " *" if s == seat else ""
        equip = [
            card_label(c, view, lang)
            if compact
            else f"{EQUIP_SLOTS[i].get(lang)}: {card_label(c, view, lang)}"
            for i, c in enumerate(p.get("equip", []))
            if isinstance(c, int) and c >= 0 and i < len(EQUIP_SLOTS)
        ]
        judge = [card_label(int(c), view, lang) for c, *_ in p.get("judge", [])]
        piles = p.get("piles") or {}
        hand = str(p.get("hand_count", "?"))
        if piles:
            hand += " + " + ", ".join(f"{_pile_name(k, lang)}: {len(v)}" for k, v in piles.items())
        gid = str(p.get("general", ""))
        general = general_label(gid, lang)
        if not p.get("alive", True):
            general = f"[strike]{escape(general)}[/] ({_w('dead', lang)})"
        else:
            general = escape(general)
            if p.get("flipped"):
                general += f" ({_w('flipped', lang)})"
            if p.get("chained"):
                general += f" ({_w('chained', lang)})"
            skills = "" if compact else general_skills(gid, lang)
            if skills:
                general += f"\n[dim]{escape(skills)}[/]"
        cells = [
            f"{mark}{s}{you}",
            general,
            _hp(p, compact),
            _side(p, lang, three, compact),
            escape(hand),
            escape("\n".join(equip) or "-"),
            escape(", ".join(judge) or "-"),
        ]
        if three:
            cells.append(_tapped(bool(p.get("tapped")), lang, compact))
        cells.append(str(p.get("distance", "-")))
        table.add_row(*cells)
    return table


def _pile_name(pile: str, lang: str) -> str:
    """A pile on a general (不屈's cards are the pile ``buqu``) named after its skill."""
    from cardtable.sgs.generals.data import SKILL_NAMES

    name = SKILL_NAMES.get(pile)
    return name.get(lang) if name is not None else pile


def _tapped(tapped: bool, lang: str, compact: bool = False) -> str:
    """A 3v3 identity card: tapped = the character has acted this round."""
    if compact:
        return _w("yes" if tapped else "not_acted", lang)
    return _w("acted" if tapped else "not_acted", lang)


def draft_panel(view: Mapping[str, Any], lang: str) -> Panel | None:
    """The 3v3 draft as the viewer may see it (face-up generals, picks, own placement)."""
    d = view.get("draft")
    offer = view.get("offer")
    if not d and not offer:
        return None
    t = Table.grid(padding=(0, 1))
    t.add_column(style="bold")
    t.add_column()
    extra: list[Any] = []
    if d:
        stage = str(d.get("stage", ""))
        t.add_row(_w("stage", lang), escape(STAGES[stage].get(lang) if stage in STAGES else stage))
        taken = [
            _w("team", lang).format(team="AB"[i], pile=int(p) + 1)
            for i, p in enumerate(d.get("taken") or [])
            if i < 2
        ]
        piles = str(d.get("piles", ""))
        if taken:
            piles += f" ({_w('taken', lang)}: {', '.join(taken)})"
        t.add_row(_w("piles_of", lang), escape(piles))
        face = [general_label(g, lang) for g in d.get("face_up", [])]
        t.add_row(_w("face_up", lang), escape(", ".join(face) or "-"))
        if stage == "pick" and d.get("face_up"):
            extra.append(roster([str(g) for g in d["face_up"]], lang))
        for side, gens in (d.get("picked") or {}).items():
            label = _w(side, lang) if side in WORDS else side
            names = ", ".join(general_label(g, lang) for g in gens) or "-"
            t.add_row(f"{_w('picked', lang)} ({escape(label)})", escape(names))
        for side, gens in (d.get("placed") or {}).items():
            label = _w(side, lang) if side in WORDS else side
            names = ", ".join(general_label(g, lang) for g in gens) or "-"
            t.add_row(f"{_w('placed', lang)} ({escape(label)})", escape(names))
            if side in POSITIONS_3V3:
                c, a, b = POSITIONS_3V3[side]
                t.add_row(
                    f"{_w('positions', lang)} ({escape(label)})",
                    escape(_w("pos_line", lang).format(c=c, a=a, b=b)),
                )
                if stage == "place":
                    mine = [str(g) for g in (d.get("picked") or {}).get(side, [])]
                    if mine:
                        extra.append(roster(mine, lang))
    if offer:
        names = ", ".join(general_label(str(g), lang) for g in offer)
        t.add_row(_w("offer", lang), escape(names))
        extra.append(roster([str(g) for g in offer], lang))
    body: Any = Group(t, *extra) if extra else t
    return Panel(body, title=_w("draft", lang), expand=False)


def _phase(view: Mapping[str, Any], lang: str) -> str:
    phase = str(view.get("phase") or "-")
    return PHASE_NAMES[phase].get(lang) if phase in PHASE_NAMES else phase


def _current(view: Mapping[str, Any], lang: str) -> str:
    """``seat 1 (Zhou Yu)`` for the current player, ``-`` before the game starts."""
    cur = view.get("current")
    if not isinstance(cur, int) or not view.get("phase"):
        return "-"
    p = next((p for p in view.get("players", []) if p.get("seat") == cur), None)
    label = _w("seat_of", lang).format(seat=cur)
    if p is not None and p.get("general"):
        label += f" ({general_label(str(p['general']), lang)})"
    return label


def render_sgs(view: Mapping[str, Any], seat: int, lang: str, console: Console) -> None:
    """Draw ``view`` (the engine's ``view(seat)``) for ``seat`` in ``lang``."""
    if not isinstance(view.get("players"), list):
        render_generic(view, seat, lang, console)
        return
    head = Table.grid(padding=(0, 2))
    for _ in range(4):
        head.add_column(overflow="fold")
    discard = view.get("discard_pile") or []
    head.add_row(
        f"{_w('current', lang)}: {escape(_current(view, lang))}",
        f"{_w('phase', lang)}: {escape(_phase(view, lang))}",
        f"{_w('draw_pile', lang)}: {view.get('draw_pile', '-')}",
        f"{_w('discard', lang)}: {len(discard)}"
        + (f" ({escape(_cards(discard[-3:], view, lang))})" if discard else ""),
    )
    parts: list[Any] = [head]
    if any(p.get("general") for p in view.get("players", [])):  # not while drafting
        parts.append(players_table(view, seat, lang, compact=console.width < WIDE))
    proc = view.get("proc") or []
    if proc:
        parts.append(f"{_w('proc', lang)}: {escape(_cards(proc, view, lang))}")
    me = next((p for p in view.get("players", []) if p.get("seat") == seat), None)
    if me is not None and "hand" in me:
        # numbered from 1, the positions "w N" (why not?) takes
        mine = ", ".join(f"{n}) {card_label(int(c), view, lang)}" for n, c in
                         enumerate(me["hand"], 1)) or "-"
        parts.append(f"[bold]{_w('your_hand', lang)}:[/] {escape(mine)}")
    draft = draft_panel(view, lang)
    if draft is not None:
        parts.append(draft)
    title = text_of(WORDS["title"], lang).format(seat=seat)
    console.print(Panel(Group(*parts), title=escape(title), expand=False), soft_wrap=False)


def sgs_notes(game: Game, dec: Decision, lang: str) -> list[str]:
    """Lines shown under a Sanguosha decision: the order each direction of an area card
    resolves in (3v3), and in your play phase your attack range and who is in it."""
    view = game.view(dec.seat)
    players = {int(p["seat"]): p for p in view.get("players", []) if "seat" in p}
    lines: list[str] = []

    def who(s: int) -> str:
        gid = str(players.get(s, {}).get("general", ""))
        return f"{s} {general_label(gid, lang)}" if gid else str(s)

    forms = [dict(o.form) for o in dec.options]
    if forms and all("direction" in f for f in forms) and players:
        n = max(players) + 1
        # the engine's counterclockwise is seat order (seat + 1, seat + 2, ...)
        ccw = [
            (dec.seat + i) % n
            for i in range(1, n)
            if players.get((dec.seat + i) % n, {}).get("alive", True)
        ]
        lines.append(_w("dir_head", lang))
        for opt, f in zip(dec.options, forms, strict=True):
            order = ccw if f["direction"] == "ccw" else list(reversed(ccw))
            chain = " → ".join(who(s) for s in order)
            lines.append("  " + _w("dir_order", lang).format(dir=opt.label.get(lang), order=chain))
    if view.get("current") == dec.seat and view.get("phase") == "play":
        reach = getattr(game, "attack_range", None)
        inside = getattr(game, "in_attack_range", None)
        if callable(reach) and callable(inside):
            mine = players.get(dec.seat, {}).get("side")

            def tag(s: int) -> str:
                same = mine is not None and players[s].get("side") == mine
                return f"{who(s)} ({_w('ally', lang)})" if same else who(s)

            seats = [tag(s) for s in sorted(players) if s != dec.seat and inside(dec.seat, s)]
            lines.append(
                _w("attack_range", lang).format(
                    r=reach(dec.seat), seats=", ".join(seats) or _w("none", lang)
                )
            )
    return lines


#: Event keys that name a seat, and those that name a list of seats.
SEAT_KEYS = frozenset({"seat", "src", "dst", "to", "from", "target", "by", "player"})
SEATS_KEYS = frozenset({"targets", "seats"})


def sgs_events(game: Game) -> EventFormat:
    """An event formatter giving each event as a sentence of :mod:`cardtable.sgs.sentences`
    (seats named by their general once revealed, cards, skills and generals in the chosen
    language)."""
    reader: list[Any] = [None, -1]  # the reader, and the log length it was built at

    def fmt(event: Mapping[str, Any], lang: str) -> str:
        n = len(game.log)
        if reader[0] is None or reader[1] != n:  # generals are revealed as the game goes
            reader[0], reader[1] = table_reader(game), n
        return sgs_event_line(event, lang, reader[0])

    return fmt


def readable_event(
    event: Mapping[str, Any], lang: str, generals: Mapping[int, str]
) -> dict[str, Any]:
    """``event`` with engine ids replaced by names in ``lang`` (display only)."""
    from cardtable.sgs.cards.data import CARD_INFO, card_name_text
    from cardtable.sgs.generals.data import SKILL_NAMES

    def seat(v: Any) -> Any:
        if isinstance(v, int) and not isinstance(v, bool) and v in generals:
            return f"{v} {general_label(generals[v], lang)}"
        return v

    out: dict[str, Any] = {}
    for k, v in event.items():
        if k in SEAT_KEYS:
            v = seat(v)
        elif k in SEATS_KEYS and isinstance(v, list):
            v = [seat(x) for x in v]
        elif k == "general" and isinstance(v, str):
            v = general_label(v, lang)
        elif k == "generals" and isinstance(v, list):
            v = [general_label(str(x), lang) for x in v]
        elif k in ("name", "equip", "card") and isinstance(v, str) and v in CARD_INFO:
            v = card_name_text(v).get(lang)
        elif k == "card" and isinstance(v, int) and not isinstance(v, bool):
            v = card_label(v, {}, lang)
        elif k == "cards" and isinstance(v, list) and "text" not in event:
            v = [card_label(int(c), {}, lang) for c in v if isinstance(c, int)]
        elif k == "skill" and isinstance(v, str) and v in SKILL_NAMES:
            v = SKILL_NAMES[v].get(lang)
        elif k == "skill" and isinstance(v, str) and v in CARD_INFO:  # 丈八蛇矛's view-as
            v = card_name_text(v).get(lang)
        out[k] = v
    return out
