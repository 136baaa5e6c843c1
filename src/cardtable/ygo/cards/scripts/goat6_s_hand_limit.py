"""Hand-size limits (issue 15 part 3, g6-s) over ``hooks.HAND_LIMITS``: Infinite Cards (no
limit for either player while it is face-up and its effects apply) and Hieroglyph Lithograph
(pay 1000 Life Points: your limit is 7 until the end of the Duel — a public mark in the log).
Texts (2005 prints, our own words) in ``pool/goat.csv``; checks in
``tests/ygo/test_goat6_s_hand_limit.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.ygo.cards.scripts.classic_lib import note, reg
from cardtable.ygo.effects import costs
from cardtable.ygo.effects.api import Aspect, Effect, Link
from cardtable.ygo.effects.hooks import HAND_LIMITS, only_for

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

INFINITE_CARDS = 94163677
HIEROGLYPH_LITHOGRAPH = 10248192
#: Hieroglyph Lithograph's new hand size
LITHOGRAPH_LIMIT = 7


def _lithograph_used(g: Duel, p: int) -> bool:
    """``p`` resolved a Hieroglyph Lithograph this Duel (its public mark)."""
    return any(kind == "card_effect" and pub.get("lithograph") == p + 1
               for kind, pub, _ in g.elog)


@only_for({INFINITE_CARDS, HIEROGLYPH_LITHOGRAPH})
def _limit(g: Duel, p: int, lim: int) -> int:
    if any(g.code[s] == INFINITE_CARDS for s in g.sources()):
        return -1
    if lim >= 0 and _lithograph_used(g, p):
        return max(lim, LITHOGRAPH_LIMIT)
    return lim


HAND_LIMITS.append(_limit)

# --- Infinite Cards: Continuous Spell — neither player has a hand size limit ---
reg(INFINITE_CARDS, Effect(aspects=(Aspect("no_hand_limit"),)))


# --- Hieroglyph Lithograph: pay 1000 Life Points; until the end of the Duel, your hand size
#     limit at the end of your turn becomes 7 ---
def _lithograph(g: Duel, lk: Link) -> None:
    note(g, lk.card, "Hand size limit 7 until the end of the Duel",
         "直到决斗结束为止，手卡上限变为7张", lithograph=lk.player + 1)


_pay1000 = costs.pay_lp(1000)
reg(HIEROGLYPH_LITHOGRAPH, Effect(cost=_pay1000[0], operation=(_lithograph,),
                                  condition=lambda g, c, p, w: _pay1000[1](g, c, p)))
