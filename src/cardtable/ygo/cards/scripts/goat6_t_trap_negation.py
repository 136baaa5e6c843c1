"""Metal Detector (issue 15 part 3, session 6, g6-t): Continuous Traps negated for the turn.

Text (PSV-022; the Japanese text quoted on a fan wiki of the card, our own words in
``pool/goat.csv``): "Activate only when a Continuous Trap Card is activated. Until the end of
this turn, the effects of all Continuous Trap Cards on the field are negated." It answers the
activation (the Continuous Trap then resolves with its effect negated) and binds every
Continuous Trap on the field this turn, either player's, Royal Decree-style: a ``CARD_NEGATED``
hook for the face-up ones and a ``RESOLVE_HOOKS`` hook for a Continuous Trap's effect resolving
on the field, both reading a public ``card_effect`` mark of this turn. Checks:
``tests/ygo/test_goat6_t_trap_negation.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import note, reg
from cardtable.ygo.cards.scripts.seed_common import this_turn
from cardtable.ygo.effects.api import Effect, Link
from cardtable.ygo.effects.hooks import CARD_NEGATED, RESOLVE_HOOKS, only_for
from cardtable.ygo.state import LOC_ONFIELD

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

METAL_DETECTOR = 75646520
_KEY = "continuous_traps_negated"


def _continuous_trap(g: Duel, code: int) -> bool:
    t = g.pool.cards[code].type
    return bool(t & C.TRAP and t & C.CONTINUOUS)


def _cond(g: Duel, c: int, p: int, w: W) -> bool:
    i = len(g.chain) - 1
    if i >= 0 and g.chain[i].card == c and not g.chain[i].ready:
        i -= 1
    if i < 0:
        return False
    lk = g.chain[i]
    return lk.ready and lk.card_act and _continuous_trap(g, lk.code)


def _op(g: Duel, lk: Link) -> None:
    note(g, lk.card, "The effects of all Continuous Traps on the field are negated this turn",
         "这个回合场上全部永续陷阱卡的效果无效", **{_KEY: g.turn})


def _on(g: Duel) -> bool:
    return any(kind == "card_effect" and pub.get(_KEY) == g.turn for kind, pub, _ in this_turn(g))


@only_for({METAL_DETECTOR})
def _negated(g: Duel, c: int) -> bool:
    return bool(g.loc[c] & LOC_ONFIELD) and _continuous_trap(g, g.code[c]) and _on(g)


@only_for({METAL_DETECTOR})
def _resolve(g: Duel, lk: Link) -> bool:
    if _continuous_trap(g, lk.code) and g.loc[lk.card] & LOC_ONFIELD and _on(g):
        nm = g.pool.cards[lk.code].name
        g.log_rule("effect_negated", card=nm.en, card_zh=nm.zh, link=len(g.chain))
        return True
    return False


CARD_NEGATED.append(_negated)
RESOLVE_HOOKS.append(_resolve)
reg(METAL_DETECTOR, Effect(event="activated", condition=_cond, operation=(_op,)))
