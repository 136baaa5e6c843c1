"""Imports every game package so that each registers its spec (and its table) with the kernel
registry.

Surfaces call :func:`load_games` before looking a game up by id. The imports are plain imports:
the games are part of the package, and mypy checks every surface against them.
"""

from __future__ import annotations

import cardtable.sgs.table
import cardtable.ygo.table
from cardtable.core.registry import known_games

#: The modules that register the games (each imports its game and registers its table).
GAME_MODULES = (cardtable.ygo.table.__name__, cardtable.sgs.table.__name__)


def load_games() -> list[str]:
    """The ids of the registered games (the imports above registered them)."""
    return known_games()
