"""clone() at any decision point gives an independent game that continues identically."""

from __future__ import annotations

import copy
import pickle

from cardtable.core.rng import Rng
from toy.game import ToyGame
from toy.helpers import fingerprint, play_random


def test_clone_is_equal_and_independent(toy: ToyGame) -> None:
    c = toy.clone()
    assert fingerprint(c) == fingerprint(toy)
    c.answer({"action": "draw"})
    assert fingerprint(c) != fingerprint(toy)
    assert toy.answers == [] and toy.facts()["hand.0"] == 3


def test_clone_mid_multi_pick_continues_identically(toy: ToyGame) -> None:
    toy.answer({"action": "play"})
    toy.answer(0)  # one card picked, the pick decision still open
    c = toy.clone()
    play_random(toy, 11)
    play_random(c, 11)
    assert fingerprint(c) == fingerprint(toy)


def test_clone_keeps_the_rng_stream() -> None:
    g = ToyGame({"turns": 30}, 4)
    g.discard, g.deck = g.deck, []  # an empty deck: reshuffling (an RNG draw) is offered
    c = g.clone()
    for game in (g, c):
        game.answer({"action": "reshuffle"})
        game.answer({"yes": True})
    assert g.deck == c.deck and fingerprint(g) == fingerprint(c)
    assert g.log[-1].kind == "shuffle"


def test_clone_matches_deepcopy_and_pickle_oracles() -> None:
    for seed in range(10):
        g = play_random(ToyGame({"turns": 12}, seed), seed, limit=seed)
        for other in (g.clone(), copy.deepcopy(g), pickle.loads(pickle.dumps(g))):
            assert fingerprint(other) == fingerprint(g)
            play_random(other, 99)
        assert fingerprint(play_random(g.clone(), 99)) == fingerprint(
            play_random(copy.deepcopy(g), 99)
        )


def test_determinize_keeps_own_knowledge_and_uses_the_given_rng(toy: ToyGame) -> None:
    before = fingerprint(toy)
    d1 = toy.determinize(0, Rng(1))
    d2 = toy.determinize(0, Rng(1))
    assert fingerprint(toy) == before
    assert d1.view(0) == toy.view(0) == d2.view(0)
    assert d1.hands[1] == d2.hands[1]
    assert sorted(d1.hands[1] + d1.deck) == sorted(toy.hands[1] + toy.deck)
