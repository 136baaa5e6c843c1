"""Finding a game's spec by id, importing game packages only when the id is not known yet."""

from __future__ import annotations

from cardtable.core.registry import GameSpec, known_games, spec_for


def game_spec(game_id: str) -> GameSpec:
    """The registered spec of ``game_id`` (importing the cardtable games first if needed)."""
    if game_id not in known_games():
        from cardtable.games import load_games

        load_games()
    return spec_for(game_id)
