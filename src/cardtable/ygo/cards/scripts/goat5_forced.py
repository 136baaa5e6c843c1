"""Goat-pool monsters that "must attack if able" (issue 15 part 3, goat-m1), over the engine's
``MUST_ATTACK`` hook list (``effects/hooks.py``; the Battle Step offers no "end the Battle
Phase" while such a monster can declare an attack).

:data:`FORCED` lists the passcodes; a face-up monster among them whose effects apply
(``active_monster``) must attack. Our reading, no 2005 ruling found: the text binds the
Battle Phase its controller enters; it does not force its controller to enter one.

Berserk Gorilla: also "if this card is in Defense Position, destroy it" — a state check
(only while face-up: a face-down monster's effects do not apply). Texts in ``pool/goat.csv``;
checks in ``tests/ygo/test_goat5_forced.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.core.text import Text
from cardtable.ygo.cards.scripts.classic_lib import active_monster, reg
from cardtable.ygo.cards.scripts.seed_common import rule_note
from cardtable.ygo.effects.api import Effect
from cardtable.ygo.effects.hooks import MUST_ATTACK, STATE_CHECKS, only_for
from cardtable.ygo.state import POS_FU_DEF

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

BERSERK_GORILLA = 39168895

#: "If this card is face-up on the field, it must attack if able"
FORCED: set[int] = {BERSERK_GORILLA}


def must_attack(g: Duel, a: int) -> bool:
    """``a`` is a face-up monster of :data:`FORCED` whose effects apply."""
    return g.code[a] in FORCED and active_monster(g, a)


MUST_ATTACK.append(only_for(FORCED)(must_attack))


@only_for({BERSERK_GORILLA})
def _gorilla_in_defense(g: Duel) -> None:
    """State check: a face-up Defense Position Berserk Gorilla is destroyed by its effect."""
    for p in (0, 1):
        gs = [m for m in g.mz[p] if m >= 0 and g.code[m] == BERSERK_GORILLA
              and g.pos[m] == POS_FU_DEF and active_monster(g, m)]
        if gs:
            rule_note(g, "berserk_gorilla", Text("「狂战士大猩猩」在守备表示，被破坏",
                                                 "Berserk Gorilla is in Defense Position, so it "
                                                 "is destroyed"))
            g.destroy(gs, "effect")


STATE_CHECKS.append(_gorilla_in_defense)
reg(BERSERK_GORILLA, Effect(kind="continuous", name=Text(
    "守备表示时破坏；可以攻击时必须攻击",
    "Destroyed in Defense Position; must attack if able")))

__all__ = ["BERSERK_GORILLA", "FORCED", "must_attack"]
