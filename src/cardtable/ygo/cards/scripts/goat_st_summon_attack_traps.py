"""Goat-pool Traps answering a summon or an attack (issue 15 part 3, Spells & Traps batch 2):
Eatgaboon, Dark Mirror Force; batch 5: House of Adhesive Tape; batch 8: Chain Disappearance.
Texts (2005 wording, our own words) are in ``pool/goat.csv``; the checks are
``tests/ygo/test_goat_st_batches.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards.scripts.classic_lib import opp_attack, reg, up
from cardtable.ygo.cards.scripts.seed_common import name_code
from cardtable.ygo.effects.api import CAT_BANISH, CAT_DESTROY, Effect, Link
from cardtable.ygo.state import LOC_MZONE, POS_DEF

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

EATGABOON = 42578427
DARK_MIRROR_FORCE = 20522190
HOUSE_OF_ADHESIVE_TAPE = 15083728
CHAIN_DISAPPEARANCE = 57139487

#: "Activate when your opponent Normal, Flip or Special Summons a monster with <stat> of 500 or
#: less: destroy that monster": passcode -> "atk" or "def"
SMALL_MONSTER_HOLES: dict[int, str] = {EATGABOON: "atk", HOUSE_OF_ADHESIVE_TAPE: "def"}


# --- Eatgaboon / House of Adhesive Tape: an opponent's summoned monster with 500 or less ATK
#     (DEF) is destroyed ---------------------------------------------------------------------------

def _small_hole(stat: str) -> Effect:
    def small(g: Duel, m: int) -> bool:
        return g.loc[m] == LOC_MZONE and up(g, m) \
            and (g.atk(m) if stat == "atk" else g.defense(m)) <= 500

    def cond(g: Duel, c: int, p: int, w: W) -> bool:
        return len(w) >= 4 and w[0] == "summoned" and w[3] != p and small(g, w[1])

    def op(g: Duel, lk: Link) -> None:
        m = lk.window[1]
        if small(g, m):
            g.destroy([m], "effect", lk)

    return Effect(event="summoned", condition=cond, operation=(op,), category=CAT_DESTROY)


for _code, _stat in SMALL_MONSTER_HOLES.items():
    reg(_code, _small_hole(_stat))


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


# --- Chain Disappearance: an opponent's monster with 1000 or less ATK is Normal, Flip or Special
#     Summoned: remove it from play, with every card of its name in their hand and Deck ----------

def _weak_summoned(g: Duel, c: int, p: int, w: W) -> bool:
    if len(w) < 4 or w[0] != "summoned" or w[3] == p:
        return False
    m = w[1]
    return g.loc[m] == LOC_MZONE and up(g, m) and g.atk(m) <= 1000


def _disappear_all(g: Duel, lk: Link) -> None:
    m = lk.window[1]
    if not (g.loc[m] == LOC_MZONE and up(g, m) and g.atk(m) <= 1000):
        return
    nc, q = name_code(g, m), g.ctrl[m]
    g.banish([m])
    same = [c for c in (*g.hand[q], *g.deck[q]) if name_code(g, c) == nc]
    if same:
        g.banish(same)  # public from now on: removed from play face-up
    g.shuffle_deck(q)


reg(CHAIN_DISAPPEARANCE, Effect(event="summoned", condition=_weak_summoned,
                                operation=(_disappear_all,), category=CAT_BANISH))
