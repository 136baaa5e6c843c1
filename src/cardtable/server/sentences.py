"""Event and result sentences for the browser: each game's own sentence source, per seat.

The frames carry the seat's redacted events; the sentences are built from exactly those events
(and the seat's own view, e.g. for the names of revealed generals) by the game's registered
table (:class:`~cardtable.core.table.Table` ``event_lines`` / ``result_line``), so a sentence
never names what the seat may not see. Games without sentences get the kind's words only,
never a raw payload.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from cardtable.core.registry import known_games, spec_for
from cardtable.core.table import DEFAULT_TABLE, Table


def _table(game_id: str) -> Table:
    """The game's table (the generic one for a game this server does not know)."""
    return spec_for(game_id).table if game_id in known_games() else DEFAULT_TABLE


def event_lines(game_id: str, events: list[dict[str, Any]], seat: int,
                view: Any) -> list[dict[str, str]]:
    """``events`` (as ``seat`` sees them) as ``{"zh", "en"}`` sentences, one per event."""
    return [t.to_json() for t in _table(game_id).event_lines(events, seat, view)]


def result_line(game_id: str, result: Mapping[str, Any] | None, seat: int,
                view: Any) -> dict[str, str] | None:
    """The game's result as ``seat`` reads it (``You won — your opponent's LP reached 0``)."""
    if result is None:
        return None
    return _table(game_id).result_line(result, seat, view).to_json()
