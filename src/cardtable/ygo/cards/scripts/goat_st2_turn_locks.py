"""Goat-pool Traps that take a phase away from the opponent (issue 15 part 3, goat-st2 batch 1):
Thunder of Ruler (no Battle Phase this turn: the ``skip_battle`` mark Great Long Nose logs, read
by the same ``BATTLE_ALLOWED`` check) and Time Seal (the draw of their next Draw Phase is skipped:
a public ``draw_skip_pending`` mark naming the turn, read by a draw hook like Yata-Garasu's).
Texts (2005 wording, our own words) are in ``pool/goat.csv``; the checks are
``tests/ygo/test_goat_st2_batches.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards.scripts.classic_lib import reg
from cardtable.ygo.cards.scripts.goat_mon_spirit import battle_allowed
from cardtable.ygo.effects.api import Effect, Link
from cardtable.ygo.effects.hooks import BATTLE_ALLOWED, DRAW_HOOKS, only_for
from cardtable.ygo.state import LOC_DECK, LOC_HAND, PH_DRAW, PH_STANDBY

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

THUNDER_OF_RULER = 91781589
TIME_SEAL = 35316708


# --- Thunder of Ruler: only in the opponent's Standby Phase; they cannot conduct their Battle
#     Phase this turn --------------------------------------------------------------------------

def _no_battle(g: Duel, lk: Link) -> None:
    g.log("skip_battle", {"player": 1 - lk.player, "turn": g.turn})


reg(THUNDER_OF_RULER, Effect(operation=(_no_battle,),
                             condition=lambda g, c, p, w: g.tp != p and g.phase == PH_STANDBY))
BATTLE_ALLOWED.append(only_for({THUNDER_OF_RULER})(battle_allowed))


# --- Time Seal: the opponent skips the draw of their next Draw Phase ---------------------------

def next_own_turn(g: Duel, p: int) -> int:
    """The number of ``p``'s next turn that has not reached its Draw Phase's draw yet: the next
    turn while the opponent's turn runs, the one after next during ``p``'s own turn (its draw is
    behind it once a Trap can be activated)."""
    return g.turn + 1 if g.tp != p else g.turn + 2


def _seal(g: Duel, lk: Link) -> None:
    o = 1 - lk.player
    g.log("draw_skip_pending", {**g.card_pub(lk.card), "player": o, "phases": 1,
                                "turn": next_own_turn(g, o)})


def _sealed_draw(g: Duel, p: int, c: int) -> None:
    if g.phase != PH_DRAW or g.chain or g.tp != p or g.loc[c] != LOC_HAND:
        return
    el = g.elog
    for i in range(len(el) - 1, -1, -1):
        kind, pub, _ = el[i]
        if kind == "draw_skip_pending" and pub.get("code") == TIME_SEAL \
                and pub.get("player") == p and pub.get("turn") == g.turn:
            g.move(c, LOC_DECK, p)
            g.log("draw_skipped", {"player": p, "by": "Time Seal"})
            return
        if kind == "turn" and int(pub.get("turn", 0)) < g.turn - 2:
            return


reg(TIME_SEAL, Effect(operation=(_seal,)))
DRAW_HOOKS.append(only_for({TIME_SEAL})(_sealed_draw))
