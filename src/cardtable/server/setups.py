"""From a room's settings and seats to what its games are created from.

The server knows no game rules: what differs per game comes from the game's registered
:class:`~cardtable.core.table.Table` (``spec_for(game_id).table``): how a room's setup is
normalised (Yu-Gi-Oh! deck names and texts to passcode lists, profile names checked), which
decks seats may bring and why one is refused, and the room's match (best of N, between-game
decisions, the next game's setup). These functions only route a room to that table.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from cardtable.core.match import Match, MatchSetup
from cardtable.core.registry import spec_for


def normalize_setup(game_id: str, setup: dict[str, Any]) -> dict[str, Any]:
    """A room's setup resolved to plain data by the game's table (raises ``SetupError``)."""
    return spec_for(game_id).table.normalize_setup(dict(setup))


def deck_problems(game_id: str, setup: Mapping[str, Any], deck: str,
                  options: Mapping[str, Any]) -> list[str]:
    """Why a seat's deck breaks the room's rules (empty when legal, or when the game's seats
    bring no decks). Raises ``SetupError`` for a deck that cannot be read."""
    check = spec_for(game_id).table.deck_problems
    return [] if check is None else [str(p) for p in check(setup, deck, options)]


def make_match(game_id: str, setup: Mapping[str, Any], seat_decks: list[str | None],
               seed: int, best_of: int, options: Mapping[str, Any]) -> Match:
    """The room's match, built by the game's table (raises ``SetupError`` for a seat's deck
    that breaks the room's rules)."""
    spec = spec_for(game_id)
    return spec.table.make_match(spec.new, MatchSetup(dict(setup), tuple(seat_decks), seed,
                                                      best_of, dict(options)))
