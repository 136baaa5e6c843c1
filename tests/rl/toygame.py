"""A small imperfect-information card game used to test the RL adapters and ISMCTS.

"Toy cards": a shuffled deck of cards 1..9 (two copies); every seat holds a hidden hand of 3.
On its turn a seat plays a card from its hand (scoring its value when it beats the pile's top
card, nothing otherwise; the card becomes the new top), draws a card, or passes. After
``turns`` turns per seat the side with the higher score wins; equal scores draw. With four
seats, seats 0/2 and 1/3 are teams ("toy-teams"), which exercises team rewards.

Hidden information: other seats' hands and the deck order; ``determinize`` re-deals both.
"""

from __future__ import annotations

from typing import Any, Self

from cardtable.core.decision import Decision, Option
from cardtable.core.events import Event
from cardtable.core.game import Game, Result, StoredRecord
from cardtable.core.registry import GameSpec, register
from cardtable.core.rng import Rng
from cardtable.core.text import Text

_PROMPT = Text("出牌、摸牌或过", "Play a card, draw or pass")
_DRAW = Option({"action": "draw"}, Text("摸牌", "Draw"))
_PASS = Option({"action": "pass"}, Text("过", "Pass"))


class ToyCards(StoredRecord, Game):
    """The toy game. ``setup``: ``{"seats": 2|4, "turns": int}``."""

    game_id = "toy-cards"
    engine_version = "1"

    def __init__(self, setup: dict[str, Any], seed: int) -> None:
        self._setup = dict(setup)
        self._seed = seed
        n = int(setup.get("seats", 2))
        self.n = n
        self.turns_per_seat = int(setup.get("turns", 4))
        self.rng = Rng(seed)
        deck = [v for v in range(1, 10) for _ in range(2)]
        self.rng.shuffle(deck)
        self.hands: list[list[int]] = [sorted(deck[i * 3 : i * 3 + 3]) for i in range(n)]
        self.deck = deck[n * 3 :]
        self.scores = [0] * n
        self.top = 0
        self.turn = 0  # global turn counter
        self._log: list[Event] = [Event("start", {"seats": n})]
        self._answers: list[dict[str, Any]] = []
        self._result: Result | None = None
        self._pending: Decision | None = self._make_decision()

    # -- contract ---------------------------------------------------------------------
    @property
    def num_seats(self) -> int:
        """Seats."""
        return self.n

    def setup_data(self) -> dict[str, Any]:
        """Setup."""
        return dict(self._setup)

    def pending(self) -> Decision | None:
        """The open decision."""
        return self._pending

    def result(self) -> Result | None:
        """The result."""
        return self._result

    def side_of(self, seat: int) -> int:
        """Team index of a seat (its own index in 2-seat games)."""
        return seat % 2

    def _make_decision(self) -> Decision:
        seat = self.turn % self.n
        opts = [
            Option({"action": "play", "card": c}, Text(f"出{c}", f"Play {c}"))
            for c in sorted(set(self.hands[seat]))
        ]
        if self.deck:
            opts.append(_DRAW)
        opts.append(_PASS)
        return Decision(seat=seat, kind="select", prompt=_PROMPT, options=tuple(opts))

    def _apply(self, index: int) -> None:
        dec = self._pending
        assert dec is not None
        seat = dec.seat
        form = dec.options[index].form
        if form["action"] == "play":
            c = int(form["card"])
            self.hands[seat].remove(c)
            gained = c if c > self.top else 0
            self.scores[seat] += gained
            self.top = c
            self._log.append(Event("play", {"seat": seat, "card": c, "gained": gained}))
        elif form["action"] == "draw":
            c = self.deck.pop()
            self.hands[seat].append(c)
            self.hands[seat].sort()
            self._log.append(Event("draw", {"seat": seat}, {seat: {"card": c}}))
        else:
            self._log.append(Event("pass", {"seat": seat}))
        self.turn += 1
        if self.turn >= self.turns_per_seat * self.n:
            self._finish()
        else:
            self._pending = self._make_decision()

    def _finish(self) -> None:
        sides: dict[int, int] = {}
        for s in range(self.n):
            sides[self.side_of(s)] = sides.get(self.side_of(s), 0) + self.scores[s]
        best = max(sides.values())
        top_sides = [k for k, v in sides.items() if v == best]
        winners: tuple[int, ...] = ()
        if len(top_sides) == 1:
            winners = tuple(s for s in range(self.n) if self.side_of(s) == top_sides[0])
        self._result = Result(winners, "score", {"scores": list(self.scores)})
        self._pending = None
        self._log.append(Event("end", {"winners": list(winners)}))

    def view(self, seat: int) -> dict[str, Any]:
        """What ``seat`` sees: its hand, hand sizes, scores, pile top, deck size."""
        return {
            "seat": seat,
            "turn": self.turn,
            "top": self.top,
            "deck": len(self.deck),
            "scores": list(self.scores),
            "hand_sizes": [len(h) for h in self.hands],
            "hand": list(self.hands[seat]) if 0 <= seat < self.n else [],
        }

    def facts(self) -> dict[str, Any]:
        """Scores as flat facts."""
        return {f"score.{s}": v for s, v in enumerate(self.scores)}

    def clone(self) -> Self:
        """Independent copy."""
        g = object.__new__(type(self))
        g._setup = dict(self._setup)
        g._seed = self._seed
        g.n = self.n
        g.turns_per_seat = self.turns_per_seat
        g.rng = self.rng.clone()
        g.hands = [list(h) for h in self.hands]
        g.deck = list(self.deck)
        g.scores = list(self.scores)
        g.top = self.top
        g.turn = self.turn
        g._log = list(self._log)
        g._answers = list(self._answers)
        g._result = self._result
        g._pending = self._pending
        return g

    def determinize(self, seat: int, rng: Rng) -> Self:
        """Re-deal other hands and the deck from the cards ``seat`` cannot see."""
        g = self.clone()
        pool = [c for s in range(self.n) if s != seat for c in self.hands[s]]
        pool = sorted(pool + self.deck)  # canonical: the result depends only on what seat knows
        rng.shuffle(pool)
        k = 0
        for s in range(self.n):
            if s == seat:
                continue
            m = len(self.hands[s])
            g.hands[s] = sorted(pool[k : k + m])
            k += m
        g.deck = pool[k:]
        g.rng = Rng(rng.next64())
        if g._pending is not None:
            g._pending = g._make_decision()
        return g


def _new(setup: dict[str, Any], seed: int) -> Game:
    return ToyCards(setup, seed)


class ToyTeams(ToyCards):
    """Four seats in two teams (0/2 against 1/3)."""

    game_id = "toy-teams"

    def __init__(self, setup: dict[str, Any], seed: int) -> None:
        super().__init__({"seats": 4, **setup}, seed)


def _new_teams(setup: dict[str, Any], seed: int) -> Game:
    return ToyTeams(setup, seed)


def register_toy() -> None:
    """Register "toy-cards" (2 seats) and "toy-teams" (4 seats, two teams)."""
    register(GameSpec("toy-cards", _new, _new))
    register(GameSpec("toy-teams", _new_teams, _new_teams))


register_toy()  # importing the module (e.g. in a worker process) registers the toy games
