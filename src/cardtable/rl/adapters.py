"""Per-game adapter settings for the RL surfaces: engine, default setup, encoder, sides, cap.

An adapter maps an *environment name* to an engine id of the kernel registry plus a default
setup: ``"ygo-duel"`` is engine ``"ygo"`` with two preset decks, ``"sgs-3v3"`` engine ``"sgs"``
in mode 3v3, ``"sgs-identity"`` engine ``"sgs"`` in identity mode with 5 players. A registered
game id with no adapter works too (generic encoder, every seat its own side). Tests and
third-party games add their own with :func:`register_adapter`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from cardtable.core.game import Game
from cardtable.rl.encoders.generic import GenericEncoder
from cardtable.rl.encoding import Encoder


def own_sides(game: Game) -> list[list[int]]:
    """Every seat is its own side (free-for-all, and 1v1 duels)."""
    return [[s] for s in range(game.num_seats)]


@dataclass(frozen=True, slots=True)
class GameAdapter:
    """How the RL surfaces treat one environment name.

    ``engine`` is the registry id ("" = the same as ``name``); ``default_setup`` is merged
    under the setup the caller gives; ``encoder`` builds a fresh encoder; ``sides(game)``
    lists the seats of each side (teams share results); ``max_steps`` truncates runaway games.
    """

    name: str
    encoder: Callable[[], Encoder] = GenericEncoder
    default_setup: Callable[[], dict[str, Any]] = dict
    sides: Callable[[Game], list[list[int]]] = own_sides
    max_steps: int = 5000
    engine: str = ""

    @property
    def engine_id(self) -> str:
        """The kernel registry id of the game."""
        return self.engine or self.name

    def setup(self, given: dict[str, Any] | None) -> dict[str, Any]:
        """The default setup updated with ``given``."""
        out = self.default_setup()
        out.update(given or {})
        return out


_ADAPTERS: dict[str, GameAdapter] = {}


def register_adapter(adapter: GameAdapter) -> None:
    """Register (or replace) the adapter of ``adapter.name``."""
    _ADAPTERS[adapter.name] = adapter


def adapter_for(name: str) -> GameAdapter:
    """The adapter of ``name`` (a generic one when none is registered)."""
    _load_builtin()
    return _ADAPTERS.get(name) or GameAdapter(name)


def adapter_names() -> list[str]:
    """Names with a registered adapter."""
    _load_builtin()
    return sorted(_ADAPTERS)


_loaded = False


def _load_builtin() -> None:
    global _loaded
    if _loaded:
        return
    _loaded = True
    from cardtable.rl.encoders import builtin

    for a in builtin.adapters():
        _ADAPTERS.setdefault(a.name, a)
