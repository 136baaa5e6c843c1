"""Goat-pool Spirit monsters, batch 5 (goat-m2): Maharaghi over the one Spirit helper of
``goat_spirits.py`` (``spirit_rules``: no Special Summon, back to the hand in the End Phase of
the turn it was Normal Summoned or flipped face-up, ``SPIRIT_END``). Text (2005 print, our own
words) in ``pool/goat.csv``; checks in ``tests/ygo/test_goat5_spirits.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.core.text import Text
from cardtable.ygo.cards.scripts.classic_lib import note, reg
from cardtable.ygo.cards.scripts.goat_spirits import SPIRIT_END, spirit_rules
from cardtable.ygo.cards.scripts.goat_st_peeks import show_privately
from cardtable.ygo.effects.api import Effect, Link, ask_option
from cardtable.ygo.state import LOC_DECK, LOC_MZONE

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

MAHARAGHI = 40695128
SPIRITS = frozenset({MAHARAGHI})
spirit_rules(SPIRITS)

TOP, BOTTOM = 0, 1
PLACES = ((TOP, Text("放回卡组最上面", "Leave it on top of the Deck")),
          (BOTTOM, Text("放到卡组最下面", "Place it on the bottom of the Deck")))


def _look(g: Duel, lk: Link) -> None:
    d = g.deck[lk.player]
    if not d:
        lk.picks.append(TOP)
        return
    lk.data["top"] = d[-1]
    show_privately(g, lk.card, lk.player, [d[-1]], "Looks at the top card of their Deck",
                   "确认自己卡组最上面的卡")
    ask_option(g, lk, lk.player, PLACES, "choose")


def _place(g: Duel, lk: Link) -> None:
    c = int(lk.data.get("top", -1))
    d = g.deck[lk.player]
    if lk.picks[-1] == BOTTOM and c >= 0 and g.loc[c] == LOC_DECK and d and d[-1] == c:
        d.remove(c)
        d.insert(0, c)  # the bottom (the top is the end of the list)
        note(g, lk.card, "Places the top card of its Deck on the bottom",
             "把卡组最上面的卡放到卡组最下面")


# "When this card is Normal Summoned or flipped face-up, look at the top card of your Deck and
# put it back on the top or the bottom of your Deck." (the card is seen by its player only; the
# choice, top or bottom, is public)
reg(MAHARAGHI, SPIRIT_END,
    Effect(kind="trigger", event="summoned", optional=False, operation=(_look, _place),
           condition=lambda g, c, p, w: g.loc[c] == LOC_MZONE and len(w) > 2
           and w[2] == "normal"),
    Effect(kind="trigger", event="flipped", optional=False, operation=(_look, _place),
           condition=lambda g, c, p, w: g.loc[c] == LOC_MZONE))
