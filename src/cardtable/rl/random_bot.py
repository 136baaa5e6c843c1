"""A seeded uniform-random bot, reproducible from the game state alone.

Its choice depends only on ``(seed, game.seed, game.state_id, decision seat)``, so the same
game played on any backend, in any process, picks the same options.
"""

from __future__ import annotations

from cardtable.core.decision import Decision
from cardtable.core.game import Game
from cardtable.core.rng import Rng


class SeededRandomBot:
    """Uniform over the legal options (``choose(game, decision) -> int`` like every bot)."""

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def choose(self, game: Game, decision: Decision) -> int:
        """A uniformly random legal option index."""
        n = len(decision.options)
        if n == 1:
            return 0
        key = (self.seed * 1_000_003 + game.seed) * 1_000_033 + game.state_id * 64 + decision.seat
        return Rng(key).below(n)
