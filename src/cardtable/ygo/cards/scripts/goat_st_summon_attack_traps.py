"""Goat-pool Traps answering a summon or an attack (issue 15 part 3, Spells & Traps batch 2):
Eatgaboon, Dark Mirror Force; batch 5: House of Adhesive Tape; batch 8: Chain Disappearance;
batch 15: A Hero Emerges. Texts (2005 wording, our own words) are in ``pool/goat.csv``; the
checks are ``tests/ygo/test_goat_st_batches.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards.scripts.classic_lib import (
    POS_CHOICES,
    is_monster,
    last,
    note,
    opp_attack,
    reg,
    up,
)
from cardtable.ygo.cards.scripts.seed_common import name_code
from cardtable.ygo.effects.api import (
    CAT_BANISH,
    CAT_DESTROY,
    CAT_SPSUMMON,
    Effect,
    Link,
    ask_cards,
    ask_option,
)
from cardtable.ygo.state import LOC_HAND, LOC_MZONE, POS_DEF

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

EATGABOON = 42578427
DARK_MIRROR_FORCE = 20522190
HOUSE_OF_ADHESIVE_TAPE = 15083728
CHAIN_DISAPPEARANCE = 57139487
A_HERO_EMERGES = 21597117

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


# --- A Hero Emerges: an opponent's monster declares an attack; the opponent picks 1 card of your
#     hand blind; it is shown: a monster that can be Special Summoned is Special Summoned to your
#     field (you choose the position), anything else goes to the Graveyard -------------------------

def _blind_pick(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, 1 - lk.player, g.hand[lk.player], 1, 1, "choose")


def _hero_show(g: Duel, lk: Link) -> None:
    got = [c for c in last(lk) if g.loc[c] == LOC_HAND]
    lk.data["hero"] = got[0] if got else -1
    if not got:
        return
    c = got[0]
    note(g, lk.card, "Picked: " + g.cd(c).name.en, "选中：" + g.cd(c).name.zh,
         shown=g.card_pub(c))
    for seat in (0, 1):
        g.reveal(seat, [c])
    if is_monster(g, c) and g.can_special_summon(c, lk.player) and g.free_mzone(lk.player) >= 0:
        ask_option(g, lk, lk.player, POS_CHOICES, "position", kind="position")


def _hero_land(g: Duel, lk: Link) -> None:
    c = int(lk.data.get("hero", -1))
    if c < 0 or g.loc[c] != LOC_HAND:
        return
    if is_monster(g, c) and g.can_special_summon(c, lk.player) and g.free_mzone(lk.player) >= 0:
        g.special_summon(c, lk.player, int(lk.picks[-1]))
    else:
        g.send_to_gy([c], "effect")


reg(A_HERO_EMERGES, Effect(event="attack", operation=(_blind_pick, _hero_show, _hero_land),
                           category=CAT_SPSUMMON,
                           condition=lambda g, c, p, w: opp_attack(g, c, p, w)
                           and any(x != c for x in g.hand[p])))
