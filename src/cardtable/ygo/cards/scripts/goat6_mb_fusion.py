"""Goat-pool Fusion Substitute monsters (issue 15 part 3, g6-mb, session 6): rows of the engine's
``hooks.FUSION_SUBSTITUTES`` (Polymerization lets one of them stand in for any 1 named Fusion
Material Monster, the others having to be the named ones; not while face-down or negated on
the field: ``core_spells.material_choices``).

* Versago the Destroyer (TP1, 2002) and Mystical Sheep #1 (TP2, 2002): their whole text is the
  substitute clause.

Texts in ``pool/goat.csv``; checks in ``tests/ygo/test_goat6_mb_fusion.py``.
"""

from __future__ import annotations

from cardtable.core.text import Text
from cardtable.ygo.cards.scripts.classic_lib import reg
from cardtable.ygo.effects.api import Effect
from cardtable.ygo.effects.hooks import FUSION_SUBSTITUTES

VERSAGO_THE_DESTROYER = 50259460
MYSTICAL_SHEEP_1 = 30451366

for _code in (VERSAGO_THE_DESTROYER, MYSTICAL_SHEEP_1):
    FUSION_SUBSTITUTES.add(_code)
    reg(_code, Effect(kind="continuous", name=Text(
        "可以代替任意1只融合素材怪兽", "Can stand in for any 1 Fusion Material Monster")))

__all__ = ["MYSTICAL_SHEEP_1", "VERSAGO_THE_DESTROYER"]
