"""Reading a "why not?" question (``w ...`` at the play prompt) in the words the board shows.

Each game gets a reader that turns the typed words into the engine queries to ask
(``game.why_not(seat, query)``), each with a short label, or a message saying what was not
understood. The readers only look at the asking seat's own view, so the messages never depend on
what that seat cannot see.

Yu-Gi-Oh! (cards are ``#N`` on the board)::

    w summon 12          why can't I Normal Summon card #12?
    w activate Dark Hole by name
    w 12                 every action card #12 could take (summon, set, activate, attack...)
    w attack             every monster I control that could attack
    w attack 12          that monster
    w to_battle          why can't I enter the Battle Phase?

Sanguosha (cards by name, face or hand position; targets by seat or general)::

    w slash              the first 杀 of my hand
    w slash ♠7 / w 杀 S7 that one
    w 3                  the third card of my hand (as numbered on the board)
    w slash to 2         on seat 2;  w slash guanyu / w slash 关羽: on 关羽's seat

``key=value`` words are passed through as they are (``w card=5 target=2``) in both games.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import Any, NamedTuple

from cardtable.core.game import Game
from cardtable.core.text import Text


class WhyQuery(NamedTuple):
    """One question for the engine: a label for the answer (``""`` when alone) and the query."""

    label: str
    query: dict[str, Any]


#: A reader: (game, asking seat, typed words, language) -> queries, or a message saying what
#: was not understood; no query at all (empty words): the caller shows the usage.
WhyReader = Callable[[Game, int, str, str], "list[WhyQuery] | Text"]

_INT = re.compile(r"[+-]?[0-9]+")  # ASCII digits: int() of other digit characters may fail


def generic_query(arg: str) -> dict[str, Any] | None:
    """Parse a "why not?" query (None when empty).

    ``N`` names card ``N``; a leading word names the action; ``key=value`` sets any key (ints
    parsed); other words after the action are a card name.

    >>> generic_query("3")
    {'card': 3}
    >>> generic_query("summon 12")
    {'action': 'summon', 'card': 12}
    >>> generic_query("activate Dark Hole")
    {'action': 'activate', 'name': 'Dark Hole'}
    >>> generic_query("action=draw zone=2")
    {'action': 'draw', 'zone': 2}
    """
    out: dict[str, Any] = {}
    words: list[str] = []
    for n, part in enumerate(arg.split()):
        if "=" in part:
            k, v = part.split("=", 1)
            out[k] = int(v) if _INT.fullmatch(v) else v
        elif _INT.fullmatch(part) and "card" not in out and not words[1:]:
            out["card"] = int(part)
        elif n == 0:
            out["action"] = part
        else:
            words.append(part)
    if words:
        out["name"] = " ".join(words)
    return out or None


def read_generic(game: Game, seat: int, arg: str, lang: str) -> list[WhyQuery] | Text:
    """Any game: :func:`generic_query`."""
    q = generic_query(arg)
    return [WhyQuery("", q)] if q else []


# --- Yu-Gi-Oh! -----------------------------------------------------------------------------

#: Actions worth asking about a card, by where it is (``w N``).
_YGO_ACTIONS = {
    "hand_monster": ("summon", "set_monster", "activate"),
    "hand_other": ("activate", "set"),
    "monsters": ("attack", "change_pos", "flip_summon", "activate"),
    "spells": ("activate",),
    "field": ("activate",),
    "pzones": ("activate",),
    "gy": ("activate",),
    "banished": ("activate",),
    "extra": ("activate",),
}


def _ygo_zone_of(view: Mapping[str, Any], seat: int, card: int) -> str | None:
    """Where the asking seat sees card ``card`` among its own cards (None: not one of them)."""
    players = view.get("players") or []
    if not 0 <= seat < len(players):
        return None
    me = players[seat]
    for zone in ("hand", "monsters", "spells", "field", "pzones", "gy", "banished", "extra"):
        items = me.get(zone)
        items = [items] if isinstance(items, dict) else items or []
        for it in items:
            if isinstance(it, dict) and it.get("id") == card:
                if zone == "hand":
                    return "hand_monster" if "atk" in it else "hand_other"
                return zone
    return None


def _ygo_own_monsters(view: Mapping[str, Any], seat: int) -> list[int]:
    players = view.get("players") or []
    if not 0 <= seat < len(players):
        return []
    return [m["id"] for m in players[seat].get("monsters") or []
            if isinstance(m, dict) and isinstance(m.get("id"), int)]


def read_ygo(game: Game, seat: int, arg: str, lang: str) -> list[WhyQuery] | Text:
    """Yu-Gi-Oh!: ``w N`` asks every action card #N could take; ``w attack`` every monster the
    seat controls; anything else as :func:`generic_query`."""
    q = generic_query(arg)
    if q is None:
        return []
    view = game.view(seat)
    if set(q) == {"card"}:
        zone = _ygo_zone_of(view, seat, int(q["card"]))
        if zone is None:  # not one of the seat's own cards: the engine's own answer
            return [WhyQuery("", q)]
        return [WhyQuery(a, {"action": a, "card": q["card"]}) for a in _YGO_ACTIONS[zone]]
    if set(q) == {"action"} and q["action"] == "attack":
        mons = _ygo_own_monsters(view, seat)
        if not mons:
            return Text("你的场上没有怪兽", "you control no monster")
        return [WhyQuery(f"#{c}", {"action": "attack", "card": c}) for c in mons]
    return [WhyQuery("", q)]


# --- Sanguosha -----------------------------------------------------------------------------

_FACE = re.compile(r"([♠♥♣♦SHCDshcd])(10|[2-9]|[AJQKajqk])")
_SUIT_OF = {"♠": 0, "s": 0, "♥": 1, "h": 1, "♣": 2, "c": 2, "♦": 3, "d": 3}
_TO_WORDS = {"to", "on", "at", "->", "→", ">", "@", "对", "目标"}


class _SgsCard(NamedTuple):
    name: str
    suit: int
    rank: str


def _sgs_tables() -> tuple[dict[str, str], list[_SgsCard]]:
    """Card name words (id, en, zh, lower case) -> name id, and every card's name/suit/rank."""
    from cardtable.sgs.cards.data import CARD_INFO, NAME, RANK, RANK_CHARS, SUIT

    names: dict[str, str] = {}
    for nid, (zh, en, _kind, _sub) in CARD_INFO.items():
        for w in (nid, en.lower(), zh):
            names[w] = nid
    cards = [_SgsCard(NAME[c], SUIT[c], RANK_CHARS[RANK[c]]) for c in range(len(NAME))]
    return names, cards


def _split_face(words: list[str]) -> list[str]:
    """``杀♠7`` -> ``杀``, ``♠7`` (a name glued to its face, as the board prints zh cards)."""
    out = []
    for w in words:
        m = re.search(r"[♠♥♣♦]", w)
        if m and m.start() > 0:
            out += [w[: m.start()], w[m.start():]]
        else:
            out.append(w)
    return out


def _general_seat(view: Mapping[str, Any], word: str) -> int | None:
    from cardtable.sgs.generals.data import BY_ID

    low = word.lower()
    for p in view.get("players") or []:
        gid = str(p.get("general") or "")
        gen = BY_ID.get(gid)
        names = {gid.lower()} | ({gen.name.en.lower(), gen.name.zh} if gen is not None else set())
        if gid and low in names:
            return int(p["seat"])
    return None


def read_sgs(game: Game, seat: int, arg: str, lang: str) -> list[WhyQuery] | Text:
    """Sanguosha: a card of the seat's hand by position, name (id, English or Chinese) and
    optionally face (``♠7``, ``S7``); then optionally ``to`` and a target (seat number or general
    name). ``key=value`` words are passed as they are."""
    if "=" in arg:
        return read_generic(game, seat, arg, lang)
    words = _split_face(arg.split())
    if not words:
        return []
    view = game.view(seat)
    me = next((p for p in view.get("players") or [] if p.get("seat") == seat), None)
    hand = [int(c) for c in (me or {}).get("hand") or []]
    names, cards = _sgs_tables()
    first = words.pop(0)
    if _INT.fullmatch(first):
        n = int(first)
        if not 1 <= n <= len(hand):
            return Text(f"你的手牌中没有第 {n} 张（你有 {len(hand)} 张手牌）",
                        f"there is no card {n} in your hand (you hold {len(hand)})")
        card = hand[n - 1]
    else:
        # the longest run of words that names a card (English names have up to three words)
        name = None
        for k in range(min(3, len(words)), -1, -1):
            cand = " ".join([first, *words[:k]]).lower()
            if cand in names:
                name, words = names[cand], words[k:]
                break
        if name is None:
            return Text(f"不认识的牌名 {first!r}", f"unknown card name {first!r}")
        face = _FACE.fullmatch(words[0]) if words else None
        if face:
            words.pop(0)
        mine = [c for c in hand if cards[c].name == name and (
            face is None or (cards[c].suit == _SUIT_OF[face.group(1).lower()]
                             and cards[c].rank == face.group(2).upper()))]
        if not mine:
            shown = name + (f" {face.group(0)}" if face else "")
            return Text(f"你的手牌中没有 {shown}", f"there is no {shown} in your hand")
        card = mine[0]
    query: dict[str, Any] = {"card": card}
    if words and words[0].lower() in _TO_WORDS:
        words.pop(0)
    if words:
        who = " ".join(words)
        target = int(who) if _INT.fullmatch(who) else _general_seat(view, who)
        if target is None:
            return Text(f"没有座位或武将 {who!r}", f"no seat or general {who!r}")
        query["target"] = target
    return [WhyQuery("", query)]


#: The reader of each game (others: :func:`read_generic`).
READERS: dict[str, WhyReader] = {"ygo": read_ygo, "sgs": read_sgs}


def reader_for(game: Game) -> WhyReader:
    """The "why not?" reader of ``game``'s id."""
    return READERS.get(getattr(game, "game_id", ""), read_generic)
