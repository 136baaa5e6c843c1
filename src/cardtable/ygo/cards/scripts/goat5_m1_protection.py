"""Goat-pool monsters protected from some destruction (issue 15 part 3, goat-m1), over the
engine's ``DESTROY_SUBSTITUTES`` hooks (a card kept out of the destroyed list stays).

Different Dimension Dragon: "cannot be destroyed by Spell or Trap Cards that do not target
it" — while a Spell or Trap Card's effect resolves (the top chain link: links are popped only
after they resolve) and Different Dimension Dragon is not among its targets, it stays; "not
destroyed by battle with a monster with 1900 or less ATK" — the other battler's ATK as the
damage is calculated. Only while face-up (a face-down monster's effects do not apply). Texts in
``pool/goat.csv``; checks in ``tests/ygo/test_goat5_m1_protection.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.core.text import Text
from cardtable.ygo.cards.scripts.classic_lib import active_monster, reg
from cardtable.ygo.effects.api import Effect
from cardtable.ygo.effects.hooks import DESTROY_SUBSTITUTES, only_for

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

DIFFERENT_DIMENSION_DRAGON = 50939127


def _kept(g: Duel, c: int, reason: str) -> bool:
    if g.code[c] != DIFFERENT_DIMENSION_DRAGON or not active_monster(g, c):
        return False
    if reason == "battle" and g.battle is not None:
        b = g.battle
        other = b.target if c == b.attacker else b.attacker if c == b.target else -1
        return other >= 0 and g.atk(other) <= 1900
    if reason == "effect" and g.chain:
        lk = g.chain[-1]
        return not g.pool.cards[lk.code].is_monster and c not in lk.targets
    return False


@only_for({DIFFERENT_DIMENSION_DRAGON})
def _ddd(g: Duel, cs: list[int], reason: str) -> list[int]:
    out = []
    for c in cs:
        if _kept(g, c, reason):
            g.log("not_destroyed", {**g.card_pub(c), "by": reason})
            continue
        out.append(c)
    return out


DESTROY_SUBSTITUTES.append(_ddd)
reg(DIFFERENT_DIMENSION_DRAGON, Effect(kind="continuous", name=Text(
    "不会被不以它为对象的魔法·陷阱卡破坏；不会被攻击力1900以下的怪兽战斗破坏",
    "Not destroyed by non-targeting Spells/Traps, nor by battle with 1900 or less ATK")))

__all__ = ["DIFFERENT_DIMENSION_DRAGON"]
