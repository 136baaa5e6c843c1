"""Enervating Mist (issue 15 part 3, session 6, g6-t) over g6-s's hand size limits
(``effects/hooks.HAND_LIMITS``, read through ``hooks.hand_limit``).

Text (SOD-EN053; the Japanese text quoted by yugioh-wiki, our own words in ``pool/goat.csv``):
"Your opponent's hand size limit becomes 5." yugioh-wiki: it only changes the number the
opponent discards down to in their End Phase; they may hold more cards at other times. Checks:
``tests/ygo/test_goat6_t_hand_limits.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.ygo.cards.scripts.classic_lib import reg
from cardtable.ygo.cards.scripts.goat5_continuous_traps import active_traps
from cardtable.ygo.effects.api import Effect
from cardtable.ygo.effects.hooks import HAND_LIMITS, only_for

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

ENERVATING_MIST = 26022485


@only_for({ENERVATING_MIST})
def _limit(g: Duel, p: int, limit: int) -> int:
    return 5 if active_traps(g, ENERVATING_MIST, 1 - p) else limit


HAND_LIMITS.append(_limit)
reg(ENERVATING_MIST, Effect(kind="activate"), Effect(kind="continuous"))
