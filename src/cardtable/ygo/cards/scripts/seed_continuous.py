"""Seed continuous-effect monsters (seed 000 「永续效果」): Dark Magician Girl, Buster Blader.

Continuous effects are aspects: no activation, they apply while the monster is face-up.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.ygo.effects.api import Aspect, Effect, register

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

DARK_MAGICIAN_GIRL = 38033121
BUSTER_BLADER = 78193831
DARK_MAGICIANS = (46986414, 30208479)  # Dark Magician, Magician of Black Chaos
DRAGON = 0x2000


def _dmg_atk(g: Duel, s: int, c: int) -> int:
    if c != s:
        return 0
    n = sum(1 for p in (0, 1) for x in g.gy[p]
            if (g.cd(x).alias or g.code[x]) in DARK_MAGICIANS)
    return 300 * n


def _bb_atk(g: Duel, s: int, c: int) -> int:
    if c != s:
        return 0
    o = 1 - g.ctrl[s]
    n = sum(1 for x in g.mz[o] if x >= 0 and g.is_face_up(x) and g.race(x) & DRAGON)
    n += sum(1 for x in g.gy[o] if g.cd(x).is_monster and g.cd(x).race & DRAGON)
    return 500 * n


register(DARK_MAGICIAN_GIRL, Effect(kind="continuous", aspects=(Aspect("atk", _dmg_atk),)))
register(BUSTER_BLADER, Effect(kind="continuous", aspects=(Aspect("atk", _bb_atk),)))
