"""Blind Destruction (issue 15 part 3, goat-t batch 29): a Continuous Trap; in each of its
controller's Standby Phases a six-sided die is rolled (goat-m1's ``ops.roll_die``: the Duel's
seeded RNG, a public ``die_roll`` event) and every face-up monster whose Level is the result is
destroyed — on a 6, every face-up monster of Level 6 or more. Its effect starts no chain (the
ruling): a ``PHASE_HOOKS`` hook, not a trigger. Text (2005 wording, our own words) in
``pool/goat.csv``; checks in ``tests/ygo/test_goat5_t_blind_destruction.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards.scripts.classic_lib import reg, up
from cardtable.ygo.cards.scripts.goat5_continuous_traps import active_traps
from cardtable.ygo.cards.scripts.goat9_a_dice import CONTINUATIONS, hook_roll
from cardtable.ygo.effects.api import Effect
from cardtable.ygo.effects.hooks import PHASE_HOOKS, only_for

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

BLIND_DESTRUCTION = 32015116


def _hit(g: Duel, m: int, r: int) -> bool:
    if not up(g, m) or not g.has_level(m):
        return False
    return g.level(m) >= 6 if r == 6 else g.level(m) == r


_CONT = "g5t_blind_destruction"


@only_for({BLIND_DESTRUCTION})
def _roll(g: Duel, event: str) -> None:
    if event != "standby":
        return
    traps = len(active_traps(g, BLIND_DESTRUCTION, g.tp))
    if traps:
        hook_roll(g, g.tp, _CONT, (traps - 1,))


def _rolled(g: Duel, r: int, data: tuple[Any, ...]) -> None:
    """One Blind Destruction's result ``r`` (the shared roll step ``goat9_a_dice.hook_roll``:
    Dice Re-Roll may redo it); ``data[0]`` more copies roll after it."""
    cs = [m for q in (0, 1) for m in g.mz[q] if m >= 0 and _hit(g, m, r)]
    if cs:
        g.destroy(cs, "effect")
    if data[0] > 0:
        hook_roll(g, g.tp, _CONT, (data[0] - 1,))


CONTINUATIONS[_CONT] = _rolled


PHASE_HOOKS.append(_roll)
reg(BLIND_DESTRUCTION, Effect(kind="activate"), Effect(kind="continuous"))
