"""Goat-pool Spells and Traps, batch 5 (issue 15 part 3): short scripts over the shared
vocabulary (costs, ``pick`` targets, position changes, hand/Deck moves) for cards whose effect
is one step: Blue Medicine, Dark Core, Back to Square One, Block Attack, Earthquake, Reload,
A Feather of the Phoenix, Book of Taiyou, Spell Reproduction, The Shallow Grave, Soul Release,
and the Traps Heavy Slump, Zero Gravity, Desert Sunlight. Texts (2005 wording, our own words) are in
``pool/goat.csv``; the checks are in ``tests/ygo/test_goat_batches.py``."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards.carddata import builtin_cards
from cardtable.ygo.cards.scripts.classic_lib import (
    gy_banish_ready,
    gy_banish_zone,
    gy_substituted,
    has,
    in_gy,
    is_monster,
    is_spell,
    live_targets,
    mons,
    pick,
    reg,
    up,
)
from cardtable.ygo.effects import costs
from cardtable.ygo.effects.api import (
    CAT_BANISH,
    CAT_DRAW,
    CAT_POSITION,
    CAT_SPSUMMON,
    Effect,
    Link,
    ask_cards,
)
from cardtable.ygo.effects.templates import compile_templates
from cardtable.ygo.state import (
    LOC_GY,
    LOC_MZONE,
    LOC_ONFIELD,
    POS_ATK,
    POS_FACEDOWN,
    POS_FD_DEF,
    POS_FU_ATK,
    POS_FU_DEF,
)

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

BLUE_MEDICINE = 20871001
DARK_CORE = 70231910
BACK_TO_SQUARE_ONE = 47453433
BLOCK_ATTACK = 25880422
EARTHQUAKE = 82828051
RELOAD = 22589918
FEATHER_OF_THE_PHOENIX = 49140998
BOOK_OF_TAIYOU = 38699854
SPELL_REPRODUCTION = 29228529
SHALLOW_GRAVE = 43434803
SOUL_RELEASE = 5758500
HEAVY_SLUMP = 52417194
ZERO_GRAVITY = 83133491
DESERT_SUNLIGHT = 93747864

# import time, before any duel: the built-in card's static data (a duel reads its pool)
reg(BLUE_MEDICINE, *compile_templates(replace(builtin_cards()[BLUE_MEDICINE], effects=(
    {"kind": "activate", "do": [{"recover": 400}]},))))

_discard1 = costs.discard(1)
_up_mon = mons("any", face_up=True)
_any_mon = mons("any")


def _banish_targets(g: Duel, lk: Link) -> None:
    ts = [t for t in live_targets(g, lk) if g.loc[t] == LOC_MZONE and up(g, t)]
    if ts:
        g.banish(ts)


reg(DARK_CORE, Effect(cost=_discard1[0], target=(pick(_up_mon, "target_monster"),),
                      target_picks=True, operation=(_banish_targets,), category=CAT_BANISH,
                      condition=lambda g, c, p, w: _discard1[1](g, c, p)
                      and bool(_up_mon(g, p, c))))


def _to_deck_top(g: Duel, lk: Link) -> None:
    ts = [t for t in live_targets(g, lk) if g.loc[t] & (LOC_MZONE | LOC_GY)]
    if ts:
        g.to_deck(ts, shuffle=False)


reg(BACK_TO_SQUARE_ONE, Effect(cost=_discard1[0], target=(pick(_any_mon, "target_monster"),),
                               target_picks=True, operation=(_to_deck_top,),
                               condition=lambda g, c, p, w: _discard1[1](g, c, p)
                               and bool(_any_mon(g, p, c))))

_opp_up_atk = mons("opp", face_up=True, filt=lambda g, c: bool(g.pos[c] & POS_ATK))


def _to_defense(g: Duel, lk: Link) -> None:
    for t in live_targets(g, lk):
        if g.loc[t] == LOC_MZONE and g.pos[t] == POS_FU_ATK:
            g.change_position(t, POS_FU_DEF)


reg(BLOCK_ATTACK, Effect(target=(pick(_opp_up_atk, "target_monster"),), target_picks=True,
                         operation=(_to_defense,), category=CAT_POSITION,
                         condition=has(_opp_up_atk)))


def _quake(g: Duel, lk: Link) -> None:
    for q in (g.tp, 1 - g.tp):
        for m in list(g.mz[q]):
            if m >= 0 and g.pos[m] == POS_FU_ATK:
                g.change_position(m, POS_FU_DEF)


reg(EARTHQUAKE, Effect(operation=(_quake,), category=CAT_POSITION))


def _reload(g: Duel, lk: Link) -> None:
    p = lk.player
    hand = list(g.hand[p])
    n = len(hand)
    if hand:
        g.to_deck(hand, shuffle=True)
    else:
        g.shuffle_deck(p)
    g.draw(p, n)


reg(RELOAD, Effect(operation=(_reload,), category=CAT_DRAW))

_own_gy_any = in_gy("self")

reg(FEATHER_OF_THE_PHOENIX, Effect(
    cost=_discard1[0], target=(pick(_own_gy_any, "target_card"),), target_picks=True,
    operation=(_to_deck_top,),
    condition=lambda g, c, p, w: _discard1[1](g, c, p) and bool(_own_gy_any(g, p, c))))

_face_down = mons("any", face_up=False)


def _flip_atk(g: Duel, lk: Link) -> None:
    for t in live_targets(g, lk):
        if g.loc[t] == LOC_MZONE and g.pos[t] & POS_FACEDOWN:
            g.change_position(t, POS_FU_ATK)


reg(BOOK_OF_TAIYOU, Effect(target=(pick(_face_down, "target_monster"),), target_picks=True,
                           operation=(_flip_atk,), category=CAT_POSITION,
                           condition=has(_face_down)))


def _spells_in_hand(g: Duel, p: int, s: int) -> list[int]:
    return [c for c in g.hand[p] if c != s and is_spell(g, c)]


def _repro_cost_ask(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, lk.player, _spells_in_hand(g, lk.player, lk.card), 2, 2, "discard")


def _repro_cost(g: Duel, lk: Link) -> None:
    g.send_to_gy(list(lk.picks[-1]), "cost")


_own_gy_spell = in_gy("self", is_spell)


def _to_hand(g: Duel, lk: Link) -> None:
    ts = [t for t in live_targets(g, lk) if g.loc[t] == LOC_GY]
    if ts:
        g.to_hand(ts)


reg(SPELL_REPRODUCTION, Effect(
    cost=(_repro_cost_ask, _repro_cost), target=(pick(_own_gy_spell, "target_card"),),
    target_picks=True, operation=(_to_hand,),
    condition=lambda g, c, p, w: len(_spells_in_hand(g, p, c)) >= 2
    and bool(_own_gy_spell(g, p, c))))


def _grave_cands(g: Duel, q: int) -> list[int]:
    return [c for c in g.gy[q] if is_monster(g, c) and g.can_special_summon(c, q)]


def _grave_pick(seat: int) -> Any:
    def st(g: Duel, lk: Link) -> None:
        q = lk.player if seat == 0 else 1 - lk.player
        ask_cards(g, lk, q, _grave_cands(g, q), 1, 1, "summon_pick")

    return st


def _grave_do(g: Duel, lk: Link) -> None:
    # the activating player's pick was asked first, then the opponent's
    for q, got in ((lk.player, lk.picks[-2]), (1 - lk.player, lk.picks[-1])):
        for c in got:
            if g.loc[c] == LOC_GY and g.can_special_summon(c, q):
                g.special_summon(c, q, POS_FD_DEF)


reg(SHALLOW_GRAVE, Effect(operation=(_grave_pick(0), _grave_pick(1), _grave_do),
                          category=CAT_SPSUMMON,
                          condition=lambda g, c, p, w: bool(_grave_cands(g, p))))

_any_gy = in_gy("any")


def _released(g: Duel, p: int, s: int) -> Sequence[int]:
    """Soul Release's candidates: the cards in both Graveyards; while Spirit Elimination
    applies to ``p`` (``classic_lib.gy_banish_zone``), the monsters of ``p``'s field instead of
    the Graveyard monsters (its FAQ: not 2 from the field and 3 from the Graveyard)."""
    if not gy_substituted(g, p):
        return _any_gy(g, p, s)
    return [*gy_banish_zone(g, p),
            *(c for q in (0, 1) for c in g.gy[q] if not is_monster(g, c))]


def _banish_gy_targets(g: Duel, lk: Link) -> None:
    ts = [t for t in live_targets(g, lk) if (g.loc[t] == LOC_GY and not is_monster(g, t))
          or gy_banish_ready(g, lk.player, t)]
    if ts:
        g.banish(ts)


reg(SOUL_RELEASE, Effect(target=(pick(_released, "target_card", 5, 1),), target_picks=True,
                         operation=(_banish_gy_targets,), category=CAT_BANISH,
                         condition=has(_released)))


def _slump(g: Duel, lk: Link) -> None:
    o = 1 - lk.player
    if len(g.hand[o]) >= 8:
        g.to_deck(list(g.hand[o]), shuffle=True)
        g.draw(o, 2)


reg(HEAVY_SLUMP, Effect(operation=(_slump,), category=CAT_DRAW,
                        condition=lambda g, c, p, w: len(g.hand[1 - p]) >= 8))


def _zero_gravity(g: Duel, lk: Link) -> None:
    for q in (g.tp, 1 - g.tp):
        for m in list(g.mz[q]):
            if m >= 0 and up(g, m):
                g.change_position(m, POS_FU_DEF if g.pos[m] & POS_ATK else POS_FU_ATK)


reg(ZERO_GRAVITY, Effect(operation=(_zero_gravity,), category=CAT_POSITION))


def _sunlight(g: Duel, lk: Link) -> None:
    for m in list(g.mz[lk.player]):
        if m >= 0 and g.loc[m] & LOC_ONFIELD and g.pos[m] != POS_FU_DEF:
            g.change_position(m, POS_FU_DEF)


reg(DESERT_SUNLIGHT, Effect(operation=(_sunlight,), category=CAT_POSITION,
                            condition=lambda g, c, p, w: any(
                                m >= 0 and g.pos[m] != POS_FU_DEF for m in g.mz[p])))
