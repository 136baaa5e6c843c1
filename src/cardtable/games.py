"""Imports every game package so that each registers its spec with the kernel registry.

Surfaces call :func:`load_games` before looking a game up by id.
"""

from __future__ import annotations

import importlib

GAME_MODULES = ("cardtable.ygo.game", "cardtable.sgs.game")


def load_games() -> list[str]:
    """Import the game modules that exist; return the ids now registered."""
    from cardtable.core.registry import known_games

    for mod in GAME_MODULES:
        try:
            importlib.import_module(mod)
        except ModuleNotFoundError as exc:
            if exc.name is None or not mod.startswith(exc.name):
                raise
    return known_games()
