"""A toy imperfect-information card game used to test the kernel contracts and the surfaces.

Rules ("High Cards"): a deck of cards numbered 1..N is shuffled from the game's RNG and each of
the two seats draws a hidden hand. On its turn a seat may

* ``draw`` one card (if the deck has any),
* ``play`` 1 or 2 cards from its hand (a multi-pick: one ``pick`` decision per card, with a
  ``done`` option once one card is picked); their values add to its score and they go to the
  public discard pile,
* ``reshuffle`` (only when the deck is empty and the discard pile is not): a yes/no decision,
  "yes" shuffles the discard pile into the deck with the game's RNG,
* ``pass``, or ``surrender`` (the other seat wins at once).

After ``turns`` turns the higher score wins; equal scores are a draw. Registered as ``"toy"``.
For tests of crash handling, setup ``crash_at_turn: N`` makes the engine raise when turn N
would start (a simulated engine bug).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self

from cardtable.core.decision import Decision, Form, Option
from cardtable.core.errors import SetupError
from cardtable.core.events import Event
from cardtable.core.game import Game, Result, StoredRecord
from cardtable.core.registry import GameSpec, register
from cardtable.core.rng import Rng
from cardtable.core.text import Text

DEFAULTS: dict[str, Any] = {"deck": 12, "hand": 3, "turns": 6, "crash_at_turn": 0}

_ACTIONS = {
    "draw": Text("抽一张卡", "Draw a card"),
    "play": Text("打出手牌", "Play cards"),
    "reshuffle": Text("洗回弃牌", "Reshuffle the discard pile"),
    "pass": Text("跳过", "Pass"),
    "surrender": Text("投降", "Surrender"),
}


class ToyGame(StoredRecord, Game):
    """The toy game's state: plain lists and ints, cloned by copying them."""

    game_id = "toy"
    engine_version = "toy-1"

    def __init__(self, setup: Mapping[str, Any], seed: int) -> None:
        cfg = {**DEFAULTS, **dict(setup)}
        for key in DEFAULTS:
            if not isinstance(cfg[key], int) or cfg[key] < 0:
                raise SetupError(f"toy setup: {key!r} must be a non-negative integer")
        if cfg["deck"] < 2 * cfg["hand"]:
            raise SetupError("toy setup: the deck is too small for two hands")
        self._setup = dict(cfg)
        self._seed = seed
        self.rng = Rng(seed)
        self.deck: list[int] = list(range(1, cfg["deck"] + 1))
        self.hands: list[list[int]] = [[], []]
        self.discard: list[int] = []
        self.scores = [0, 0]
        self.turn = 1
        self.current = 0
        self.stage = "main"  # main | pick | reshuffle
        self.picked: list[int] = []
        self._result: Result | None = None
        self._log: list[Event] = []
        self._answers: list[Form] = []
        self.rng.shuffle(self.deck)
        self._log.append(Event("shuffle", {"cards": len(self.deck)}))
        for _ in range(cfg["hand"]):
            for s in (0, 1):
                self._draw(s)
        self._log.append(Event("turn", {"turn": 1, "seat": 0}))

    # --- plumbing ---------------------------------------------------------------------
    @property
    def num_seats(self) -> int:
        return 2

    def setup_data(self) -> dict[str, Any]:
        return dict(self._setup)

    def result(self) -> Result | None:
        return self._result

    def clone(self) -> Self:
        new = type(self).__new__(type(self))
        new._setup = dict(self._setup)
        new._seed = self._seed
        new.rng = self.rng.clone()
        new.deck = list(self.deck)
        new.hands = [list(h) for h in self.hands]
        new.discard = list(self.discard)
        new.scores = list(self.scores)
        new.turn = self.turn
        new.current = self.current
        new.stage = self.stage
        new.picked = list(self.picked)
        new._result = self._result
        new._log = list(self._log)
        new._answers = [dict(a) for a in self._answers]
        return new

    # --- rules ------------------------------------------------------------------------
    def _draw(self, seat: int) -> None:
        card = self.deck.pop()
        self.hands[seat].append(card)
        self._log.append(Event("draw", {"seat": seat}, {seat: {"card": card}}))

    def pending(self) -> Decision | None:
        if self._result is not None:
            return None
        s = self.current
        if self.stage == "pick":
            opts = [
                Option({"card": c}, Text(f"卡 {c}", f"Card {c}"))
                for c in self.hands[s]
                if c not in self.picked
            ]
            if self.picked:
                opts.append(Option({"action": "done"}, Text("完成", "Done")))
            return Decision(
                s,
                "pick",
                Text("选择要打出的卡", "Choose cards to play"),
                tuple(opts),
                min=1,
                max=2,
                picked=tuple({"card": c} for c in self.picked),
            )
        if self.stage == "reshuffle":
            return Decision(
                s,
                "yesno",
                Text("把弃牌洗回卡组？", "Shuffle the discard pile into the deck?"),
                (
                    Option({"yes": True}, Text("是", "Yes")),
                    Option({"yes": False}, Text("否", "No")),
                ),
            )
        acts = []
        if self.deck:
            acts.append("draw")
        if self.hands[s]:
            acts.append("play")
        if not self.deck and self.discard:
            acts.append("reshuffle")
        acts += ["pass", "surrender"]
        return Decision(
            s,
            "select",
            Text(f"第{self.turn}回合：你的行动", f"Turn {self.turn}: your action"),
            tuple(Option({"action": a}, _ACTIONS[a]) for a in acts),
        )

    def _apply(self, index: int) -> None:
        dec = self.pending()
        assert dec is not None
        form = dec.options[index].form
        s = self.current
        if self.stage == "pick":
            if form.get("action") == "done":
                self._play_picked()
            else:
                self.picked.append(int(form["card"]))
                if len(self.picked) == 2:
                    self._play_picked()
            return
        if self.stage == "reshuffle":
            self.stage = "main"
            if form["yes"]:
                self.deck, self.discard = self.discard, []
                self.rng.shuffle(self.deck)
                self._log.append(Event("shuffle", {"cards": len(self.deck), "seat": s}))
            return
        action = form["action"]
        if action == "draw":
            self._draw(s)
            self._end_turn()
        elif action == "play":
            self.stage = "pick"
        elif action == "reshuffle":
            self.stage = "reshuffle"
        elif action == "pass":
            self._log.append(Event("pass", {"seat": s}))
            self._end_turn()
        elif action == "surrender":
            self._log.append(Event("surrender", {"seat": s}))
            self._result = Result((1 - s,), "surrender")

    def _play_picked(self) -> None:
        s = self.current
        cards = list(self.picked)
        for c in cards:
            self.hands[s].remove(c)
        self.discard.extend(cards)
        self.scores[s] += sum(cards)
        self.picked = []
        self.stage = "main"
        self._log.append(Event("play", {"seat": s, "cards": cards, "score": self.scores[s]}))
        self._end_turn()

    def _end_turn(self) -> None:
        if self.turn >= self._setup["turns"]:
            a, b = self.scores
            winners: tuple[int, ...] = () if a == b else ((0,) if a > b else (1,))
            self._result = Result(winners, "score", {"scores": list(self.scores)})
            self._log.append(Event("end", {"winners": list(winners)}))
            return
        if self.turn + 1 == self._setup["crash_at_turn"]:
            raise RuntimeError(f"toy crash at turn {self.turn + 1} (simulated engine bug)")
        self.turn += 1
        self.current = 1 - self.current
        self._log.append(Event("turn", {"turn": self.turn, "seat": self.current}))

    # --- what seats may know --------------------------------------------------------------
    def view(self, seat: int) -> dict[str, Any]:
        return {
            "turn": self.turn,
            "current": self.current,
            "deck": len(self.deck),
            "discard": list(self.discard),
            "scores": list(self.scores),
            "hand": list(self.hands[seat]) if seat in (0, 1) else None,
            "hand_counts": [len(h) for h in self.hands],
        }

    def facts(self) -> dict[str, Any]:
        return {
            "turn": self.turn,
            "current": self.current,
            "deck": len(self.deck),
            "score.0": self.scores[0],
            "score.1": self.scores[1],
            "hand.0": len(self.hands[0]),
            "hand.1": len(self.hands[1]),
        }

    def why_not(self, seat: int, query: Mapping[str, Any], lang: str = "en") -> list[str]:
        reasons = []
        if seat != self.current:
            reasons.append("it is not your turn")
        if query.get("action") == "draw" and not self.deck:
            reasons.append("the deck is empty")
        if "card" in query and query["card"] not in self.hands[seat]:
            reasons.append(f"card {query['card']} is not in your hand")
        return reasons

    def determinize(self, seat: int, rng: Rng) -> Self:
        new = self.clone()
        other = 1 - seat
        unknown = new.deck + new.hands[other]
        rng.shuffle(unknown)
        n = len(new.hands[other])
        new.hands[other] = unknown[:n]
        new.deck = unknown[n:]
        # cards the other seat already picked this turn are public knowledge of the pick
        return new


def _new(setup: dict[str, Any], seed: int) -> Game:
    return ToyGame(setup, seed)


def _from_scenario(setup: dict[str, Any], seed: int) -> Game:
    """Scenario setup: the normal setup keys plus optional ``hands``, ``deck_cards``, ``scores``,
    ``turn``, ``current``."""
    base = {k: setup[k] for k in DEFAULTS if k in setup}
    game = ToyGame(base, seed)
    if "hands" in setup:
        game.hands = [list(h) for h in setup["hands"]]
    if "deck_cards" in setup:
        game.deck = list(setup["deck_cards"])
    if "scores" in setup:
        game.scores = list(setup["scores"])
    game.turn = int(setup.get("turn", game.turn))
    game.current = int(setup.get("current", game.current))
    return game


SPEC = GameSpec("toy", _new, _from_scenario)
register(SPEC)
