"""Decisions and answers: every bad answer raises IllegalAnswer and changes nothing."""

from __future__ import annotations

import pytest

from cardtable.core.decision import KINDS, Decision, Option
from cardtable.core.errors import IllegalAnswer
from cardtable.core.text import Text
from toy.game import ToyGame
from toy.helpers import fingerprint, play_random


def _dec() -> Decision:
    return Decision(
        0,
        "select",
        Text("选", "Choose"),
        (Option({"a": 1}, Text("一", "one")), Option({"a": 2}, Text("二", "two"))),
    )


def test_index_of_accepts_index_and_exact_form() -> None:
    d = _dec()
    assert d.index_of(1) == 1
    assert d.index_of({"a": 2}) == 1


@pytest.mark.parametrize(
    "bad", [True, False, -1, 2, {"a": 3}, {"a": 1, "b": 0}, {}, "a", None, 1.0]
)
def test_index_of_rejects(bad: object) -> None:
    assert _dec().index_of(bad) == -1  # type: ignore[arg-type]


def test_forms_read_back_from_json_still_match() -> None:
    # a replay file stores forms as JSON: tuples come back as lists, int keys as strings
    d = Decision(
        0,
        "pick",
        Text("选", "Choose"),
        (
            Option({"cards": (1, 2), "to": {3: "gy"}}, Text("甲", "a")),
            Option({"cards": (2, 1)}, Text("乙", "b")),
        ),
    )
    assert d.index_of({"cards": [1, 2], "to": {"3": "gy"}}) == 0
    assert d.index_of({"cards": [2, 1]}) == 1
    assert d.index_of({"cards": [1, 2]}) == -1
    assert d.index_of({"cards": (3,)}) == -1


def test_to_json_both_languages_or_one() -> None:
    d = _dec()
    both = d.to_json()
    assert both["prompt"] == {"zh": "选", "en": "Choose"}
    assert both["options"][0] == {"form": {"a": 1}, "label": {"zh": "一", "en": "one"}}
    zh = d.to_json("zh")
    assert zh["prompt"] == "选" and zh["options"][1]["label"] == "二"


def test_toy_decisions_use_known_kinds(toy: ToyGame) -> None:
    seen = set()
    for seed in range(30):
        g = ToyGame({"turns": 10}, seed)
        while (d := g.pending()) is not None:
            seen.add(d.kind)
            assert d.kind in KINDS
            g.answer(seed % len(d.options))
    assert {"select", "pick"} <= seen


@pytest.mark.parametrize(
    "bad",
    [99, -1, True, False, {"action": "fly"}, {"action": "draw", "extra": 1}, "draw", 0.0, None],
)
def test_illegal_answer_raises_and_changes_nothing(toy: ToyGame, bad: object) -> None:
    before = fingerprint(toy)
    with pytest.raises(IllegalAnswer, match="not a legal option"):
        toy.answer(bad)  # type: ignore[arg-type]
    assert fingerprint(toy) == before


def test_illegal_answer_message_names_seat_kind_and_legal_options(toy: ToyGame) -> None:
    with pytest.raises(IllegalAnswer) as info:
        toy.answer({"action": "fly"})
    msg = str(info.value)
    assert "seat 0" in msg and "select" in msg and "{'action': 'draw'}" in msg


def test_answer_after_game_over_raises(toy: ToyGame) -> None:
    toy.answer({"action": "surrender"})
    assert toy.is_over()
    before = fingerprint(toy)
    with pytest.raises(IllegalAnswer, match="over"):
        toy.answer(0)
    assert fingerprint(toy) == before


def test_answer_by_form_equals_answer_by_index(toy: ToyGame) -> None:
    other = toy.clone()
    toy.answer({"action": "play"})
    other.answer(1)
    assert fingerprint(toy) == fingerprint(other)
    assert toy.answers == [{"action": "play"}]
    assert toy.state_id == 1


def test_multi_pick_one_pick_at_a_time_with_done(toy: ToyGame) -> None:
    toy.answer({"action": "play"})
    d = toy.pending()
    assert d is not None and d.kind == "pick" and (d.min, d.max) == (1, 2)
    assert all("card" in o.form for o in d.options)  # no "done" before min is met
    first = d.options[0].form
    toy.answer(0)
    d2 = toy.pending()
    assert d2 is not None and d2.picked == (first,)
    assert {"action": "done"} in [dict(o.form) for o in d2.options]
    toy.answer({"action": "done"})
    assert toy.facts()["score.0"] == first["card"]


def test_answer_many_applies_all(toy: ToyGame) -> None:
    seq = toy.clone()
    hand = toy.view(0)["hand"]
    answers = [{"action": "play"}, {"card": hand[0]}, {"card": hand[1]}]
    toy.answer_many(answers)
    for a in answers:
        seq.answer(a)
    assert fingerprint(toy) == fingerprint(seq)


@pytest.mark.parametrize("bad_at", [0, 1, 2])
def test_answer_many_is_atomic(toy: ToyGame, bad_at: int) -> None:
    hand = toy.view(0)["hand"]
    answers: list[object] = [{"action": "play"}, {"card": hand[0]}, {"action": "done"}]
    answers[bad_at] = {"card": 999}
    before = fingerprint(toy)
    with pytest.raises(IllegalAnswer, match=f"answer #{bad_at + 1} of 3"):
        toy.answer_many(answers)  # type: ignore[arg-type]
    assert fingerprint(toy) == before


def test_answer_many_past_the_end_is_atomic() -> None:
    g = ToyGame({"turns": 1}, 3)
    before = fingerprint(g)
    with pytest.raises(IllegalAnswer, match="answer #2 of 2"):
        g.answer_many([{"action": "pass"}, {"action": "pass"}])
    assert fingerprint(g) == before


def test_random_play_ends_with_a_result() -> None:
    for seed in range(20):
        g = play_random(ToyGame({"turns": 8}, seed), seed)
        res = g.result()
        assert res is not None and g.pending() is None
        assert res.is_draw == (not res.winners)
