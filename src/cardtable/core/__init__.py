"""The game-agnostic kernel: decisions, RNG, events, views, replays, clone and scenarios.

Nothing in here knows a game. A game implements :class:`cardtable.core.game.Game`; surfaces
(CLI, server, bots, RL) talk to games only through these contracts.
"""

from cardtable.core.decision import Decision, Option
from cardtable.core.errors import CardtableError, IllegalAnswer, SetupError
from cardtable.core.events import Event
from cardtable.core.game import Game, Result
from cardtable.core.rng import Rng
from cardtable.core.text import Text

__all__ = [
    "CardtableError",
    "Decision",
    "Event",
    "Game",
    "IllegalAnswer",
    "Option",
    "Result",
    "Rng",
    "SetupError",
    "Text",
]
