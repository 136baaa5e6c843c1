"""Which games exist, and how to make one from plain data.

The kernel knows no game: games register a :class:`GameSpec` here when their package is
imported (``cardtable.games`` imports them all for the surfaces).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from cardtable.core.errors import SetupError
from cardtable.core.game import Game
from cardtable.core.table import DEFAULT_TABLE, Table


def _no_names() -> dict[str, Any]:
    return {}


@dataclass(frozen=True, slots=True)
class GameSpec:
    """How to build a game: from ``(setup, seed)``, and from a scenario's ``setup`` block; how
    it sits at a table (:class:`~cardtable.core.table.Table`: modes, match, setup rules, deck
    checks, sentences); and its name catalogue.

    ``names()`` is the catalogue of the public display names a game's views refer to by id:
    ``{"cards": {id: {zh, en}}, "generals": {...}, "skills": {...}, ...}`` (empty when views
    carry their names). It holds static data only, never hidden information."""

    game_id: str
    new: Callable[[dict[str, Any], int], Game]
    from_scenario: Callable[[dict[str, Any], int], Game]
    table: Table = DEFAULT_TABLE
    names: Callable[[], dict[str, Any]] = _no_names


_SPECS: dict[str, GameSpec] = {}


def register(spec: GameSpec) -> None:
    """Register (or replace) a game spec under its id."""
    _SPECS[spec.game_id] = spec


def spec_for(game_id: str) -> GameSpec:
    """The spec of ``game_id``; :class:`SetupError` names the known games otherwise."""
    try:
        return _SPECS[game_id]
    except KeyError:
        known = ", ".join(sorted(_SPECS)) or "none"
        raise SetupError(f"unknown game {game_id!r} (known: {known})") from None


def known_games() -> list[str]:
    """Ids of the registered games."""
    return sorted(_SPECS)
