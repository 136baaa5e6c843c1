"""Goat-pool monsters whose effects start when they are Special Summoned or added to the hand
(issue 15 part 3, g6-mb, session 6).

* Watapon (MOV promo, 2004): when it is added from your Deck to your hand by the effect of a
  Spell, Trap or Monster Card, you can Special Summon it (an optional trigger from the hand on
  the engine's ``to_hand`` event, whose data names the place it came from; a draw is no
  effect's "add", so a drawn Watapon does nothing). Its controller picks its battle position.
* The Kick Man (AST, 2004): when it is Special Summoned, you can equip it with 1 Equip Spell
  Card from your Graveyard (picked as the effect resolves: no target). Only an Equip Spell whose
  condition The Kick Man meets is offered (:func:`equip_from_graveyard`, a shared helper: the
  card lands face-up in a Spell & Trap Zone as an equip card of the monster, without being
  activated, so "when activated" parts of its text do nothing).

Texts in ``pool/goat.csv``; checks in ``tests/ygo/test_goat6_mb_summons.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import choose_pos, last, reg
from cardtable.ygo.effects.api import CAT_SPSUMMON, Effect, Link, ask_cards
from cardtable.ygo.state import (
    F_ACTIVE,
    LOC_DECK,
    LOC_GY,
    LOC_HAND,
    LOC_MZONE,
    LOC_SZONE,
    POS_FACEUP,
)

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

WATAPON = 87774234
THE_KICK_MAN = 90407382

# --- Watapon -------------------------------------------------------------------------------------


def _from_deck_by_effect(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
    return len(w) > 2 and w[2] == LOC_DECK and g.loc[c] == LOC_HAND \
        and g.can_special_summon(c, g.owner[c])


def _watapon_rises(g: Duel, lk: Link) -> None:
    c = lk.card
    if g.loc[c] == LOC_HAND and g.life[c] == lk.life and g.can_special_summon(c, lk.player):
        g.special_summon(c, lk.player, int(lk.picks[-1]))


reg(WATAPON, Effect(kind="trigger", event="to_hand", optional=True, where=LOC_HAND,
                    condition=_from_deck_by_effect, operation=(choose_pos, _watapon_rises),
                    category=CAT_SPSUMMON,
                    name=Text("特殊召唤这张卡", "Special Summon this card")))

# --- The Kick Man --------------------------------------------------------------------------------


def equip_fits(g: Duel, e: int, m: int) -> bool:
    """Equip Spell ``e`` may be equipped to monster ``m``: every ``equip_limit`` aspect of its
    card holds."""
    return all(a.fn(g, e, m) for a in g.pool.aspects_of(g.code[e])
               if a.what == "equip_limit" and a.fn is not None)


def equip_from_graveyard(g: Duel, e: int, m: int, p: int) -> bool:
    """Equip Spell ``e`` (in a Graveyard) is put face-up in ``p``'s Spell & Trap Zone as an
    equip card of face-up monster ``m``, without being activated; False when there is no free
    zone or ``m`` is not a face-up monster."""
    if g.loc[e] != LOC_GY or g.loc[m] != LOC_MZONE or not g.pos[m] & POS_FACEUP \
            or g.free_szone(p) < 0:
        return False
    g.move(e, LOC_SZONE, p, POS_FACEUP)
    g.flags[e] |= F_ACTIVE
    g.equip[e] = m
    g.log("equip", {**g.card_pub(e), "to": g.card_pub(m)})
    g.raise_event("equipped", m, (e,))
    return True


def _equip_spells_for(g: Duel, p: int, m: int) -> list[int]:
    return [e for e in g.gy[p] if g.cd(e).is_spell and g.cd(e).type & C.EQUIP
            and equip_fits(g, e, m)]


def _special_summoned(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
    return len(w) > 2 and w[2] == "special" and bool(_equip_spells_for(g, p, c)) \
        and g.free_szone(p) >= 0


def _kick_pick(g: Duel, lk: Link) -> None:
    me = lk.card
    ok = g.loc[me] == LOC_MZONE and g.life[me] == lk.life and bool(g.pos[me] & POS_FACEUP)
    ask_cards(g, lk, lk.player, _equip_spells_for(g, lk.player, me) if ok else [], 1, 1,
              "choose")


def _kick_equip(g: Duel, lk: Link) -> None:
    me = lk.card
    for e in last(lk):
        if g.life[me] == lk.life and equip_fits(g, e, me):
            equip_from_graveyard(g, e, me, lk.player)


reg(THE_KICK_MAN, Effect(kind="trigger", event="summoned", optional=True,
                         condition=_special_summoned, operation=(_kick_pick, _kick_equip),
                         name=Text("从自己墓地把1张装备魔法卡给这张卡装备",
                                   "Equip this card with 1 Equip Spell from your Graveyard")))

__all__ = ["THE_KICK_MAN", "WATAPON", "equip_fits", "equip_from_graveyard"]
