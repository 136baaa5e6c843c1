"""Session 8 (issue 11, ygo-duel baseline): few, precise labels on a value fit's own
near-deviations (``cardtable.rl.rollout_labels.measure_gap`` / ``collect_refined`` /
``refine_chunks``), row weights in the value regression, and the paired evaluation
(``cardtable.rl.paired``). A measurement reads the real game only through the acting seat's
re-deals, common random numbers make an option against itself exactly 0, the collection is
reproducible chunk by chunk, weights move the fit to the weighted mean, and the paired
evaluation plays ``evaluate``'s games."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np
import pytest
from toygame import ToyCards

from cardtable.core.decision import Decision
from cardtable.core.game import Game
from cardtable.core.rng import Rng
from cardtable.rl.imitation import Demos
from cardtable.rl.policy import forward, init_policy, inputs
from cardtable.rl.rollout_labels import (
    collect_refined,
    measure_gap,
    predicted_advantage,
    refine_chunks,
)
from cardtable.rl.value_fit import fit_values

pytestmark = pytest.mark.rl


class _OnlyPendingAndRedeal:
    """A game proxy that allows ``pending()`` and ``determinize(seat, rng)`` and records the
    seats asked about; any other access to the real game fails the test."""

    def __init__(self, game: Game) -> None:
        self._game = game
        self.seats: list[int] = []

    def pending(self) -> Decision | None:
        return self._game.pending()

    def determinize(self, seat: int, rng: Rng) -> Game:
        self.seats.append(seat)
        return self._game.determinize(seat, rng)

    def __getattr__(self, name: str) -> Any:
        raise AssertionError(f"measure_gap read game.{name} of the real game")


def _ygo_game(seed: int) -> Game:
    from cardtable.rl.adapters import adapter_for
    from cardtable.rl.loading import game_spec

    return game_spec("ygo").new(adapter_for("ygo-duel").setup(None), seed)


def test_a_measurement_sees_the_real_game_only_through_the_acting_seats_redeal() -> None:
    """Hidden information: every pair of rollouts starts from ``determinize(acting seat)``;
    the real game is never cloned or read otherwise."""
    game = _ygo_game(5)
    rng = Rng(5)
    while (dec := game.pending()) is not None and len(dec.options) < 2:
        game.answer(rng.below(len(dec.options)))
    assert dec is not None
    proxy = _OnlyPendingAndRedeal(game)
    pg = measure_gap(proxy, 0, 1, Rng(1), "ygo-heuristic", batch=2,  # type: ignore[arg-type]
                     min_rollouts=2, max_rollouts=4, target_stderr=1.0)
    assert proxy.seats == [dec.seat] * pg.rollouts and pg.rollouts in (2, 4)


def test_an_option_against_itself_measures_exactly_zero_and_stops_early() -> None:
    """Common random numbers: both members of a pair replay one re-deal with one bot seed, so
    the pick against itself ends alike every time — gap 0, standard error 0, and the
    measurement stops at ``min_rollouts``."""
    game = ToyCards({"seats": 2, "turns": 1}, 3)
    pg = measure_gap(game, 0, 0, Rng(2), "random", 200, batch=8, min_rollouts=16,
                     max_rollouts=64)
    assert (pg.gap, pg.stderr, pg.rollouts) == (0.0, 0.0, 16)


def test_a_clearly_better_option_measures_a_positive_gap() -> None:
    """Toy cards, one turn each (as in ``test_rollout_labels``): playing the highest card
    beats passing; the measured gap is positive and several standard errors from 0, and
    the pair count is a whole number of batches within the bounds."""
    game = ToyCards({"seats": 2, "turns": 1}, 3)
    dec = game.pending()
    assert dec is not None
    forms = [o.form for o in dec.options]
    passing = forms.index({"action": "pass"})
    high = max((i for i, f in enumerate(forms) if f["action"] == "play"),
               key=lambda i: forms[i]["card"])
    pg = measure_gap(game, passing, high, Rng(1), "random", 200, batch=16, min_rollouts=32,
                     max_rollouts=256, target_stderr=0.05)
    assert pg.gap > 0.3 and pg.gap >= 3 * pg.stderr
    assert 32 <= pg.rollouts <= 256 and pg.rollouts % 16 == 0
    worse = measure_gap(game, high, passing, Rng(1), "random", 200, batch=16,
                        min_rollouts=32, max_rollouts=256, target_stderr=0.05)
    assert worse.gap == -pg.gap and worse.rollouts == pg.rollouts  # same pairs, swapped


def test_predicted_advantage_is_the_best_other_options_score_without_advice() -> None:
    """The alternative is the legal non-pick option with the highest logit once the advice
    column's weight is taken out; its advantage is that logit minus the pick's."""
    rng = np.random.default_rng(3)
    p = init_policy(5, 4, hidden=6, embed=4, seed=2, advice_weight=3.0)
    p.meta = {"advisor": "toy"}
    obs = {"observation": rng.standard_normal(5).astype(np.float32),
           "option_features": rng.standard_normal((6, 3)).astype(np.float32),
           "advice": np.eye(6, dtype=np.float32)[2],
           "action_mask": np.array([1, 1, 1, 0, 1, 0], np.int8)}
    adv = predicted_advantage(p, obs)
    logits, _v, _c = forward(p, *(x[None] for x in inputs(p, obs)))
    g = logits[0] - 3.0 * obs["advice"]
    assert adv.pick == 2 and adv.option in (0, 1, 4)
    assert adv.option == max((0, 1, 4), key=lambda i: g[i])
    assert adv.advantage == pytest.approx(float(g[adv.option] - g[2]), abs=1e-5)
    assert adv.greedy == int(logits[0].argmax())
    only = dict(obs, action_mask=np.array([0, 0, 1, 0, 0, 0], np.int8))
    assert predicted_advantage(p, only).option == -1


def _value_policy() -> Any:
    from cardtable.rl.adapters import adapter_for
    from cardtable.rl.ppo import policy_meta

    enc = adapter_for("ygo-duel").encoder()
    p = init_policy(enc.obs_size, enc.option_size + 1, 16, 8, seed=4, advice_weight=0.0)
    p.meta = policy_meta("ygo-duel", enc.obs_size, enc.option_size, enc.max_options,
                         "ygo-heuristic")
    return p


def test_refined_collection_is_reproducible_chunk_by_chunk(tmp_path: Path) -> None:
    """Game ``k`` depends only on ``(seed, k)`` and the policy: two one-game chunks give the
    rows of one two-game collection; a second run reads them back; other settings (or other
    weights) are refused. Rows carry the pick at 0 and the measured gap at the option."""
    p = _value_policy()
    kw: dict[str, Any] = {"seed": 3, "threshold": -10.0, "min_rollouts": 2,
                          "max_rollouts": 2}
    whole, st = collect_refined("ygo-duel", 0, 2, p, **kw)
    assert st.labelled == len(whole) > 0 and st.games == 2
    assert whole.rollouts is not None and (whole.rollouts == 2).all()
    assert whole.values is not None and whole.gap is not None
    rows = np.arange(len(whole))
    picks = whole.advice.astype(np.float32).argmax(axis=1)
    assert (whole.values[rows, picks] == 0).all()
    assert (np.isfinite(whole.values).sum(axis=1) == 2).all()
    other = np.arange(whole.values.shape[1]) != picks[:, None]
    measured = np.where(np.isfinite(whole.values) & other)
    assert np.array_equal(whole.values[measured], whole.gap)
    assert np.array_equal(whole.action == picks, whole.gap <= 0)
    chunks = refine_chunks("ygo-duel", 2, tmp_path, p, chunk=1, **kw)
    assert sorted(x.name for x in tmp_path.iterdir()) == ["chunk-00000-00001.npz",
                                                          "chunk-00001-00002.npz",
                                                          "labels.json"]
    assert np.array_equal(chunks.observation, whole.observation)
    assert chunks.gap is not None and np.array_equal(chunks.gap, whole.gap)
    assert chunks.rollouts is not None and np.array_equal(chunks.rollouts, whole.rollouts)
    again = refine_chunks("ygo-duel", 2, tmp_path, p, chunk=1, **kw)
    assert np.array_equal(again.action, whole.action)
    with pytest.raises(ValueError, match="other settings"):
        refine_chunks("ygo-duel", 2, tmp_path, p, chunk=1, **dict(kw, threshold=0.0))
    p.wb[0] += 1.0
    with pytest.raises(ValueError, match="other settings"):
        refine_chunks("ygo-duel", 2, tmp_path, p, chunk=1, **kw)


def test_row_weights_pull_the_fit_to_the_weighted_mean() -> None:
    """Two rows of one state measure the same option at +1 and −1 (e.g. a noisy 8-rollout
    label and a precise one): unweighted the fitted advantage goes to their mean 0, weighted
    3 : 1 to (3·1 − 1)/4 = 0.5; equal weights change nothing."""
    rng = np.random.default_rng(0)
    obs = np.repeat(rng.standard_normal((1, 6)).astype(np.float32), 2, axis=0)
    opts = np.repeat(rng.standard_normal((1, 2, 4)).astype(np.float32), 2, axis=0)
    adv = np.zeros((2, 2), np.float32)
    adv[:, 0] = 1.0
    values = np.array([[0.0, 1.0], [0.0, -1.0]], np.float32)
    demos = Demos(obs, opts, adv, np.ones((2, 2), np.int8), np.array([1, 0]),
                  np.zeros(2, np.float32), games=1, gap=values[:, 1].copy(), values=values)

    def fitted(weights: np.ndarray | None) -> Any:
        p = init_policy(6, 5, hidden=8, embed=4, seed=1)
        p.meta = {"advisor": "toy"}
        fit_values(p, demos, epochs=600, lr=1e-2, minibatch=2, seed=1, margin=0.0,
                   weights=weights)
        lg, _v, _c = forward(p, *inputs(p, demos.batch(np.arange(1))))
        return p, float(lg[0, 1] - lg[0, 0])

    p0, plain = fitted(None)
    _p, weighted = fitted(np.array([3.0, 1.0], np.float32))
    p2, same = fitted(np.array([2.0, 2.0], np.float32))
    assert plain == pytest.approx(0.0, abs=0.05) and same == plain
    assert weighted == pytest.approx(0.5, abs=0.05)
    assert all(np.array_equal(a, b) for a, b in zip(p0.arrays().values(),
                                                    p2.arrays().values(), strict=True))


def test_paired_evaluation_plays_evaluates_games() -> None:
    """The policy half of a paired evaluation is :func:`cardtable.rl.ppo.evaluate`'s score
    on the same seeds; a policy that always follows its advisor is its own mirror (gain 0,
    no deviations); a policy without an advisor is refused."""
    from cardtable.rl.paired import paired_evaluate
    from cardtable.rl.ppo import evaluate

    p = _value_policy()
    p.wb[-1] = 100.0  # the advice dominates: the heuristic's pick everywhere
    same = paired_evaluate(p, "ygo-duel", "ygo-heuristic", 4, seed=90000)
    assert same.gain == 0.0 and same.stderr == 0.0 and int(same.deviations.sum()) == 0
    assert np.array_equal(same.policy, same.mirror) and same.decisions > 0
    p.wb[-1] = 0.0  # random-ish scores: it leaves the pick
    dev = paired_evaluate(p, "ygo-duel", "ygo-heuristic", 4, seed=90000)
    assert int(dev.deviations.sum()) > 0 and np.array_equal(dev.mirror, same.mirror)
    sc = evaluate(p, "ygo-duel", "ygo-heuristic", 4, 90000)
    assert dev.score == pytest.approx(sc.rate)
    p.meta = {k: v for k, v in p.meta.items() if k != "advisor"}
    with pytest.raises(ValueError, match="no advisor"):
        paired_evaluate(p, "ygo-duel", "ygo-heuristic", 1)


def test_train_cli_refuses_refinement_without_the_value_fit(tmp_path: Path) -> None:
    from typer.testing import CliRunner

    from cardtable.cli.train import app

    res = CliRunner().invoke(app, ["ygo-duel", "--advisor", "ygo-heuristic",
                                   "--rollout-labels", "2", "--label-games", "1",
                                   "--labels", str(tmp_path / "l"), "--steps", "0",
                                   "--refine-games", "2"])
    assert res.exit_code == 2 and "--label-fit values" in res.output


def test_train_cli_refines_a_value_fit_reproducibly(tmp_path: Path) -> None:
    """``--label-fit values --refine-games G``: the refined chunks land in
    ``--labels/refine``, the refit records them, and the same command gives the same
    weights (reading the chunks back)."""
    from typer.testing import CliRunner

    from cardtable.cli.train import app
    from cardtable.rl.policy import load

    labels = tmp_path / "labels"
    args = ["ygo-duel", "--advisor", "ygo-heuristic", "--rollout-labels", "2",
            "--label-games", "1", "--label-prob", "0.3", "--labels", str(labels),
            "--bc-epochs", "1", "--steps", "0", "--json", "--label-fit", "values",
            "--refine-games", "1", "--refine-threshold", "-10", "--refine-rollouts", "2",
            "--refine-weight", "4", "--refine-margin", "0.15"]
    w1, w2 = tmp_path / "a.npz", tmp_path / "b.npz"
    for w in (w1, w2):
        res = CliRunner().invoke(app, [*args, "--out", str(w)])
        assert res.exit_code == 0, res.output
    assert (labels / "refine" / "chunk-00000-00001.npz").is_file()
    a, b = load(w1), load(w2)
    assert all(np.array_equal(x, y) for x, y in zip(a.arrays().values(), b.arrays().values(),
                                                    strict=True))
    ref = a.meta["rollout_labels"]["refine"]
    assert ref["games"] == 1 and ref["weight"] == 4.0 and ref["margin"] == 0.15
    assert float(a.wb[-1]) == pytest.approx(0.15, abs=1e-3)
