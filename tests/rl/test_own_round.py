"""An improvement round from a saved residual policy (``cardtable.rl.own_round``,
``cardtable train --init W --own-round R``), issue 11 (trained baselines, session 9: a second
round on the shipped weights' own deviations and near-deviations, fine-tuned with anchor rows
of the policy's own play instead of re-cloning on the first collection's labels)."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import numpy as np
import pytest


def _policy(game: str = "ygo-duel", advice_weight: float = 4.0) -> object:
    from cardtable.rl.adapters import adapter_for
    from cardtable.rl.policy import init_policy
    from cardtable.rl.ppo import HEURISTIC, policy_meta

    enc = adapter_for(game).encoder()
    p = init_policy(enc.obs_size, enc.option_size + 1, seed=2, advice_weight=advice_weight)
    p.meta = policy_meta(game, enc.obs_size, enc.option_size, enc.max_options,
                         HEURISTIC[game])
    return p


def test_anchor_rows_are_the_policys_own_greedy_choices() -> None:
    """Every anchor row is a decision with at least two legal options, labelled (whatever the
    min gap) with the option the policy plays there; the rows depend on the seed only."""
    from cardtable.rl.own_round import anchor_demos
    from cardtable.rl.policy import forward, inputs

    p = _policy(advice_weight=0.0)
    a = anchor_demos(p, "ygo-duel", 2, seed=5)  # type: ignore[arg-type]
    b = anchor_demos(p, "ygo-duel", 2, seed=5)  # type: ignore[arg-type]
    c = anchor_demos(p, "ygo-duel", 2, seed=6)  # type: ignore[arg-type]
    assert len(a) > 10 and a.games == 2
    assert (a.action_mask.sum(axis=1) >= 2).all()
    assert np.array_equal(a.labels(0.25), a.action)  # the gap never drops an anchor label
    logits, _v, _c = forward(p, *inputs(p, a.batch(np.arange(len(a)))))  # type: ignore[arg-type]
    assert np.array_equal(logits.argmax(axis=1), a.action)
    assert (a.advice[np.arange(len(a)), a.action] == 0).any()  # its deviations are in
    assert np.array_equal(a.observation, b.observation) and np.array_equal(a.action, b.action)
    assert len(a) != len(c) or not np.array_equal(a.observation, c.observation)


def test_finetune_moves_the_policy_to_the_round_labels_only() -> None:
    """Round rows whose gap beats the min gap pull the policy to their option, rows below it
    to the heuristic's pick; ``repeat`` weighs them against the anchor; the policy given is
    left unchanged."""
    from cardtable.rl.own_round import anchor_demos, finetune
    from cardtable.rl.policy import forward, inputs, log_softmax

    p = _policy()
    anchor = anchor_demos(p, "ygo-duel", 2, seed=5)  # type: ignore[arg-type]
    rows = anchor_demos(p, "ygo-duel", 2, seed=7)  # type: ignore[arg-type]
    picks = rows.advice.astype(np.float32).argmax(axis=1)
    other = np.where(rows.action_mask > 0, 1, 0)
    other[np.arange(len(rows)), picks] = 0
    has = other.any(axis=1)
    target = np.where(has, other.argmax(axis=1), picks)
    rows.action = target.astype(np.int64)
    rows.gap = np.where(np.arange(len(rows)) % 2 == 0, 1.0, 0.1).astype(np.float32)
    want = rows.labels(0.25)
    assert (want != target).any() and (want == target).any()
    before = copy.deepcopy(p)

    def hit(q: object) -> float:  # mean log-probability of the wanted labels
        logits, _v, _c = forward(q, *inputs(q, rows.batch(np.arange(len(rows)))))  # type: ignore[arg-type]
        return float(log_softmax(logits)[np.arange(len(rows)), want].mean())

    light, _ = finetune(p, rows, anchor, 4, seed=1, min_gap=0.25)  # type: ignore[arg-type]
    heavy, stats = finetune(p, rows, anchor, 4, seed=1, min_gap=0.25, repeat=8)  # type: ignore[arg-type]
    assert hit(before) < hit(light) < hit(heavy)
    assert len(stats.accuracy) == 4
    assert all(np.array_equal(x, y) for x, y in zip(p.arrays().values(),  # type: ignore[attr-defined]
                                                    before.arrays().values(), strict=True))
    with pytest.raises(ValueError, match="repeat"):
        finetune(p, rows, anchor, 1, repeat=0)  # type: ignore[arg-type]


def test_train_cli_own_round_is_recorded_and_reproducible(tmp_path: Path) -> None:
    """``--init W --own-round 2`` labels round 2 of W's own games (chunk settings naming W's
    weights and the round's seed), fine-tunes W and records the settings; a second run reads
    the chunks back and gives the same weights; without --init it is refused."""
    from typer.testing import CliRunner

    from cardtable.cli.train import app
    from cardtable.rl.policy import load, save
    from cardtable.rl.rollout_labels import IMPROVE_SEED_STEP, policy_digest

    w0 = tmp_path / "w0.npz"
    save(_policy(), w0)  # type: ignore[arg-type]
    labels = tmp_path / "labels"
    args = ["ygo-duel", "--advisor", "ygo-heuristic", "--labels", str(labels), "--seed", "3",
            "--steps", "0", "--json", "--bc-epochs", "2", "--own-round", "2",
            "--improve-games", "1", "--improve-prob", "0", "--improve-rollouts", "2",
            "--improve-candidates", "2", "--improve-confirm", "2", "--improve-near", "5.0",
            "--own-anchor", "1", "--own-repeat", "3", "--label-min-gap", "0.25"]
    w1, w2 = tmp_path / "a.npz", tmp_path / "b.npz"
    res = CliRunner().invoke(app, [*args, "--init", str(w0), "--out", str(w1)])
    assert res.exit_code == 0, res.output
    rnd = json.loads((labels / "round-2" / "labels.json").read_text())
    assert rnd["policy"] == policy_digest(load(w0))
    assert rnd["seed"] == 3 + 2 * IMPROVE_SEED_STEP
    assert (rnd["rollouts"], rnd["confirm"], rnd["near"]) == (2, 2, 5.0)
    report = json.loads(res.output.strip().splitlines()[-1])
    assert report["own_round"]["labelled"] > 0
    res = CliRunner().invoke(app, [*args, "--init", str(w0), "--out", str(w2)])
    assert res.exit_code == 0, res.output
    a, b, c = load(w1), load(w2), load(w0)
    meta = a.meta["own_round"]
    assert (meta["round"], meta["anchor"], meta["repeat"], meta["min_gap"]) == (2, 1, 3, 0.25)
    assert all(np.array_equal(x, y) for x, y in zip(a.arrays().values(), b.arrays().values(),
                                                    strict=True))
    assert not all(np.array_equal(x, y) for x, y in zip(a.arrays().values(),
                                                        c.arrays().values(), strict=True))
    res = CliRunner().invoke(app, [*args, "--out", str(w2)])
    assert res.exit_code == 2
    assert "--own-round" in res.output
