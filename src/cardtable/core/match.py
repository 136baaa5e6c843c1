"""The match contract: a series of games between the same players (best of N), the decisions
taken between two games (side decking, who goes first), the next game's setup and the results.

A surface (the server's rooms, the terminal, a tournament) drives any game's match the same way::

    m = spec.table.match(MatchSetup(...))
    while not m.over:
        order = m.next_seating()       # the players change seats? (3v3 colours, identity deal)
        game = m.start_game()
        ...play game to the end...
        m.finish_game(game)
        while m.between():              # decisions before the next game (if the game has any)
            m.decide(seat, kind, data)

Players keep their number for the whole match; *seats* are the seats of one game. A match
whose players change seats between games (Sanguosha 3v3 swaps colours, identity deals the
seats) says so through :meth:`Match.next_seating`, and counts wins per player
(:meth:`Match.seat_wins` gives them in the current game's seat order).

:class:`SeriesMatch` is the default every game gets: best of N with the same setup every game
(or a ``next_setup`` hook), no decisions between games. Yu-Gi-Oh! (``ygo/match.py``: siding,
the loser chooses who goes first) and Sanguosha (``sgs/table.py``: colours swap every 3v3 game)
bring their own.
"""

from __future__ import annotations

import hashlib
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping
from typing import Any, NamedTuple, TypeVar

from cardtable.core.errors import SetupError
from cardtable.core.game import Game, Result

T = TypeVar("T")


class MatchSetup(NamedTuple):
    """What a match is built from (plain data, as a room or a CLI command knows it)."""

    #: the room's (normalised) setup of game 1
    setup: Mapping[str, Any]
    #: each seat's own deck or other personal choice (None = the setup's), in seat order
    seat_decks: tuple[Any, ...]
    #: the match's seed; every game's seed is derived from it (:func:`game_seed`)
    seed: int
    #: best of how many games (odd; 1 = a single game)
    best_of: int = 1
    #: game-defined room options (Yu-Gi-Oh!: ``banlist``)
    options: Mapping[str, Any] = {}


def game_seed(match_seed: int, number: int) -> int:
    """The seed of game ``number`` (0-based) of a match seeded ``match_seed`` (56 bits)."""
    h = hashlib.sha256(f"{match_seed}:{number}".encode()).digest()
    return int.from_bytes(h[:7], "big")


def permute(items: list[T], order: list[int]) -> list[T]:
    """``items`` rearranged by a seating ``order``: new position ``i`` holds ``items[order[i]]``."""
    return [items[i] for i in order]


class Match(ABC):
    """A series of games between the same players. Subclasses implement the abstract methods;
    the defaults describe a match without decisions between games."""

    #: True when players may change their decks between games (a siding step is opened)
    sides: bool = False

    def __init__(self, best_of: int) -> None:
        if best_of < 1 or best_of % 2 == 0:
            raise SetupError("a match is best of an odd number of games")
        self.best_of = best_of
        #: the game in progress (None between games)
        self.game: Game | None = None
        #: who must choose who goes first before the next game (None = nobody)
        self.chooser: int | None = None
        #: who goes first in the next game, once known (None = not decided / not applicable)
        self.next_first: int | None = None

    # --- to implement -------------------------------------------------------------------------
    @property
    @abstractmethod
    def played(self) -> int:
        """How many games have finished."""

    @property
    @abstractmethod
    def over(self) -> bool:
        """True once the match is decided (or drawn)."""

    @abstractmethod
    def start_game(self) -> Game:
        """Start the next game (raises ``SetupError`` while a decision is missing)."""

    @abstractmethod
    def finish_game(self, game: Game) -> None:
        """Record the finished current game."""

    @abstractmethod
    def seat_wins(self) -> list[int]:
        """Games won by the player at each seat of the current (or last) game."""

    # --- optional -----------------------------------------------------------------------------
    def adopt(self, game: Game) -> None:
        """Make ``game`` the current game (a stored game rebuilt after a restart, whose setup
        or seed predates the match's own)."""
        self.game = game

    def next_seating(self) -> list[int] | None:
        """How the players change seats before the next game: new seat ``i`` is taken by the
        player now at seat ``order[i]``; None when nobody moves. Pure: :meth:`start_game`
        applies it to the match's own bookkeeping."""
        return None

    def between(self) -> bool:
        """True when decisions are due before the next game (a siding step, a first-player
        choice); the surface then asks the players and calls :meth:`decide`."""
        return self.sides or self.chooser is not None

    def decide(self, seat: int, kind: str, data: Mapping[str, Any]) -> None:
        """Apply one between-game decision (``first``: ``{"go_first": bool}`` by the
        :attr:`chooser`; ``side``: the game's own data). Raises ``SetupError`` (and changes
        nothing) when it is not allowed; a match without such decisions refuses them all."""
        raise SetupError(f"no {kind!r} decision is due between these games")

    def seat_view(self, seat: int) -> dict[str, Any]:
        """What ``seat`` alone sees between two games (its deck while siding)."""
        return {}


class SeriesMatch(Match):
    """Best of ``best_of`` games of one game: every game from ``next_setup`` (the same setup by
    default), its seed from :func:`game_seed`, and optional seat changes (``seating``).

    ``seating(number, previous)`` gives the seat order before game ``number`` (see
    :meth:`Match.next_seating`) or None; ``next_setup(setup, number, previous)`` the setup of
    game ``number`` from game 0's setup and the previous game."""

    def __init__(self, new: Callable[[dict[str, Any], int], Game], setup: Mapping[str, Any],
                 seed: int, best_of: int = 1,
                 next_setup: Callable[[dict[str, Any], int, Game | None], dict[str, Any]]
                 | None = None,
                 seating: Callable[[int, Game | None], list[int] | None] | None = None) -> None:
        super().__init__(best_of)
        self._new = new
        self.setup = dict(setup)
        self.seed = seed
        self._next_setup = next_setup
        self._seating = seating
        self.results: list[Result | None] = []
        self._last: Game | None = None
        #: the player (numbered by the seats of game 0) at each seat of the current game
        self.players: list[int] | None = None
        self._wins: dict[int, int] = {}

    @property
    def played(self) -> int:
        """How many games have finished."""
        return len(self.results)

    @property
    def needed(self) -> int:
        """Wins that take the match."""
        return self.best_of // 2 + 1

    @property
    def over(self) -> bool:
        """Someone has ``needed`` wins, or ``best_of`` games were played."""
        return max(self._wins.values(), default=0) >= self.needed or self.played >= self.best_of

    def next_seating(self) -> list[int] | None:
        """The game's seating hook for the next game (None without one)."""
        if self._seating is None:
            return None
        return self._seating(self.played, self._last)

    def start_game(self) -> Game:
        """The next game, with its setup and derived seed."""
        if self.over:
            raise SetupError("the match is over")
        if self.game is not None:
            raise SetupError("a game is in progress: finish it first")
        number = self.played
        setup = dict(self.setup)
        if self._next_setup is not None:
            setup = self._next_setup(setup, number, self._last)
        game = self._new(setup, game_seed(self.seed, number))
        order = self.next_seating()
        if self.players is None:
            self.players = list(range(game.num_seats))
        if order is not None:
            self.players = permute(self.players, order)
        self.game = game
        return game

    def finish_game(self, game: Game) -> None:
        """Count the winners' players."""
        if game is not self.game:
            raise SetupError("no game of this match is in progress")
        res = game.result()
        if res is None:
            raise SetupError("the game is not over yet")
        players = self.players or list(range(game.num_seats))
        for w in res.winners:
            if 0 <= w < len(players):
                self._wins[players[w]] = self._wins.get(players[w], 0) + 1
        self.results.append(res)
        self._last, self.game = game, None

    def seat_wins(self) -> list[int]:
        """Wins of the player at each seat."""
        players = self.players or []
        return [self._wins.get(p, 0) for p in players]
