""""ATK becomes 0 during damage calculation only" (issue 15 part 3, g6-ma's engine piece; the
2005 texts of Kazejin, Suijin and Sanga of the Thunder: "during damage calculation in your
opponent's turn, if this card is being attacked, you can make the attacking monster's ATK 0
during damage calculation only").

The engine side is one card flag, ``F_CALC_ZERO`` (``ygo/state.py``): while it is set and the
battle is in damage calculation (``g.bstep == BS_CALC``), ``g.atk`` of that monster is 0 (after
every other modifier: "becomes 0", not "loses"); the end of the Damage Step clears it
(``rules/battle.py``), and so does the card leaving the field (flags are reset on a move).
A script sets it with :func:`atk_zero_during_damage_calculation` from an effect activated in
the damage-calculation window (``Effect(dmg_calc=True, ...)``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.ygo.state import BS_CALC, F_CALC_ZERO, LOC_MZONE, POS_FACEUP

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel


def atk_zero_during_damage_calculation(g: Duel, card: int) -> bool:
    """Make face-up monster ``card``'s ATK 0 for the damage calculation under way; False (and
    nothing happens) when it is not a face-up monster in this battle's damage calculation."""
    b = g.battle
    if (b is None or g.bstep != BS_CALC or card not in (b.attacker, b.target)
            or g.loc[card] != LOC_MZONE or not g.pos[card] & POS_FACEUP):
        return False
    if g.hk.unaffected and not g.affected((card,)):
        return False
    g.flags[card] |= F_CALC_ZERO
    g.log_rule("atk_zero_calc", card=g.name(card).en, card_zh=g.name(card).zh)
    return True


__all__ = ["atk_zero_during_damage_calculation"]
