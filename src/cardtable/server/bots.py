"""Bots at the table: made by name from :mod:`cardtable.bots.base`, seeded per room and seat.

When the bots package (or a named bot) is unavailable, a uniform random choice seeded per room
and seat stands in, so a table can always be filled.
"""

from __future__ import annotations

from typing import Protocol

from cardtable.bots.base import bot_names, make_bot
from cardtable.core.decision import Decision
from cardtable.core.game import Game
from cardtable.core.registry import known_games
from cardtable.core.rng import Rng


class TableBot(Protocol):
    """What the server needs from a bot."""

    def choose(self, game: Game, decision: Decision) -> int:
        """An option index of ``decision``."""
        ...


class SeededRandom:
    """The stand-in bot: uniform over the legal options, with its own RNG."""

    name = "random"

    def __init__(self, seed: int) -> None:
        self.rng = Rng(seed)

    def choose(self, game: Game, decision: Decision) -> int:
        """A uniform option index."""
        return self.rng.below(len(decision.options))


def available_bots() -> list[str]:
    """Bot names that may be asked for."""
    return bot_names()


def make_table_bot(name: str, seed: int) -> TableBot:
    """Bot ``name`` seeded with ``seed``; falls back to :class:`SeededRandom`."""
    try:
        return make_bot(name, seed)
    except Exception:
        return SeededRandom(seed)


def valid_bot_name(name: str, game: str | None = None) -> bool:
    """True when ``name`` is a known bot name (or ``random``) fit for ``game``: a bot named
    ``<game>-…`` plays only that game."""
    if game is not None and "-" in name:
        prefix = name.split("-", 1)[0]
        if prefix in known_games() and prefix != game:
            return False
    return name == "random" or name in available_bots()
