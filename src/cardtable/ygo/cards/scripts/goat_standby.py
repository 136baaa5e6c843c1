"""Goat-pool cards, batch 6 (issue 15 part 3): Standby Phase LP effects, the Battleguard pair,
Skull-Mark Ladybug, Nuvia the Wicked and Acid Rain. Texts (2005 wording, our own words) are in
``pool/goat.csv``; the checks are in ``tests/ygo/test_goat_batches.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards.scripts.classic_lib import reg, up
from cardtable.ygo.effects import ops
from cardtable.ygo.effects.api import (
    CAT_DAMAGE,
    CAT_DESTROY,
    CAT_RECOVER,
    Aspect,
    Effect,
    Link,
)
from cardtable.ygo.state import LOC_GY, LOC_MZONE, POS_FU_ATK, POS_FU_DEF

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

LAVA_BATTLEGUARD = 20394040
SWAMP_BATTLEGUARD = 40453765
BOWGANIAN = 52090844
CURE_MERMAID = 85802526
SPIRIT_OF_THE_BREEZE = 53530069
DANCING_FAIRY = 90925163
SKULL_MARK_LADYBUG = 64306248
NUVIA = 12953226
ACID_RAIN = 21323861

#: "During each of your Standby Phases" effects: passcode -> (LP gained or damage dealt (<0),
#: the battle position it needs (0 = any face-up))
STANDBY_LP: dict[int, tuple[int, int]] = {
    BOWGANIAN: (-600, 0),  # inflict 600 damage to your opponent
    CURE_MERMAID: (800, 0),  # gain 800 LP
    SPIRIT_OF_THE_BREEZE: (1000, POS_FU_ATK),  # while in face-up Attack Position: gain 1000
    DANCING_FAIRY: (1000, POS_FU_DEF),  # while in face-up Defense Position: gain 1000
}


def _standby_effect(n: int, pos: int) -> Effect:
    def cond(g: Duel, c: int, p: int, w: W) -> bool:
        return g.loc[c] == LOC_MZONE and g.tp == g.ctrl[c] and up(g, c) \
            and (not pos or g.pos[c] == pos)

    def op(g: Duel, lk: Link) -> None:
        if n < 0:
            g.damage(1 - lk.player, -n, src=lk.card)
        else:
            g.recover(lk.player, n)

    return Effect(kind="trigger", event="standby", optional=False, condition=cond,
                  operation=(op,), category=CAT_DAMAGE if n < 0 else CAT_RECOVER)


for _code, (_n, _pos) in STANDBY_LP.items():
    reg(_code, _standby_effect(_n, _pos))


def _battleguard(partner: int) -> Effect:
    def atk(g: Duel, s: int, c: int) -> int:
        if c != s:
            return 0
        return 500 * sum(1 for m in g.mz[g.ctrl[s]] if m >= 0 and g.code[m] == partner
                         and up(g, m))

    return Effect(kind="continuous", aspects=(Aspect("atk", atk),))


reg(LAVA_BATTLEGUARD, _battleguard(SWAMP_BATTLEGUARD))
reg(SWAMP_BATTLEGUARD, _battleguard(LAVA_BATTLEGUARD))


_gain1000 = ops.recover(1000)
reg(SKULL_MARK_LADYBUG, Effect(kind="trigger", event="to_gy", optional=False,
                               condition=lambda g, c, p, w: g.loc[c] == LOC_GY,
                               operation=(_gain1000,), category=CAT_RECOVER))


def _nuvia_atk(g: Duel, s: int, c: int) -> int:
    return -200 * sum(1 for m in g.mz[1 - g.ctrl[s]] if m >= 0) if c == s else 0


def _destroy_self(g: Duel, lk: Link) -> None:
    if g.loc[lk.card] == LOC_MZONE:
        g.destroy([lk.card], "effect", lk)


reg(NUVIA,
    Effect(kind="trigger", event="summoned", optional=False,
           condition=lambda g, c, p, w: len(w) > 2 and w[2] == "normal",
           operation=(_destroy_self,), category=CAT_DESTROY),
    Effect(kind="continuous", aspects=(Aspect("atk", _nuvia_atk),)))


def _acid_rain(g: Duel, lk: Link) -> None:
    cs = [m for q in (0, 1) for m in g.mz[q] if m >= 0 and up(g, m) and g.race(m) & 0x20]
    if cs:
        g.destroy(cs, "effect", lk)


reg(ACID_RAIN, Effect(operation=(_acid_rain,), category=CAT_DESTROY))
