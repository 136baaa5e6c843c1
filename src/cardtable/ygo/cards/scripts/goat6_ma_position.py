"""Dark Zebra (issue 15 part 3, g6-ma), its PSV text (2002; the OCG text of the period, read in
yugioh-wiki's page history, says the same): "during your Standby Phase, if this is the only
monster you control, change it to Defense Position; its battle position cannot be changed
during that turn" — a mandatory trigger in its controller's Standby Phase, then a
``POSITION_LOCKED`` mark for the turn (``g.counter`` = the turn; cleared when it moves). Text
in ``pool/goat.csv``; checks in ``tests/ygo/test_goat6_ma_position.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards.scripts.classic_lib import reg, up
from cardtable.ygo.effects.api import CAT_POSITION, Effect, Link
from cardtable.ygo.effects.hooks import POSITION_LOCKED, only_for
from cardtable.ygo.state import LOC_MZONE, POS_DEF, POS_FU_DEF

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

DARK_ZEBRA = 59784896


def _alone(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
    return g.tp == p and g.loc[c] == LOC_MZONE and up(g, c) and g.monsters(p) == [c]


def _to_defense(g: Duel, lk: Link) -> None:
    c = lk.card
    if g.loc[c] != LOC_MZONE or not up(g, c) or g.life[c] != lk.life:
        return
    if not g.pos[c] & POS_DEF:
        g.change_position(c, POS_FU_DEF)
    g.counter[c] = g.turn  # its battle position cannot be changed this turn


@only_for({DARK_ZEBRA})
def _zebra_locked(g: Duel, m: int) -> bool:
    return g.code[m] == DARK_ZEBRA and g.counter[m] == g.turn


POSITION_LOCKED.append(_zebra_locked)
reg(DARK_ZEBRA, Effect(kind="trigger", event="standby", optional=False, condition=_alone,
                       operation=(_to_defense,), category=CAT_POSITION))

__all__ = ["DARK_ZEBRA"]
