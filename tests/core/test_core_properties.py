"""Properties over many seeds and answer sequences (hypothesis), on the toy game."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from cardtable.core.errors import IllegalAnswer
from cardtable.core.registry import register
from cardtable.core.replay import Replay
from cardtable.core.rng import Rng
from toy.game import SPEC, ToyGame
from toy.helpers import fingerprint, play_random

register(SPEC)

seeds = st.integers(min_value=0, max_value=2**40)
setups = st.fixed_dictionaries(
    {"deck": st.integers(6, 20), "hand": st.integers(0, 3), "turns": st.integers(1, 15)}
)


@settings(max_examples=60, deadline=None)
@given(setups, seeds, seeds)
def test_random_play_ends_and_conserves_cards(setup: dict[str, int], seed: int, bseed: int) -> None:
    g = ToyGame(setup, seed)
    rng = Rng(bseed)
    while (d := g.pending()) is not None:
        g.answer(rng.below(len(d.options)))
        cards = g.deck + g.hands[0] + g.hands[1] + g.discard
        assert sorted(cards) == list(range(1, setup["deck"] + 1))
    assert g.result() is not None
    assert len(g.answers) <= setup["turns"] * 4


@settings(max_examples=40, deadline=None)
@given(seeds, seeds)
def test_replays_reproduce(seed: int, bseed: int) -> None:
    g = play_random(ToyGame({"turns": 10}, seed), bseed)
    again = Replay.from_json(Replay.of(g).to_json()).verify()
    assert fingerprint(again) == fingerprint(g)


@settings(max_examples=40, deadline=None)
@given(
    seeds,
    seeds,
    st.integers(0, 12),
    st.one_of(
        st.integers(),
        st.booleans(),
        st.text(),
        st.dictionaries(st.sampled_from(["action", "card", "yes"]), st.integers(-2, 30)),
    ),
)
def test_bad_answers_change_nothing(seed: int, bseed: int, steps: int, bad: object) -> None:
    g = play_random(ToyGame({"turns": 10}, seed), bseed, limit=steps)
    d = g.pending()
    if d is not None and d.index_of(bad) >= 0:  # type: ignore[arg-type]
        return
    before = fingerprint(g)
    try:
        g.answer(bad)  # type: ignore[arg-type]
    except IllegalAnswer:
        pass
    else:
        raise AssertionError(f"{bad!r} was accepted")
    assert fingerprint(g) == before


@settings(max_examples=40, deadline=None)
@given(seeds, seeds, st.integers(0, 12))
def test_clone_anywhere_continues_identically(seed: int, bseed: int, steps: int) -> None:
    g = play_random(ToyGame({"turns": 10}, seed), bseed, limit=steps)
    c = g.clone()
    assert fingerprint(play_random(g, bseed + 1)) == fingerprint(play_random(c, bseed + 1))


@settings(max_examples=40, deadline=None)
@given(seeds, st.lists(st.integers(0, 5), max_size=8))
def test_answer_many_equals_one_by_one_or_changes_nothing(seed: int, picks: list[int]) -> None:
    g = ToyGame({"turns": 6}, seed)
    one = g.clone()
    ok = True
    try:
        for p in picks:
            one.answer(p)
    except IllegalAnswer:
        ok = False
    before = fingerprint(g)
    try:
        g.answer_many(picks)
    except IllegalAnswer:
        assert not ok
        assert fingerprint(g) == before
    else:
        assert ok
        assert fingerprint(g) == fingerprint(one)
