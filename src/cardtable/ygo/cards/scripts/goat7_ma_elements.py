"""Element Saurus, Element Soldier and Element Valkyrie (issue 15 part 3, g7-ma): monsters that
"get the following effects while there is a monster with the following Attribute on the
field". None is flagged "Goat-era version" in ``goat-pool.csv`` (Element Doom, Dragon and
Magician are, and stay for their 2005 texts); each follows its official text (yaml-yugi
``data/92755808.yaml``, ``66712593``, ``97623219``):

* FIRE: this card gains 500 ATK (Saurus, Valkyrie);
* WATER: control of this card cannot switch (Soldier, Valkyrie) — ``classic_lib.CONTROL_FIXED``
  with a ``CONTROL_FIXED_WHILE`` condition;
* EARTH: negate the effects of Effect Monsters destroyed by battle with this card (Saurus,
  Soldier) — a ``RESOLVE_HOOKS`` negation as Dark Balter's (``classic_battle.battle_destroyer``).

"A monster with the Attribute on the field": a face-up monster on either side (a face-down one
shows no Attribute; our reading), the card itself included (none of the three has one of its
own keys: DARK, DARK, LIGHT). Texts in ``pool/goat.csv``; checks in
``tests/ygo/test_goat7_ma_elements.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_battle import battle_destroyer
from cardtable.ygo.cards.scripts.classic_lib import (
    CONTROL_FIXED,
    CONTROL_FIXED_WHILE,
    active_monster,
    reg,
)
from cardtable.ygo.effects.api import Aspect, Effect, Link
from cardtable.ygo.effects.hooks import RESOLVE_HOOKS, only_for
from cardtable.ygo.state import POS_FACEUP

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

ELEMENT_SAURUS = 92755808
ELEMENT_SOLDIER = 66712593
ELEMENT_VALKYRIE = 97623219

FIRE = C.ATTRIBUTE_BY_NAME["FIRE"]
WATER = C.ATTRIBUTE_BY_NAME["WATER"]
EARTH = C.ATTRIBUTE_BY_NAME["EARTH"]

def attribute_on_field(g: Duel, bits: int) -> bool:
    """A face-up monster of one of ``bits``' Attributes is on the field (either side)."""
    return any(m >= 0 and g.pos[m] & POS_FACEUP and g.attribute(m) & bits
               for q in (0, 1) for m in g.mz[q])


def _fire_bonus(g: Duel, s: int, c: int) -> int:
    return 500 if c == s and attribute_on_field(g, FIRE) else 0


def _water_fixed(g: Duel, m: int) -> bool:
    return attribute_on_field(g, WATER)


@only_for({ELEMENT_SAURUS, ELEMENT_SOLDIER})
def _earth_negates(g: Duel, lk: Link) -> bool:
    """The effect of an Effect Monster just destroyed by battle with Saurus/Soldier, while an
    EARTH monster is on the field, resolves with no effect."""
    other = battle_destroyer(g, lk)
    if other < 0 or g.code[other] not in (ELEMENT_SAURUS, ELEMENT_SOLDIER) \
            or not active_monster(g, other) or not attribute_on_field(g, EARTH) \
            or not g.pool.cards[lk.code].type & C.EFFECT:
        return False
    g.log("effect_negated_by", {**g.card_pub(other), "negated": g.card_pub(lk.card)})
    return True


RESOLVE_HOOKS.append(_earth_negates)
for _code in (ELEMENT_SOLDIER, ELEMENT_VALKYRIE):
    CONTROL_FIXED.add(_code)
    CONTROL_FIXED_WHILE[_code] = _water_fixed
reg(ELEMENT_SAURUS, Effect(kind="continuous", aspects=(Aspect("atk", _fire_bonus),)))
reg(ELEMENT_VALKYRIE, Effect(kind="continuous", aspects=(Aspect("atk", _fire_bonus),)))
reg(ELEMENT_SOLDIER, Effect(kind="continuous"))

__all__ = ["ELEMENT_SAURUS", "ELEMENT_SOLDIER", "ELEMENT_VALKYRIE", "attribute_on_field"]
