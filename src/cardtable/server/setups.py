"""From a room's settings and seats to the plain-data ``setup`` a game is created from.

The server knows no game rules; it only knows where a seat's chosen deck goes. A room's
``setup`` is passed through unchanged, except that for Yu-Gi-Oh! each seat's deck (``.ydk`` text
or a ``ydke://`` URL, chosen in the deck builder) is put into ``setup["decks"][seat]`` when the
seat chose one.
"""

from __future__ import annotations

import copy
from typing import Any


def build_setup(game_id: str, base: dict[str, Any], seats: list[dict[str, Any]]) -> dict[str, Any]:
    """The setup for a new game of ``game_id`` at a table with ``seats``."""
    setup = copy.deepcopy(base)
    if game_id == "ygo":
        chosen = [s.get("deck") for s in seats]
        if any(chosen):
            decks = list(setup.get("decks") or [None] * len(seats))
            while len(decks) < len(seats):
                decks.append(None)
            for i, d in enumerate(chosen):
                if d:
                    decks[i] = d
            setup["decks"] = decks
    return setup
