"""The PettingZoo AEC env on the toy game: the library's own checks, masks, rewards, views."""

from __future__ import annotations

import numpy as np
import pytest
from pettingzoo.test import api_test, seed_test  # type: ignore[import-untyped]

from cardtable.core.errors import IllegalAnswer
from cardtable.rl import make_env


@pytest.mark.parametrize("game_id", ["toy-cards", "toy-teams"])
def test_pettingzoo_api_test(game_id: str) -> None:
    api_test(make_env(game_id), num_cycles=200)


@pytest.mark.parametrize("game_id", ["toy-cards", "toy-teams"])
def test_pettingzoo_seed_test(game_id: str) -> None:
    seed_test(lambda: make_env(game_id), num_cycles=50)


def _play(env, seed: int) -> dict[str, float]:  # type: ignore[no-untyped-def]
    env.reset(seed=seed)
    rng = np.random.default_rng(seed)
    total = {a: 0.0 for a in env.possible_agents}
    for agent in env.agent_iter():
        obs, rew, term, trunc, _info = env.last()
        total[agent] += rew
        if term or trunc:
            env.step(None)
            continue
        legal = np.flatnonzero(obs["action_mask"])
        env.step(int(rng.choice(legal)))
    return total


def test_team_rewards_are_shared_and_zero_sum() -> None:
    env = make_env("toy-teams")
    seen_win = False
    for seed in range(20):
        tot = _play(env, seed)
        assert tot["player_0"] == tot["player_2"]
        assert tot["player_1"] == tot["player_3"]
        assert tot["player_0"] == -tot["player_1"]
        seen_win |= tot["player_0"] != 0
    assert seen_win


def test_mask_matches_decision_and_info_has_view_and_forms() -> None:
    env = make_env("toy-cards")
    env.reset(seed=3)
    obs, _r, _t, _tr, info = env.last()
    dec = env.game.pending()
    assert dec is not None
    assert int(obs["action_mask"].sum()) == len(dec.options)
    assert info["forms"] == [dict(o.form) for o in dec.options]
    assert info["view"] == env.game.view(dec.seat)
    # option rows differ between different options
    f = obs["option_features"]
    assert not np.array_equal(f[0], f[len(dec.options) - 1])
    # the other seat is not to act: empty mask
    other = "player_1" if env.agent_selection == "player_0" else "player_0"
    assert env.observe(other)["action_mask"].sum() == 0


def test_observation_does_not_leak_hidden_hand() -> None:
    """Two games differing only in the opponent's hidden hand give seat 0 equal tensors."""
    env = make_env("toy-cards")
    env.reset(seed=5)
    g = env.game
    from cardtable.core.rng import Rng

    d = g.determinize(0, Rng(99))
    assert d.hands[1] != g.hands[1] or d.deck != g.deck
    a = env.encoder.encode(g, 0)
    b = env.encoder.encode(d, 0)
    for x, y in zip(a[:3], b[:3], strict=True):
        assert np.array_equal(x, y)


def test_illegal_action_raises_and_changes_nothing() -> None:
    env = make_env("toy-cards")
    env.reset(seed=1)
    before = env.game.state_id
    with pytest.raises(IllegalAnswer):
        env.step(63)
    assert env.game.state_id == before
