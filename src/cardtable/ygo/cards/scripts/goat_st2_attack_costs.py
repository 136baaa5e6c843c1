"""Goat-pool cards that put a price on declaring an attack (issue 15 part 3, goat-st2 batch 13):
Toll — while it is face-up, each player pays 500 LP to declare an attack (each face-up Toll
asks its own 500). A monster whose controller cannot pay may not declare an attack (an
``ATTACK_ALLOWED`` hook); the payment is made as the attack is declared, before anyone may
respond (an event hook on ``attack``). Texts (2005 wording, our own words) are in
``pool/goat.csv``; the checks are ``tests/ygo/test_goat_st2_batches.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards.scripts.classic_lib import reg, up
from cardtable.ygo.effects.api import Effect
from cardtable.ygo.effects.hooks import ATTACK_ALLOWED, EVENT_HOOKS, only_for
from cardtable.ygo.state import F_ACTIVE, F_NEGATED

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

TOLL = 82003859


def _tolls(g: Duel) -> int:
    """How many face-up, active, not negated Tolls are on the field."""
    if g.spells_negated():
        return 0
    return sum(1 for q in (0, 1) for s in g.sz[q]
               if s >= 0 and g.code[s] == TOLL and up(g, s)
               and g.flags[s] & (F_ACTIVE | F_NEGATED) == F_ACTIVE)


@only_for({TOLL})
def _can_pay(g: Duel, a: int) -> bool:
    return g.lp[g.ctrl[a]] >= 500 * _tolls(g)


@only_for({TOLL})
def _pay_on_attack(g: Duel, ev: str, c: int, data: tuple[Any, ...]) -> None:
    if ev == "attack":
        n = _tolls(g)
        if n:
            g.pay_lp(g.ctrl[c], 500 * n)


ATTACK_ALLOWED.append(_can_pay)
EVENT_HOOKS.append(_pay_on_attack)
reg(TOLL, Effect())
