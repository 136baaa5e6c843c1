"""Advice features: the option a heuristic bot would pick, as an input of a residual policy.

An environment built with ``advisor="ygo-heuristic"`` (any registered bot name) adds
``advice`` — ``float32[max_options]``, 1.0 at the option the advisor bot picks for the seat's
pending decision, 0 elsewhere (all zero for a waiting seat). A policy reading it starts from the
heuristic's play and learns where to deviate (:mod:`cardtable.rl.ppo`, ``cardtable train
--advisor``). The advisor reads what every bot reads: the game through the seat's decision
(the heuristics claim to use only what their seat may see; ``tests/rl/test_advice.py`` checks
the advice is unchanged when the engine re-deals what the seat cannot see).

The advisor's own tie-breaking randomness comes from its seed, so an environment stays
reproducible from its seed.
"""

from __future__ import annotations

import numpy as np

from cardtable.core.game import Game
from cardtable.rl.encoding import F32


class Advisor:
    """Asks bot ``name`` (seeded ``seed``) which option it would play."""

    def __init__(self, name: str, seed: int = 0) -> None:
        from cardtable.bots.base import make_bot

        self.name = name
        self.bot = make_bot(name, seed)

    def advise(self, game: Game, seat: int, max_options: int) -> F32:
        """``float32[max_options]``: 1 at the advisor's pick when ``seat`` acts, else zeros."""
        out = np.zeros(max_options, np.float32)
        dec = game.pending()
        if dec is None or dec.seat != seat:
            return out
        i = self.bot.choose(game, dec)
        if 0 <= i < max_options:
            out[i] = 1.0
        return out
