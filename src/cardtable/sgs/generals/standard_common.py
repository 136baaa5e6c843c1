"""Helpers shared by the skill modules of the 2011 pool: asks that skip forced choices.

A decision with exactly one possible answer is not asked (the engine aims at ≥ 60k decisions/s
and a bot or a human gains nothing from a forced click): when the candidates are no more than
the minimum to pick, they are all taken at once.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.core.text import Text
from cardtable.sgs.skills.api import Frame

if TYPE_CHECKING:
    from cardtable.sgs.game import SgsGame


def pick_cards(g: SgsGame, seat: int, prompt: Text, cards: list[int] | tuple[int, ...],
               lo: int, hi: int, then: Frame) -> None:
    """Like ``g.ask_cards`` but delivers at once when the choice is forced."""
    if lo >= 1 and len(cards) <= lo:
        g.push((*then, tuple(cards)))
    else:
        g.ask_cards(seat, prompt, cards, lo, hi, then)


def pick_seats(g: SgsGame, seat: int, prompt: Text, seats: list[int] | tuple[int, ...],
               lo: int, hi: int, then: Frame) -> None:
    """Like ``g.ask_seats`` but delivers at once when the choice is forced."""
    if lo >= 1 and len(seats) <= lo:
        g.push((*then, tuple(seats)))
    else:
        g.ask_seats(seat, prompt, seats, lo, hi, then)


def lord_action_due(g: SgsGame, owner: int, cid: int, kingdom: str, action: str) -> bool:
    """A lord skill that lends other seats a play-phase action (黄天, 制霸): true when the
    play phase of another ``kingdom`` seat starts (``phase_start`` ctx ``cid``) and that seat
    does not hold ``action`` yet."""
    seat, ph = g.ctx[cid][0], g.ctx[cid][1]
    return (ph == "play" and seat != owner and g.kingdom(seat) == kingdom
            and action not in g.skills[seat])


def lend_action(g: SgsGame, cid: int, action: str) -> None:
    """Give the seat of ``phase_start`` ctx ``cid`` the action skill ``action``."""
    seat = g.ctx[cid][0]
    g.skills[seat] = (*g.skills[seat], action)
    g.rebuild_skill_index()
