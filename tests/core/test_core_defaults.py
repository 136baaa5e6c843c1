"""The Game base class's shared machinery and defaults, on the smallest possible game."""

from __future__ import annotations

from typing import Any, Self

import pytest

from cardtable.core import Decision, Game, Option, Result, Rng, Text
from cardtable.core.events import Event
from cardtable.core.game import StoredRecord


class Coin(StoredRecord, Game):
    """One decision: seat 0 calls heads or tails; a coin from the RNG decides."""

    game_id = "coin"

    def __init__(self, seed: int) -> None:
        self._seed = seed
        self.rng = Rng(seed)
        self._log: list[Event] = []
        self._answers: list[Any] = []
        self._result: Result | None = None

    def pending(self) -> Decision | None:
        if self._result is not None:
            return None
        opts = (
            Option({"call": "heads"}, Text("正", "Heads")),
            Option({"call": "tails"}, Text("反", "Tails")),
        )
        return Decision(0, "select", Text("猜", "Call"), opts)

    def _apply(self, index: int) -> None:
        flip = self.rng.below(2)
        self._log.append(Event("flip", {"side": flip}))
        self._result = Result((0,) if flip == index else (), "flip", {"flip": flip})

    def result(self) -> Result | None:
        return self._result

    def view(self, seat: int) -> dict[str, Any]:
        return {"over": self._result is not None}

    def clone(self) -> Self:
        new = type(self)(self._seed)
        new.rng = self.rng.clone()
        new._log, new._answers, new._result = list(self._log), list(self._answers), self._result
        return new

    def setup_data(self) -> dict[str, Any]:
        return {}

    @property
    def num_seats(self) -> int:
        return 1


def test_defaults() -> None:
    g = Coin(1)
    assert g.facts() == {} and g.why_not(0, {"call": "edge"}) == []
    with pytest.raises(NotImplementedError, match="Coin does not support determinize"):
        g.determinize(0, Rng(0))
    assert g.state_id == 0 and not g.is_over()


def test_result_and_text() -> None:
    g = Coin(2)
    g.answer({"call": "tails"})
    res = g.result()
    assert res is not None and g.is_over() and g.state_id == 1
    assert res.to_json() == {"winners": list(res.winners), "reason": "flip", "detail": res.detail}
    assert res.is_draw == (res.winners == ())
    assert Text("{n}张", "{n} cards").format(n=3) == Text("3张", "3 cards")
    assert Text("甲", "A").get("fr") == "A" and Text("甲", "A").to_json() == {"zh": "甲", "en": "A"}


def test_same_seed_same_flip() -> None:
    flips = set()
    for seed in range(20):
        a, b = Coin(seed), Coin(seed)
        a.answer(0)
        b.answer(0)
        assert a.events(0) == b.events(0)
        flips.add(a.events(0)[0]["side"])
    assert flips == {0, 1}
