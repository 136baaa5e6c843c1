"""Goat-pool Counter Traps (issue 15 part 3, Spells & Traps batch 2): Trap Jammer and Spell-Stopping
Statute; batch 5: Armor Break and Royal Surrender; batch 7: Magic Drain; batch 8: Call of the
Grave. They share the negate-and-destroy step of the YAML ``negate_activation`` op and the
classic Counter Traps (``ops.negate_activation``). Texts (2005 wording, our own words) are in
``pool/goat.csv``; the checks are ``tests/ygo/test_goat_st_batches.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import last, reg
from cardtable.ygo.effects import ops
from cardtable.ygo.effects.api import CAT_NEGATE_ACT, Effect, Link, ask_cards, ask_yesno
from cardtable.ygo.state import LOC_HAND, PH_BATTLE

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

TRAP_JAMMER = 19252988
SPELL_STOPPING_STATUTE = 10069180
ARMOR_BREAK = 79649195
ROYAL_SURRENDER = 56058888
MAGIC_DRAIN = 59344077
CALL_OF_THE_GRAVE = 16970158
MONSTER_REBORN = 83764718


def _top_card_activation(g: Duel, need: int, bits: int) -> bool:
    """The top chain link is the activation of a card whose type has ``need`` (all of ``bits``
    set when ``bits``)."""
    if not g.chain:
        return False
    lk = g.chain[-1]
    if not lk.ready or not lk.card_act:
        return False
    t = g.pool.cards[lk.code].type
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


# --- Magic Drain: the opponent activates a Spell Card; they may discard 1 Spell Card to negate
#     this card's effect, otherwise their Spell's activation is negated and it is destroyed ------

def _their_spell_below(g: Duel, c: int, p: int, w: W) -> bool:
    return _top_card_activation(g, C.SPELL, 0) and g.chain[-1].player != p


def _their_spells(g: Duel, lk: Link) -> list[int]:
    return [x for x in g.hand[1 - lk.player] if g.cd(x).type & C.SPELL]


def _drain_offer(g: Duel, lk: Link) -> None:
    """The opponent decides whether to discard a Spell Card (asked only if they hold one)."""
    if _their_spells(g, lk):
        ask_yesno(g, lk, 1 - lk.player, "yesno")
    else:
        lk.picks.append(False)


def _drain_pick(g: Duel, lk: Link) -> None:
    if lk.picks[-1] is True:
        ask_cards(g, lk, 1 - lk.player, _their_spells(g, lk), 1, 1, "discard")
    else:
        lk.picks.append(())


def _drain(g: Duel, lk: Link) -> None:
    got = [x for x in last(lk) if g.loc[x] == LOC_HAND]
    if got:
        g.discard(got)  # this card's effect is negated: nothing more happens
        return
    _negate(g, lk)


reg(MAGIC_DRAIN, Effect(event="activated", operation=(_drain_offer, _drain_pick, _drain),
                        category=CAT_NEGATE_ACT, condition=_their_spell_below))


# "Activate when "Monster Reborn" is activated: negate the activation and destroy it" (a Normal
# Trap, Spell Speed 2)
reg(CALL_OF_THE_GRAVE, Effect(event="activated", operation=(_negate,), category=CAT_NEGATE_ACT,
                              condition=lambda g, c, p, w: _top_card_activation(g, C.SPELL, 0)
                              and g.chain[-1].code == MONSTER_REBORN))
