"""Archlord Zerato (issue 15 part 3, g6-ma), its Ancient Sanctuary text (AST-034, 2004, as Pojo's
card of the day of 18 June 2004 quotes it; today's text differs — it Tributes Airknight Parshath
and is once per turn):

* it cannot be Normal Summoned or Set (its SpecialSummon type) and is Special Summoned from the
  hand only by Tributing 1 face-up "Warrior of Zera" you control while "The Sanctuary in the
  Sky" is face-up on the field (either side): a row of ``goat_mon_procs``' procedures (a proper
  summon, so it can be revived later);
* while "The Sanctuary in the Sky" is face-up on your side of the field, you can discard 1 LIGHT
  Monster Card from your hand to destroy every monster your opponent controls (an Ignition
  Effect; the print has no "once per turn"). The Sanctuary is checked again on resolution.

Text in ``pool/goat.csv``; checks in ``tests/ygo/test_goat6_ma_procs.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import last, reg, up
from cardtable.ygo.cards.scripts.goat5_continuous import live_face_up, live_face_up_of
from cardtable.ygo.cards.scripts.goat_mon_procs import Proc, add_procs
from cardtable.ygo.effects.api import CAT_DESTROY, Effect, Link, ask_cards
from cardtable.ygo.state import LOC_HAND

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

ARCHLORD_ZERATO = 18378582
WARRIOR_OF_ZERA = 66073051
THE_SANCTUARY_IN_THE_SKY = 56433456


def _light_monsters_in_hand(g: Duel, p: int, but: int) -> list[int]:
    return [c for c in g.hand[p] if c != but and g.cd(c).is_monster
            and g.cd(c).attribute & C.LIGHT]


def _own_sanctuary(g: Duel, p: int) -> bool:
    return live_face_up_of(g, THE_SANCTUARY_IN_THE_SKY, p)


def _zerato_cond(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
    return (_own_sanctuary(g, p) and bool(_light_monsters_in_hand(g, p, c))
            and bool(g.monsters(1 - p)))


def _discard_ask(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, lk.player, _light_monsters_in_hand(g, lk.player, lk.card), 1, 1, "discard")


def _discard(g: Duel, lk: Link) -> None:
    got = [c for c in last(lk) if g.loc[c] == LOC_HAND]
    if got:
        g.discard(got)


def _destroy_opponents(g: Duel, lk: Link) -> None:
    if not _own_sanctuary(g, lk.player):
        return
    cs = g.monsters(1 - lk.player)
    if cs:
        g.destroy(cs, "effect", lk)


add_procs({ARCHLORD_ZERATO: Proc(
    "field", (lambda g, c: g.code[c] == WARRIOR_OF_ZERA and up(g, c),),
    cond=lambda g, p: bool(live_face_up(g, THE_SANCTUARY_IN_THE_SKY)))})
reg(ARCHLORD_ZERATO, Effect(kind="ignition", condition=_zerato_cond,
                            cost=(_discard_ask, _discard), operation=(_destroy_opponents,),
                            category=CAT_DESTROY))

__all__ = ["ARCHLORD_ZERATO"]
