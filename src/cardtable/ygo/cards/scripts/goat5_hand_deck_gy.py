"""Goat-pool Normal Traps moving cards between the hand, the Deck and the Graveyard, or looking at
hidden cards (issue 15 part 3, goat-t batch 4): Hidden Spellbook, Beckoning Light, Mind Haxorz
(``goat_st_peeks.show_privately``: the looker's copy of the log names the cards, nobody else's),
Fruits of Kozaky's Studies (Spellbook Organization's look-and-order steps), Big Burn (answers an
opponent's chain link targeting a monster in a Graveyard; Kycoo the Ghost Destroyer's lock
stops it). Texts (2005 wording,
our own words) are in ``pool/goat.csv``; the checks are ``tests/ygo/test_goat5_hand_deck_gy.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import (
    gy_banish_blocked,
    in_gy,
    last,
    live_targets,
    pick,
    reg,
)
from cardtable.ygo.cards.scripts.goat_st2_deck_and_position import LOOK_AND_ORDER_TOP_3
from cardtable.ygo.cards.scripts.goat_st_peeks import show_privately
from cardtable.ygo.effects import costs
from cardtable.ygo.effects.api import CAT_BANISH, CAT_SEARCH, Effect, Link, ask_cards
from cardtable.ygo.state import LOC_GY, POS_FACEDOWN

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

HIDDEN_SPELLBOOK = 21840375
BECKONING_LIGHT = 16255442
MIND_HAXORZ = 75392615
FRUITS_OF_KOZAKYS_STUDIES = 49998907
BIG_BURN = 95472621


# --- Hidden Spellbook: 2 Spell Cards of your Graveyard (targets) shuffled into your Deck --------

_gy_spells = in_gy("self", lambda g, c: bool(g.cd(c).type & C.SPELL))


def _spellbook(g: Duel, lk: Link) -> None:
    back = [t for t in live_targets(g, lk) if g.loc[t] == LOC_GY]
    if back:
        g.to_deck(back)


reg(HIDDEN_SPELLBOOK, Effect(target=(pick(_gy_spells, "target_gy", 2),), target_picks=True,
                             operation=(_spellbook,),
                             condition=lambda g, c, p, w: len(_gy_spells(g, p, c)) >= 2))


# --- Beckoning Light: discard your whole hand, then add as many LIGHT monsters from your
#     Graveyard to your hand as cards were discarded --------------------------------------------

def _light_monster(g: Duel, c: int) -> bool:
    return bool(g.cd(c).type & C.MONSTER and g.cd(c).attribute & C.LIGHT)


_gy_lights = in_gy("self", _light_monster)


def _discard_hand(g: Duel, lk: Link) -> None:
    hand = [c for c in g.hand[lk.player] if c != lk.card]
    lk.data["n"] = len(hand)
    if hand:
        g.discard(hand)


def _light_pick(g: Duel, lk: Link) -> None:
    cands = _gy_lights(g, lk.player, lk.card)
    n = min(int(lk.data.get("n", 0)), len(cands))
    if n:
        ask_cards(g, lk, lk.player, cands, n, n, "choose")
    else:
        lk.picks.append(())


def _lights_to_hand(g: Duel, lk: Link) -> None:
    got = [c for c in last(lk) if g.loc[c] == LOC_GY]
    if got:
        g.to_hand(got)


reg(BECKONING_LIGHT, Effect(operation=(_discard_hand, _light_pick, _lights_to_hand),
                            category=CAT_SEARCH,
                            condition=lambda g, c, p, w: bool(_gy_lights(g, p, c))
                            and any(x != c for x in g.hand[p])))


# --- Mind Haxorz: pay 500 LP; look at the opponent's hand and their Set cards ------------------

def _haxorz(g: Duel, lk: Link) -> None:
    o = 1 - lk.player
    cards = [*g.hand[o], *(c for c in (*g.mz[o], *g.sz[o], g.fz[o])
                           if c >= 0 and g.pos[c] & POS_FACEDOWN)]
    if cards:
        show_privately(g, lk.card, lk.player, cards,
                       "Looks at the opponent's hand and Set cards", "确认对方的手卡和盖放的卡")


_pay500, _can_pay500 = costs.pay_lp(500)
reg(MIND_HAXORZ, Effect(cost=_pay500, operation=(_haxorz,),
                        condition=lambda g, c, p, w: _can_pay500(g, c, p)))


# --- Fruits of Kozaky's Studies: look at the top 3 cards of your Deck, put them back in any order

reg(FRUITS_OF_KOZAKYS_STUDIES, Effect(operation=LOOK_AND_ORDER_TOP_3,
                                      condition=lambda g, c, p, w: len(g.deck[p]) >= 3))


# --- Big Burn: the opponent activates a card targeting a monster in a Graveyard: remove from play
#     every monster in both Graveyards ------------------------------------------------------------

def _gy_target_answered(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
    if not g.chain or gy_banish_blocked(g, p):
        return False
    lk = g.chain[-1]
    return lk.ready and lk.player != p and any(
        t >= 0 and g.loc[t] == LOC_GY and g.cd(t).type & C.MONSTER for t in lk.targets)


def _big_burn(g: Duel, lk: Link) -> None:
    if gy_banish_blocked(g, lk.player):
        return
    cs = [c for q in (0, 1) for c in g.gy[q] if g.cd(c).type & C.MONSTER]
    if cs:
        g.banish(cs)


reg(BIG_BURN, Effect(event="activated", operation=(_big_burn,), category=CAT_BANISH,
                     condition=_gy_target_answered))
