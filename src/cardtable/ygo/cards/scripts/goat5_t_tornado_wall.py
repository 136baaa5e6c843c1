"""Tornado Wall (issue 15 part 3, goat-t batch 19): a Continuous Trap activated only while "Umi"
is on the field (A Legendary Ocean is treated as "Umi": ``goat_mon_continuous.umi_on_field``,
shared with Amphibious Bugroth MK-3). While "Umi" stays face-up, battle damage to its
controller from an opponent's attacking monster becomes 0 (a ``BATTLE_DAMAGE_HOOKS`` hook; the
damage its own attacks take back is not stopped); a ``STATE_CHECKS`` rule destroys it once no
"Umi" is face-up. Text (2005 wording, our own words) in ``pool/goat.csv``; checks in
``tests/ygo/test_goat5_t_tornado_wall.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.ygo.cards.scripts.classic_lib import reg, up
from cardtable.ygo.cards.scripts.goat5_continuous_traps import active_traps
from cardtable.ygo.cards.scripts.goat_mon_continuous import umi_on_field
from cardtable.ygo.effects.api import Effect
from cardtable.ygo.effects.hooks import BATTLE_DAMAGE_HOOKS, STATE_CHECKS, only_for

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

TORNADO_WALL = 18605135


@only_for({TORNADO_WALL})
def _no_damage(g: Duel, p: int, n: int) -> int:
    b = g.battle
    if n <= 0 or b is None or g.ctrl[b.attacker] == p or not umi_on_field(g):
        return n
    return 0 if active_traps(g, TORNADO_WALL, p) else n


@only_for({TORNADO_WALL})
def _umi_gone(g: Duel) -> None:
    walls = [s for q in (0, 1) for s in g.sz[q]
             if s >= 0 and g.code[s] == TORNADO_WALL and up(g, s)]
    if walls and not umi_on_field(g):
        g.destroy(walls, "effect")


BATTLE_DAMAGE_HOOKS.append(_no_damage)
STATE_CHECKS.append(_umi_gone)
reg(TORNADO_WALL, Effect(condition=lambda g, c, p, w: umi_on_field(g)),
    Effect(kind="continuous"))
