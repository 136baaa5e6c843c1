"""Goat-pool monsters with Standby Phase / End Phase effects (issue 15 part 3, g6-mb,
session 6).

* Mushroom Man #2 (MRD, 2002): in each of its controller's Standby Phases, its controller takes
  300 damage (mandatory); in its controller's End Phase, that player may pay 500 LP to hand
  control of it to the opponent (an optional trigger; the payment is its cost;
  ``classic_lib.take_control``: nothing moves when the opponent has no free Monster Zone). Both
  read "your" as the current controller (the OCG text: "the controller of this card"); the card
  keeps passing its damage to whoever holds it.

* Neko Mane King (MFC, 2003; its OCG text: "during the opponent's turn, sent to the Graveyard
  by the opponent's Spell, Trap or monster effect"): when an effect of a card the opponent
  controls sends it to the Graveyard during the opponent's turn (from the hand, the Deck or the
  field), the opponent's turn ends — a mandatory trigger from the Graveyard; "by the opponent's
  card effect" is read as: sent while a chain link of the opponent resolves (an ``EVENT_HOOKS``
  watcher marks it, as ``goat_mon_discarded`` does). Ending the turn skips the rest of it to
  the End Phase (yugioh-wiki on the card: strictly, the current phase is skipped up to the End
  Phase), over the engine's ``TURN_ENDS`` hook: a public ``turn_ended`` mark in the log for that
  turn.

Texts in ``pool/goat.csv``; checks in ``tests/ygo/test_goat6_mb_phases.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards.scripts.classic_lib import reg, take_control
from cardtable.ygo.effects import costs
from cardtable.ygo.effects.api import CAT_DAMAGE, Effect, Link
from cardtable.ygo.effects.hooks import EVENT_HOOKS, TURN_ENDS, only_for
from cardtable.ygo.state import LOC_GY, LOC_MZONE, POS_FACEUP

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

MUSHROOM_MAN_2 = 93900406
NEKO_MANE_KING = 11021521


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

# --- Neko Mane King ------------------------------------------------------------------------------

_SENT_BY_OPPONENT = 1  # g.counter mark of a Neko Mane King in the GY (reset by its next move)


@only_for({NEKO_MANE_KING})
def _watch_neko(g: Duel, ev: str, c: int, data: tuple[Any, ...]) -> None:
    """A Neko Mane King sent to the Graveyard during its owner's opponent's turn while a chain
    link of that opponent resolves is marked."""
    if ev == "to_gy" and g.code[c] == NEKO_MANE_KING and g.loc[c] == LOC_GY \
            and g.tp != g.owner[c] and g.chain and g.chain[-1].ready \
            and g.chain[-1].player != g.owner[c]:
        g.counter[c] = _SENT_BY_OPPONENT


def _neko_sent(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
    return g.loc[c] == LOC_GY and g.counter[c] == _SENT_BY_OPPONENT and g.tp != p


def _end_the_turn(g: Duel, lk: Link) -> None:
    g.log_rule("turn_ended", player=g.tp)
    g.log("turn_ended", {"player": g.tp, "turn": g.turn})


@only_for({NEKO_MANE_KING})
def turn_ended_by_effect(g: Duel) -> bool:
    """``TURN_ENDS``: a ``turn_ended`` mark of this turn is in the log."""
    turn = g.turn
    for kind, pub, _ in reversed(g.elog):
        if kind == "turn_ended" and pub.get("turn") == turn:
            return True
        if kind == "turn":
            return False
    return False


EVENT_HOOKS.append(_watch_neko)
TURN_ENDS.append(turn_ended_by_effect)
reg(NEKO_MANE_KING, Effect(kind="trigger", event="to_gy", optional=False, where=LOC_GY,
                           condition=_neko_sent, operation=(_end_the_turn,),
                           name=Text("结束对方的回合", "End your opponent's turn")))

__all__ = ["MUSHROOM_MAN_2", "NEKO_MANE_KING", "turn_ended_by_effect"]
