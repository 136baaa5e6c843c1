"""Session 9 (issue 11, ygo-duel baseline): a further refinement round on saved value-fit
weights (``cardtable.rl.refine_round``, ``cardtable train --init W --refine-round R``). The
anchor rows are the states of the round's measured games, with the saved policy's own
scores; the fine-tune moves a measured option toward its gap and leaves the saved weights
alone; rounds have their own deals and directories; the command reproduces its weights."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np
import pytest

from cardtable.rl.imitation import Demos
from cardtable.rl.policy import forward, init_policy, inputs, save
from cardtable.rl.refine_round import (
    anchor_rows,
    finetune,
    round_directory,
    round_seed,
)
from cardtable.rl.rollout_labels import REFINE_SEED_STEP, collect_refined, predicted_advantage

pytestmark = pytest.mark.rl


def _value_policy() -> Any:
    from cardtable.rl.adapters import adapter_for
    from cardtable.rl.ppo import policy_meta

    enc = adapter_for("ygo-duel").encoder()
    p = init_policy(enc.obs_size, enc.option_size + 1, 16, 8, seed=4, advice_weight=0.0)
    p.meta = policy_meta("ygo-duel", enc.obs_size, enc.option_size, enc.max_options,
                         "ygo-heuristic")
    p.wb[-1] = 0.3  # a margin, as a value fit has: it deviates now and then
    return p


def _key(d: Demos, i: int) -> bytes:
    return d.observation[i].tobytes() + d.option_features[i].tobytes()


def test_anchor_rows_are_the_measured_games_states_with_the_policys_own_scores() -> None:
    """The anchor pass replays the refined collection's game (same deal, seat and opponent
    seed; the policy's greedy play): every measured state is among its rows, where the
    anchor's value of the measured option is the policy's predicted advantage; the pick is 0
    and only legal options carry a value."""
    p = _value_policy()
    measured, _st = collect_refined("ygo-duel", 0, 1, p, seed=3, threshold=-10.0,
                                    min_rollouts=2, max_rollouts=2)
    anchors = anchor_rows("ygo-duel", 0, 1, p, seed=3)
    assert len(anchors) >= len(measured) > 0 and anchors.values is not None
    rows = {_key(anchors, i): i for i in range(len(anchors))}
    assert measured.values is not None
    for i in range(len(measured)):
        j = rows[_key(measured, i)]
        obs = anchors.batch(np.array([j]))
        adv = predicted_advantage(p, {k: v[0] for k, v in obs.items()})
        assert anchors.values[j, adv.option] == pytest.approx(adv.advantage, abs=1e-4)
    r = np.arange(len(anchors))
    picks = anchors.advice.astype(np.float32).argmax(axis=1)
    assert (anchors.values[r, picks] == 0).all()
    assert np.array_equal(np.isfinite(anchors.values), anchors.action_mask > 0)
    assert ((anchors.action_mask > 0).sum(axis=1) >= 2).all()


def test_the_fine_tune_moves_a_measured_option_toward_its_gap_and_keeps_the_rest() -> None:
    """A state whose anchor says the option is worth its current score but a heavy measured
    row says +1: after the fine-tune the option's advantage is much nearer +1 (weighted
    8 : 1), the other anchored states stay near their old scores, the advice weight is the
    margin, and the input policy is untouched."""
    rng = np.random.default_rng(0)
    n, m = 6, 3
    obs = rng.standard_normal((n, 6)).astype(np.float32)
    opts = rng.standard_normal((n, m, 4)).astype(np.float32)
    advice = np.zeros((n, m), np.float32)
    advice[:, 0] = 1.0
    mask = np.ones((n, m), np.int8)
    p = init_policy(6, 5, hidden=16, embed=8, seed=1)
    p.meta = {"advisor": "toy"}
    before = {k: v.copy() for k, v in p.arrays().items()}

    def adv(q: Any) -> Any:
        lg, _v, _c = forward(q, *inputs(q, {"observation": obs, "option_features": opts,
                                            "advice": advice, "action_mask": mask}))
        g = lg - float(q.wb[-1]) * advice
        return g - g[:, :1]

    own = adv(p)
    anchors = Demos(obs, opts, advice, mask, np.zeros(n, np.int64), np.zeros(n, np.float32),
                    games=1, gap=np.zeros(n, np.float32), values=own.astype(np.float32))
    mv = np.full((1, m), np.nan, np.float32)
    mv[0, 0], mv[0, 1] = 0.0, 1.0
    measured = Demos(obs[:1], opts[:1], advice[:1], mask[:1], np.array([1]),
                     np.zeros(1, np.float32), games=1, gap=np.array([1.0], np.float32),
                     values=mv)
    q, st = finetune(p, measured, anchors, weight=8.0, margin=0.2, epochs=400, seed=2)
    after = adv(q)
    assert abs(after[0, 1] - 8 / 9 * 1.0 - 1 / 9 * own[0, 1]) < 0.1
    assert abs(own[0, 1] - 8 / 9 - own[0, 1] / 9) > 0.3  # the move is not trivially small
    assert np.abs(after[1:] - own[1:]).max() < 0.25
    assert float(q.wb[-1]) == pytest.approx(0.2) and st.rows == n + 1
    assert all(np.array_equal(before[k], v) for k, v in p.arrays().items())


def test_rounds_have_their_own_deals_and_directories(tmp_path: Path) -> None:
    """Round 1 is session 8's refinement (the collection's seed, ``<labels>/refine``);
    round r ≥ 2 plays seed ``s + REFINE_SEED_STEP · (r − 1)`` in ``<labels>/refine-<r>``;
    there is no round 0."""
    assert round_seed(1, 1) == 1 and round_seed(1, 2) == 1 + REFINE_SEED_STEP
    assert round_seed(1, 3) == 1 + 2 * REFINE_SEED_STEP
    assert round_directory(tmp_path, 1) == tmp_path / "refine"
    assert round_directory(tmp_path, 2) == tmp_path / "refine-2"
    with pytest.raises(ValueError, match="from 1"):
        round_seed(1, 0)


def test_train_cli_refines_saved_weights_reproducibly(tmp_path: Path) -> None:
    """``--init W --label-fit values --refine-games G --refine-round 2``: the round's chunks
    land in ``--labels/refine-2``, the meta records the round and the weights that played
    it, and the same command gives the same weights. ``--refine-round 2`` without ``--init``
    is refused with a clear message."""
    from typer.testing import CliRunner

    from cardtable.cli.train import app
    from cardtable.rl.policy import load
    from cardtable.rl.rollout_labels import policy_digest

    p = _value_policy()
    init = tmp_path / "init.npz"
    save(p, init)
    labels = tmp_path / "labels"
    args = ["ygo-duel", "--init", str(init), "--labels", str(labels), "--bc-epochs", "1",
            "--steps", "0", "--json", "--label-fit", "values", "--refine-games", "1",
            "--refine-round", "2", "--refine-threshold", "-10", "--refine-rollouts", "2",
            "--refine-weight", "4", "--refine-margin", "0.15", "--seed", "1"]
    w1, w2 = tmp_path / "a.npz", tmp_path / "b.npz"
    for w in (w1, w2):
        res = CliRunner().invoke(app, [*args, "--out", str(w)])
        assert res.exit_code == 0, res.output
    assert (labels / "refine-2" / "chunk-00000-00001.npz").is_file()
    a, b = load(w1), load(w2)
    assert all(np.array_equal(x, y) for x, y in zip(a.arrays().values(), b.arrays().values(),
                                                    strict=True))
    (rnd,) = a.meta["refine_rounds"]
    assert rnd["round"] == 2 and rnd["weight"] == 4.0 and rnd["margin"] == 0.15
    assert rnd["played_by"] == policy_digest(load(init))
    assert float(a.wb[-1]) == pytest.approx(0.15, abs=1e-3)
    bad = CliRunner().invoke(app, ["ygo-duel", "--label-fit", "values", "--steps", "0",
                                   "--refine-games", "1", "--refine-round", "2"])
    assert bad.exit_code == 2 and "--init" in bad.output
