"""Goat-pool Spells about summoning (issue 15 part 3, goat-st2 batch 6): Ultra Evolution Pill and
Tribute Doll (Tribute 1 monster as the cost, then Special Summon a monster from the hand with
``goat_st_draw_search.summon_picked``; Tribute Doll's monster cannot attack this turn: an
``ATTACK_ALLOWED`` hook over a mark read by ``goat_st_quick_play.marked_this_turn``) and
Vengeful Bog Spirit (a monster cannot attack in the turn it was Summoned). Texts (2005 wording,
our own words) are in ``pool/goat.csv``; the checks are ``tests/ygo/test_goat_st2_batches.py``."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import Cands, last, note, reg, up
from cardtable.ygo.cards.scripts.goat_st_draw_search import summon_picked
from cardtable.ygo.cards.scripts.goat_st_quick_play import marked_this_turn
from cardtable.ygo.cards.scripts.seed_common import this_turn
from cardtable.ygo.effects.api import CAT_SPSUMMON, Effect, Link, ask_cards
from cardtable.ygo.effects.hooks import ATTACK_ALLOWED, only_for
from cardtable.ygo.state import F_ACTIVE, F_NEGATED, F_SUMMONED_TURN, LOC_MZONE

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

ULTRA_EVOLUTION_PILL = 22431243
TRIBUTE_DOLL = 2903036
VENGEFUL_BOG_SPIRIT = 95220856
_REPTILE = C.RACE_BY_NAME["Reptile"]
_DINOSAUR = C.RACE_BY_NAME["Dinosaur"]
Filt = Callable[["Duel", int], bool]


def _in_hand(filt: Filt) -> Cands:
    return lambda g, p, s: [c for c in g.hand[p] if c != s and g.cd(c).type & C.MONSTER
                            and filt(g, c) and g.can_special_summon(c, p)]


def _tribute_of(filt: Filt) -> tuple[Callable[[Duel, Link], None], Callable[[Duel, Link], None]]:
    """Cost steps: Tribute 1 monster you control matching ``filt``."""

    def ask(g: Duel, lk: Link) -> None:
        ask_cards(g, lk, lk.player, [m for m in g.monsters(lk.player) if filt(g, m)], 1, 1,
                  "tribute")

    def do(g: Duel, lk: Link) -> None:
        g.send_to_gy(last(lk), "tribute")

    return ask, do


def _tribute_then_summon(code: int, tribute: Filt, summon: Filt,
                         more: tuple[Callable[[Duel, Link], None], ...] = ()) -> None:
    cands = _in_hand(summon)
    reg(code, Effect(cost=_tribute_of(tribute), operation=(*summon_picked(cands, deck=False),
                                                           *more),
                     category=CAT_SPSUMMON,
                     condition=lambda g, c, p, w: any(tribute(g, m) for m in g.monsters(p))
                     and bool(cands(g, p, c))))


# "Tribute 1 Reptile-Type monster you control: Special Summon 1 Dinosaur-Type monster from your
# hand"
_tribute_then_summon(ULTRA_EVOLUTION_PILL, lambda g, m: bool(g.race(m) & _REPTILE),
                     lambda g, c: bool(g.cd(c).race & _DINOSAUR))


# "Tribute 1 monster you control: Special Summon 1 Level 7 monster from your hand; it cannot
# attack this turn"
def _doll_mark(g: Duel, lk: Link) -> None:
    c = int(lk.data.get("ss", -1))
    if c >= 0 and g.loc[c] == LOC_MZONE:
        note(g, lk.card, "It cannot attack this turn", "这个回合不能攻击",
             no_attack=[[c, g.life[c]]])


_tribute_then_summon(TRIBUTE_DOLL, lambda g, m: True, lambda g, c: g.cd(c).level == 7,
                     (_doll_mark,))


# --- Vengeful Bog Spirit: while face-up, a monster cannot attack in the turn it was Summoned ----

def _bog_applies(g: Duel) -> bool:
    return any(s >= 0 and g.code[s] == VENGEFUL_BOG_SPIRIT and up(g, s)
               and g.flags[s] & (F_ACTIVE | F_NEGATED) == F_ACTIVE and not g.spells_negated()
               for q in (0, 1) for s in g.sz[q])


def _flip_summoned_this_turn(g: Duel, m: int) -> bool:
    return any(k == "summon" and pub.get("card") == m and pub.get("how") == "flip"
               for k, pub, _ in this_turn(g))


#: public name (goat5_continuous.py's Array of Revealing Light)
flip_summoned_this_turn = _flip_summoned_this_turn


@only_for({TRIBUTE_DOLL, VENGEFUL_BOG_SPIRIT})
def _may_attack(g: Duel, m: int) -> bool:
    if m in marked_this_turn(g, "no_attack"):
        return False
    summoned = bool(g.flags[m] & F_SUMMONED_TURN) or _flip_summoned_this_turn(g, m)
    return not (summoned and _bog_applies(g))


ATTACK_ALLOWED.append(_may_attack)
reg(VENGEFUL_BOG_SPIRIT, Effect())
