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

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards.scripts.classic_lib import reg
from cardtable.ygo.cards.scripts.goat5_continuous_traps import active_traps
from cardtable.ygo.cards.scripts.goat9_a_dice import CONTINUATIONS, hook_roll
from cardtable.ygo.effects.api import Effect
from cardtable.ygo.effects.hooks import PHASE_HOOKS, only_for

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

NEEDLE_WALL = 38299233


_CONT = "g6t_needle_wall"


@only_for({NEEDLE_WALL})
def _roll(g: Duel, event: str) -> None:
    if event != "standby":
        return
    walls = len(active_traps(g, NEEDLE_WALL, g.tp))
    if walls:
        hook_roll(g, g.tp, _CONT, (walls - 1,))


def _rolled(g: Duel, r: int, data: tuple[Any, ...]) -> None:
    """One Needle Wall's result ``r`` (the shared roll step ``goat9_a_dice.hook_roll``: Dice
    Re-Roll may redo it); ``data[0]`` more Walls roll after it."""
    if r == 6:  # "on a 6, roll again"
        hook_roll(g, g.tp, _CONT, data)
        return
    m = g.mz[1 - g.tp][r - 1]
    if m >= 0:
        g.destroy([m], "effect")
    if data[0] > 0:
        hook_roll(g, g.tp, _CONT, (data[0] - 1,))


CONTINUATIONS[_CONT] = _rolled


PHASE_HOOKS.append(_roll)
reg(NEEDLE_WALL, Effect(kind="activate"), Effect(kind="continuous"))
