"""Goat-pool Counter Traps (issue 15 part 3, Spells & Traps batch 2): Trap Jammer and
Spell-Stopping Statute; batch 5: Armor Break and Royal Surrender. They share the
negate-and-destroy step of the YAML ``negate_activation`` op and the classic Counter Traps
(``ops.negate_activation``). Texts (2005 wording, our own words) are in ``pool/goat.csv``; the
checks are ``tests/ygo/test_goat_st_batches.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import reg
from cardtable.ygo.effects import ops
from cardtable.ygo.effects.api import CAT_NEGATE_ACT, Effect
from cardtable.ygo.effects.registry import card
from cardtable.ygo.state import PH_BATTLE

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

TRAP_JAMMER = 19252988
SPELL_STOPPING_STATUTE = 10069180
ARMOR_BREAK = 79649195
ROYAL_SURRENDER = 56058888


def _top_card_activation(g: Duel, need: int, bits: int) -> bool:
    """The top chain link is the activation of a card whose type has ``need`` (all of ``bits``
    set when ``bits``)."""
    if not g.chain:
        return False
    lk = g.chain[-1]
    if not lk.ready or not lk.card_act:
        return False
    t = card(lk.code).type
    return bool(t & need) and t & bits == bits


# "Activate only during the Battle Phase: negate the activation of a Trap Card and destroy it"
_negate = ops.negate_activation()
reg(TRAP_JAMMER, Effect(event="activated", operation=(_negate,), category=CAT_NEGATE_ACT,
                        condition=lambda g, c, p, w: g.phase == PH_BATTLE
                        and _top_card_activation(g, C.TRAP, 0)))
# "Negate the activation of a Continuous Spell Card and destroy it"
reg(SPELL_STOPPING_STATUTE, Effect(event="activated", operation=(_negate,),
                                   category=CAT_NEGATE_ACT,
                                   condition=lambda g, c, p, w: _top_card_activation(
                                       g, C.SPELL, C.CONTINUOUS)))
# "Negate the activation of an Equip Spell Card and destroy that card"
reg(ARMOR_BREAK, Effect(event="activated", operation=(_negate,), category=CAT_NEGATE_ACT,
                        condition=lambda g, c, p, w: _top_card_activation(g, C.SPELL, C.EQUIP)))
# "Negate the activation of a Continuous Trap Card and destroy that card"
reg(ROYAL_SURRENDER, Effect(event="activated", operation=(_negate,), category=CAT_NEGATE_ACT,
                            condition=lambda g, c, p, w: _top_card_activation(
                                g, C.TRAP, C.CONTINUOUS)))
