"""Goat-pool Traps that act when destroyed while Set (issue 15 part 3, goat-t batch 16): Statue
of the Wicked (a "Wicked Token") and Kozaky's Self-Destruct Button (1000 damage to the opponent
who destroyed it); batch 20: Dark Coffin (the opponent chooses, in public: discard 1 card at
random, or destroy 1 monster they control; a way they cannot carry out is not offered).

They cannot be activated: their only effect is a mandatory trigger of their own ``destroyed``
event, from the Graveyard. Whether the card was Set when destroyed is read before it moves: a
``DESTROY_SUBSTITUTES`` hook (it replaces nothing) logs a public mark naming each face-down one
about to be destroyed, with the destroying chain link's player (the resolving link; none for a
rule or battle destruction). The token is ``goat5_tokens``' helper (``TOKEN_MAKERS``,
``summon_tokens``); its stats are facts (its row in ``pool/goat.csv``). Texts (2005 wording,
our own words) are in ``pool/goat.csv``; the checks are
``tests/ygo/test_goat5_t_set_destroyed.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards.scripts.classic_lib import choose_pos, last, random_discard, reg
from cardtable.ygo.cards.scripts.goat5_tokens import can_make_tokens, summon_tokens
from cardtable.ygo.effects.api import (
    CAT_DAMAGE,
    CAT_DESTROY,
    CAT_SPSUMMON,
    Effect,
    Link,
    ask_cards,
    ask_option,
)
from cardtable.ygo.effects.hooks import DESTROY_SUBSTITUTES, TOKEN_MAKERS, only_for
from cardtable.ygo.state import LOC_GY, LOC_MZONE, LOC_SZONE, POS_FACEDOWN

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

STATUE_OF_THE_WICKED = 65810489
WICKED_TOKEN = 65810490
KOZAKYS_SELF_DESTRUCT_BUTTON = 21908319
DARK_COFFIN = 1804528
_KEY = "destroyed_while_set"
_SET_WATCHERS = frozenset({STATUE_OF_THE_WICKED, KOZAKYS_SELF_DESTRUCT_BUTTON, DARK_COFFIN})

TOKEN_MAKERS[STATUE_OF_THE_WICKED] = ((WICKED_TOKEN, False),)


@only_for(_SET_WATCHERS)
def _mark_set(g: Duel, cs: list[int], reason: str) -> list[int]:
    for c in cs:
        if g.code[c] in _SET_WATCHERS and g.loc[c] == LOC_SZONE and g.pos[c] & POS_FACEDOWN:
            by = g.chain[-1].player if g.chain and g.chain[-1].ready else -1
            g.log("card_effect", {**g.card_pub(c), "en": "Destroyed while Set",
                                  "zh": "盖放状态下被破坏", _KEY: {"card": c, "by": by}})
    return cs


DESTROY_SUBSTITUTES.append(_mark_set)


def destroyed_while_set(g: Duel, c: int) -> dict[str, int] | None:
    """The mark of ``c``'s latest destruction if it was Set then (``{"card", "by"}``), else None:
    the mark logged just before that destruction's ``destroy`` entry."""
    seen_destroy = False
    for kind, pub, _ in reversed(g.elog):
        if kind == "destroy" and pub.get("card") == c:
            seen_destroy = True
        elif kind == "card_effect" and _KEY in pub and pub[_KEY]["card"] == c:
            return dict(pub[_KEY]) if seen_destroy else None
        elif seen_destroy and kind not in ("destroy", "card_effect"):
            return None
    return None


def _statue_cond(g: Duel, c: int, p: int, w: W) -> bool:
    return g.loc[c] == LOC_GY and destroyed_while_set(g, c) is not None


def _wicked(g: Duel, lk: Link) -> None:
    if can_make_tokens(g, lk.player, WICKED_TOKEN, 1):
        summon_tokens(g, lk.player, WICKED_TOKEN, 1, int(lk.picks[-1]))


reg(STATUE_OF_THE_WICKED,
    Effect(kind="trigger", event="destroyed", optional=False, condition=_statue_cond,
           operation=(choose_pos, _wicked), category=CAT_SPSUMMON))


def _button_cond(g: Duel, c: int, p: int, w: W) -> bool:
    mark = destroyed_while_set(g, c) if g.loc[c] == LOC_GY else None
    return mark is not None and mark["by"] == 1 - g.owner[c]


def _button(g: Duel, lk: Link) -> None:
    g.damage(1 - lk.player, 1000)


reg(KOZAKYS_SELF_DESTRUCT_BUTTON,
    Effect(kind="trigger", event="destroyed", optional=False, condition=_button_cond,
           operation=(_button,), category=CAT_DAMAGE))


# --- Dark Coffin: the opponent chooses: discard 1 random card, or destroy 1 monster they control

_COFFIN = (("discard", Text("随机丢弃1张手卡", "Discard 1 random card")),
           ("destroy", Text("破坏自己场上1只怪兽", "Destroy 1 monster you control")))


def _coffin_cond(g: Duel, c: int, p: int, w: W) -> bool:
    return g.loc[c] == LOC_GY and destroyed_while_set(g, c) is not None


def _coffin_choice(g: Duel, lk: Link) -> None:
    o = 1 - lk.player
    ways = tuple(x for x, ok in zip(_COFFIN, (bool(g.hand[o]),
                                              any(m >= 0 for m in g.mz[o])), strict=True) if ok)
    if ways:
        ask_option(g, lk, o, ways, "choose")
    else:
        lk.picks.append("")


def _coffin_pick(g: Duel, lk: Link) -> None:
    o = 1 - lk.player
    if lk.picks[-1] == "destroy":
        ask_cards(g, lk, o, [m for m in g.mz[o] if m >= 0], 1, 1, "destroy")
    else:
        lk.picks.append(())


def _coffin(g: Duel, lk: Link) -> None:
    o = 1 - lk.player
    if lk.picks[-2] == "discard":
        random_discard(g, o, 1)
    elif lk.picks[-2] == "destroy":
        got = [m for m in last(lk) if g.loc[m] == LOC_MZONE]
        if got:
            g.destroy(got, "effect", lk)


reg(DARK_COFFIN,
    Effect(kind="trigger", event="destroyed", optional=False, condition=_coffin_cond,
           operation=(_coffin_choice, _coffin_pick, _coffin), category=CAT_DESTROY))
