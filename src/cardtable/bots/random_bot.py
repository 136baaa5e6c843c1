"""The uniform random bot: every legal option equally likely, from its own seeded RNG."""

from __future__ import annotations

from cardtable.core.decision import Decision
from cardtable.core.game import Game
from cardtable.core.rng import Rng


class RandomBot:
    """Picks uniformly among the legal options with its own :class:`Rng` (never the game's).

    >>> bot = RandomBot(seed=3)
    >>> bot.name
    'random'
    """

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed)

    def choose(self, game: Game, decision: Decision) -> int:
        """A uniform option index of ``decision``."""
        return self.rng.below(len(decision.options))
