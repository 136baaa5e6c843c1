"""The Yu-Gi-Oh! board: draws a seat's view of a duel with rich.

It reads the engine's view schema (``cardtable.ygo.view``): per player LP, hand, deck, fusion
deck, graveyard, banished, the five monster and five spell/trap zones (numbered 1–5), the field
zone and pendulum zones; the turn, phase and chain. The opponent is drawn on top, the viewer at
the bottom. Every card shows its instance number ``#N`` — the number "why not?" queries take
(``w summon 12``). Views it does not recognise fall back to the generic renderer.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rich.console import Console, Group
from rich.markup import escape
from rich.panel import Panel
from rich.table import Table

from cardtable.cli.render import render_generic
from cardtable.core.text import Text

WORDS = {
    "title": Text(
        "游戏王 · 第{turn}回合 · {phase} · {profile}",
        "Yu-Gi-Oh! · turn {turn} · {phase} · {profile}",
    ),
    "you": Text("你（座位 {seat}）", "You (seat {seat})"),
    "opp": Text("对手（座位 {seat}）", "Opponent (seat {seat})"),
    "player": Text("玩家 {seat}", "Player {seat}"),
    "turn_of": Text("回合玩家：{seat}", "turn player: {seat}"),
    "lp": Text("基本分", "LP"),
    "hand": Text("手牌", "hand"),
    "deck": Text("卡组", "deck"),
    "extra": Text("融合卡组", "fusion deck"),
    "gy": Text("墓地", "GY"),
    "banished": Text("除外", "banished"),
    "monsters": Text("怪兽区", "Monsters"),
    "spells": Text("魔陷区", "Spell/Trap"),
    "field": Text("场地", "Field"),
    "pzones": Text("灵摆区", "Pendulum"),
    "extra_face_up": Text("额外卡组表侧", "face-up Extra Deck"),
    "empty": Text("·", "·"),
    "hidden": Text("里侧卡", "face-down"),
    "set": Text("盖放", "set"),
    "chain": Text("连锁", "Chain"),
    "your_hand": Text("你的手牌", "Your hand"),
    "gy_mine": Text("你的墓地（{n} 张，从下到上）", "Your graveyard ({n}, bottom to top)"),
    "gy_opp": Text("对手的墓地（{n} 张，从下到上）", "Opponent's graveyard ({n}, bottom to top)"),
    "gy_player": Text("玩家 {seat} 的墓地（{n} 张，从下到上）",
                      "Player {seat}'s graveyard ({n}, bottom to top)"),
    "ban_mine": Text("你的除外区（{n} 张）", "Your banished cards ({n})"),
    "ban_opp": Text("对手的除外区（{n} 张）", "Opponent's banished cards ({n})"),
    "ban_player": Text("玩家 {seat} 的除外区（{n} 张）", "Player {seat}'s banished cards ({n})"),
    "negated": Text("已无效", "negated"),
    "ns_used": Text("本回合已通常召唤", "normal summon used this turn"),
    "draw": Text("抽卡阶段", "Draw Phase"),
    "standby": Text("准备阶段", "Standby Phase"),
    "main1": Text("主要阶段1", "Main Phase 1"),
    "battle": Text("战斗阶段", "Battle Phase"),
    "main2": Text("主要阶段2", "Main Phase 2"),
    "end": Text("结束阶段", "End Phase"),
    "atk": Text("攻击表示", "ATK pos."),
    "def": Text("守备表示", "DEF pos."),
    "fd_atk": Text("里侧攻击", "face-down ATK"),
    "fd_def": Text("里侧守备", "face-down DEF"),
    "equipped_to": Text("装备给 #{id}", "equipped to #{id}"),
    "counter": Text("指示物 {n}", "counters {n}"),
    "rank": Text("阶级{n}", "Rank {n}"),
    "materials": Text("超量素材{n}：{names}", "{n} Xyz Material(s): {names}"),
}


#: How many of the latest graveyard cards the board lists (all are counted).
GY_SHOWN = 6


def _w(key: str, lang: str, **kw: object) -> str:
    text = WORDS[key].get(lang)
    return text.format(**kw) if kw else text


def card_name(c: Mapping[str, Any], lang: str) -> str:
    """A visible card's name in ``lang`` (``name_zh`` / ``name``)."""
    if lang == "zh" and c.get("name_zh"):
        return str(c["name_zh"])
    return str(c.get("name", c.get("code", "?")))


def card_cell(c: Mapping[str, Any] | None, lang: str, monster: bool) -> str:
    """One zone as markup: ``#12 Dark Magician 2500/2100 (ATK pos.)`` or face-down."""
    if c is None:
        return f"[dim]{_w('empty', lang)}[/]"
    num = f"[dim]#{c.get('id', '?')}[/] "
    pos = c.get("pos")
    if c.get("hidden"):
        # a face-down card the viewer cannot see: its position says all ("face-down DEF")
        shown = _w(pos, lang) if monster and isinstance(pos, str) and pos in WORDS else None
        return num + f"[italic]{shown or _w('hidden', lang)}[/]"
    else:
        body = f"[bold]{escape(card_name(c, lang))}[/]"
        if monster and "atk" in c:
            body += f" {c.get('atk')}/{c.get('def')}"
        if monster and "rank" in c:
            body += f" [dim]{_w('rank', lang, n=c['rank'])}[/]"
        if not c.get("face_up", True) and not monster:
            body += f" [italic]({_w('set', lang)})[/]"
    if monster and isinstance(pos, str) and pos in WORDS:
        body += f" [dim]({_w(pos, lang)})[/]"
    if "equipped_to" in c:
        body += f" [dim]{_w('equipped_to', lang, id=c['equipped_to'])}[/]"
    if c.get("counter"):
        body += f" [dim]{_w('counter', lang, n=c['counter'])}[/]"
    mats = c.get("materials")
    if mats:  # Xyz Materials attached under the monster (public)
        names = ", ".join(escape(card_name(m, lang)) for m in mats)
        body += f" [dim]{_w('materials', lang, n=len(mats), names=names)}[/]"
    return num + body


def _zones_table(p: Mapping[str, Any], lang: str, top: bool) -> Table:
    table = Table(show_header=True, box=None, padding=(0, 1), expand=False)
    table.add_column("")
    for z in range(1, 6):
        table.add_column(str(z), justify="center", min_width=12, max_width=24)
    mons = [card_cell(c, lang, True) for c in (p.get("monsters") or [None] * 5)]
    spells = [card_cell(c, lang, False) for c in (p.get("spells") or [None] * 5)]
    rows = [(_w("spells", lang), spells), (_w("monsters", lang), mons)]
    if not top:
        rows.reverse()  # monsters face the middle of the table
    for label, cells in rows:
        table.add_row(f"[bold]{label}[/]", *cells)
    return table


def _status_line(p: Mapping[str, Any], lang: str, who: str) -> str:
    """LP and pile counts; the graveyard and banished cards are listed on lines of their own
    (:func:`_pile_lines`), so the line fits 80 columns."""
    extra = ""
    field = p.get("field")
    if field is not None:
        extra += f"   {_w('field', lang)}: {card_cell(field, lang, False)}"
    pz = [c for c in (p.get("pzones") or []) if c is not None]
    if pz:
        extra += f"   {_w('pzones', lang)}: " + ", ".join(card_cell(c, lang, False) for c in pz)
    xu = p.get("extra_face_up") or []  # face-up Pendulum Monsters in the Extra Deck (public)
    if xu:
        extra += f"   {_w('extra_face_up', lang)}: " + ", ".join(
            escape(card_name(c, lang)) for c in xu)
    return (
        f"[bold]{escape(who)}[/]  {_w('lp', lang)} [bold yellow]{p.get('lp', '?')}[/]  "
        f"{_w('hand', lang)} {p.get('hand_count', '?')}  {_w('deck', lang)} "
        f"{p.get('deck_count', '?')}  {_w('extra', lang)} {p.get('extra_count', '?')}  "
        f"{_w('gy', lang)} {len(p.get('gy') or [])}  "
        f"{_w('banished', lang)} {len(p.get('banished') or [])}" + extra
    )


def _pile_lines(p: Mapping[str, Any], lang: str, whose: str, seat: int) -> list[str]:
    """The graveyard (latest :data:`GY_SHOWN` cards) and the banished cards of one player,
    titled by whose they are (``mine``, ``opp`` or ``player``)."""
    out = []
    for key, pile, last in (("gy", p.get("gy") or [], GY_SHOWN), ("ban", p.get("banished") or [],
                                                                   GY_SHOWN)):
        if not pile:
            continue
        names = ", ".join(
            escape(_w("hidden", lang) if c.get("hidden") else card_name(c, lang))
            for c in pile[-last:])
        if len(pile) > last:
            names = f"… (+{len(pile) - last}) " + names
        title = _w(f"{key}_{whose}", lang, n=len(pile), seat=seat)
        out.append(f"[dim]{escape(title)}: {names}[/]")
    return out


def _chain(view: Mapping[str, Any], lang: str) -> str | None:
    links = view.get("chain") or []
    if not links:
        return None
    parts = []
    for lk in links:
        s = f"{lk.get('link')}. {escape(card_name(lk, lang))} [dim](P{lk.get('player')})[/]"
        if lk.get("negated"):
            s += f" [red]{_w('negated', lang)}[/]"
        parts.append(s)
    return f"[bold]{_w('chain', lang)}:[/] " + " ← ".join(parts)


def render_ygo(view: Mapping[str, Any], seat: int, lang: str, console: Console) -> None:
    """Draw ``view`` (the engine's ``view(seat)``) for ``seat`` in ``lang``."""
    players = view.get("players")
    if not isinstance(players, list) or len(players) != 2:
        render_generic(view, seat, lang, console)
        return
    me = seat if seat in (0, 1) else 0
    opp = 1 - me

    def who(p: int) -> str:
        if seat not in (0, 1):
            return _w("player", lang, seat=p)
        return _w("you", lang, seat=p) if p == seat else _w("opp", lang, seat=p)

    parts: list[Any] = [
        _status_line(players[opp], lang, who(opp)),
        _zones_table(players[opp], lang, top=True),
        "─" * 40,
        _zones_table(players[me], lang, top=False),
        _status_line(players[me], lang, who(me)),
    ]
    chain = _chain(view, lang)
    if chain:
        parts.append(chain)
    hand = players[me].get("hand")
    if hand:
        cells = []
        for c in hand:
            stats = f" {c.get('atk')}/{c.get('def')}" if "atk" in c else ""
            cells.append(f"[dim]#{c.get('id')}[/] {escape(card_name(c, lang))}{stats}")
        parts.append(f"[bold]{_w('your_hand', lang)}:[/] " + "  |  ".join(cells))
    for p in (opp, me):
        whose = "player" if seat not in (0, 1) else "mine" if p == seat else "opp"
        parts.extend(_pile_lines(players[p], lang, whose, p))
    phase = str(view.get("phase", "?"))
    title = _w(
        "title",
        lang,
        turn=view.get("turn", "?"),
        phase=_w(phase, lang) if phase in WORDS else phase,
        profile=view.get("profile", ""),
    )
    sub = _w("turn_of", lang, seat=view.get("turn_player", "?"))
    if view.get("normal_summon_used"):
        sub += " · " + _w("ns_used", lang)
    console.print(
        Panel(Group(*parts), title=escape(title), subtitle=escape(sub), expand=False),
        soft_wrap=False,
    )
