"""The environments on the real engines: "ygo-duel", "sgs-3v3", "sgs-identity".

Library checks (PettingZoo api_test and seed_test, Gymnasium check_env, OpenSpiel's
random_sim_test), encoder shapes, team rewards, and that observations only use what the
seat may know (a determinized copy of the game gives the seat identical tensors).
"""

from __future__ import annotations

import numpy as np
import pyspiel  # type: ignore[import-not-found,unused-ignore]
import pytest
from gymnasium.utils.env_checker import check_env  # type: ignore[import-untyped]
from pettingzoo.test import api_test, seed_test  # type: ignore[import-untyped]

from cardtable.core.rng import Rng
from cardtable.rl import make_env, make_gym_env
from cardtable.rl.openspiel import register_openspiel, short_name

GAMES = ["ygo-duel", "sgs-3v3", "sgs-identity"]


@pytest.mark.parametrize("name", GAMES)
def test_pettingzoo_api_and_seed(name: str) -> None:
    api_test(make_env(name), num_cycles=300)
    seed_test(lambda: make_env(name), num_cycles=100)


@pytest.mark.parametrize("name", GAMES)
def test_gymnasium_check_env(name: str) -> None:
    check_env(make_gym_env(name, seat=1), skip_render_check=True)


@pytest.mark.parametrize("name", GAMES)
def test_openspiel_random_sim(name: str) -> None:
    if short_name(name) not in pyspiel.registered_names():
        register_openspiel(name)
    game = pyspiel.load_game(short_name(name))
    pyspiel.random_sim_test(game, num_sims=3, serialize=True, verbose=False)


def _random_episode(env, seed: int) -> dict[str, float]:  # type: ignore[no-untyped-def]
    env.reset(seed=seed)
    rng = np.random.default_rng(seed)
    total = {a: 0.0 for a in env.possible_agents}
    for agent in env.agent_iter():
        obs, rew, term, trunc, _ = env.last()
        total[agent] += rew
        if term or trunc:
            env.step(None)
            continue
        env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
    return total


def test_sgs_3v3_team_reward() -> None:
    env = make_env("sgs-3v3")
    env.reset(seed=0)
    sides = env.adapter.sides(env.game)
    assert sorted(len(s) for s in sides) == [3, 3]
    for seed in range(3):
        tot = _random_episode(env, seed)
        for side in sides:
            vals = {tot[f"player_{s}"] for s in side}
            assert len(vals) == 1  # teammates share the reward
        a, b = (tot[f"player_{side[0]}"] for side in sides)
        assert a == -b and a != 0


@pytest.mark.parametrize("name", GAMES)
def test_encoders_fill_documented_shapes_and_masks(name: str) -> None:
    env = make_env(name)
    env.reset(seed=4)
    obs, *_ = env.last()
    enc = env.encoder
    assert obs["observation"].shape == (enc.obs_size,)
    assert obs["option_features"].shape == (enc.max_options, enc.option_size)
    dec = env.game.pending()
    assert dec is not None
    assert int(obs["action_mask"].sum()) == min(len(dec.options), enc.max_options)
    assert np.abs(obs["observation"][32:]).sum() > 0  # the game-specific part is filled
    assert enc.name != "generic"


@pytest.mark.parametrize("name", GAMES)
def test_observation_equal_on_determinized_copy(name: str) -> None:
    """Hidden cards re-dealt: the seat to act sees exactly the same tensors."""
    env = make_env(name)
    env.reset(seed=2)
    rng = np.random.default_rng(0)
    for _ in range(60):  # get past the opening choices into real play
        obs, _r, term, trunc, _ = env.last()
        if term or trunc:
            break
        env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
    game = env.game
    dec = game.pending()
    assert dec is not None
    other = game.determinize(dec.seat, Rng(77))
    a = env.encoder.encode(game, dec.seat)
    b = env.encoder.encode(other, dec.seat)
    for x, y in zip(a[:3], b[:3], strict=True):
        assert np.array_equal(x, y)
