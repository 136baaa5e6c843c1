"""Smoke property: the four classic preset decks play random-vs-random duels to the end.

100 duels for each pair of preset decks, uniform random choices, different seeds and first
players: no engine or card-script error, every duel finishes, and a clone taken mid-duel plays
on identically to the original (scripts keep no state outside the duel).
"""

from __future__ import annotations

import itertools

import pytest

from cardtable.core.rng import Rng
from cardtable.ygo.bench import play_random
from cardtable.ygo.duel import new_duel_state
from cardtable.ygo.game import preset_deck
from cardtable.ygo.rules.flow import apply

PRESETS = ["yugi-classic", "kaiba-classic", "goat-control", "burn"]
PAIRS = list(itertools.combinations(PRESETS, 2))


@pytest.mark.parametrize(("a", "b"), PAIRS, ids=[f"{a}-vs-{b}" for a, b in PAIRS])
def test_random_duels_finish_without_error(a: str, b: str) -> None:
    """Random-vs-random duels of two preset decks end without an error."""
    decks = [preset_deck(a), preset_deck(b)]
    for seed in range(100):
        g = new_duel_state({"profile": "classic-lp4000", "decks": decks, "first": seed % 2},
                           seed)
        play_random(g, Rng(seed))
        assert g.result_ is not None, f"{a} vs {b} seed {seed} did not finish"


def test_clone_mid_duel_replays_identically() -> None:
    """A clone taken mid-duel plays on exactly like the original."""
    decks = [preset_deck("goat-control"), preset_deck("burn")]
    for seed in range(10):
        g = new_duel_state({"profile": "classic-lp4000", "decks": decks}, seed)
        rng = Rng(seed)
        for _ in range(80):
            if g.pend is None:
                break
            apply(g, rng.below(len(g.pend[3])))
        if g.pend is None:
            continue
        h = g.clone()
        r1, r2 = rng.clone(), rng.clone()
        play_random(g, r1)
        play_random(h, r2)
        assert g.result_ == h.result_
        assert g.lp == h.lp and g.turn == h.turn
