"""A small hidden-information card game the server ships to test itself against.

"High Card" (高牌): 2–8 seats, a shuffled deck of cards numbered 1–40 and four hidden cards dealt
to each seat. On its turn a seat plays one card from its hand face up (its value is added to the
seat's score) or draws one card (only that seat sees which). When a seat reaches ``target`` points
or the deck and every hand are empty, the highest score wins. Seats ``0, 2, 4…`` and ``1, 3, 5…``
form two teams when ``teams`` is true.

It implements the kernel :class:`~cardtable.core.game.Game` contract exactly like the real games
(decisions with structured forms, per-seat views, redacted events, clone, replay), so the server,
its security tests and its benchmark run before and besides Yu-Gi-Oh! and Sanguosha.
"""

from __future__ import annotations

from typing import Any, Self

from cardtable.core.decision import Decision, Form, Option
from cardtable.core.errors import SetupError
from cardtable.core.events import Event
from cardtable.core.game import Game, Result, StoredRecord
from cardtable.core.registry import GameSpec, register
from cardtable.core.rng import Rng
from cardtable.core.table import Mode, Table
from cardtable.core.text import Text

GAME_ID = "demo"
DECK_SIZE = 40
HAND_SIZE = 4


class HighCard(StoredRecord, Game):
    """State of one game of High Card."""

    game_id = GAME_ID
    engine_version = "1"

    def __init__(self, setup: dict[str, Any], seed: int) -> None:
        seats = setup.get("seats", 2)
        target = setup.get("target", 40)
        if not isinstance(seats, int) or isinstance(seats, bool) or not 2 <= seats <= 8:
            raise SetupError("demo setup: 'seats' must be an integer from 2 to 8")
        if not isinstance(target, int) or isinstance(target, bool) or not 1 <= target <= 400:
            raise SetupError("demo setup: 'target' must be an integer from 1 to 400")
        self._setup = {"seats": seats, "target": target, "teams": bool(setup.get("teams", False))}
        self._seed = seed
        self._rng = Rng(seed)
        deck = list(range(1, DECK_SIZE + 1))
        self._rng.shuffle(deck)
        self.deck: list[int] = deck
        self.hands: list[list[int]] = [[] for _ in range(seats)]
        self.scores: list[int] = [0] * seats
        self.played: list[list[int]] = [[] for _ in range(seats)]
        self.turn = 0
        self._answers: list[Form] = []
        self._log: list[Event] = []
        self._result: Result | None = None
        for s in range(seats):
            for _ in range(HAND_SIZE):
                self._draw(s)
        self._log.append(Event("turn", {"seat": 0}))

    # --- helpers --------------------------------------------------------------------------
    def _draw(self, seat: int) -> None:
        card = self.deck.pop()
        self.hands[seat].append(card)
        self._log.append(Event("draw", {"seat": seat}, {seat: {"card": card}}))

    def _finish(self) -> None:
        best = max(self.scores)
        n = self._setup["seats"]
        winners = tuple(s for s in range(n) if self.scores[s] == best)
        if self._setup["teams"]:
            team_score = [sum(self.scores[s] for s in range(n) if s % 2 == t) for t in (0, 1)]
            if team_score[0] == team_score[1]:
                winners = ()
            else:
                t = 0 if team_score[0] > team_score[1] else 1
                winners = tuple(s for s in range(n) if s % 2 == t)
        self._result = Result(winners, "score", {"scores": list(self.scores)})
        self._log.append(Event("end", {"winners": list(winners), "scores": list(self.scores)}))

    # --- the contract ---------------------------------------------------------------------
    def pending(self) -> Decision | None:
        """The current seat's choice: play one card of its hand, or draw."""
        if self._result is not None:
            return None
        seat = self.turn
        opts = [
            Option({"action": "play", "card": c}, Text(f"打出 {c}", f"Play {c}"))
            for c in sorted(self.hands[seat])
        ]
        if self.deck:
            opts.append(Option({"action": "draw"}, Text("抽一张牌", "Draw a card")))
        else:
            opts.append(Option({"action": "pass"}, Text("跳过", "Pass")))
        return Decision(seat, "select", Text("你的回合：出牌或抽牌", "Your turn: play or draw"),
                        tuple(opts))

    def _apply(self, index: int) -> None:
        dec = self.pending()
        assert dec is not None
        form = dec.options[index].form
        seat = self.turn
        if form["action"] == "play":
            card = int(form["card"])
            self.hands[seat].remove(card)
            self.played[seat].append(card)
            self.scores[seat] += card
            self._log.append(Event("play", {"seat": seat, "card": card}))
        elif form["action"] == "draw":
            self._draw(seat)
        else:
            self._log.append(Event("pass", {"seat": seat}))
        n = self._setup["seats"]
        if self.scores[seat] >= self._setup["target"] or (
            not self.deck and not any(self.hands)
        ):
            self._finish()
            return
        self.turn = (self.turn + 1) % n
        self._log.append(Event("turn", {"seat": self.turn}))

    def result(self) -> Result | None:
        """The result once over."""
        return self._result

    def view(self, seat: int) -> dict[str, Any]:
        """Own hand visible; other hands and the deck only as counts."""
        n = self._setup["seats"]
        return {
            "game": GAME_ID,
            "turn": self.turn,
            "target": self._setup["target"],
            "deck": len(self.deck),
            "seats": [
                {
                    "seat": s,
                    "score": self.scores[s],
                    "played": list(self.played[s]),
                    "hand_count": len(self.hands[s]),
                    **({"hand": sorted(self.hands[s])} if s == seat else {}),
                }
                for s in range(n)
            ],
            "you": seat,
        }

    def clone(self) -> Self:
        """Independent copy."""
        c = type(self).__new__(type(self))
        c._setup = dict(self._setup)
        c._seed = self._seed
        c._rng = self._rng.clone()
        c.deck = list(self.deck)
        c.hands = [list(h) for h in self.hands]
        c.scores = list(self.scores)
        c.played = [list(p) for p in self.played]
        c.turn = self.turn
        c._answers = [dict(a) for a in self._answers]
        c._log = list(self._log)
        c._result = self._result
        return c

    def setup_data(self) -> dict[str, Any]:
        """The setup this game was made from."""
        return dict(self._setup)

    @property
    def num_seats(self) -> int:
        """Number of seats."""
        return int(self._setup["seats"])

    def hidden_cards(self, seat: int) -> set[int]:
        """Cards ``seat`` may not know (for the server's leak tests): other hands and the deck."""
        out = set(self.deck)
        for s, h in enumerate(self.hands):
            if s != seat:
                out.update(h)
        return out


def _new(setup: dict[str, Any], seed: int) -> Game:
    return HighCard(setup, seed)


#: High Card at a table: two modes, the size and target any room may set, and the kernel's
#: default match (best of N of the same setup, no decisions between games).
TABLE = Table(
    name=Text("高牌（测试游戏）", "High Card (test game)"),
    modes=(Mode("duel", Text("两人对决", "Two players"), {"seats": 2}),
           Mode("teams", Text("2v2 组队（禁止交流）", "2v2 teams (no talking)"),
                {"seats": 4, "teams": True}, no_talk=True)),
    public_setup=frozenset({"target", "seats", "teams"}),
)

register(GameSpec(GAME_ID, _new, _new, table=TABLE))
