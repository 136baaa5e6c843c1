"""Goblin Fan (issue 15 part 3, session 6, g6-t): Flip Summons of small monsters answered.

Text (the old Japanese text quoted by yugioh-wiki, our own words in ``pool/goat.csv``): "While
this card is face-up on the field, a Level 2 or lower monster that is Flip Summoned is
destroyed; its effects are not activated." yugioh-wiki: the destruction makes a chain link (a
mandatory trigger of the face-up Trap, any player's Flip Summon); the card must already be
face-up at the Flip Summon (activating it in answer does not stop the Flip effect). How: the
Trap's trigger listens to every ``summoned`` event (``scope="any"``); an ``EVENT_HOOKS`` hook on
that Flip Summon takes the monster's own triggers of this flip (its ``flipped``/``summoned``/
``position_changed`` ones) back off the queue, as Amazoness Archers does. Checks:
``tests/ygo/test_goat6_t_flip_locks.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards.scripts.classic_lib import reg, up
from cardtable.ygo.cards.scripts.goat5_continuous_traps import active_traps
from cardtable.ygo.effects.api import CAT_DESTROY, Effect, Link
from cardtable.ygo.effects.hooks import EVENT_HOOKS, only_for
from cardtable.ygo.state import LOC_MZONE

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

GOBLIN_FAN = 4149689
_FLIP_EVENTS = ("flipped", "summoned", "position_changed")


def _small_flip(g: Duel, c: int, data: tuple[Any, ...]) -> bool:
    return bool(data) and data[0] == "flip" and g.loc[c] == LOC_MZONE and up(g, c) \
        and g.has_level(c) and g.level(c) <= 2


@only_for({GOBLIN_FAN})
def _no_flip_effects(g: Duel, ev: str, c: int, data: tuple[Any, ...]) -> None:
    if ev == "summoned" and _small_flip(g, c, data) and active_traps(g, GOBLIN_FAN):
        g.trig[:] = [t for t in g.trig if not (t.card == c and t.event[0] in _FLIP_EVENTS)]


def _cond(g: Duel, c: int, p: int, w: W) -> bool:
    return len(w) > 2 and w[0] == "summoned" and c in active_traps(g, GOBLIN_FAN) \
        and _small_flip(g, int(w[1]), tuple(w[2:]))


def _destroy(g: Duel, lk: Link) -> None:
    m = int(lk.event[1]) if len(lk.event) > 1 else -1
    if m >= 0 and g.loc[m] == LOC_MZONE:
        g.destroy([m], "effect", lk)


EVENT_HOOKS.append(_no_flip_effects)
reg(GOBLIN_FAN, Effect(kind="activate"),
    Effect(kind="trigger", event="summoned", scope="any", optional=False, condition=_cond,
           operation=(_destroy,), category=CAT_DESTROY))
