"""The Eye of Truth (issue 15 part 3, goat-t batch 27): a Continuous Trap; while it is face-up
and active, the opponent plays with their hand revealed to its controller (``g.reveal``, kept
up by a ``STATE_CHECKS`` rule and a ``DRAW_HOOKS`` watcher: each card reaching that hand is
named in the controller's view and labels, never in a spectator's); in the opponent's Standby
Phase, if their hand holds a Spell Card, they gain 1000 Life Points (a mandatory trigger of the
face-up card). Text (2005 wording, our own words) in ``pool/goat.csv``; checks in
``tests/ygo/test_goat5_t_eye_of_truth.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import reg
from cardtable.ygo.cards.scripts.goat5_continuous_traps import active_traps
from cardtable.ygo.effects.api import CAT_RECOVER, Effect, Link
from cardtable.ygo.effects.hooks import DRAW_HOOKS, STATE_CHECKS, only_for

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

THE_EYE_OF_TRUTH = 34694160


def _show_hands(g: Duel) -> None:
    for s in active_traps(g, THE_EYE_OF_TRUTH):
        q = g.ctrl[s]
        g.reveal(q, g.hand[1 - q])


@only_for({THE_EYE_OF_TRUTH})
def _state(g: Duel) -> None:
    _show_hands(g)


@only_for({THE_EYE_OF_TRUTH})
def _drawn(g: Duel, p: int, c: int) -> None:
    _show_hands(g)


STATE_CHECKS.append(_state)
DRAW_HOOKS.append(_drawn)


def _spell_in_hand(g: Duel, c: int, p: int, w: W) -> bool:
    o = 1 - g.ctrl[c]
    return g.tp == o and c in active_traps(g, THE_EYE_OF_TRUTH) \
        and any(g.cd(x).type & C.SPELL for x in g.hand[o])


def _gain(g: Duel, lk: Link) -> None:
    o = 1 - lk.player
    if any(g.cd(x).type & C.SPELL for x in g.hand[o]):
        g.recover(o, 1000)


reg(THE_EYE_OF_TRUTH, Effect(kind="activate"),
    Effect(kind="trigger", event="standby", optional=False, condition=_spell_in_hand,
           operation=(_gain,), category=CAT_RECOVER))
