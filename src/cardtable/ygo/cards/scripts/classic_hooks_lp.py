"""Classic cards that react to Life Points changes without a chain link (hooks of
:mod:`cardtable.ygo.effects.hooks`).

* Bad Reaction to Simochi turns the opponent's LP gains into damage (``LP_GAIN_HOOKS``).
* After each effect damage the opponent takes (except its own), Dark Room of Nightmare inflicts
  a separate 300 (``EFFECT_DAMAGE_DONE``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.ygo.cards.scripts.classic_lib import (
    live,
    note,
    reg,
)
from cardtable.ygo.effects.api import (
    CAT_DAMAGE,
    Effect,
)
from cardtable.ygo.effects.hooks import (
    EFFECT_DAMAGE_DONE,
    LP_GAIN_HOOKS,
    only_for,
)

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

SIMOCHI = 40633297
DARK_ROOM = 85562745

def _field(g: Duel, code: int, side: int | None = None) -> list[int]:
    """Live cards with passcode ``code`` on the field (``side`` None = both)."""
    out = []
    for q in (0, 1) if side is None else (side,):
        for s in (*g.mz[q], *g.sz[q], g.fz[q]):
            if s >= 0 and g.code[s] == code and live(g, s):
                out.append(s)
    return out

# --- LP hooks ---------------------------------------------------------------------------------


def _simochi(g: Duel, p: int, n: int) -> int:
    if n > 0 and _field(g, SIMOCHI, 1 - p):
        note(g, _field(g, SIMOCHI, 1 - p)[0], "The LP gain becomes damage",
             "回复变为伤害", player=p, amount=n)
        g.damage(p, n)
        return 0
    return n


def _dark_room(g: Duel, p: int, n: int, src: int) -> None:
    """After ``p`` took ``n`` effect damage: each face-up Dark Room of Nightmare of ``p``'s
    opponent inflicts a separate 300 (no chain link), except for damage a Dark Room inflicted."""
    if src >= 0 and g.code[src] == DARK_ROOM:
        return
    for room in _field(g, DARK_ROOM, 1 - p):
        note(g, room, "300 more damage", "追加300伤害", player=p)
        g.damage(p, 300, src=room)


LP_GAIN_HOOKS.append(only_for({SIMOCHI})(_simochi))
EFFECT_DAMAGE_DONE.append(only_for({DARK_ROOM})(_dark_room))
reg("bad_reaction_to_simochi", Effect(category=CAT_DAMAGE))
reg("dark_room_of_nightmare", Effect(category=CAT_DAMAGE))
