"""Sasuke Samurai #2 (DCR-059, 2003; issue 15 part 3, g8-mb, session 8). Flagged "Goat-era
version" in ``goat-pool.csv``. Today's text adds "Once per turn, during your Main Phase"; the
era wording has neither: the French print of Dark Crisis kept by yaml-yugi
``data/11760174.yaml`` ("fr": pay 800 Life Points; until the End Phase, Spell and Trap Cards
cannot be activated) and the OCG text of the time (same file, "ja": 800ライフポイントを払う。
エンドフェイズまで、全ての魔法・罠カードは発動する事ができない — "all" Spell and Trap Cards).

How: an Ignition Effect (so in its controller's Main Phase, any number of times a turn), its
cost 800 LP; on resolution a public ``card_effect`` mark names the turn; an ``ACTIVATE_ALLOWED``
hook then refuses every activation of a Spell or Trap Card (card activations, both players)
for the rest of that turn, the End Phase included. Effects of cards already face-up (not card
activations) are not touched; the activation of Sasuke's effect itself may be answered as
usual (the lock starts as it resolves). Checks in ``tests/ygo/test_goat8_mb_locks.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import note, reg
from cardtable.ygo.effects import costs
from cardtable.ygo.effects.api import Effect, Link
from cardtable.ygo.effects.hooks import ACTIVATE_ALLOWED, only_for

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

SASUKE_SAMURAI_2 = 11760174
LOCK_KEY = "sasuke2_lock"

_pay800, _can_pay800 = costs.pay_lp(800)


def locked_this_turn(g: Duel) -> bool:
    """A Sasuke Samurai #2 effect resolved in this turn (read back to the turn's start)."""
    for kind, pub, _ in reversed(g.elog):
        if kind in ("turn", "scenario_start"):
            return False
        if kind == "card_effect" and pub.get(LOCK_KEY) == g.turn:
            return True
    return False


@only_for({SASUKE_SAMURAI_2})
def _no_spells_traps(g: Duel, p: int, c: int, e: Any) -> bool:
    if getattr(e, "kind", "") != "activate" or not g.cd(c).type & (C.SPELL | C.TRAP):
        return True
    return not locked_this_turn(g)


def _lock(g: Duel, lk: Link) -> None:
    note(g, lk.card, "Until the End Phase, Spell and Trap Cards cannot be activated",
         "直到结束阶段，魔法·陷阱卡不能发动", **{LOCK_KEY: g.turn})


ACTIVATE_ALLOWED.append(_no_spells_traps)
reg(SASUKE_SAMURAI_2, Effect(
    kind="ignition", condition=lambda g, c, p, w: _can_pay800(g, c, p), cost=_pay800,
    operation=(_lock,),
    name=Text("支付800基本分：直到结束阶段，魔法·陷阱卡不能发动",
              "Pay 800 LP: until the End Phase, Spell and Trap Cards cannot be activated")))

__all__ = ["LOCK_KEY", "SASUKE_SAMURAI_2", "locked_this_turn"]
