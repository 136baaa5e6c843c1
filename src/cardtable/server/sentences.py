"""Event and result sentences for the browser: each game's own sentence source, per seat.

The frames carry the seat's redacted events; the sentences are built from exactly those events
(and the seat's own view for the names of revealed generals), so a sentence never names what
the seat may not see. Games without a sentence module get the kind's words only, never a raw
payload.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from cardtable.core.text import Text


def _plain(event: Mapping[str, Any]) -> Text:
    """A game without sentences: the kind and its plain values, no field names or data."""
    words = str(event.get("kind", "?")).replace("_", " ")
    vals = [str(v) for k, v in event.items()
            if k != "kind" and isinstance(v, str | int) and not isinstance(v, bool)]
    line = f"{words}: {' · '.join(vals)}" if vals else words
    return Text(line, line)


def event_lines(game_id: str, events: list[dict[str, Any]], seat: int,
                view: Any) -> list[dict[str, str]]:
    """``events`` (as ``seat`` sees them) as ``{"zh", "en"}`` sentences, one per event."""
    if game_id == "ygo":
        from cardtable.ygo.sentences import event_text as ygo_text

        who = seat if seat >= 0 else None
        return [ygo_text(e, who).to_json() for e in events]
    if game_id == "sgs":
        from cardtable.sgs.sentences import Reader
        from cardtable.sgs.sentences import event_text as sgs_text

        reader = Reader.of_view(view, seat) if isinstance(view, Mapping) else Reader(seat)
        return [sgs_text(e, reader).to_json() for e in events]
    return [_plain(e).to_json() for e in events]


def result_line(game_id: str, result: Mapping[str, Any] | None, seat: int,
                view: Any) -> dict[str, str] | None:
    """The game's result as ``seat`` reads it (``You won — your opponent's LP reached 0``)."""
    if result is None:
        return None
    if game_id == "ygo":
        from cardtable.ygo.sentences import result_text as ygo_result

        return ygo_result(result, seat).to_json()
    if game_id == "sgs":
        from cardtable.sgs.sentences import Reader
        from cardtable.sgs.sentences import result_text as sgs_result

        reader = Reader.of_view(view, seat) if isinstance(view, Mapping) else Reader(seat)
        return sgs_result(result, reader).to_json()
    winners = [w for w in result.get("winners") or [] if isinstance(w, int)]
    if seat in winners:
        return Text("你赢了", "You won").to_json()
    if seat >= 0 and winners:
        return Text("你输了", "You lost").to_json()
    return Text("游戏结束", "Game over").to_json()
