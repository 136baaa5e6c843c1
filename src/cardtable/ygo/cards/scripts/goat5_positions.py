"""Goat-pool Traps changing battle positions (issue 15 part 3, goat-t batch 10): Ready for
Intercepting (Book of Moon's step for a face-up Warrior or Spellcaster: an attacked monster
turned face-down is still attacked, an attacker turned face-down ends its attack — the engine's
battle rules) and Labyrinth of Nightmare (a Continuous Trap's mandatory End Phase trigger: every
face-up monster of the turn player changes position, Attack <-> Defense, face-up). Texts (2005
wording, our own words) are in ``pool/goat.csv``; the checks are
``tests/ygo/test_goat5_positions.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import mons, pick, reg, tgt, up
from cardtable.ygo.cards.scripts.goat5_continuous_traps import active_traps
from cardtable.ygo.effects.api import CAT_POSITION, Effect, Link
from cardtable.ygo.state import LOC_MZONE, POS_ATK, POS_FD_DEF, POS_FU_ATK, POS_FU_DEF

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

READY_FOR_INTERCEPTING = 31785398
LABYRINTH_OF_NIGHTMARE = 66526672

_WARRIOR_OR_CASTER = C.RACE_BY_NAME["Warrior"] | C.RACE_BY_NAME["Spellcaster"]
_up_warriors = mons("any", True, lambda g, c: bool(g.race(c) & _WARRIOR_OR_CASTER))


def _intercept(g: Duel, lk: Link) -> None:
    t = tgt(g, lk)
    if t >= 0 and g.loc[t] == LOC_MZONE and up(g, t) and g.race(t) & _WARRIOR_OR_CASTER:
        g.change_position(t, POS_FD_DEF)


reg(READY_FOR_INTERCEPTING, Effect(target=(pick(_up_warriors, "target_monster"),),
                                   target_picks=True, operation=(_intercept,),
                                   category=CAT_POSITION,
                                   condition=lambda g, c, p, w: bool(_up_warriors(g, p, c))))


def _labyrinth_on(g: Duel, c: int, p: int, w: W) -> bool:
    return c in active_traps(g, LABYRINTH_OF_NIGHTMARE) \
        and any(m >= 0 and up(g, m) for m in g.mz[g.tp])


def _labyrinth(g: Duel, lk: Link) -> None:
    for m in [m for m in g.mz[g.tp] if m >= 0 and up(g, m)]:
        g.change_position(m, POS_FU_DEF if g.pos[m] & POS_ATK else POS_FU_ATK)


reg(LABYRINTH_OF_NIGHTMARE, Effect(kind="activate"),
    Effect(kind="trigger", event="end_phase", optional=False, condition=_labyrinth_on,
           operation=(_labyrinth,), category=CAT_POSITION))
