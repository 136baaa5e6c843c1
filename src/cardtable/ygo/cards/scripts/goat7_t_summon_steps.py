"""One operation step for "Special Summon the monsters just chosen, each in the position its
player picks" (issue 15 part 3, session 7, g7-t): Human-Wave Tactics (from the Deck) and Spirit
of the Pharaoh (from the Graveyard) use it.

:func:`summon_each` builds the step: the first run reads the cards of the previous pick into the
link's data; every run Summons the card whose position was just answered and asks the next
card's position, looping over ``effects.api.again`` until all are done (the link keeps the state
— ``cards``, ``done``, ``asked`` —, so a clone mid-loop works)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.ygo.cards.scripts.classic_lib import POS_CHOICES
from cardtable.ygo.effects.api import Link, again, ask_option
from cardtable.ygo.state import LOC_DECK

if TYPE_CHECKING:
    from collections.abc import Callable

    from cardtable.ygo.duel import Duel


def summon_each(where: int) -> Callable[[Duel, Link], None]:
    """The step Summoning each card of the previous pick still in ``where`` (a location bit);
    a Deck is shuffled when the loop ends."""

    def st(g: Duel, lk: Link) -> None:
        if "cards" not in lk.data:
            got = lk.picks[-1] if lk.picks else ()
            lk.data["cards"] = tuple(got) if isinstance(got, tuple) else ()
            lk.data["done"] = 0
        cards = lk.data["cards"]
        i = int(lk.data["done"])
        if lk.data.get("asked"):
            c = cards[i]
            if g.loc[c] == where and g.can_special_summon(c, lk.player):
                g.special_summon(c, lk.player, int(lk.picks[-1]))
            i += 1
            lk.data["done"] = i
            lk.data["asked"] = 0
        if i < len(cards):
            again(g, lk, st)
            lk.data["asked"] = 1
            ask_option(g, lk, lk.player, POS_CHOICES, "position")
        elif where == LOC_DECK:
            g.shuffle_deck(lk.player)

    return st
