"""Counter Traps of the g6-t claims (issue 15 part 3, session 6): Curse of Royal and Judgment of
Anubis.

Curse of Royal (PGD-044; the old Japanese text quoted by yugioh-wiki, our own words in
``pool/goat.csv``): "Negate the activation and the effect of a Spell or Trap Card that includes
an effect destroying Spell or Trap Cards, and destroy it." The era ruling (yugioh-wiki: changed
around October 2005, after the Goat format's list): it also answered cards destroying several
Spell/Trap Cards (Heavy Storm, Harpie's Feather Duster), and an opponent's Counter Trap that
negates and destroys a Spell/Trap Card.

Judgment of Anubis (DCR-105; the old Japanese text quoted by yugioh-wiki, our own words in
``pool/goat.csv``): "Discard 1 card. Negate the activation and the effect of a Spell Card your
opponent controls that has an effect destroying Spell or Trap Cards on the field, and destroy it.
Then you may destroy 1 face-up monster your opponent controls and inflict damage equal to its ATK
to your opponent." yugioh-wiki: it may be activated with no opponent's monster on the field; the
monster is chosen (or not) at resolution, without targeting.

"Includes an effect destroying Spell/Trap Cards" is read from the answered link
(:func:`destroys_spell_trap`): a destroying effect (``CAT_DESTROY``) with a Spell/Trap Card among
its live targets; a non-targeting Spell/Trap sweeper listed in :data:`SPELL_TRAP_SWEEPERS`; or a
Counter Trap negating (``CAT_NEGATE_ACT``) a Spell/Trap Card's activation (that card is
destroyed). Checks: ``tests/ygo/test_goat6_t_counter_traps.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards.scripts.classic_lib import live_targets, reg, up
from cardtable.ygo.effects import costs, ops
from cardtable.ygo.effects.api import (
    CAT_DAMAGE,
    CAT_DESTROY,
    CAT_NEGATE_ACT,
    Effect,
    Link,
    ask_cards,
    link_effect,
)
from cardtable.ygo.state import LOC_FZONE, LOC_MZONE, LOC_SZONE

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

CURSE_OF_ROYAL = 2926176
JUDGMENT_OF_ANUBIS = 55256016
HEAVY_STORM = 19613556
HARPIES_FEATHER_DUSTER = 18144506
FUH_RIN_KA_ZAN = 1781310

#: Spell/Trap Cards that destroy Spell/Trap Cards without targeting them (one of their effects)
SPELL_TRAP_SWEEPERS: set[int] = {HEAVY_STORM, HARPIES_FEATHER_DUSTER, FUH_RIN_KA_ZAN}


def destroys_spell_trap(g: Duel, lk: Link) -> bool:
    """Link ``lk`` (a card activation) includes an effect that destroys Spell/Trap Cards."""
    e = link_effect(g, lk)
    if e.category & CAT_DESTROY and any(g.loc[t] & (LOC_SZONE | LOC_FZONE)
                                        for t in live_targets(g, lk)):
        return True
    if lk.code in SPELL_TRAP_SWEEPERS:
        return True
    if e.category & CAT_NEGATE_ACT:
        i = next((j for j, x in enumerate(g.chain) if x is lk), -1)
        if i >= 1:
            below = g.chain[i - 1]
            cd = g.pool.cards[below.code]
            return below.card_act and (cd.is_spell or cd.is_trap)
    return False


def _answered(g: Duel, c: int) -> Link | None:
    i = len(g.chain) - 1
    if i >= 0 and g.chain[i].card == c and not g.chain[i].ready:
        i -= 1
    return g.chain[i] if i >= 0 and g.chain[i].ready else None


def _curse_cond(g: Duel, c: int, p: int, w: W) -> bool:
    lk = _answered(g, c)
    if lk is None or not lk.card_act:
        return False
    cd = g.pool.cards[lk.code]
    return (cd.is_spell or cd.is_trap) and destroys_spell_trap(g, lk)


def _anubis_cond(g: Duel, c: int, p: int, w: W) -> bool:
    lk = _answered(g, c)
    return lk is not None and lk.card_act and lk.player != p and bool(g.hand[p]) \
        and g.pool.cards[lk.code].is_spell and destroys_spell_trap(g, lk)


def _anubis_monster(g: Duel, lk: Link) -> None:
    cands = [m for m in g.mz[1 - lk.player] if m >= 0 and up(g, m)]
    ask_cards(g, lk, lk.player, cands, 0, 1, "choose")  # not a target: chosen now


def _anubis_blast(g: Duel, lk: Link) -> None:
    got = lk.picks[-1] if lk.picks and isinstance(lk.picks[-1], tuple) else ()
    for m in got:
        if g.loc[m] == LOC_MZONE and up(g, m) and g.ctrl[m] != lk.player:
            n = g.atk(m)
            if g.destroy([m], "effect", lk):
                g.damage(1 - lk.player, n, src=lk.card)


reg(JUDGMENT_OF_ANUBIS, Effect(event="activated", condition=_anubis_cond,
                               cost=costs.discard(1)[0],
                               operation=(ops.negate_activation(), _anubis_monster,
                                          _anubis_blast),
                               category=CAT_NEGATE_ACT | CAT_DESTROY | CAT_DAMAGE))
reg(CURSE_OF_ROYAL, Effect(event="activated", condition=_curse_cond,
                           operation=(ops.negate_activation(),), category=CAT_NEGATE_ACT))
