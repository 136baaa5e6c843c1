"""Goat-pool Traps negating Equip Cards (issue 15 part 3, goat-t batch 8): The Emperor's Holiday
(a Continuous Trap: while face-up and active) and Armored Glass (a Normal Trap: until the End
Phase, a public ``card_effect`` mark of this turn). An Equip Card is a card in a Spell & Trap
Zone equipped to a monster (``g.equip``): Equip Spells, and Union monsters or Traps equipped as
Equip Cards. The two hooks of the monster negators (``goat5_monster_negation.register_negation``):
its continuous aspects (the ATK/DEF it gives) stop applying, and an effect of the Equip Card
resolving while it is equipped is negated.

Known limit: what an equip does outside its aspects and effects (Snatch Steal's control, kept by
its script) is not given back. Texts (2005 wording, our own words) are in ``pool/goat.csv``;
the checks are ``tests/ygo/test_goat5_equip_negation.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.core.text import Text
from cardtable.ygo.cards.scripts.classic_lib import note, reg
from cardtable.ygo.cards.scripts.goat5_continuous_traps import active_traps
from cardtable.ygo.cards.scripts.goat5_monster_negation import register_negation
from cardtable.ygo.cards.scripts.seed_common import this_turn
from cardtable.ygo.effects.api import Effect, Link
from cardtable.ygo.state import LOC_SZONE

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

THE_EMPERORS_HOLIDAY = 68400115
ARMORED_GLASS = 36868108
_GLASS_KEY = "equips_negated"


def _equip_card(g: Duel, c: int) -> bool:
    return g.loc[c] == LOC_SZONE and g.equip[c] >= 0


def equips_negated(g: Duel) -> bool:
    """True while The Emperor's Holiday (face-up, active) or this turn's Armored Glass negates
    every Equip Card's effects."""
    if active_traps(g, THE_EMPERORS_HOLIDAY):
        return True
    return any(kind == "card_effect" and pub.get(_GLASS_KEY) for kind, pub, _ in this_turn(g))


def _negated(g: Duel, c: int) -> bool:
    return _equip_card(g, c) and equips_negated(g)  # the Equip Card first: no recursion


register_negation({THE_EMPERORS_HOLIDAY, ARMORED_GLASS}, _negated)
reg(THE_EMPERORS_HOLIDAY, Effect(kind="activate"),
    Effect(kind="continuous", name=Text("全部装备卡的效果无效",
                                        "Negate the effects of all Equip Cards")))


def _glass(g: Duel, lk: Link) -> None:
    note(g, lk.card, "Until the End Phase, the effects of all Equip Cards are negated",
         "直到结束阶段，全部装备卡的效果无效", **{_GLASS_KEY: True})


reg(ARMORED_GLASS, Effect(operation=(_glass,)))
