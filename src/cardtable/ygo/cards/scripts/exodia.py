"""Exodia the Forbidden One: a player holding it and its four limbs (both Legs and both Arms of
the Forbidden One) in hand wins the duel (its card text, in our words). An alternate win
condition, checked at every state check through the ``WIN_CHECKS`` hook."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.ygo.effects.hooks import WIN_CHECKS, only_for

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

EXODIA_HEAD = 33396948
#: The head, then the right and left legs and arms.
EXODIA = (EXODIA_HEAD, 70903634, 7902349, 8124921, 44519536)


@only_for({EXODIA_HEAD})  # without the head no hand can hold all five
def _exodia_win(g: Duel, p: int) -> str:
    """``p`` wins when the five pieces are in its hand."""
    hand_codes = {g.code[c] for c in g.hand[p]}
    return "exodia" if all(x in hand_codes for x in EXODIA) else ""


WIN_CHECKS.append(_exodia_win)
