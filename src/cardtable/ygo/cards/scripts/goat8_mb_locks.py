"""Sasuke Samurai #2 (DCR-059, 2003; issue 15 part 3, g8-mb, session 8). Flagged "Goat-era
version" in ``goat-pool.csv``. Text: the Dark Crisis wording (the French print kept by yaml-yugi
``data/11760174.yaml``: pay 800 Life Points; until the End Phase, Spell and Trap Cards cannot
be activated; the OCG text of the time there says "all" Spell and Trap Cards). Its Goat-era
behaviour is pinned by the Goat format's Individual Card FAQ (``TheMTtakeover/goat-rulings``,
``goat-indv-rulings/sasuke-samurai-2.md``): an Ignition Effect (Main Phase 1 or 2), **once
per turn**; the lock **stops in the End Phase** (Traps and Quick-Play Spells may be activated
for the rest of it); while it applies no effect of a Spell or Trap Card can be activated
either — Graveyard effects (Black Pendant) and the effects of face-up Continuous cards (Skull
Lair, Ultimate Offering, Mass Driver) —; Netrep: Spells and Traps may be chained to the
activation of Sasuke's effect (the lock starts as it resolves).

How: an Ignition Effect, once per turn (``mark_used``), its cost 800 LP; on resolution a
public ``card_effect`` mark names the turn; an ``ACTIVATE_ALLOWED`` hook refuses, for the rest
of that turn before its End Phase, every activation of a Spell or Trap Card or of an effect of
one, for both players. Checks in ``tests/ygo/test_goat8_mb_locks.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import mark_used, note, once_per_turn, reg
from cardtable.ygo.effects import costs
from cardtable.ygo.effects.api import Effect, Link
from cardtable.ygo.effects.hooks import ACTIVATE_ALLOWED, only_for
from cardtable.ygo.state import PH_END

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
    if not g.cd(c).type & (C.SPELL | C.TRAP) or g.phase == PH_END:
        return True
    return not locked_this_turn(g)


def _lock(g: Duel, lk: Link) -> None:
    note(g, lk.card, "Until the End Phase, Spell and Trap Cards and their effects cannot be "
         "activated",
         "直到结束阶段，魔法·陷阱卡不能发动", **{LOCK_KEY: g.turn})


ACTIVATE_ALLOWED.append(_no_spells_traps)
reg(SASUKE_SAMURAI_2, Effect(
    kind="ignition",
    condition=lambda g, c, p, w: once_per_turn(g, c, p, w) and _can_pay800(g, c, p),
    cost=(mark_used, *_pay800),
    operation=(_lock,),
    name=Text("支付800基本分：直到结束阶段，魔法·陷阱卡不能发动",
              "Pay 800 LP: until the End Phase, Spell and Trap Cards cannot be activated")))

__all__ = ["LOCK_KEY", "SASUKE_SAMURAI_2", "locked_this_turn"]
