"""Respect Play (issue 15 part 3, session 7, g7-t): a Continuous Trap — each player plays their
own turns with their hand revealed to the opponent.

Text: not flagged "Goat-era version" in goat-pool.csv; today's official text (yaml-yugi
``data/08951260.yaml``; its Japanese text: each player keeps their whole hand revealed during
their own turn) describes it; our own words in ``pool/goat.csv``. Built like g7-ma's
hand-revealing piece (``goat7_ma_reveal.py``, whose table is for monsters): while a Respect
Play is face-up on the field with its effects applying (``g.sources()``), the turn player's hand
is revealed to the other seat (``g.reveal``: views, labels and determinization know the cards)
at every state check, after every event and every card drawn. A card so seen stays known while
it stays in that hand, as any revealed card. Checks: ``tests/ygo/test_goat7_t_respect_play.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards.scripts.classic_lib import reg
from cardtable.ygo.effects.api import Aspect, Effect
from cardtable.ygo.effects.hooks import DRAW_HOOKS, EVENT_HOOKS, STATE_CHECKS, only_for

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

RESPECT_PLAY = 8951260


def _applies(g: Duel) -> bool:
    return any(g.code[s] == RESPECT_PLAY for s in g.sources())


@only_for({RESPECT_PLAY})
def reveal_turn_hand(g: Duel) -> None:
    """Reveal the turn player's hand to the opponent while a Respect Play applies."""
    p = g.tp
    if 0 <= p <= 1 and g.hand[p] and _applies(g):
        g.reveal(1 - p, g.hand[p])


@only_for({RESPECT_PLAY})
def _on_event(g: Duel, ev: str, c: int, data: tuple[Any, ...]) -> None:
    reveal_turn_hand(g)


@only_for({RESPECT_PLAY})
def _on_draw(g: Duel, p: int, c: int) -> None:
    reveal_turn_hand(g)


STATE_CHECKS.append(reveal_turn_hand)
EVENT_HOOKS.append(_on_event)
DRAW_HOOKS.append(_on_draw)
reg(RESPECT_PLAY, Effect(aspects=(Aspect("hand_revealed"),)))
