"""Sanguosha at a table (the kernel :class:`~cardtable.core.table.Table` of this game): the
lobby's modes, the match of a room, the sentences and the name catalogue the browser reads.

* **3v3** (best of 1 or 3): the same two teams play every game and the colours swap each game
  (seed 步骤4: 下一局直接轮换色系, :func:`~cardtable.sgs.modes.three_v_three.next_game_setup`).
  Seats follow colours, so between two games the players move to the mirror seat of the other
  colour (seat ``i`` to ``5 - i``: commander to commander, each vanguard to the vanguard that
  faces the same way), and wins are counted per player.
* **Identity** (single games): the engine's lord sits at seat 0, so the players are dealt to the
  seats at random from the room's seed before the game (a custom room that forces roles keeps
  its seats).

A seat out of time too often, or conceding, is handed to a bot: the other players go on.
Imported by :mod:`cardtable.games`, which registers the table with the game's spec.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from functools import cache
from typing import Any

from cardtable.core.game import Game
from cardtable.core.match import MatchSetup, SeriesMatch, game_seed
from cardtable.core.registry import register, spec_for
from cardtable.core.rng import Rng
from cardtable.core.table import Mode, Table
from cardtable.core.text import Text
from cardtable.sgs.cards.data import CARD_TEXT
from cardtable.sgs.game import SgsGame, new_game
from cardtable.sgs.generals.data import GENERALS, SKILL_NAMES
from cardtable.sgs.modes.three_v_three import next_game_setup
from cardtable.sgs.sentences import Reader, event_text, result_text

#: Salt of the seeded draw that deals identity-mode seats (any number no game number reaches).
SEAT_DEAL = 999_983

MODES = (
    Mode("3v3", Text("3v3 竞技（禁止交流）", "3v3 competitive (no talking)"), {"mode": "3v3"},
         no_talk=True),
    Mode("identity", Text("身份局（8人）", "Identity (8 players)"),
         {"mode": "identity", "players": 8}, best_of=(1,)),
    Mode("identity5", Text("身份局（5人）", "Identity (5 players)"),
         {"mode": "identity", "players": 5}, best_of=(1,)),
)


def _is_3v3(setup: Mapping[str, Any]) -> bool:
    return str(setup.get("mode", "3v3")) == "3v3"


def make_match(ms: MatchSetup) -> SeriesMatch:
    """A room's match (see the module docstring)."""
    setup = dict(ms.setup)
    seats = len(ms.seat_decks)

    def next_setup(base: dict[str, Any], number: int, previous: Game | None) -> dict[str, Any]:
        if number == 0 or previous is None or not _is_3v3(base):
            return base
        return next_game_setup(dict(previous.setup_data()), previous if isinstance(
            previous, SgsGame) else None)

    def seating(number: int, previous: Game | None) -> list[int] | None:
        if _is_3v3(setup):
            return [5 - i for i in range(6)] if number > 0 and seats == 6 else None
        if number == 0 and setup.get("mode") == "identity" and not setup.get("roles"):
            order = list(range(seats))
            Rng(game_seed(ms.seed, SEAT_DEAL)).shuffle(order)
            return order
        return None

    return SeriesMatch(new_game, setup, ms.seed, ms.best_of, next_setup, seating)


def _reader(view: Any, seat: int) -> Reader:
    return Reader.of_view(view, seat) if isinstance(view, Mapping) else Reader(seat)


def event_lines(events: list[dict[str, Any]], seat: int, view: Any) -> list[Text]:
    """The seat's events as sentences (names of generals from the seat's own view)."""
    reader = _reader(view, seat)
    return [event_text(e, reader) for e in events]


def result_line(result: Mapping[str, Any], seat: int, view: Any) -> Text:
    """The game's result as ``seat`` reads it."""
    return result_text(result, _reader(view, seat))


@cache
def names() -> dict[str, Any]:
    """The display names the views refer to by id: cards, generals, skills, and each
    general's kingdom, HP and skills (the draft screen shows them). Static, public data."""
    return {
        "cards": {str(i): t.to_json() for i, t in enumerate(CARD_TEXT)},
        "generals": {g.id: g.name.to_json() for g in GENERALS},
        "skills": {k: t.to_json() for k, t in SKILL_NAMES.items()},
        "general_info": {g.id: {"kingdom": g.kingdom, "hp": g.hp, "skills": list(g.skills)}
                         for g in GENERALS},
    }


TABLE = Table(
    name=Text("三国杀", "Sanguosha"),
    modes=MODES,
    custom_setup=frozenset({"generals", "roles", "pool", "first_side", "team_a_colour"}),
    match=make_match,
    on_timeout="bot",
    event_lines=event_lines,
    result_line=result_line,
)

register(replace(spec_for(SgsGame.game_id), table=TABLE, names=names))
