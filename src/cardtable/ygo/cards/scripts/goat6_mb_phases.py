"""Goat-pool monsters with Standby Phase / End Phase effects (issue 15 part 3, g6-mb,
session 6).

* Mushroom Man #2 (MRD, 2002): in each of its controller's Standby Phases, its controller takes
  300 damage (mandatory); in its controller's End Phase, that player may pay 500 LP to hand
  control of it to the opponent (an optional trigger; the payment is its cost;
  ``classic_lib.take_control``: nothing moves when the opponent has no free Monster Zone). Both
  read "your" as the current controller (the OCG text: "the controller of this card"); the card
  keeps passing its damage to whoever holds it.

Texts in ``pool/goat.csv``; checks in ``tests/ygo/test_goat6_mb_phases.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards.scripts.classic_lib import reg, take_control
from cardtable.ygo.effects import costs
from cardtable.ygo.effects.api import CAT_DAMAGE, Effect, Link
from cardtable.ygo.state import LOC_MZONE, POS_FACEUP

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

MUSHROOM_MAN_2 = 93900406


def _controllers_phase(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
    return g.loc[c] == LOC_MZONE and bool(g.pos[c] & POS_FACEUP) and g.tp == g.ctrl[c]


def _spores(g: Duel, lk: Link) -> None:
    g.damage(lk.player, 300, src=lk.card)


_pay500, _can_pay500 = costs.pay_lp(500)


def _can_pass(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
    return _controllers_phase(g, c, p, w) and _can_pay500(g, c, p) \
        and g.free_mzone(1 - p) >= 0


def _pass_on(g: Duel, lk: Link) -> None:
    c = lk.card
    if g.loc[c] == LOC_MZONE and g.life[c] == lk.life and g.ctrl[c] == lk.player:
        take_control(g, c, 1 - lk.player)


reg(MUSHROOM_MAN_2,
    Effect(kind="trigger", event="standby", optional=False, condition=_controllers_phase,
           operation=(_spores,), category=CAT_DAMAGE,
           name=Text("控制者受到300伤害", "Its controller takes 300 damage")),
    Effect(kind="trigger", event="end_phase", optional=True, condition=_can_pass,
           cost=_pay500, operation=(_pass_on,),
           name=Text("支付500基本分：控制权转给对方",
                     "Pay 500 LP: your opponent takes control of it")))

__all__ = ["MUSHROOM_MAN_2"]
