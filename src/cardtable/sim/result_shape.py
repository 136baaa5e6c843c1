"""The one JSON shape of bot-game results: ``sim``, ``sim --match`` and ``tournament``.

Every command that plays bot games prints (``--json``) an object that starts with the same keys
(docs/cli.md, "Result JSON"); what is particular to the command follows them:

``game``
    the game id (``ygo``, ``sgs``, any registered id).
``unit``
    what ``games`` counts: ``game`` (single games), ``match`` (best-of-3 / 3v3 matches) or
    ``tournament`` (every game of every pair).
``games, seed, bots``
    how many units were played, the base seed, the bot names (by seat or side for ``sim``; the
    entrants for ``tournament``).
``wins``
    won units per seat or side label (``"0"``, ``"1"``; ``"A"``, ``"B"``; ``side0``...); per
    entrant in a tournament.
``wins_by_bot, draws, errors, seconds``
    won units per bot name, units nobody won, units that crashed (their details in
    ``error_details``: seed, error, traceback), wall-clock seconds.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

#: The keys every result starts with, in this order.
RESULT_KEYS = ("game", "unit", "games", "seed", "bots", "wins", "wins_by_bot", "draws", "errors",
               "seconds", "error_details")

#: What ``games`` counts.
UNITS = ("game", "match", "tournament")


def result_json(
    *,
    game: str,
    unit: str,
    games: int,
    seed: int,
    bots: Sequence[str],
    wins: Mapping[str, int],
    wins_by_bot: Mapping[str, int],
    draws: int,
    errors: int,
    seconds: float,
    error_details: Sequence[Mapping[str, Any]] = (),
    **details: Any,
) -> dict[str, Any]:
    """A result object: the common keys (:data:`RESULT_KEYS`) then the command's ``details``."""
    if unit not in UNITS:
        raise ValueError(f"unit must be one of {UNITS}, got {unit!r}")
    out: dict[str, Any] = {
        "game": game,
        "unit": unit,
        "games": games,
        "seed": seed,
        "bots": list(bots),
        "wins": dict(wins),
        "wins_by_bot": dict(wins_by_bot),
        "draws": draws,
        "errors": errors,
        "seconds": round(seconds, 3),
        "error_details": [dict(e) for e in error_details],
    }
    clash = sorted(set(details) & set(out))
    if clash:
        raise ValueError(f"details repeat common keys: {clash}")
    out.update(details)
    return out
