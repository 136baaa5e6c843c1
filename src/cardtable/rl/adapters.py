"""Per-game adapter settings for the RL surfaces: encoder, default setup, sides, step cap.

A game needs no adapter to be used (the generic encoder and "every seat its own side" are the
fallback); the adapters below give the three cardtable games their encoders and team layout.
Tests and third-party games add their own with :func:`register_adapter`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from cardtable.core.game import Game
from cardtable.rl.encoders.generic import GenericEncoder
from cardtable.rl.encoding import Encoder


def own_sides(game: Game) -> list[list[int]]:
    """Every seat is its own side (free-for-all, and 1v1 duels)."""
    return [[s] for s in range(game.num_seats)]


@dataclass(frozen=True, slots=True)
class GameAdapter:
    """How the RL surfaces treat one game id.

    ``encoder`` builds a fresh encoder; ``default_setup`` is used when ``make_env`` gets no
    setup; ``sides(game)`` lists the seats of each side (teams share rewards and results);
    ``max_steps`` truncates runaway games.
    """

    game_id: str
    encoder: Callable[[], Encoder] = GenericEncoder
    default_setup: Callable[[], dict[str, Any]] = dict
    sides: Callable[[Game], list[list[int]]] = own_sides
    max_steps: int = 5000
    extra: dict[str, Any] = field(default_factory=dict)


_ADAPTERS: dict[str, GameAdapter] = {}


def register_adapter(adapter: GameAdapter) -> None:
    """Register (or replace) the adapter of ``adapter.game_id``."""
    _ADAPTERS[adapter.game_id] = adapter


def adapter_for(game_id: str) -> GameAdapter:
    """The adapter of ``game_id`` (a generic one when none is registered)."""
    _load_builtin()
    return _ADAPTERS.get(game_id) or GameAdapter(game_id)


_loaded = False


def _load_builtin() -> None:
    global _loaded
    if _loaded:
        return
    _loaded = True
    from cardtable.rl.encoders import builtin

    for a in builtin.adapters():
        _ADAPTERS.setdefault(a.game_id, a)
