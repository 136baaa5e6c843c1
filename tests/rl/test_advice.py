"""Residual policies and behaviour cloning (issue 11, trained baselines): the ``advice`` input
(the option a heuristic bot would pick) leaks nothing, a fresh residual policy plays like its
advisor, and cloning fits a teacher's decisions."""

from __future__ import annotations

import numpy as np
import pytest

from cardtable.core.rng import Rng
from cardtable.rl.adapters import adapter_for
from cardtable.rl.advice import Advisor
from cardtable.rl.imitation import Demos, clone, collect
from cardtable.rl.loading import game_spec
from cardtable.rl.policy import forward, init_policy, inputs
from cardtable.rl.ppo import policy_meta

CASES = [("ygo-duel", "ygo-heuristic"), ("sgs-3v3", "sgs-heuristic")]


@pytest.mark.parametrize(("name", "bot"), CASES)
def test_advice_is_unchanged_when_hidden_cards_are_redealt(name: str, bot: str) -> None:
    """The advisor reads only what the acting seat may see: on a copy where the engine
    re-dealt everything that seat cannot see, it advises the same option."""
    adapter = adapter_for(name)
    checked = 0
    for seed in range(3):
        game = game_spec(adapter.engine_id).new(adapter.setup(None), seed)
        rng = Rng(seed)
        step = 0
        while (dec := game.pending()) is not None and step < 600:
            step += 1
            if step % 4 == 0 and len(dec.options) > 1:
                a = Advisor(bot, 7).advise(game, dec.seat, 64)
                b = Advisor(bot, 7).advise(game.determinize(dec.seat, Rng(step)), dec.seat, 64)
                assert np.array_equal(a, b), (name, seed, step)
                assert a.sum() == 1.0
                checked += 1
            game.answer(rng.below(len(dec.options)))
    assert checked >= 50


def test_advice_is_zero_for_a_waiting_seat() -> None:
    adapter = adapter_for("ygo-duel")
    game = game_spec("ygo").new(adapter.setup(None), 0)
    dec = game.pending()
    assert dec is not None
    assert Advisor("ygo-heuristic").advise(game, 1 - dec.seat, 64).sum() == 0.0


def _demos(teacher: str, games: int) -> Demos:
    return collect("ygo-duel", teacher, "random", games, seed=3, advisor="ygo-heuristic")


def test_fresh_residual_policy_plays_the_advisors_pick() -> None:
    d = _demos("random", 2)
    enc = adapter_for("ygo-duel").encoder()
    p = init_policy(enc.obs_size, enc.option_size + 1, seed=0, advice_weight=4.0)
    p.meta = policy_meta("ygo-duel", enc.obs_size, enc.option_size, enc.max_options,
                         "ygo-heuristic")
    idx = np.arange(len(d))
    logits, _v, _c = forward(p, *inputs(p, d.batch(idx)))
    greedy = logits.argmax(axis=1)
    assert (d.advice[idx, greedy] > 0).mean() > 0.95
    plain = init_policy(enc.obs_size, enc.option_size + 1, seed=0)  # no advice weight
    logits, _v, _c = forward(plain, *inputs(p, d.batch(idx)))
    assert (d.advice[idx, logits.argmax(axis=1)] > 0).mean() < 0.8  # the weight is what did it


def test_clone_fits_the_teachers_decisions() -> None:
    """A random teacher's choices are learnable only by memorising: the fit must rise well
    above the advisor's agreement with the teacher."""
    d = _demos("random", 2)
    enc = adapter_for("ygo-duel").encoder()
    p = init_policy(enc.obs_size, enc.option_size + 1, seed=0, advice_weight=4.0)
    p.meta = policy_meta("ygo-duel", enc.obs_size, enc.option_size, enc.max_options,
                         "ygo-heuristic")
    stats = clone(p, d, epochs=30, lr=3e-3, minibatch=64, seed=0)
    assert stats.loss[-1] < stats.loss[0]
    assert stats.accuracy[-1] > d.agreement() + 0.2
    assert len(d) == len(d.outcome) and set(np.unique(d.outcome)) <= {-1.0, 0.0, 1.0}


def test_demos_round_trip(tmp_path: object) -> None:
    from pathlib import Path

    d = _demos("random", 1)
    path = Path(str(tmp_path)) / "d.npz"
    d.save(path)
    e = Demos.load(path)
    assert np.array_equal(d.action, e.action) and e.games == 1
    assert np.array_equal(d.action_mask, e.action_mask)


def test_es_tune_moves_the_option_bias_reproducibly() -> None:
    """Evolution strategies on ``wb`` (cardtable.rl.es): the same seed gives the same bias,
    another seed another one, and only ``wb`` changes."""
    from cardtable.rl.es import es_tune

    enc = adapter_for("ygo-duel").encoder()

    def run(seed: int) -> tuple[np.ndarray, np.ndarray, int]:
        p = init_policy(enc.obs_size, enc.option_size + 1, seed=0, advice_weight=1.0)
        p.meta = policy_meta("ygo-duel", enc.obs_size, enc.option_size, enc.max_options,
                             "ygo-heuristic")
        w1 = p.W1.copy()
        st = es_tune(p, "ygo-duel", "random", rounds=1, pairs=2, games=3, sigma=2.0,
                     lr=8.0, seed=seed)
        assert np.array_equal(p.W1, w1)
        return p.wb, p.W1, st.games

    a, _, games = run(1)
    b, _, _ = run(1)
    c, _, _ = run(2)
    assert games == 12
    assert np.array_equal(a, b) and not np.array_equal(a, c)
