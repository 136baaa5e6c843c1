"""Blind Destruction (issue 15 part 3, goat-t batch 29): a Continuous Trap; in each of its
controller's Standby Phases a six-sided die is rolled (goat-m1's ``ops.roll_die``: the Duel's
seeded RNG, a public ``die_roll`` event) and every face-up monster whose Level is the result is
destroyed — on a 6, every face-up monster of Level 6 or more. Its effect starts no chain (the
ruling): a ``PHASE_HOOKS`` hook, not a trigger. Text (2005 wording, our own words) in
``pool/goat.csv``; checks in ``tests/ygo/test_goat5_t_blind_destruction.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.ygo.cards.scripts.classic_lib import reg, up
from cardtable.ygo.cards.scripts.goat5_continuous_traps import active_traps
from cardtable.ygo.effects import ops
from cardtable.ygo.effects.api import Effect
from cardtable.ygo.effects.hooks import PHASE_HOOKS, only_for

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

BLIND_DESTRUCTION = 32015116


def _hit(g: Duel, m: int, r: int) -> bool:
    if not up(g, m) or not g.has_level(m):
        return False
    return g.level(m) >= 6 if r == 6 else g.level(m) == r


@only_for({BLIND_DESTRUCTION})
def _roll(g: Duel, event: str) -> None:
    if event != "standby":
        return
    for _s in active_traps(g, BLIND_DESTRUCTION, g.tp):
        r = ops.roll_die(g, g.tp)
        cs = [m for q in (0, 1) for m in g.mz[q] if m >= 0 and _hit(g, m, r)]
        if cs:
            g.destroy(cs, "effect")


PHASE_HOOKS.append(_roll)
reg(BLIND_DESTRUCTION, Effect(kind="activate"), Effect(kind="continuous"))
