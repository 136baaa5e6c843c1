"""Issue 11, "what researchers expect": gymnasium.make ids, a learner controlling a whole 3v3
side, per-episode variety (first player, seat↔deck), vector envs with auto-reset and masks,
PettingZoo ``state()``."""

from __future__ import annotations

import gymnasium
import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env  # type: ignore[import-untyped]

import cardtable.rl
from cardtable.rl import make_env
from cardtable.rl.gym_env import SingleSeatEnv
from cardtable.rl.vector import make_vector_env


def _play(env: SingleSeatEnv, seed: int, steps: int) -> tuple[set[int], int]:
    """Random masked play; the seats the learner acted for, and episodes finished."""
    obs, info = env.reset(seed=seed)
    rng = np.random.default_rng(seed)
    acted: set[int] = set()
    episodes = 0
    for _ in range(steps):
        dec = env.game.pending()
        assert dec is not None and dec.seat in env.seats and dec.seat == info["seat"]
        acted.add(dec.seat)
        assert np.array_equal(obs["action_mask"], env.action_masks())
        obs, _r, term, trunc, info = env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
        if term or trunc:
            episodes += 1
            obs, info = env.reset()
    return acted, episodes


@pytest.mark.parametrize("env_id", sorted(cardtable.rl.GYM_IDS))
def test_gymnasium_make_ids(env_id: str) -> None:
    env = gymnasium.make(env_id)
    obs, _info = env.reset(seed=3)
    assert env.observation_space.contains(obs)
    check_env(env.unwrapped, skip_render_check=True)


def test_side_wrapper_plays_all_three_seats_of_its_side() -> None:
    env = SingleSeatEnv("sgs-3v3", side=0)
    acted, episodes = _play(env, 1, 1500)
    side0 = set(env.adapter.sides(env.game)[0])
    assert acted <= set(range(6))
    assert len(acted) == 3  # every seat of side 0 acted (the side is re-read per game)
    assert episodes >= 1
    # the acting seat's own observation: own-seat one-hot of the header
    obs, info = env.reset(seed=9)
    assert obs["observation"][info["seat"]] == 1.0
    assert info["seat"] in env.seats
    assert len(side0) == 3


def test_variety_draws_first_player_and_deck_seats_reproducibly() -> None:
    env = SingleSeatEnv("ygo-duel", variety=True, seat="random")
    firsts, decks0, seats = set(), set(), set()
    for k in range(24):
        env.reset(seed=100 + k)
        setup = env.game.setup_data()
        firsts.add(setup["first"])
        decks0.add(tuple(setup["decks"][0]["main"][:5]))
        seats.add(env.seat)
    assert firsts == {0, 1}
    assert len(decks0) == 2
    assert seats == {0, 1}
    a = SingleSeatEnv("ygo-duel", variety=True)
    b = SingleSeatEnv("ygo-duel", variety=True)
    a.reset(seed=5)
    b.reset(seed=5)
    assert a.game.setup_data() == b.game.setup_data()


def test_deck_pool_decks_come_from_the_pool() -> None:
    from cardtable.ygo.game import preset_deck

    pool = ("classic-a", "classic-b")
    mains = {tuple(preset_deck(n)["main"]) for n in pool}
    env = SingleSeatEnv("ygo-duel", deck_pool=pool)
    for k in range(6):
        env.reset(seed=k)
        for d in env.game.setup_data()["decks"]:
            assert tuple(d["main"]) in mains


@pytest.mark.parametrize("processes", [False, True])
def test_vector_env_batches_masks_and_auto_resets(processes: bool) -> None:
    n = 3 if not processes else 2
    env = make_vector_env("ygo-duel", n, processes=processes)
    try:
        obs, _info = env.reset(seed=7)
        assert obs["observation"].shape == (n, env.single_observation_space["observation"].shape[0])
        assert obs["action_mask"].shape[0] == n
        rng = np.random.default_rng(0)
        finished = 0
        for _ in range(600):
            mask = obs["action_mask"]
            assert (mask.sum(axis=1) >= 1).all()  # every env has a legal action after reset
            acts = np.array([rng.choice(np.flatnonzero(m)) for m in mask])
            obs, rew, term, trunc, info = env.step(acts)
            ended = term | trunc
            finished += int(ended.sum())
            if ended.any():
                assert "final_obs" in info
                assert set(np.unique(rew[ended])) <= {-1.0, 0.0, 1.0}
        assert finished >= 1
    finally:
        env.close()


def test_vector_env_is_reproducible_from_the_seed() -> None:
    runs = []
    for _ in range(2):
        env = make_vector_env("sgs-3v3", 2, side=1)
        obs, _ = env.reset(seed=11)
        trace = []
        for _ in range(50):
            acts = obs["action_mask"].argmax(axis=1)
            obs, _rew, _t, _tr, _i = env.step(acts)
            trace.append(obs["observation"].sum())
        runs.append(trace)
        env.close()
    assert runs[0] == runs[1]


def test_pettingzoo_state_is_every_seats_observation() -> None:
    env = make_env("sgs-3v3", include_view=False)
    env.reset(seed=4)
    st = env.state()
    assert env.state_space.shape == st.shape
    size = env.encoder.obs_size
    for s, agent in enumerate(env.possible_agents):
        assert np.array_equal(st[s * size : (s + 1) * size], env.observe(agent)["observation"])
