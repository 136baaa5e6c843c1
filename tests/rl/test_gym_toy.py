"""The Gymnasium single-seat wrapper on the toy game."""

from __future__ import annotations

import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env  # type: ignore[import-untyped]

from cardtable.core.errors import IllegalAnswer
from cardtable.rl import make_gym_env
from cardtable.rl.random_bot import SeededRandomBot


@pytest.mark.parametrize("game_id,seat", [("toy-cards", 0), ("toy-cards", 1), ("toy-teams", 2)])
def test_gymnasium_check_env(game_id: str, seat: int) -> None:
    check_env(make_gym_env(game_id, seat=seat), skip_render_check=True)


def test_episode_reward_and_determinism() -> None:
    def run(seed: int) -> list[float]:
        env = make_gym_env("toy-cards", opponents=SeededRandomBot(7))
        obs, _ = env.reset(seed=seed)
        rng = np.random.default_rng(0)
        rewards = []
        done = False
        while not done:
            legal = np.flatnonzero(obs["action_mask"])
            obs, r, term, trunc, _ = env.step(int(rng.choice(legal)))
            rewards.append(float(r))
            done = term or trunc
        return rewards

    a, b = run(11), run(11)
    assert a == b
    assert a[-1] in (-1.0, 0.0, 1.0) and all(r == 0.0 for r in a[:-1])


def test_illegal_raise_mode() -> None:
    env = make_gym_env("toy-cards", illegal="raise")
    env.reset(seed=0)
    with pytest.raises(IllegalAnswer):
        env.step(60)


def test_opponents_by_bot_name_on_real_game() -> None:
    env = make_gym_env("sgs-3v3", seat=0, opponents="sgs-heuristic")
    obs, _ = env.reset(seed=1)
    done = False
    steps = 0
    while not done and steps < 2000:
        obs, r, term, trunc, _ = env.step(int(np.flatnonzero(obs["action_mask"])[0]))
        done = term or trunc
        steps += 1
    assert done and r in (-1.0, 1.0)
