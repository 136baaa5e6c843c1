"""How a game sits at a table: its modes, its match, its setup rules, its deck checks and its
sentences. A game registers one :class:`Table` in its :class:`~cardtable.core.registry.GameSpec`;
the server's lobby and rooms read everything that differs per game from it (they hold no
``if game_id == ...``). Every hook has a default, so a game without a table of its own (the toy
games of the tests) is served by the generic table: its setup as it is, single games or a
best-of-N series, the kinds' words as sentences.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, NamedTuple

from cardtable.core.decision import Form
from cardtable.core.game import Game
from cardtable.core.match import Match, MatchSetup, SeriesMatch
from cardtable.core.text import Text


class Mode(NamedTuple):
    """A mode a room can be opened in: its label, the setup it gives, whether seated players
    may talk while it runs, and the match lengths it allows (best of 1, best of 3)."""

    id: str
    label: Text
    setup: Mapping[str, Any]
    no_talk: bool = False
    best_of: tuple[int, ...] = (1, 3)


def plain_event(event: Mapping[str, Any]) -> Text:
    """A sentence for a game without sentences: the kind and its plain values, never field
    names or nested data."""
    words = str(event.get("kind", "?")).replace("_", " ")
    vals = [str(v) for k, v in event.items()
            if k != "kind" and isinstance(v, str | int) and not isinstance(v, bool)]
    line = f"{words}: {' · '.join(vals)}" if vals else words
    return Text(line, line)


def plain_result(result: Mapping[str, Any], seat: int) -> Text:
    """``You won`` / ``You lost`` / ``Game over`` for a game without sentences."""
    winners = [w for w in result.get("winners") or [] if isinstance(w, int)]
    if seat in winners:
        return Text("你赢了", "You won")
    if seat >= 0 and winners:
        return Text("你输了", "You lost")
    return Text("游戏结束", "Game over")


def _event_lines(events: list[dict[str, Any]], seat: int, view: Any) -> list[Text]:
    return [plain_event(e) for e in events]


def _result_line(result: Mapping[str, Any], seat: int, view: Any) -> Text:
    return plain_result(result, seat)


def _same(setup: dict[str, Any]) -> dict[str, Any]:
    return setup


def _no_info(setup: Mapping[str, Any], options: Mapping[str, Any]) -> dict[str, Any]:
    return {}


def _no_extras() -> dict[str, Any]:
    return {}


def _no_options() -> dict[str, list[str]]:
    return {}


@dataclass(frozen=True, slots=True)
class Table:
    """A game's table rules (every field optional; see the module docstring)."""

    #: the game's display name (None: its id)
    name: Text | None = None
    #: modes offered by the lobby, the first is the default (none: the setup a client sends)
    modes: tuple[Mode, ...] = ()
    #: ``setup`` fields any room may set (besides its mode's)
    public_setup: frozenset[str] = frozenset()
    #: ``setup`` fields only a custom room may set (it shows its setup to everyone)
    custom_setup: frozenset[str] = frozenset()
    #: the match of a room: from :class:`MatchSetup` (None: a :class:`SeriesMatch`)
    match: Callable[[MatchSetup], Match] | None = None
    #: what happens to a seat out of time too often, unless the room says: ``lose``/``bot``
    on_timeout: str = "bot"
    #: the answer form by which ``seat`` concedes the game (None: a conceding seat is handed to
    #: a bot and the game goes on)
    forfeit: Callable[[int], Form] | None = None
    #: a room's setup resolved to plain data, client-chosen names checked (raises SetupError)
    normalize_setup: Callable[[dict[str, Any]], dict[str, Any]] = _same
    #: why a seat's own deck breaks the room's rules (setup, deck, options) -> reasons; None:
    #: seats bring no decks
    deck_problems: Callable[[Mapping[str, Any], str, Mapping[str, Any]], list[str]] | None = None
    #: the game's room options besides the standard ones (name -> the values allowed)
    options: Callable[[], dict[str, list[str]]] = _no_options
    #: public facts of a room for the lobby and the table (setup, options) -> extra keys
    room_info: Callable[[Mapping[str, Any], Mapping[str, Any]], dict[str, Any]] = _no_info
    #: extra keys of the game's entry in the lobby's catalogue (per-mode defaults...)
    catalogue_extras: Callable[[], dict[str, Any]] = _no_extras
    #: sentences of the events a seat received (events, seat, the seat's view)
    event_lines: Callable[[list[dict[str, Any]], int, Any], list[Text]] = _event_lines
    #: the result as a seat reads it (result, seat, the seat's view)
    result_line: Callable[[Mapping[str, Any], int, Any], Text] = _result_line

    def mode(self, mode_id: str) -> Mode | None:
        """The mode named ``mode_id``, or None."""
        for m in self.modes:
            if m.id == mode_id:
                return m
        return None

    def make_match(self, new: Callable[[dict[str, Any], int], Game], ms: MatchSetup) -> Match:
        """The match of a room: the game's own, or a plain series of the same setup."""
        if self.match is not None:
            return self.match(ms)
        return SeriesMatch(new, ms.setup, ms.seed, ms.best_of)


#: The table of a game that registers none.
DEFAULT_TABLE = Table()
