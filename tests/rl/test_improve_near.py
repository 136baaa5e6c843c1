"""Improvement rounds that also label a policy's near-deviations (``collect(near=…)``) and
the improvement-round label settings of ``cardtable train`` (``--improve-rollouts``,
``--improve-candidates``, ``--improve-confirm``, ``--improve-near``), issue 11 (trained
baselines, session 8: fewer, better labels where the policy would deviate or hesitates)."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np


def _policy() -> object:
    from cardtable.rl.adapters import adapter_for
    from cardtable.rl.policy import init_policy
    from cardtable.rl.ppo import policy_meta

    enc = adapter_for("ygo-duel").encoder()
    p = init_policy(enc.obs_size, enc.option_size + 1, seed=2, advice_weight=4.0)
    p.meta = policy_meta("ygo-duel", enc.obs_size, enc.option_size, enc.max_options,
                         "ygo-heuristic")
    return p


def test_near_labels_the_hesitations_and_nothing_else() -> None:
    """With ``near`` the rows are the policy's deviations plus the decisions where it plays
    the pick but its runner-up scores within ``near`` logits of it, that runner-up among the
    played-out candidates; ``near=0`` labels the deviations only (the session-7 rows)."""
    from cardtable.rl.policy import forward, inputs
    from cardtable.rl.rollout_labels import collect

    p = _policy()
    base, _ = collect("ygo-duel", 0, 1, seed=3, rollouts=1, candidates=2, label_prob=0.0,
                      policy=p)  # type: ignore[arg-type]
    wide, _ = collect("ygo-duel", 0, 1, seed=3, rollouts=1, candidates=2, label_prob=0.0,
                      policy=p, near=5.0)  # type: ignore[arg-type]
    assert wide.values is not None and base.values is not None
    logits, _v, _c = forward(p, *inputs(p, wide.batch(np.arange(len(wide)))))  # type: ignore[arg-type]
    picks = wide.advice.astype(np.float32).argmax(axis=1)
    rows = np.arange(len(wide))
    rest = logits.copy()
    rest[rows, picks] = -np.inf
    runner = rest.argmax(axis=1)
    hesitant = (logits.argmax(axis=1) == picks) & (logits[rows, picks] - rest[rows, runner] < 5.0)
    deviating = logits.argmax(axis=1) != picks
    assert (hesitant | deviating).all()  # no row outside the two kinds
    assert hesitant.any()  # the near rows were added
    assert not np.isnan(wide.values[rows[hesitant], runner[hesitant]]).any()  # played out
    assert int(deviating.sum()) == len(base)  # same deviations as without near


def test_train_cli_round_settings_are_recorded_and_reproducible(tmp_path: Path) -> None:
    """The improvement round uses its own rollouts, candidates, confirmation and near margin;
    the chunk directory's settings and the weights' metadata say so, a second run reads the
    chunks back and gives the same weights, and the base labels keep their settings."""
    from typer.testing import CliRunner

    from cardtable.cli.train import app
    from cardtable.rl.policy import load

    labels = tmp_path / "labels"
    args = ["ygo-duel", "--advisor", "ygo-heuristic", "--rollout-labels", "1",
            "--label-games", "1", "--label-prob", "0.2", "--label-candidates", "3",
            "--labels", str(labels), "--bc-epochs", "2", "--steps", "0", "--json",
            "--improve-rounds", "1", "--improve-games", "1", "--improve-prob", "0",
            "--improve-rollouts", "2", "--improve-candidates", "2", "--improve-confirm", "3",
            "--improve-near", "2.5"]
    w1, w2 = tmp_path / "a.npz", tmp_path / "b.npz"
    res = CliRunner().invoke(app, [*args, "--out", str(w1)])
    assert res.exit_code == 0, res.output
    base = json.loads((labels / "labels.json").read_text())
    assert (base["rollouts"], base["candidates"], base["confirm"]) == (1, 3, 0)
    rnd = json.loads((labels / "round-1" / "labels.json").read_text())
    assert (rnd["rollouts"], rnd["candidates"], rnd["confirm"], rnd["near"]) == (2, 2, 3, 2.5)
    res = CliRunner().invoke(app, [*args, "--out", str(w2)])
    assert res.exit_code == 0, res.output
    a, b = load(w1), load(w2)
    imp = a.meta["rollout_labels"]["improve"]
    assert (imp["rollouts"], imp["candidates"], imp["confirm"], imp["near"]) == (2, 2, 3, 2.5)
    assert all(np.array_equal(x, y) for x, y in zip(a.arrays().values(), b.arrays().values(),
                                                    strict=True))
