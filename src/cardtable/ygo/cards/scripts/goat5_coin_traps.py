"""Goat-pool Traps with a called coin toss (issue 15 part 3, goat-t batch 9): Fiend Comedian.
The call is public and made before the toss; the coin is ``goat_mon_coins.toss`` (the Duel's
seeded RNG, each result a public ``coin_toss`` event). Kycoo the Ghost Destroyer's lock
(``classic_lib.gy_banish_blocked``) stops the removal from the Graveyard. Texts (2005 wording,
our own words) are in ``pool/goat.csv``; the checks are ``tests/ygo/test_goat5_coin_traps.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.core.text import Text
from cardtable.ygo.cards.scripts.classic_lib import gy_banish_blocked, mill, reg
from cardtable.ygo.cards.scripts.goat_mon_coins import toss
from cardtable.ygo.effects.api import CAT_BANISH, Effect, Link, ask_option

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

FIEND_COMEDIAN = 81172176

CALLS = (("heads", Text("正面", "Heads")), ("tails", Text("反面", "Tails")))


def call_coin(g: Duel, lk: Link) -> None:
    """Operation step: the activating player calls Heads or Tails (answer in ``lk.picks``)."""
    ask_option(g, lk, lk.player, CALLS, "choose")


def called_right(g: Duel, lk: Link) -> bool:
    """Toss 1 coin for the link's player; True when it lands as they called it."""
    heads = toss(g, lk.player, 1) == 1
    return heads == (str(lk.picks[-1]) == "heads")


def _comedian(g: Duel, lk: Link) -> None:
    o = 1 - lk.player
    if called_right(g, lk):
        if g.gy[o] and not gy_banish_blocked(g, lk.player):
            g.banish(list(g.gy[o]))
    elif g.gy[o]:
        mill(g, lk.player, len(g.gy[o]))


reg(FIEND_COMEDIAN, Effect(operation=(call_coin, _comedian), category=CAT_BANISH,
                           condition=lambda g, c, p, w: bool(g.gy[1 - p])))
