"""Display names for the browser: the game's registered name catalogue
(:attr:`cardtable.core.registry.GameSpec.names`), static, public card / general / skill names a
game's views refer to by id (Sanguosha views name cards by id and generals by key).

Nothing here is hidden information: the table maps every id, whoever holds the card.
"""

from __future__ import annotations

from typing import Any

from cardtable.core.registry import known_games, spec_for


def names_for(game: str) -> dict[str, Any]:
    """The name catalogue of ``game`` (empty for a game whose views carry their names, and
    for an unknown game: a client asking for made-up game names gets nothing)."""
    if game not in known_games():
        return {}
    return spec_for(game).names()
