"""Reverse Trap (issue 15 part 3, session 7, g7-t): a Normal Trap — until the End Phase, every
effect that adds to or subtracts from ATK or DEF works the other way round (multiplying and
halving are untouched).

Text: not flagged "Goat-era version" in goat-pool.csv; today's official text (yaml-yugi
``data/77622396.yaml``) describes it; our own words in ``pool/goat.csv``. It changes ATK/DEF, so
it may be activated in the Damage Step. A public ``card_effect`` mark of this turn switches the
engine's ``STAT_REVERSALS`` hook (g7-t's engine piece in ``rules/actions.py``): every monster's
ATK/DEF is its printed value minus the sum of its modifiers until the turn ends (a "becomes N"
written as a buff by ``goat7_t_stat_set`` is reversed too: a documented limit). Checks:
``tests/ygo/test_goat7_t_reverse.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.ygo.cards.scripts.classic_lib import note, reg
from cardtable.ygo.cards.scripts.seed_common import this_turn
from cardtable.ygo.effects.api import CAT_ATKCHANGE, Effect, Link
from cardtable.ygo.effects.hooks import STAT_REVERSALS, only_for

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

REVERSE_TRAP = 77622396
_KEY = "stat_changes_reversed"


def _op(g: Duel, lk: Link) -> None:
    note(g, lk.card, "ATK/DEF increases and decreases are reversed this turn",
         "这个回合攻击力·守备力的上升·下降效果变成逆向", **{_KEY: g.turn})


@only_for({REVERSE_TRAP})
def _reversed(g: Duel) -> bool:
    return any(kind == "card_effect" and pub.get(_KEY) == g.turn for kind, pub, _ in this_turn(g))


STAT_REVERSALS.append(_reversed)
reg(REVERSE_TRAP, Effect(dmg_step=True, operation=(_op,), category=CAT_ATKCHANGE))
