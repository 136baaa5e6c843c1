"""Adapters of the cardtable games: ``ygo-duel``, ``sgs-3v3``, ``sgs-identity`` (and the bare
engine ids ``ygo`` and ``sgs`` with the same encoders)."""

from __future__ import annotations

from typing import Any

from cardtable.core.game import Game
from cardtable.rl.adapters import GameAdapter
from cardtable.rl.encoders.sgs import SgsEncoder
from cardtable.rl.encoders.ygo import YgoEncoder

#: Preset deck pairs tried in order for ``ygo-duel`` (the first pair the engine accepts).
YGO_DECK_PAIRS = (("classic-a", "classic-b"), ("goat-control", "burn"))


def ygo_default_setup() -> dict[str, Any]:
    """LP4000 classic profile and the first preset deck pair the installed engine builds."""
    from cardtable.core.errors import SetupError
    from cardtable.ygo.game import from_setup, preset_deck

    last: Exception | None = None
    for a, b in YGO_DECK_PAIRS:
        try:
            setup = {"profile": "classic-lp4000", "decks": [preset_deck(a), preset_deck(b)]}
            from_setup(dict(setup), 0)
            return setup
        except SetupError as exc:
            last = exc
    raise SetupError(f"no preset deck pair of {YGO_DECK_PAIRS} builds: {last}")


def sgs_sides(game: Game) -> list[list[int]]:
    """3v3: the two sides as the spectator view shows them; identity: every seat alone."""
    players = game.view(-1)["players"]
    sides: dict[Any, list[int]] = {}
    for p in players:
        if p.get("side") is None:
            return [[s] for s in range(game.num_seats)]
        sides.setdefault(p["side"], []).append(p["seat"])
    return [sides[k] for k in sorted(sides)]


def adapters() -> list[GameAdapter]:
    """The built-in adapters."""
    return [
        GameAdapter("ygo-duel", YgoEncoder, ygo_default_setup, engine="ygo"),
        GameAdapter("ygo", YgoEncoder, ygo_default_setup),
        GameAdapter("sgs-3v3", SgsEncoder, lambda: {"mode": "3v3"}, sgs_sides, engine="sgs"),
        GameAdapter(
            "sgs-identity", SgsEncoder, lambda: {"mode": "identity", "players": 5}, sgs_sides,
            engine="sgs",
        ),
        GameAdapter("sgs", SgsEncoder, lambda: {"mode": "3v3"}, sgs_sides),
    ]
