"""Shared helpers of the kernel tests: a whole-state fingerprint and random play."""

from __future__ import annotations

import json
from typing import Any

from cardtable.core.game import Game
from cardtable.core.rng import Rng


def fingerprint(game: Game) -> str:
    """Everything observable about a game, for "nothing changed" checks."""
    data: dict[str, Any] = {
        "views": [game.view(s) for s in range(-1, game.num_seats)],
        "events": [game.events(s) for s in range(-1, game.num_seats)],
        "answers": [dict(a) for a in game.answers],
        "pending": None if game.pending() is None else game.pending().to_json(),  # type: ignore[union-attr]
        "facts": game.facts(),
        "result": None if game.result() is None else game.result().to_json(),  # type: ignore[union-attr]
        "rng": getattr(getattr(game, "rng", None), "state", None),
    }
    return json.dumps(data, sort_keys=True, default=str)


def play_random(game: Game, seed: int, limit: int = 1000) -> Game:
    """Answer uniformly at random until the game ends (or ``limit`` answers)."""
    rng = Rng(seed)
    for _ in range(limit):
        dec = game.pending()
        if dec is None:
            break
        game.answer(rng.below(len(dec.options)))
    return game
