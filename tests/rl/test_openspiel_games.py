"""The OpenSpiel games of ygo-duel, sgs-3v3 and sgs-identity, checked with OpenSpiel's own test
code (issue 11): ``pyspiel.random_sim_test`` with serialization, the Python ``GamesSimTest``
simulation (clone keeps history, ``serialize_game_and_state`` and pickle round trips),
``resample_from_infostate`` giving a state in the same information set, and open_spiel's
``ISMCTSBot`` running unchanged."""

from __future__ import annotations

import numpy as np
import pyspiel  # type: ignore[import-not-found,unused-ignore]
import pytest
from open_spiel.python.algorithms import ismcts  # type: ignore[import-not-found,unused-ignore]
from open_spiel.python.algorithms.mcts import (  # type: ignore[import-not-found,unused-ignore]
    RandomRolloutEvaluator,
)
from open_spiel.python.tests import (  # type: ignore[import-not-found,unused-ignore]
    games_sim_test,
)

from cardtable.rl.openspiel import DEAL_BYTES, register_openspiel, short_name

GAMES = ["ygo-duel", "sgs-3v3", "sgs-identity"]


def _load(name: str) -> pyspiel.Game:
    if short_name(name) not in pyspiel.registered_names():
        register_openspiel(name)
    return pyspiel.load_game(short_name(name))


def _dealt(game: pyspiel.Game, seed: int) -> pyspiel.State:
    rs = np.random.RandomState(seed)
    s = game.new_initial_state()
    for _ in range(DEAL_BYTES):
        assert s.is_chance_node()
        s.apply_action(int(rs.randint(256)))
    assert not s.is_chance_node()
    return s


@pytest.mark.parametrize("name", GAMES)
def test_random_sim_test_with_serialization(name: str) -> None:
    pyspiel.random_sim_test(_load(name), num_sims=3, serialize=True, verbose=False)


@pytest.mark.parametrize("name", GAMES)
def test_open_spiel_games_sim_test(name: str) -> None:
    """open_spiel/python/tests/games_sim_test.py's simulation: clones keep str and history,
    serialize_game_and_state and pickle round-trip game and states."""
    np.random.seed(0)  # sim_game samples with numpy's global RNG
    games_sim_test.GamesSimTest("test_breakthrough").sim_game(_load(name))


@pytest.mark.parametrize("name", GAMES)
def test_resample_from_infostate_stays_in_the_information_set(name: str) -> None:
    game = _load(name)
    sampler = pyspiel.UniformProbabilitySampler(0.0, 1.0)
    rs = np.random.RandomState(1)
    checked = changed = 0
    for seed in range(3):
        s = _dealt(game, seed)
        step = 0
        while not s.is_terminal() and step < 400:
            if step % 5 == 0:
                p = s.current_player()
                r = s.resample_from_infostate(p, sampler)
                assert r.current_player() == p
                assert r.legal_actions() == s.legal_actions()
                assert r.information_state_string(p) == s.information_state_string(p)
                assert r.information_state_tensor(p) == s.information_state_tensor(p)
                assert r.observation_tensor(p) == s.observation_tensor(p)
                assert r.history() == s.history()
                others = [q for q in range(game.num_players()) if q != p]
                changed += any(str(r.inner.view(q)) != str(s.inner.view(q)) for q in others)
                checked += 1
            s.apply_action(int(rs.choice(s.legal_actions())))
            step += 1
    assert checked >= 60
    assert changed >= checked // 2  # the resampled worlds really differ in hidden cards


@pytest.mark.parametrize("name", GAMES)
def test_open_spiel_ismcts_bot_runs_unchanged(name: str) -> None:
    game = _load(name)
    rs = np.random.RandomState(0)
    bot = ismcts.ISMCTSBot(game, RandomRolloutEvaluator(1, rs), 1.5, 8, random_state=rs)
    s = _dealt(game, 3)
    moves = 0
    while not s.is_terminal() and moves < 12:
        if s.current_player() == 0:
            a = bot.step(s)
            assert a in s.legal_actions()
            moves += 1
        else:
            a = int(rs.choice(s.legal_actions()))
        s.apply_action(a)
    assert moves >= 1
