"""Round-robin tournaments on the toy game: scores, CIs, Elo, and identical results on the
local, process and ray backends."""

from __future__ import annotations

import pytest

from cardtable.sim.tournament import elo_ratings, run_tournament, wilson

MODS = ("toygame",)


def test_wilson_and_elo() -> None:
    lo, hi = wilson(50, 100)
    assert lo < 0.5 < hi and abs((lo + hi) / 2 - 0.5) < 1e-9
    assert wilson(0, 0) == (0.0, 1.0)
    r = elo_ratings(["a", "b", "c"], {(0, 1): (15.0, 20), (0, 2): (18.0, 20), (1, 2): (12.0, 20)})
    assert r[0] > r[1] > r[2]
    assert abs(sum(r) / 3 - 1500) < 1e-6


def test_round_robin_on_toy_game_scores_ismcts_above_random() -> None:
    res = run_tournament(
        "toy-cards", ["random", "ismcts-50"], games=20, seed=5, modules=MODS
    )
    rep = res.to_json()
    assert rep["error_count"] == 0
    (pair,) = rep["pairs"]
    assert pair["games"] == 20
    assert pair["wins_a"] + pair["draws"] + pair["wins_b"] == 20
    by = {e["name"]: e for e in rep["entrants"]}
    assert by["ismcts-50"]["score"] > 0.6
    assert by["ismcts-50"]["elo"] > by["random"]["elo"]
    # both entrants sat on both sides
    owners0 = {m.owners[0] for m in res.matches}
    assert owners0 == {0, 1}


def test_team_seats_follow_the_adapter_sides() -> None:
    res = run_tournament("toy-teams", ["random", "ismcts-50"], games=2, seed=1, modules=MODS)
    m = res.matches[0]
    assert m.owners[0] == m.owners[2] and m.owners[1] == m.owners[3]
    assert m.owners[0] != m.owners[1]


@pytest.mark.parametrize("backend", ["process", "ray"])
def test_same_seeds_same_results_on_every_backend(backend: str) -> None:
    ents = ["random", "ismcts-50"]
    local = run_tournament("toy-cards", ents, games=6, seed=9, modules=MODS).to_json()
    other = run_tournament(
        "toy-cards", ents, games=6, seed=9, modules=MODS, backend=backend, workers=2
    ).to_json()
    assert other["error_count"] == 0, other["errors"]
    assert other["records"] == local["records"]
    assert other["entrants"] == local["entrants"]
