"""Goat-pool monsters protected while "Umi" is on the field (issue 15 part 3, g6-mb), over
g6-ma's "unaffected by Spell Cards" piece (``goat6_ma_unaffected.unaffected_by_spells``) and
``goat_mon_continuous.umi_on_field`` (A Legendary Ocean counts as "Umi").

* Torpedo Fish (IOC, 2004; the OCG text agrees): while "Umi" is on the field, it is unaffected
  by the effects of Spell Cards.
* The Legendary Fisherman (PSV, 2002; the OCG text of the time): while "Umi" is on the field,
  it is unaffected by the effects of Spell Cards and the opponent's monsters cannot choose it
  as an attack target (an ``ATTACK_TARGETS`` hook); when it is the only monster its controller
  has, the opponent may attack directly (yugioh-wiki on the card: it does not stop a direct
  attack).

Texts in ``pool/goat.csv``; checks in ``tests/ygo/test_goat6_mb_umi.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.core.text import Text
from cardtable.ygo.cards.scripts.classic_lib import active_monster, reg
from cardtable.ygo.cards.scripts.goat6_ma_unaffected import unaffected_by_spells
from cardtable.ygo.cards.scripts.goat_mon_continuous import umi_on_field
from cardtable.ygo.effects.api import Effect
from cardtable.ygo.effects.hooks import ATTACK_TARGETS, only_for

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

TORPEDO_FISH = 90337190
THE_LEGENDARY_FISHERMAN = 3643300


def _umi(g: Duel, card: int) -> bool:
    return umi_on_field(g)


@only_for({THE_LEGENDARY_FISHERMAN})
def _fisherman_not_attacked(g: Duel, a: int, targets: list[int]) -> list[int]:
    """``ATTACK_TARGETS``: while "Umi" is on the field, a face-up Legendary Fisherman whose
    effect applies is no attack target; with no other monster left to attack, the attack may
    go straight at its controller."""
    if not umi_on_field(g):
        return targets
    out = [t for t in targets if t < 0 or g.code[t] != THE_LEGENDARY_FISHERMAN
           or not active_monster(g, t)]
    if len(out) < len(targets) and not any(t >= 0 for t in out) and -1 not in out:
        out.append(-1)
    return out


unaffected_by_spells(TORPEDO_FISH, _umi, marker=False)
reg(TORPEDO_FISH, Effect(kind="continuous", name=Text(
    "「海」在场上存在期间不受魔法卡的效果影响", "Unaffected by Spell Cards while \"Umi\" is on "
                                     "the field")))
unaffected_by_spells(THE_LEGENDARY_FISHERMAN, _umi, marker=False)
ATTACK_TARGETS.append(_fisherman_not_attacked)
reg(THE_LEGENDARY_FISHERMAN, Effect(kind="continuous", name=Text(
    "「海」在场上存在期间不受魔法卡的效果影响，不会成为攻击对象",
    "While \"Umi\" is on the field: unaffected by Spell Cards and no attack target")))

__all__ = ["THE_LEGENDARY_FISHERMAN", "TORPEDO_FISH"]
