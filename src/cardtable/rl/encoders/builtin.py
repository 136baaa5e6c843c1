"""Adapters of the three cardtable games ("ygo-duel", "sgs-3v3", "sgs-identity")."""

from __future__ import annotations

from cardtable.rl.adapters import GameAdapter


def adapters() -> list[GameAdapter]:
    """The built-in adapters (game-specific encoders where their views are known)."""
    return [
        GameAdapter("ygo-duel", max_steps=5000),
        GameAdapter("sgs-3v3", max_steps=5000),
        GameAdapter("sgs-identity", max_steps=5000),
    ]
