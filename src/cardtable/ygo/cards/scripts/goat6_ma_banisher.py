"""Banisher of the Light (issue 15 part 3, g6-ma): "as long as this card remains face-up on the
field, any card sent to the Graveyard is removed from play instead" — a replacement of the
destination over g6-mb's ``DESTINATION_HOOKS`` (read by ``g.destroy``, ``g.send_to_gy`` and
``g.discard``: destroyed, Tributed, discarded, resolved Spells and Traps alike). The Banisher
itself goes to the Graveyard (it no longer applies as it leaves); cards destroyed together
with it are removed from play (``g.destroy`` reads every destination before any card moves).
Text in ``pool/goat.csv``; checks in ``tests/ygo/test_goat6_ma_banisher.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.ygo.cards.scripts.classic_lib import active_monster, reg
from cardtable.ygo.effects.api import Effect
from cardtable.ygo.effects.hooks import DESTINATION_HOOKS, only_for
from cardtable.ygo.state import LOC_BANISHED

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

BANISHER_OF_THE_LIGHT = 61528025


def banisher_applies(g: Duel, c: int, reason: str) -> int:
    """``DESTINATION_HOOKS``: while a Banisher of the Light other than ``c`` is face-up on the
    field with its effects applying, ``c`` is removed from play instead."""
    for p in (0, 1):
        for m in g.mz[p]:
            if m >= 0 and m != c and g.code[m] == BANISHER_OF_THE_LIGHT and active_monster(g, m):
                return LOC_BANISHED
    return 0


DESTINATION_HOOKS.append(only_for({BANISHER_OF_THE_LIGHT})(banisher_applies))
reg(BANISHER_OF_THE_LIGHT, Effect(kind="continuous"))

__all__ = ["BANISHER_OF_THE_LIGHT", "banisher_applies"]
