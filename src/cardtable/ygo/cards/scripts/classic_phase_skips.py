"""Time Eater (2005): when it destroys an opponent's monster by battle, that player skips their
next Main Phase 1.

The skip is a lingering mark in the event log (``skip_main1``: player, turn), read back by a
``MAIN1_ALLOWED`` hook (effects/hooks.py) when that player's turn reaches Main Phase 1; the
engine (rules/turn.py) then goes on to the Battle Phase, or straight to the End Phase when the
Battle Phase is skipped too (seed 000 「主要阶段2」 PS, Y3-main2-skipped). The mark holds even if
Time Eater has left the field by then.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards.scripts.classic_lib import in_last_battle, reg
from cardtable.ygo.cards.scripts.seed_common import rule_note
from cardtable.ygo.effects.api import Effect, Link
from cardtable.ygo.effects.hooks import MAIN1_ALLOWED, only_for
from cardtable.ygo.state import LOC_GY, LOC_MZONE

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

TIME_EATER = 44913552


def _killed_opponent_monster(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
    x = w[1]
    return (g.loc[c] == LOC_MZONE and x != c and g.owner[x] != p and g.loc[x] == LOC_GY
            and in_last_battle(g, c))


def _mark_skip(g: Duel, lk: Link) -> None:
    o = 1 - lk.player
    # the opponent's next Main Phase 1: the next turn if this one is ours; in their own turn
    # (Time Eater was attacked) this turn's Main Phase 1 is over, so the one after next
    t = g.turn + 1 if g.tp != o else g.turn + 2
    rule_note(g, "time_eater_skip", Text(
        "「时间吞噬者」战斗破坏对方怪兽：对方跳过下一次的主要阶段1",
        "Time Eater destroyed an opponent's monster by battle: they skip their next Main "
        "Phase 1"))
    g.log("skip_main1", {"player": o, "turn": t})


def main1_allowed(g: Duel) -> bool:
    """False in a turn whose Main Phase 1 Time Eater makes the turn player skip."""
    p, turn = g.tp, g.turn
    el = g.elog
    for i in range(len(el) - 1, -1, -1):
        kind, pub, _ = el[i]
        if kind == "skip_main1" and pub["player"] == p and pub["turn"] == turn:
            return False
        if kind == "turn" and int(pub.get("turn", 0)) < turn - 2:
            break
    return True


MAIN1_ALLOWED.append(only_for({TIME_EATER})(main1_allowed))
reg("time_eater", Effect(kind="trigger", event="battle_destroyed", scope="any", optional=False,
                         condition=_killed_opponent_monster, operation=(_mark_skip,)))
