"""Revival Jam (LON 2003 / SM 2002; issue 15 part 3, g6-mb), its 2005 text (the OCG text of the
time on yugioh-wiki, in our own words; the wiki notes it is a Trigger Effect started when the
card goes to the Graveyard by battle, the Life Points its cost):

* when this card is destroyed by battle and sent to the Graveyard, its owner can pay 1000 Life
  Points; in that player's next Standby Phase it is Special Summoned from the Graveyard to their
  field in face-up Defense Position.

The Summon is the rest of that one effect (no second activation, nothing to answer): the
resolution leaves a public mark in the log (``revival_jam_waits``: card, life, player, turn) and
a ``PHASE_HOOKS`` hook at that player's first Standby Phase after that turn brings the card back
if it is still the same card in the Graveyard and a Monster Zone is free (otherwise nothing
happens). Text in ``pool/goat.csv``; checks in ``tests/ygo/test_goat6_mb_revival.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards.scripts.classic_lib import reg
from cardtable.ygo.effects import costs
from cardtable.ygo.effects.api import CAT_SPSUMMON, Effect, Link
from cardtable.ygo.effects.hooks import PHASE_HOOKS, only_for
from cardtable.ygo.state import LOC_GY, POS_FU_DEF

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

REVIVAL_JAM = 31709826
WAIT_KEY = "revival_jam_waits"

_pay1000, _can_pay1000 = costs.pay_lp(1000)


def _in_gy(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
    return g.loc[c] == LOC_GY and _can_pay1000(g, c, p)


def _wait(g: Duel, lk: Link) -> None:
    c = lk.card
    if g.loc[c] == LOC_GY and g.life[c] == lk.life:
        g.log(WAIT_KEY, {**g.card_pub(c), "life": g.life[c], "player": lk.player,
                         "turn": g.turn})


@only_for({REVIVAL_JAM})
def _standby(g: Duel, ev: str) -> None:
    """The turn player's Standby Phase: each Revival Jam waiting since the turn before or the
    one before that (their next Standby Phase is this one) comes back in face-up Defense."""
    if ev != "standby":
        return
    turns = 0
    for kind, pub, _ in list(reversed(g.elog)):
        if kind in ("turn", "scenario_start"):
            turns += 1
            if turns == 3 or kind == "scenario_start":
                break
            continue
        if kind != WAIT_KEY or turns == 0 or pub.get("player") != g.tp:
            continue
        c = int(pub["card"])
        if g.loc[c] == LOC_GY and g.life[c] == pub["life"] and g.free_mzone(g.tp) >= 0:
            g.special_summon(c, g.tp, POS_FU_DEF)


PHASE_HOOKS.append(_standby)
reg(REVIVAL_JAM, Effect(
    kind="trigger", event="battle_destroyed", when=True, optional=True, where=LOC_GY,
    condition=_in_gy, cost=_pay1000, operation=(_wait,), category=CAT_SPSUMMON,
    name=Text("支付1000基本分：下次自己的准备阶段守备表示特殊召唤",
              "Pay 1000 LP: Special Summon it in Defense Position in your next Standby Phase")))

__all__ = ["REVIVAL_JAM", "WAIT_KEY"]
