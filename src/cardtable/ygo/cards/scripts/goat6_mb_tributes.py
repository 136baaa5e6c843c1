"""Goat-pool monsters whose effect starts when they are Tributed (issue 15 part 3, g6-mb,
session 6).

* Zolga (DCR, 2003): when a Tribute Summon is conducted by Tributing it, its owner gains 2000
  LP (mandatory). The effect activates right after the Tribute Summon succeeds (the OCG note on
  the card: the engine holds a Tribute's triggers until the summon lands, as the summon rules
  say); Tributed for a Tribute Set, for an effect's cost, or for a summon that is negated, it
  does nothing. Read from the log: after Zolga's "sent to the Graveyard as a Tribute" entry,
  the next summon declared is the one that landed (``summon``).

Texts in ``pool/goat.csv``; checks in ``tests/ygo/test_goat6_mb_tributes.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards.scripts.classic_lib import reg
from cardtable.ygo.effects import ops
from cardtable.ygo.effects.api import CAT_RECOVER, Effect
from cardtable.ygo.state import LOC_GY

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

ZOLGA = 16268841


def tributed_for_a_tribute_summon(g: Duel, c: int) -> bool:
    """``c`` was just sent to the Graveyard as a Tribute for a Tribute Summon that succeeded
    (not a Tribute Set, not a cost, not a negated summon)."""
    el = g.elog
    start = -1
    for i in range(len(el) - 1, max(len(el) - 60, -1), -1):
        kind, pub, _ = el[i]
        if kind == "to_gy" and pub.get("card") == c:
            if pub.get("reason") != "tribute":
                return False
            start = i
            break
        if kind == "turn":
            return False
    if start < 0:
        return False
    summoned = -1
    for kind, pub, _ in el[start + 1:]:
        if kind == "set_monster":
            return False
        if kind == "summon_declared" and summoned < 0:
            summoned = int(pub["card"])
        elif kind == "summon" and summoned >= 0 and pub.get("card") == summoned:
            return True
    return False


def _zolga_cond(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
    return g.loc[c] == LOC_GY and tributed_for_a_tribute_summon(g, c)


reg(ZOLGA, Effect(kind="trigger", event="to_gy", optional=False, condition=_zolga_cond,
                  operation=(ops.recover(2000, "self"),), category=CAT_RECOVER,
                  name=Text("回复2000基本分", "Gain 2000 Life Points")))

__all__ = ["ZOLGA", "tributed_for_a_tribute_summon"]
