"""Fairy of the Spring (issue 15 part 3, g6-s): add 1 Equip Spell Card from your Graveyard to
your hand; that card (the very card, not its other copies — yugioh-wiki.net FAQ) cannot be
activated this turn: a public mark naming the card and its stay in the hand, read by an
``ACTIVATE_ALLOWED`` hook. Text (2003 print, our own words) in ``pool/goat.csv``; checks in
``tests/ygo/test_goat6_s_graveyard.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import last, note, pick, reg
from cardtable.ygo.cards.scripts.seed_common import this_turn
from cardtable.ygo.effects.api import CAT_SEARCH, Effect, Link
from cardtable.ygo.effects.hooks import ACTIVATE_ALLOWED, only_for
from cardtable.ygo.state import LOC_GY, LOC_HAND

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

FAIRY_OF_THE_SPRING = 20188127


def _equips_in_gy(g: Duel, p: int, s: int) -> list[int]:
    return [c for c in g.gy[p] if g.cd(c).is_spell and g.cd(c).type & C.EQUIP]


def _fetch(g: Duel, lk: Link) -> None:
    got = [c for c in last(lk) if g.loc[c] == LOC_GY]
    if got:
        g.to_hand(got)
        c = got[0]
        if g.loc[c] == LOC_HAND:
            note(g, lk.card, "It cannot be activated this turn", "这个回合不能发动",
                 no_activation=[c, g.life[c]])


@only_for({FAIRY_OF_THE_SPRING})
def _not_this_turn(g: Duel, p: int, c: int, eff: Any) -> bool:
    if getattr(eff, "kind", "") != "activate" or not g.cd(c).type & C.EQUIP:
        return True
    return not any(kind == "card_effect" and pub.get("no_activation") == [c, g.life[c]]
                   for kind, pub, _ in this_turn(g))


ACTIVATE_ALLOWED.append(_not_this_turn)
reg(FAIRY_OF_THE_SPRING, Effect(operation=(pick(_equips_in_gy, "choose"), _fetch),
                                category=CAT_SEARCH,
                                condition=lambda g, c, p, w: bool(_equips_in_gy(g, p, c))))
