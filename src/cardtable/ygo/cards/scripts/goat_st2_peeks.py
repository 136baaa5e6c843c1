"""Goat-pool Spells that look at hidden cards or stack the Deck (issue 15 part 3, goat-st2 batch
9): Seal of the Ancients (pay 1000 LP: look at every face-down card the opponent controls —
revealed to the activator only, with ``goat_st_peeks.show_privately``) and Soul Reversal (a Flip
Effect Monster of your Graveyard, a target, goes on top of your Deck: public, it was public in
the Graveyard). Texts (2005 wording, our own words) are in ``pool/goat.csv``; the checks are
``tests/ygo/test_goat_st2_batches.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import in_gy, pick, reg
from cardtable.ygo.cards.scripts.goat_st_peeks import show_privately
from cardtable.ygo.effects import costs
from cardtable.ygo.effects.api import Effect, Link
from cardtable.ygo.state import LOC_GY, POS_FACEDOWN

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

SEAL_OF_THE_ANCIENTS = 97809599
SOUL_REVERSAL = 78864369


def _their_face_down(g: Duel, p: int) -> list[int]:
    o = 1 - p
    return [c for c in (*g.mz[o], *g.sz[o], g.fz[o]) if c >= 0 and g.pos[c] & POS_FACEDOWN]


def _seal_look(g: Duel, lk: Link) -> None:
    cards = _their_face_down(g, lk.player)
    if cards:
        show_privately(g, lk.card, lk.player, cards,
                       "Looks at the opponent's face-down cards", "确认对方场上里侧表示的卡")


_pay1000 = costs.pay_lp(1000)
reg(SEAL_OF_THE_ANCIENTS, Effect(cost=_pay1000[0], operation=(_seal_look,),
                                 condition=lambda g, c, p, w: _pay1000[1](g, c, p)))


# --- Soul Reversal: a Flip Effect Monster of your Graveyard (a target) to the top of your Deck ---

def _flip_effect(g: Duel, c: int) -> bool:
    return g.cd(c).type & (C.MONSTER | C.EFFECT | C.FLIP) == C.MONSTER | C.EFFECT | C.FLIP


_flips_in_gy = in_gy("self", _flip_effect)


def _to_top(g: Duel, lk: Link) -> None:
    t = lk.targets[0] if lk.targets else -1
    if g.target_ok(lk, t) and g.loc[t] == LOC_GY:
        g.to_deck([t], shuffle=False)


reg(SOUL_REVERSAL, Effect(target=(pick(_flips_in_gy, "target_gy"),), target_picks=True,
                          operation=(_to_top,),
                          condition=lambda g, c, p, w: bool(_flips_in_gy(g, p, c))))
