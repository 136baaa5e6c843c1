"""Goat-pool monsters with "when this card is changed from Attack Position to Defense
Position" triggers (issue 15 part 3, g6-mb, session 6), over the engine's
``position_changed`` event and ``goat5_position.changed`` (face-up afterwards: Book of Moon
turning the card face-down starts nothing, a face-down monster's effects do not activate).

* Tainted Wisdom (MRD, 2002): mandatory — its controller's Deck is shuffled.
* Yado Karu (MRD, 2002): optional — its controller places any number of cards from the hand
  on the bottom of the Deck, in the order picked (the first card picked ends lowest). The
  cards' names reach only their owner's log (``g.to_deck`` hides a hand card from the other
  seat).

Texts in ``pool/goat.csv``; checks in ``tests/ygo/test_goat6_mb_position.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.core.text import Text
from cardtable.ygo.cards.scripts.classic_lib import last, reg
from cardtable.ygo.cards.scripts.goat5_position import EV_POSITION, changed
from cardtable.ygo.effects.api import Effect, Link, ask_cards
from cardtable.ygo.state import LOC_HAND, POS_ATK, POS_FU_DEF

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

TAINTED_WISDOM = 28725004
YADO_KARU = 29380133

_TO_DEFENSE = changed(POS_ATK, POS_FU_DEF)


def _shuffle(g: Duel, lk: Link) -> None:
    g.shuffle_deck(lk.player)


reg(TAINTED_WISDOM, Effect(kind="trigger", event=EV_POSITION, optional=False, dmg_step=True,
                           condition=_TO_DEFENSE, operation=(_shuffle,),
                           name=Text("洗切自己卡组", "Shuffle your Deck")))


def _yado_pick(g: Duel, lk: Link) -> None:
    hand = g.hand[lk.player]
    ask_cards(g, lk, lk.player, list(hand), 0, len(hand), "choose")


def _yado_bottom(g: Duel, lk: Link) -> None:
    got = [c for c in last(lk) if g.loc[c] == LOC_HAND]
    deck = g.deck[lk.player]
    for i, c in enumerate(got):
        g.to_deck((c,), shuffle=False)
        if deck and deck[-1] == c:
            deck.insert(i, deck.pop())  # under the Deck, above the cards put there before


reg(YADO_KARU, Effect(kind="trigger", event=EV_POSITION, optional=True, dmg_step=True,
                      condition=_TO_DEFENSE, operation=(_yado_pick, _yado_bottom),
                      name=Text("把任意数量的手卡放到卡组最下面",
                                "Put any number of cards from your hand on the bottom of "
                                "your Deck")))

__all__ = ["TAINTED_WISDOM", "YADO_KARU"]
