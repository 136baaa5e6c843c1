"""The four classic preset decks play real duels against each other and against the bot
(issue 3), measured by :mod:`cardtable.sim.preset_matchups` (the full tables, 100 duels per pair,
are in docs/cards-classic.md): every duel of every pairing ends without an error, and the
heuristic bot beats the random bot with every preset against every non-burn preset."""

from __future__ import annotations

import pytest

from cardtable.sim.preset_matchups import PRESETS, play_pair

PAIRS = [(a, b) for a in PRESETS for b in PRESETS]


@pytest.mark.parametrize(("a", "b"), PAIRS, ids=[f"{a}-vs-{b}" for a, b in PAIRS])
def test_heuristic_bots_finish_every_pairing(a: str, b: str) -> None:
    t = play_pair(a, b, 6, "heuristic", "heuristic", seed=1000)
    assert t.errors == [] and t.unfinished == 0
    assert t.wins_a + t.wins_b + t.draws == 6 and t.mean_turns > 2


@pytest.mark.parametrize("a", PRESETS)
def test_the_heuristic_bot_beats_random_with_every_preset(a: str) -> None:
    for b in PRESETS:
        t = play_pair(a, b, 12, "heuristic", "random", seed=2000)
        assert t.errors == [] and t.unfinished == 0, (a, b, t.errors)
        if b != "burn":  # burn wins many duels even with random choices (docs/cards-classic.md)
            assert t.win_rate_a >= 0.75, (a, b, t)
