"""Invasion of Flames and Tactical Espionage Expert (RDS, 2004; issue 15 part 3, g6-mb): "no
Trap Card can be activated in response to the Normal Summon of this card" — the FIRE and EARTH
members of the Rise of Destiny cycle of four Level 3 1300/1200 monsters sharing that text
(Creeping Doom Manta and Eagle Eye are the WATER and WIND ones), rows of g6-ma's
``goat6_ma_locks.SUMMON_TRAP_LOCKS`` (a ``WINDOW_BANS`` lock of the summon's response window).

Texts in ``pool/goat.csv``; checks in ``tests/ygo/test_goat6_mb_summon_locks.py``.
"""

from __future__ import annotations

from cardtable.core.text import Text
from cardtable.ygo.cards.scripts.classic_lib import reg
from cardtable.ygo.cards.scripts.goat6_ma_locks import SUMMON_TRAP_LOCKS, summon_trap_lock
from cardtable.ygo.effects.api import Effect
from cardtable.ygo.effects.hooks import only_for

INVASION_OF_FLAMES = 26082229
TACTICAL_ESPIONAGE_EXPERT = 89698120

for _code in (INVASION_OF_FLAMES, TACTICAL_ESPIONAGE_EXPERT):
    SUMMON_TRAP_LOCKS.add(_code)
    only_for({_code})(summon_trap_lock)
    reg(_code, Effect(kind="continuous", name=Text(
        "对这张卡的通常召唤，陷阱卡不能发动", "No Trap Card answers its Normal Summon")))

__all__ = ["INVASION_OF_FLAMES", "TACTICAL_ESPIONAGE_EXPERT"]
