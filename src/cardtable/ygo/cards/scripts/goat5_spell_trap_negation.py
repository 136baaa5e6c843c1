"""Goat-pool Traps negating Spell and Trap Cards (issue 15 part 3, goat-t batch 14): Spell
Vanishing (a Counter Trap over ``ops.negate_activation``: discard 2 cards; then the opponent's
hand and Deck are shown to the activator only, ``goat_st_peeks.show_privately``, and every card
there named as the negated Spell goes to the Graveyard) and The Dragon's Bead (a Continuous
Trap's repeatable Spell Speed 2 effect from the Spell & Trap Zone, as Ultimate Offering's:
discard 1 card to negate the effect of a Trap Card activated at exactly 1 face-up Dragon-Type
monster, and destroy that Trap; the answered link is found as the goat-st2 Counter Traps find
theirs, ``goat_st2_counter_traps.answered``). Texts (2005 wording, our own words) are in
``pool/goat.csv``; the checks are ``tests/ygo/test_goat5_spell_trap_negation.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import reg, up
from cardtable.ygo.cards.scripts.goat5_continuous_traps import active_traps
from cardtable.ygo.cards.scripts.goat_st2_counter_traps import answered
from cardtable.ygo.cards.scripts.goat_st_peeks import show_privately
from cardtable.ygo.cards.scripts.seed_common import name_code
from cardtable.ygo.effects import costs, ops
from cardtable.ygo.effects.api import CAT_NEGATE_ACT, Effect, Link
from cardtable.ygo.state import LOC_MZONE, LOC_SZONE

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

SPELL_VANISHING = 29735721
THE_DRAGONS_BEAD = 92408984
_DRAGON = C.RACE_BY_NAME["Dragon"]


# --- Spell Vanishing ---------------------------------------------------------------------------

def _spell_below(g: Duel, c: int, p: int, w: W) -> bool:
    lk = answered(g, c)
    return lk is not None and bool(g.pool.cards[lk.code].type & C.SPELL)


_negate = ops.negate_activation()


def _vanish(g: Duel, lk: Link) -> None:
    i = g.chain.index(lk) - 1
    if i < 0:
        return
    nc = name_code(g, g.chain[i].card)
    _negate(g, lk)
    o = 1 - lk.player
    seen = [*g.hand[o], *g.deck[o]]
    if seen:
        show_privately(g, lk.card, lk.player, seen, "Looks at the opponent's hand and Deck",
                       "确认对方的手卡和卡组")
    same = [x for x in seen if name_code(g, x) == nc]
    if same:
        g.send_to_gy(same, "effect")
    g.shuffle_deck(o)


_discard2, _can_discard2 = costs.discard(2)
reg(SPELL_VANISHING, Effect(event="activated", cost=_discard2, operation=(_vanish,),
                            category=CAT_NEGATE_ACT,
                            condition=lambda g, c, p, w: _spell_below(g, c, p, w)
                            and _can_discard2(g, c, p)))


# --- The Dragon's Bead -------------------------------------------------------------------------

def _trap_at_a_dragon(g: Duel, c: int, p: int, w: W) -> bool:
    if c not in active_traps(g, THE_DRAGONS_BEAD):
        return False
    lk = answered(g, c)
    if lk is None or not g.pool.cards[lk.code].is_trap or len(lk.targets) != 1:
        return False
    m = lk.targets[0]
    return m >= 0 and g.loc[m] == LOC_MZONE and up(g, m) and bool(g.race(m) & _DRAGON)


def _bead(g: Duel, lk: Link) -> None:
    i = g.chain.index(lk) - 1
    if i < 0:
        return
    g.negate_effect(i)
    t = g.chain[i].card
    if g.loc[t] == LOC_SZONE:
        g.destroy([t], "effect", lk)


_discard1, _can_discard1 = costs.discard(1)
reg(THE_DRAGONS_BEAD, Effect(kind="activate"),
    Effect(kind="quick", where=LOC_SZONE, event="activated", cost=_discard1, operation=(_bead,),
           category=CAT_NEGATE_ACT,
           condition=lambda g, c, p, w: _trap_at_a_dragon(g, c, p, w)
           and _can_discard1(g, c, p),
           name=Text("丢弃1张手卡：无效以龙族为对象的陷阱卡",
                     "Discard 1: negate a Trap at a Dragon")))
