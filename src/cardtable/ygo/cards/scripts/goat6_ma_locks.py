""""When this card is Normal Summoned, Traps cannot be activated" (issue 15 part 3, g6-ma): the
window lock of the ``WINDOW_BANS`` hook (``effects/hooks.py``). In the response window of the
Normal Summon of a card of :data:`SUMMON_TRAP_LOCKS`, before any chain link, no Trap Card can be
activated (a Trap chained to a trigger effect that starts a chain there is not in that window:
the lock answers the summon only). Cards: Creeping Doom Manta, Eagle Eye (g6-ma); the other
cards of the kind (Tactical Espionage Expert, Invasion of Flames) may join the table. Texts in
``pool/goat.csv``; checks in ``tests/ygo/test_goat6_ma_locks.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import reg
from cardtable.ygo.effects.api import Effect
from cardtable.ygo.effects.hooks import WINDOW_BANS, only_for

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

CREEPING_DOOM_MANTA = 52571838
EAGLE_EYE = 53693416

#: monsters whose Normal Summon cannot be answered by a Trap Card
SUMMON_TRAP_LOCKS: set[int] = {CREEPING_DOOM_MANTA, EAGLE_EYE}


def summon_trap_lock(g: Duel, p: int, c: int, e: Any, w: tuple[Any, ...]) -> bool:
    """``WINDOW_BANS`` hook: a Trap Card's activation in the window of a locked monster's
    Normal Summon (no chain yet)."""
    return (len(w) > 2 and w[0] == "summoned" and w[2] == "normal" and not g.chain
            and g.code[w[1]] in SUMMON_TRAP_LOCKS and e.kind == "activate"
            and bool(g.cd(c).type & C.TRAP))


WINDOW_BANS.append(only_for(SUMMON_TRAP_LOCKS)(summon_trap_lock))
for _code in (CREEPING_DOOM_MANTA, EAGLE_EYE):
    reg(_code, Effect(kind="continuous"))

__all__ = ["SUMMON_TRAP_LOCKS", "summon_trap_lock"]
