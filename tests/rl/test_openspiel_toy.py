"""OpenSpiel registration of the toy game: OpenSpiel's own random simulation test."""

from __future__ import annotations

import pyspiel  # type: ignore[import-not-found,unused-ignore]
import pytest

from cardtable.rl.openspiel import register_openspiel


@pytest.fixture(scope="module", autouse=True)
def _registered() -> None:
    for g in ("toy-cards", "toy-teams"):
        if f"cardtable_{g.replace('-', '_')}" not in pyspiel.registered_names():
            register_openspiel(g)


@pytest.mark.parametrize("name", ["cardtable_toy_cards", "cardtable_toy_teams"])
def test_random_sim_test(name: str) -> None:
    game = pyspiel.load_game(name)
    pyspiel.random_sim_test(game, num_sims=10, serialize=True, verbose=False)


def _deal(state: pyspiel.State, seed_bytes: list[int]) -> None:
    for b in seed_bytes:
        assert state.is_chance_node()
        assert [o for o, _p in state.chance_outcomes()] == list(range(256))
        state.apply_action(b)


def test_information_state_hides_opponent_hand_and_chance_is_explicit() -> None:
    game = pyspiel.load_game("cardtable_toy_cards")
    s = game.new_initial_state()
    _deal(s, [3, 0, 0, 0, 0, 0, 0, 0])
    assert not s.is_chance_node()
    c = s.clone()
    assert str(c) == str(s) and c.history() == s.history()
    c.apply_action(c.legal_actions()[0])
    assert str(c) != str(s)  # independent copy
    info0 = s.information_state_string(0)
    info1 = s.information_state_string(1)
    assert info0 != info1
    assert len(s.observation_tensor(0)) == game.observation_tensor_size()
    assert len(s.information_state_tensor(0)) == game.information_state_tensor_size()


def test_deal_seed_is_the_chance_bytes() -> None:
    """The eight chance outcomes are the little-endian bytes of the engine's deal seed."""
    game = pyspiel.load_game("cardtable_toy_cards")
    s = game.new_initial_state()
    _deal(s, [1, 2, 0, 0, 0, 0, 0, 0])
    assert s.inner.seed == 1 + 2 * 256


def test_returns_zero_sum_at_end() -> None:
    game = pyspiel.load_game("cardtable_toy_teams")
    s = game.new_initial_state()
    s.apply_action(0)
    while not s.is_terminal():
        s.apply_action(s.legal_actions()[-1])
    r = s.returns()
    assert r[0] == r[2] and r[1] == r[3] and sum(r) == 0
