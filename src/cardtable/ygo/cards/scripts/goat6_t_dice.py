"""Needle Wall (issue 15 part 3, session 6, g6-t): a die at each of its controller's Standby
Phases picks one of the opponent's Monster Zones.

Text (PGD-048; the old Japanese text quoted by yugioh-wiki, our own words in
``pool/goat.csv``): "Roll a six-sided die during each of your Standby Phases. Number your
opponent's Monster Zones 1 to 5 from the right as this card's controller sees them, and destroy
the monster in the zone rolled. On a 6, roll again." The session-5 doubt ("whose left") is
settled by that text: counted from the controller's right, i.e. from the opponent's own left —
their zone index 0 (the engine numbers each player's zones from that player's left, as its
Pendulum Zones). An empty zone rolled destroys nothing. The roll is made as Blind Destruction's
(same wording, ``goat5_t_blind_destruction.py``): a ``PHASE_HOOKS`` hook, no chain link; the die
is goat-m1's ``ops.roll_die`` (public). Checks: ``tests/ygo/test_goat6_t_dice.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.ygo.cards.scripts.classic_lib import reg
from cardtable.ygo.cards.scripts.goat5_continuous_traps import active_traps
from cardtable.ygo.effects import ops
from cardtable.ygo.effects.api import Effect
from cardtable.ygo.effects.hooks import PHASE_HOOKS, only_for

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

NEEDLE_WALL = 38299233


@only_for({NEEDLE_WALL})
def _roll(g: Duel, event: str) -> None:
    if event != "standby":
        return
    for _s in active_traps(g, NEEDLE_WALL, g.tp):
        r = ops.roll_die(g, g.tp)
        while r == 6:
            r = ops.roll_die(g, g.tp)
        m = g.mz[1 - g.tp][r - 1]
        if m >= 0:
            g.destroy([m], "effect")


PHASE_HOOKS.append(_roll)
reg(NEEDLE_WALL, Effect(kind="activate"), Effect(kind="continuous"))
