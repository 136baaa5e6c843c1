"""Fusion Substitute Monsters of g6-ma's claims (issue 15 part 3): Goddess with the Third Eye
and Beastking of the Swamps ("this card can substitute for any 1 Fusion Material Monster; the
other Fusion Material Monsters must be the correct ones": g6-s's ``hooks.FUSION_SUBSTITUTES``,
read by Polymerization's material matcher). Beastking of the Swamps can also be discarded from
the hand in its controller's Main Phase to add 1 "Polymerization" from the Deck to the hand
(Thunder Dragon's kind of hand effect: spell speed 1, an open state of the own Main Phase).
Texts in ``pool/goat.csv``; checks in ``tests/ygo/test_goat6_ma_fusion.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.core.text import Text
from cardtable.ygo.cards.scripts.classic_lib import (
    all_of,
    has,
    in_deck,
    own_main,
    pick,
    reg,
    search_to_hand,
)
from cardtable.ygo.effects.api import CAT_SEARCH, Effect, Link
from cardtable.ygo.effects.hooks import FUSION_SUBSTITUTES
from cardtable.ygo.state import LOC_HAND

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

GODDESS_WITH_THE_THIRD_EYE = 53493204
BEASTKING_OF_THE_SWAMPS = 99426834
POLYMERIZATION = 24094653

SUBSTITUTE = Effect(kind="continuous", name=Text(
    "可以作为任意1只融合素材怪兽的代替", "Can substitute for any 1 Fusion Material Monster"))

_polymerization = in_deck(lambda g, c: g.code[c] == POLYMERIZATION)


def _discard_self(g: Duel, lk: Link) -> None:
    g.discard([lk.card])


#: "Discard this card from your hand to the Graveyard to add a 'Polymerization' from your Deck
#: to your hand" (Beastking of the Swamps; King of the Swamp, goat8_mb_fusions.py)
POLY_SEARCH = Effect(
    kind="quick", speed=1, where=LOC_HAND, cost=(_discard_self,),
    condition=all_of(own_main, has(_polymerization)),
    operation=(pick(_polymerization, "search"), search_to_hand), category=CAT_SEARCH,
    name=Text("丢弃：把「融合」加入手卡", "Discard: add \"Polymerization\" to your hand"))

FUSION_SUBSTITUTES.update({GODDESS_WITH_THE_THIRD_EYE, BEASTKING_OF_THE_SWAMPS})
reg(GODDESS_WITH_THE_THIRD_EYE, SUBSTITUTE)
reg(BEASTKING_OF_THE_SWAMPS, SUBSTITUTE, POLY_SEARCH)

__all__ = ["BEASTKING_OF_THE_SWAMPS", "GODDESS_WITH_THE_THIRD_EYE", "POLY_SEARCH", "SUBSTITUTE"]
