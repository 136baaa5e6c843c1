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

from rich.console import Console, Group
from rich.markup import escape
from rich.panel import Panel
from rich.table import Table

from cardtable.cli.i18n import text_of
from cardtable.cli.render import render_generic
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
    "tapped": Text("身份牌", "identity card"),
    "dist": Text("距离", "distance"),
    "draw_pile": Text("牌堆", "draw pile"),
    "discard": Text("弃牌堆", "discard pile"),
    "proc": Text("处理区", "processing"),
    "phase": Text("阶段", "phase"),
    "current": Text("当前回合", "current turn"),
    "your_hand": Text("你的手牌", "your hand"),
    "dead": Text("阵亡", "dead"),
    "is_tapped": Text("已横置", "tapped"),
    "untapped": Text("未横置", "untapped"),
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
}

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


def _hp(p: Mapping[str, Any]) -> str:
    hp, mx = int(p.get("hp", 0)), int(p.get("maxhp", 0))
    if mx <= 0:
        return "-"
    return f"{'♥' * max(hp, 0)}{'♡' * max(mx - hp, 0)} {hp}/{mx}"


def _side(p: Mapping[str, Any], lang: str) -> str:
    parts = []
    side = p.get("side")
    if isinstance(side, int) and 0 <= side < len(SIDES):
        parts.append(_w(SIDES[side], lang))
    role = p.get("role")
    if isinstance(role, str) and role in WORDS:
        parts.append(_w(role, lang))
    return " ".join(parts) or "-"


def players_table(view: Mapping[str, Any], seat: int, lang: str) -> Table:
    """One row per seat: general, HP, side/role, hand, equipment, judging area, tapped, distance."""
    table = Table(expand=False, show_lines=False)
    for key in ("seat", "general", "hp", "side", "hand", "equip", "judge", "tapped", "dist"):
        table.add_column(_w(key, lang), no_wrap=key in ("seat", "hp"))
    current = view.get("current")
    for p in view.get("players", []):
        s = p.get("seat")
        mark = "▶ " if s == current else "  "
        you = " *" if s == seat else ""
        equip = [
            f"{EQUIP_SLOTS[i].get(lang)}: {card_label(c, view, lang)}"
            for i, c in enumerate(p.get("equip", []))
            if isinstance(c, int) and c >= 0 and i < len(EQUIP_SLOTS)
        ]
        judge = [card_label(int(c), view, lang) for c, *_ in p.get("judge", [])]
        piles = p.get("piles") or {}
        hand = str(p.get("hand_count", "?"))
        if piles:
            hand += " + " + ", ".join(f"{k}: {len(v)}" for k, v in piles.items())
        general = general_label(str(p.get("general", "")), lang)
        if not p.get("alive", True):
            general = f"[strike]{escape(general)}[/] ({_w('dead', lang)})"
        else:
            general = escape(general)
        table.add_row(
            f"{mark}{s}{you}",
            general,
            _hp(p),
            _side(p, lang),
            escape(hand),
            escape("\n".join(equip) or "-"),
            escape(", ".join(judge) or "-"),
            _w("is_tapped" if p.get("tapped") else "untapped", lang),
            str(p.get("distance", "-")),
        )
    return table


def draft_panel(view: Mapping[str, Any], lang: str) -> Panel | None:
    """The 3v3 draft as the viewer may see it (face-up generals, picks, own placement)."""
    d = view.get("draft")
    offer = view.get("offer")
    if not d and not offer:
        return None
    t = Table.grid(padding=(0, 1))
    t.add_column(style="bold")
    t.add_column()
    if d:
        t.add_row(_w("stage", lang), escape(str(d.get("stage", ""))))
        t.add_row(_w("piles", lang), str(d.get("piles", "")))
        face = [general_label(g, lang) for g in d.get("face_up", [])]
        t.add_row(_w("face_up", lang), escape(", ".join(face) or "-"))
        for side, gens in (d.get("picked") or {}).items():
            label = _w(side, lang) if side in WORDS else side
            names = ", ".join(general_label(g, lang) for g in gens) or "-"
            t.add_row(f"{_w('picked', lang)} ({escape(label)})", escape(names))
        for side, gens in (d.get("placed") or {}).items():
            label = _w(side, lang) if side in WORDS else side
            names = ", ".join(general_label(g, lang) for g in gens) or "-"
            t.add_row(f"{_w('placed', lang)} ({escape(label)})", escape(names))
    if offer:
        names = ", ".join(general_label(str(g), lang) for g in offer)
        t.add_row(_w("offer", lang), escape(names))
    return Panel(t, title=_w("draft", lang), expand=False)


def render_sgs(view: Mapping[str, Any], seat: int, lang: str, console: Console) -> None:
    """Draw ``view`` (the engine's ``view(seat)``) for ``seat`` in ``lang``."""
    if not isinstance(view.get("players"), list):
        render_generic(view, seat, lang, console)
        return
    head = Table.grid(padding=(0, 2))
    for _ in range(4):
        head.add_column()
    discard = view.get("discard_pile") or []
    head.add_row(
        f"{_w('current', lang)}: {view.get('current', '-')}",
        f"{_w('phase', lang)}: {escape(str(view.get('phase') or '-'))}",
        f"{_w('draw_pile', lang)}: {view.get('draw_pile', '-')}",
        f"{_w('discard', lang)}: {len(discard)}"
        + (f" ({escape(_cards(discard[-3:], view, lang))})" if discard else ""),
    )
    parts: list[Any] = [head]
    if any(p.get("general") for p in view.get("players", [])):  # not while drafting
        parts.append(players_table(view, seat, lang))
    proc = view.get("proc") or []
    if proc:
        parts.append(f"{_w('proc', lang)}: {escape(_cards(proc, view, lang))}")
    me = next((p for p in view.get("players", []) if p.get("seat") == seat), None)
    if me is not None and "hand" in me:
        parts.append(f"[bold]{_w('your_hand', lang)}:[/] {escape(_cards(me['hand'], view, lang))}")
    draft = draft_panel(view, lang)
    if draft is not None:
        parts.append(draft)
    title = text_of(WORDS["title"], lang).format(seat=seat)
    console.print(Panel(Group(*parts), title=escape(title), expand=False), soft_wrap=False)
