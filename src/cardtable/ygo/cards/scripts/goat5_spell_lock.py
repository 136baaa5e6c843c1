"""Goat-pool monsters, batch 5 (goat-m2): a Flip effect that locks the opponent's Spell Cards —
Sonic Jammer ("FLIP: your opponent cannot activate Spell Cards until the end of their next
turn"). The lock is a ``card_effect`` mark (the locked player and the last turn it holds) read
by an ``ACTIVATE_ALLOWED`` hook: flipped in its controller's turn T, it holds through T+1; flipped
in the opponent's own turn (attacked), through that player's next turn, T+2. Text (2005 print,
our own words) in ``pool/goat.csv``; checks in ``tests/ygo/test_goat5_spell_lock.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import note, reg
from cardtable.ygo.effects.api import Effect, Link
from cardtable.ygo.effects.hooks import ACTIVATE_ALLOWED, only_for

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

SONIC_JAMMER = 84550200


def _jam(g: Duel, lk: Link) -> None:
    o = 1 - lk.player
    last = g.turn + 2 if g.tp == o else g.turn + 1  # the end of their next turn
    note(g, lk.card, "The opponent cannot activate Spell Cards until the end of their next turn",
         "直到对方下个回合结束时，对方不能发动魔法卡", no_spells_for=o, until_turn=last)


@only_for({SONIC_JAMMER})
def _spells_allowed(g: Duel, p: int, c: int, e: Any) -> bool:
    if e.kind != "activate" or not g.cd(c).type & C.SPELL:
        return True
    for kind, pub, _ in reversed(g.elog):
        if kind == "turn" and int(pub.get("turn", 0)) < g.turn - 2:
            break
        if kind == "card_effect" and pub.get("no_spells_for") == p \
                and int(pub.get("until_turn", 0)) >= g.turn:
            return False
    return True


ACTIVATE_ALLOWED.append(_spells_allowed)
reg(SONIC_JAMMER, Effect(kind="flip", optional=False, operation=(_jam,)))
