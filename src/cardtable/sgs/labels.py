"""Readable zh/en labels for option forms, derived from the form alone and cached."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Final

from cardtable.core.replay import describe_event_keys
from cardtable.core.text import Text
from cardtable.sgs.cards.data import CARD_INFO, CARD_TEXT, card_name_text
from cardtable.sgs.generals.data import BY_ID, SKILL_NAMES

_WORDS: Final[dict[str, Text]] = {
    "end": Text("结束出牌", "End play phase"),
    "pass": Text("不出", "Pass"),
    "done": Text("完成", "Done"),
    "yes": Text("是", "Yes"),
    "no": Text("否", "No"),
    "cw": Text("顺时针", "Clockwise"),
    "ccw": Text("逆时针", "Counterclockwise"),
    "commander": Text("主帅行动", "Commander acts"),
    "vanguards": Text("前锋行动", "Vanguards act"),
    "warm": Text("暖色方", "Warm side"),
    "cool": Text("冷色方", "Cool side"),
    "armor": Text("发动八卦阵", "Use Eight Trigrams"),
    "hit": Text("受到伤害", "Take the damage"),
    "discard": Text("弃牌", "Discard"),
    "draw": Text("摸牌", "Draw"),
    "give": Text("交出武器", "Hand over the weapon"),
    "use": Text("使用", "Use"),
    "prevent": Text("防止伤害并弃牌", "Prevent the damage, discard cards"),
    "yinghun_more": Text("令其摸X张牌，然后弃置一张牌", "They draw X, then discard 1"),
    "yinghun_less": Text("令其摸一张牌，然后弃置X张牌", "They draw 1, then discard X"),
    "recover": Text("回复1点体力", "Recover 1 HP"),
    "draw2": Text("摸两张牌", "Draw two cards"),
    "rescue": Text("发动", "Use"),
}

_SILENT: Final = frozenset({"use", "card", "skill", "hand", "equip", "judge"})
_ZH_RAW: Final = {"give": "交出武器", "armor": "八卦阵"}

_CACHE: Final[dict[tuple[Any, ...], Text]] = {}

# forms and events use ids (card instances, card kinds such as "slash", skills, seats); the card
# display texts in events ("text": "杀 ♠7") are descriptions that replays do not compare
describe_event_keys("sgs", frozenset({"text"}))


def _part(k: str, v: Any) -> Text | None:
    if k == "card" and isinstance(v, int):
        return CARD_TEXT[v]
    if k == "seat" or k == "target":
        return Text(f"{v}号位", f"seat {v}")
    if k == "skill":
        if v in CARD_INFO:
            return card_name_text(v)
        return SKILL_NAMES.get(v, Text(str(v), str(v)))
    if k == "general":
        g = BY_ID.get(v)
        return g.name if g else Text(str(v), str(v))
    if k == "as":
        return Text(f"当{card_name_text(v).zh}", f"as {card_name_text(v).en}")
    if k == "hand_index":
        return Text(f"第{v + 1}张手牌", f"hand card #{v + 1}")
    if k == "pile":
        return Text(f"第{v + 1}堆", f"pile {v + 1}")
    if isinstance(v, str) and v in _WORDS:
        return _WORDS[v]
    if k == "use" and isinstance(v, bool):
        return _WORDS["yes" if v else "no"]
    return None


_WHO: Final[dict[tuple[int, str], Text]] = {}


def _who(s: int, gid: str) -> Text:
    t = _WHO.get((s, gid))
    if t is None:
        g = BY_ID.get(gid) if gid else None
        if g is None:
            t = Text(f"{s}号位", f"seat {s}")
        else:
            t = Text(f"{g.name.zh}（{s}号位）", f"{g.name.en} (seat {s})")
        _WHO[(s, gid)] = t
    return t


def seat_text(generals: Sequence[str], s: int) -> Text:
    """Seat ``s`` named by its general for prompts ("关羽（2号位）" / "Guan Yu (seat 2)");
    just the seat number while it has no general. Cached."""
    return _who(s, generals[s] if 0 <= s < len(generals) else "")


def label_for(form: Mapping[str, Any], generals: Sequence[str] = (), card: str = "") -> Text:
    """A zh/en label for an option form, cached.

    ``generals`` (the game's general per seat) lets a ``seat``/``target`` option name the
    general ("关羽（2号位）" / "Guan Yu (seat 2)"); ``card`` (a card name id) prefixes a target
    option with the card it is for ("杀 → 关羽（2号位）"). Without them the label is derived from
    the form alone. The cache key includes the general shown and the card, so labels never go
    stale when generals change."""
    key: tuple[Any, ...] = tuple(form.items())
    if "target" not in form and "seat" not in form:
        t = _CACHE.get(key)
        if t is not None:
            return t
        s = None
    else:
        s = form.get("target", form.get("seat"))
    gid = ""
    if isinstance(s, int) and not isinstance(s, bool):
        if 0 <= s < len(generals):
            gid = generals[s]
        if gid or card:
            key = (key, gid, card)
    else:
        s = None
    t = _CACHE.get(key)
    if t is None:
        zh: list[str] = []
        en: list[str] = []
        if card and s is not None:
            nm = card_name_text(card)
            zh.append(f"{nm.zh} →")
            en.append(f"{nm.en} →")
        for k, v in form.items():
            if s is not None and (k == "seat" or k == "target") and v == s:
                p: Text | None = _who(s, gid)
            else:
                p = _part(k, v)
            if p is None:
                if isinstance(v, str) and v not in _SILENT:
                    zh.append(_ZH_RAW.get(v, v))
                    en.append(v.replace("_", " "))
                continue
            zh.append(p.zh)
            en.append(p.en)
        t = Text(" ".join(zh) or "?", " ".join(en) or "?")
        if len(_CACHE) < 100000:
            _CACHE[key] = t
    return t


def target_card(then: tuple[Any, ...]) -> str:
    """The card name a pending target choice is for, read from the request's continuation
    (``""`` when the request is not a card's target choice)."""
    op = then[0] if then else ""
    if op == "target_chosen":
        return str(then[2])
    if op == "collateral_b":
        return "slash"
    return ""
