"""Goat-pool Spells that look at hidden cards (issue 15 part 3, goat-s batch 4): Fengsheng Mirror
(the opponent's hand shown to the activator only, 1 Spirit monster among it discarded) and Senri
Eye (a Standby Phase look at the top card of the opponent's Deck, ``goat_st_peeks.show_privately``:
other seats see the look, not the card). Texts (2005 wording, our own words) are in
``pool/goat.csv``; the checks are ``tests/ygo/test_goat5_batches.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import ask_revealed, reg
from cardtable.ygo.cards.scripts.classic_spells import discard_picked, own_standby
from cardtable.ygo.cards.scripts.goat_st_peeks import show_privately
from cardtable.ygo.effects import costs
from cardtable.ygo.effects.api import Effect, Link

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

FENGSHENG_MIRROR = 37406863
SENRI_EYE = 60391791


# --- Fengsheng Mirror: look at your opponent's hand and discard 1 Spirit monster from it ---
def _look_and_pick_spirit(g: Duel, lk: Link) -> None:
    o = 1 - lk.player
    g.log("reveal_hand", {"player": o, "to": lk.player},
          {lk.player: {"cards": [g.card_pub(c) for c in g.hand[o]]}})
    g.reveal(lk.player, g.hand[o])
    ask_revealed(g, lk, lk.player, [c for c in g.hand[o] if g.cd(c).type & C.SPIRIT], "discard")


reg(FENGSHENG_MIRROR, Effect(operation=(_look_and_pick_spirit, discard_picked),
                             condition=lambda g, c, p, w: bool(g.hand[1 - p])))


# --- Senri Eye: during your Standby Phase you may pay 100 Life Points to look at the top card of
#     your opponent's Deck ---
_pay100 = costs.pay_lp(100)


def _peek_top(g: Duel, lk: Link) -> None:
    deck = g.deck[1 - lk.player]
    if deck:
        show_privately(g, lk.card, lk.player, [deck[-1]],
                       "Looks at the top card of the opponent's Deck", "确认对方卡组最上面的卡")


reg(SENRI_EYE, Effect(), Effect(
    kind="trigger", event="standby", optional=True, cost=_pay100[0], operation=(_peek_top,),
    condition=lambda g, c, p, w: own_standby(g, c, p, w) and _pay100[1](g, c, p)
    and bool(g.deck[1 - p])))
