"""Goat-pool Traps answering a summon or an attack (issue 15 part 3, Spells & Traps batch 2):
Eatgaboon, Dark Mirror Force. Texts (2005 wording, our own words) are in ``pool/goat.csv``; the
checks are ``tests/ygo/test_goat_st_batches.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards.scripts.classic_lib import opp_attack, reg, up
from cardtable.ygo.effects.api import CAT_BANISH, CAT_DESTROY, Effect, Link
from cardtable.ygo.state import LOC_MZONE, POS_DEF

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

EATGABOON = 42578427
DARK_MIRROR_FORCE = 20522190


# --- Eatgaboon: an opponent's monster with 500 or less ATK is Normal, Flip or Special Summoned:
#     destroy it -------------------------------------------------------------------------------

def _small_summoned(g: Duel, c: int, p: int, w: W) -> bool:
    if len(w) < 4 or w[0] != "summoned" or w[3] == p:
        return False
    m = w[1]
    return g.loc[m] == LOC_MZONE and up(g, m) and g.atk(m) <= 500


def _eat(g: Duel, lk: Link) -> None:
    m = lk.window[1]
    if g.loc[m] == LOC_MZONE and up(g, m) and g.atk(m) <= 500:
        g.destroy([m], "effect", lk)


reg(EATGABOON, Effect(event="summoned", condition=_small_summoned, operation=(_eat,),
                      category=CAT_DESTROY))


# --- Dark Mirror Force: an opponent's monster declares an attack: remove from play every
#     Defense Position monster the opponent controls (face-down ones too) --------------------

def _opp_defenders(g: Duel, p: int) -> list[int]:
    return [m for m in g.mz[1 - p] if m >= 0 and g.pos[m] & POS_DEF]


def _dmf(g: Duel, lk: Link) -> None:
    cs = _opp_defenders(g, lk.player)
    if cs:
        g.banish(cs)


reg(DARK_MIRROR_FORCE, Effect(event="attack", operation=(_dmf,), category=CAT_BANISH,
                              condition=lambda g, c, p, w: opp_attack(g, c, p, w)
                              and bool(_opp_defenders(g, p))))
