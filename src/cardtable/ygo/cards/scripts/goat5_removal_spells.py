"""Goat-pool Normal Spells that remove, burn or trade cards (issue 15 part 3, goat-s batch 1):
Order to Charge (Tribute a Normal Monster: destroy 1), Special Hurricane (every Special Summoned
monster: the engine's ``F_SPECIAL`` record), Chaos End, Inferno Fire Blast, Gift of the Martyr,
Monster Recovery, Lighten the Load and Primal Seed. Texts (2005 wording, our own words) are in
``pool/goat.csv``; the checks are ``tests/ygo/test_goat5_batches.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import (
    base_atk,
    last,
    live_targets,
    note,
    pick,
    reg,
    up,
)
from cardtable.ygo.cards.scripts.classic_procs import BLS_ENVOY, CHAOS_EMPEROR
from cardtable.ygo.cards.scripts.goat5_summon_spells import tribute_cost
from cardtable.ygo.cards.scripts.goat_st_quick_play import marked_this_turn
from cardtable.ygo.effects import costs
from cardtable.ygo.effects.api import (
    CAT_ATKCHANGE,
    CAT_DAMAGE,
    CAT_DESTROY,
    CAT_DRAW,
    Effect,
    Link,
    ask_cards,
)
from cardtable.ygo.effects.hooks import ATTACK_ALLOWED, only_for
from cardtable.ygo.state import F_SPECIAL, LOC_BANISHED, LOC_HAND, LOC_MZONE

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

RED_EYES_B_DRAGON = 74677422
ORDER_TO_CHARGE = 78986941
SPECIAL_HURRICANE = 42598242
CHAOS_END = 61044390
INFERNO_FIRE_BLAST = 52684508
GIFT_OF_THE_MARTYR = 98792570
MONSTER_RECOVERY = 93108433
LIGHTEN_THE_LOAD = 37231841
PRIMAL_SEED = 23701465


def _opp_monsters(g: Duel, p: int, s: int) -> list[int]:
    return list(g.monsters(1 - p))


def _destroy_target(g: Duel, lk: Link) -> None:
    ts = [t for t in live_targets(g, lk) if g.loc[t] == LOC_MZONE]
    if ts:
        g.destroy(ts, "effect", lk)


# --- Order to Charge: Tribute 1 Normal Monster you control (a cost): destroy 1 monster your
#     opponent controls (a target) ---
def _normal(g: Duel, m: int) -> bool:
    return bool(g.cd(m).type & C.NORMAL) and up(g, m)


reg(ORDER_TO_CHARGE, Effect(
    cost=tribute_cost(_normal), target=(pick(_opp_monsters, "target_monster"),), target_picks=True,
    operation=(_destroy_target,), category=CAT_DESTROY,
    condition=lambda g, c, p, w: any(_normal(g, m) for m in g.monsters(p))
    and bool(g.monsters(1 - p))))


# --- Special Hurricane: discard 1 card (a cost): destroy every Special Summoned monster on the
#     field (both sides, face-up or face-down; a monster flipped face-down by Book of Moon is still
#     Special Summoned: the flag lives until the card leaves its zone) ---
def special_summoned(g: Duel) -> list[int]:
    """Every monster on the field that was Special Summoned to where it is now."""
    return [m for q in (0, 1) for m in g.monsters(q) if g.flags[m] & F_SPECIAL]


def _hurricane(g: Duel, lk: Link) -> None:
    gone = special_summoned(g)
    if gone:
        g.destroy(gone, "effect", lk)


_discard1 = costs.discard(1)
reg(SPECIAL_HURRICANE, Effect(cost=_discard1[0], operation=(_hurricane,), category=CAT_DESTROY,
                              condition=lambda g, c, p, w: _discard1[1](g, c, p)))


# --- Chaos End: only while 7 or more of your cards are removed from play: destroy every monster on
#     the field ---
def _all_monsters(g: Duel, lk: Link) -> None:
    ms = [m for q in (0, 1) for m in g.monsters(q)]
    if ms:
        g.destroy(ms, "effect", lk)


reg(CHAOS_END, Effect(operation=(_all_monsters,), category=CAT_DESTROY,
                      condition=lambda g, c, p, w: sum(1 for x in g.banished[p]
                                                       if g.owner[x] == p) >= 7))


# --- Inferno Fire Blast: 1 "Red-Eyes B. Dragon" you control: your opponent takes damage equal to
#     its original ATK; it cannot attack this turn ---
def _own_red_eyes(g: Duel, p: int, s: int) -> list[int]:
    return [m for m in g.monsters(p) if up(g, m) and g.code[m] == RED_EYES_B_DRAGON]


def _blast(g: Duel, lk: Link) -> None:
    ts = [t for t in live_targets(g, lk) if g.loc[t] == LOC_MZONE and up(g, t)]
    if not ts:
        return
    g.damage(1 - lk.player, base_atk(g, ts[0]))
    note(g, lk.card, "It cannot attack this turn", "这个回合不能攻击",
         no_attack=[[ts[0], g.life[ts[0]]]])


@only_for({INFERNO_FIRE_BLAST})
def _blasted_rests(g: Duel, m: int) -> bool:
    return m not in marked_this_turn(g, "no_attack")


ATTACK_ALLOWED.append(_blasted_rests)
reg(INFERNO_FIRE_BLAST, Effect(target=(pick(_own_red_eyes, "target_monster"),),
                               target_picks=True, operation=(_blast,), category=CAT_DAMAGE,
                               condition=lambda g, c, p, w: bool(_own_red_eyes(g, p, c))))


# --- Gift of the Martyr: Tribute 1 monster (a cost); 1 face-up monster you control gains the
#     Tributed monster's original ATK until the End Phase ---
def _martyr_cost_ask(g: Duel, lk: Link) -> None:
    ms = list(g.monsters(lk.player))
    ask_cards(g, lk, lk.player, [m for m in ms if any(up(g, o) for o in ms if o != m)], 1, 1,
              "tribute")


def _martyr_cost_do(g: Duel, lk: Link) -> None:
    got = last(lk)
    if got:
        lk.data["gain"] = base_atk(g, got[0])
        g.send_to_gy(got, "tribute")


def _own_up(g: Duel, p: int, s: int) -> list[int]:
    return [m for m in g.monsters(p) if up(g, m)]


def _martyr(g: Duel, lk: Link) -> None:
    for t in live_targets(g, lk):
        if g.loc[t] == LOC_MZONE and up(g, t):
            g.add_buff(t, int(lk.data.get("gain", 0)), 0, True, lk.card)


reg(GIFT_OF_THE_MARTYR, Effect(
    cost=(_martyr_cost_ask, _martyr_cost_do), target=(pick(_own_up, "target_monster"),),
    target_picks=True, operation=(_martyr,), category=CAT_ATKCHANGE,
    condition=lambda g, c, p, w: len(g.monsters(p)) >= 2 and bool(_own_up(g, p, c))))


# --- Monster Recovery: 1 monster you control and your whole hand go back to the Deck; shuffle;
#     draw as many cards as were returned ---
def _recovery(g: Duel, lk: Link) -> None:
    p = lk.player
    back = [t for t in live_targets(g, lk) if g.loc[t] == LOC_MZONE and g.ctrl[t] == p]
    back += [c for c in g.hand[p] if c != lk.card]
    n = sum(1 for c in back if g.owner[c] == p and not g.cd(c).is_extra)
    if back:
        g.to_deck(back, shuffle=False)
    g.shuffle_deck(p)
    if n:
        g.draw(p, n)


reg(MONSTER_RECOVERY, Effect(target=(pick(lambda g, p, s: list(g.monsters(p)),
                                          "target_monster"),),
                             target_picks=True, operation=(_recovery,), category=CAT_DRAW,
                             condition=lambda g, c, p, w: bool(g.monsters(p))))


# --- Lighten the Load: 1 Level 7 or higher monster from your hand is shuffled into your Deck;
#     then you draw 1 card ---
def _big_in_hand(g: Duel, p: int, s: int) -> list[int]:
    return [c for c in g.hand[p] if c != s and g.cd(c).type & C.MONSTER and g.cd(c).level >= 7]


def _lighten(g: Duel, lk: Link) -> None:
    got = [c for c in last(lk) if g.loc[c] == LOC_HAND]
    if got:
        g.to_deck(got, shuffle=True)
        g.draw(lk.player, 1)


reg(LIGHTEN_THE_LOAD, Effect(operation=(pick(_big_in_hand, "choose"), _lighten),
                             category=CAT_DRAW,
                             condition=lambda g, c, p, w: bool(_big_in_hand(g, p, c))))


# --- Primal Seed: only while you control a face-up "Black Luster Soldier - Envoy of the Beginning"
#     or "Chaos Emperor Dragon - Envoy of the End": add 2 of your removed-from-play cards to your
#     hand ---
def _own_banished(g: Duel, p: int, s: int) -> list[int]:
    return [c for c in g.banished[p] if g.owner[c] == p and not g.cd(c).is_extra]


def _seed(g: Duel, lk: Link) -> None:
    got = [c for c in last(lk) if g.loc[c] == LOC_BANISHED]
    if got:
        g.to_hand(got)


reg(PRIMAL_SEED, Effect(
    operation=(pick(_own_banished, "choose", n=2), _seed),
    condition=lambda g, c, p, w: any(up(g, m) and g.code[m] in (BLS_ENVOY, CHAOS_EMPEROR)
                                     for m in g.monsters(p)) and len(_own_banished(g, p, c)) >= 2))
