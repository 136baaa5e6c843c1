"""Light of Judgment (issue 15 part 3, goat-t batch 26): activate only while "The Sanctuary in
the Sky" is on the field, discarding 1 LIGHT monster as the cost; choose, in public, the
opponent's hand (shown to you, then 1 card of it picked) or their side of the field (1 card
picked; no target), and send that card to the Graveyard (it is not destroyed). The hand is
shown with ``classic_lib.ask_revealed``: only the activator sees it. Text (2005 wording, our own
words) in ``pool/goat.csv``; checks in ``tests/ygo/test_goat5_t_light_of_judgment.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import (
    ask_revealed,
    field_cards,
    last,
    reg,
    revealed_pick,
    up,
)
from cardtable.ygo.cards.scripts.goat5_continuous import THE_SANCTUARY_IN_THE_SKY
from cardtable.ygo.effects.api import Effect, Link, ask_cards, ask_option
from cardtable.ygo.state import LOC_HAND, LOC_ONFIELD

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

LIGHT_OF_JUDGMENT = 44595286

_MODES = (("hand", Text("对方手卡", "Your opponent's hand")),
          ("field", Text("对方场上", "Your opponent's field")))
_their_field = field_cards("opp")


def _sanctuary(g: Duel) -> bool:
    return any(f >= 0 and g.code[f] == THE_SANCTUARY_IN_THE_SKY and up(g, f) for f in g.fz)


def _lights(g: Duel, p: int, c: int) -> list[int]:
    return [x for x in g.hand[p] if x != c and g.cd(x).type & C.MONSTER
            and g.cd(x).attribute & C.LIGHT]


def _cost_ask(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, lk.player, _lights(g, lk.player, lk.card), 1, 1, "discard")


def _cost_pay(g: Duel, lk: Link) -> None:
    got = [x for x in last(lk) if g.loc[x] == LOC_HAND]
    if got:
        g.discard(got)


def _mode(g: Duel, lk: Link) -> None:
    o = 1 - lk.player
    ways = tuple(m for m, ok in zip(_MODES, (bool(g.hand[o]),
                                             bool(_their_field(g, lk.player, lk.card))),
                                    strict=True) if ok)
    if ways:
        ask_option(g, lk, lk.player, ways, "choose")
    else:
        lk.picks.append("")


def _pick(g: Duel, lk: Link) -> None:
    o = 1 - lk.player
    if lk.picks[-1] == "hand":
        ask_revealed(g, lk, lk.player, list(g.hand[o]))
    elif lk.picks[-1] == "field":
        ask_cards(g, lk, lk.player, _their_field(g, lk.player, lk.card), 1, 1, "choose")
    else:
        lk.picks.append(())


def _send(g: Duel, lk: Link) -> None:
    got = revealed_pick(lk) if lk.picks[-2] == "hand" else last(lk)
    cs = [x for x in got if g.loc[x] & (LOC_HAND | LOC_ONFIELD)]
    if cs:
        g.send_to_gy(cs, "effect")


reg(LIGHT_OF_JUDGMENT, Effect(cost=(_cost_ask, _cost_pay), operation=(_mode, _pick, _send),
                              condition=lambda g, c, p, w: _sanctuary(g)
                              and bool(_lights(g, p, c))))
