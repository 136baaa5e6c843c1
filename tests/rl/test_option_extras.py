"""Engineered option features (``cardtable.rl.option_extras``) and policy-improvement label
rounds (``rollout_labels.collect(policy=…)``), issue 11 (trained baselines, session 7).

An extra is an input transform of the policy: it reads only the observation and the option
rows the acting seat already gets, so it adds no information; ``sgs-target-v1`` puts the
targeted seat's public player features next to each targeting option."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from cardtable.core.rng import Rng
from cardtable.rl.option_extras import (
    SGS_TARGET_SIZE,
    append_extras,
    extras_size,
    sgs_target_rows,
)


def _sgs_target_decision() -> tuple[object, int]:
    """A 3v3 game (seeded) played by random answers up to a decision whose options name
    target seats; returns the game and the deciding seat."""
    from cardtable.rl.adapters import adapter_for
    from cardtable.rl.loading import game_spec

    adapter = adapter_for("sgs-3v3")
    for seed in range(1, 40):
        game = game_spec("sgs").new(adapter.setup(None), seed)
        rng = Rng(seed)
        for _ in range(3000):
            dec = game.pending()
            if dec is None:
                break
            if sum(isinstance(o.form.get("target"), int) for o in dec.options) >= 2:
                return game, dec.seat
            game.answer(rng.below(len(dec.options)))
    raise AssertionError("no targeting decision found")


def test_target_extras_are_the_targeted_seats_public_features() -> None:
    """Each option naming ``target`` gets that seat's row: its hp/5 (feature 2 of a player
    row), same-side flag and lost hp match the game; options without a target get zeros."""
    from cardtable.rl.adapters import adapter_for

    game, seat = _sgs_target_decision()
    enc = adapter_for("sgs-3v3").encoder()
    obs, opts, _mask, _view = enc.encode(game, seat, want_view=False)  # type: ignore[arg-type]
    extra = sgs_target_rows(obs, opts)
    assert extra.shape == (enc.max_options, SGS_TARGET_SIZE)
    dec = game.pending()  # type: ignore[attr-defined]
    players = {q["seat"]: q for q in game.view(seat)["players"]}  # type: ignore[attr-defined]
    checked = 0
    for i, o in enumerate(dec.options[: enc.max_options]):
        t = o.form.get("target")
        if not isinstance(t, int):
            assert not extra[i].any()
            continue
        p = players[t]
        assert extra[i][2] == pytest.approx(p["hp"] / 5.0)  # hp / 5
        assert extra[i][3] == pytest.approx(p["maxhp"] / 5.0)
        assert extra[i][-1] == pytest.approx((p["maxhp"] - p["hp"]) / 5.0)  # lost hp
        assert extra[i][7] == float(p["side"] == players[seat]["side"])  # same side as me
        assert extra[i][6] == float(t == seat)
        checked += 1
    assert checked >= 2
    assert not extra[len(dec.options):].any()  # padding rows
    batch = sgs_target_rows(np.stack([obs, obs]), np.stack([opts, opts]))
    assert np.array_equal(batch[1], extra)


def test_unknown_extras_are_refused_and_none_changes_nothing() -> None:
    opts = np.ones((3, 5), np.float32)
    assert append_extras("", np.zeros(4, np.float32), opts) is opts
    assert extras_size(None) == 0 and extras_size("sgs-target-v1") == SGS_TARGET_SIZE
    with pytest.raises(ValueError, match="unknown option extras 'nope'"):
        extras_size("nope")
    with pytest.raises(ValueError, match="unknown option extras"):
        append_extras("nope", np.zeros(4, np.float32), opts)


def test_a_policy_with_extras_reads_them_and_the_bot_plays_it() -> None:
    """``meta["option_extras"]`` widens the option inputs (extras before the advice column);
    the ``ppo`` bot plays such a policy through the same :func:`inputs`."""
    from cardtable.bots.ppo import PpoBot
    from cardtable.rl.adapters import adapter_for
    from cardtable.rl.policy import init_policy, inputs
    from cardtable.rl.ppo import policy_meta

    enc = adapter_for("sgs-3v3").encoder()
    p = init_policy(enc.obs_size, enc.option_size + SGS_TARGET_SIZE + 1, seed=3,
                    advice_weight=4.0)
    p.meta = {**policy_meta("sgs-3v3", enc.obs_size, enc.option_size, enc.max_options,
                            "sgs-heuristic"), "option_extras": "sgs-target-v1"}
    game, seat = _sgs_target_decision()
    obs, opts, mask, _ = enc.encode(game, seat, want_view=False)  # type: ignore[arg-type]
    advice = np.zeros(enc.max_options, np.float32)
    advice[0] = 1.0
    _o, f, _m = inputs(p, {"observation": obs, "option_features": opts, "advice": advice,
                         "action_mask": mask})
    assert f.shape == (enc.max_options, enc.option_size + SGS_TARGET_SIZE + 1)
    assert np.array_equal(f[:, enc.option_size:-1], sgs_target_rows(obs, opts))
    assert np.array_equal(f[:, -1], advice)
    bot = PpoBot(policies={"sgs-3v3": p})
    dec = game.pending()  # type: ignore[attr-defined]
    assert 0 <= bot.choose(game, dec) < len(dec.options)  # type: ignore[arg-type]


def test_an_improvement_round_labels_every_deviation_of_the_policy(tmp_path: Path) -> None:
    """``collect(policy=…)``: the learner plays the policy's greedy option, and each decision
    where that leaves the heuristic's pick is labelled with the policy's option among the
    candidates (so its deviations are measured) even when ``label_prob`` is 0; without a
    policy nothing is labelled at ``label_prob`` 0. The settings name the policy."""
    from cardtable.rl.adapters import adapter_for
    from cardtable.rl.policy import forward, init_policy, inputs
    from cardtable.rl.ppo import policy_meta
    from cardtable.rl.rollout_labels import collect, collect_chunks

    enc = adapter_for("ygo-duel").encoder()
    p = init_policy(enc.obs_size, enc.option_size + 1, seed=2)  # deviates often
    p.meta = policy_meta("ygo-duel", enc.obs_size, enc.option_size, enc.max_options,
                         "ygo-heuristic")
    none, st0 = collect("ygo-duel", 0, 1, seed=3, rollouts=1, candidates=2, label_prob=0.0)
    assert len(none) == 0 and st0.labelled == 0
    rows, st = collect("ygo-duel", 0, 1, seed=3, rollouts=1, candidates=2, label_prob=0.0,
                       policy=p)
    assert st.labelled == len(rows) > 0
    assert rows.values is not None
    logits, _v, _c = forward(p, *inputs(p, rows.batch(np.arange(len(rows)))))
    acts = logits.argmax(axis=1)
    picks = rows.advice.astype(np.float32).argmax(axis=1)
    assert (acts != picks).all()  # only the policy's deviations were labelled
    assert not np.isnan(rows.values[np.arange(len(rows)), acts]).any()  # each was played out
    collect_chunks("ygo-duel", 1, tmp_path, seed=3, rollouts=1, candidates=2,
                   label_prob=0.0, policy=p, policy_tag="round-1")
    with pytest.raises(ValueError, match="other settings"):
        collect_chunks("ygo-duel", 1, tmp_path, seed=3, rollouts=1, candidates=2,
                       label_prob=0.0)


def test_train_cli_runs_an_improvement_round_reproducibly(tmp_path: Path) -> None:
    """``cardtable train --improve-rounds 1``: the clone's own games are labelled in
    ``--labels/round-1`` (settings naming the clone's weights digest) and a fresh policy is
    cloned on all labels; a second run reads the chunks back and gives the same weights.
    ``--option-extras`` with an unknown name is refused."""
    import json

    from typer.testing import CliRunner

    from cardtable.cli.train import app
    from cardtable.rl.policy import load

    labels = tmp_path / "labels"
    args = ["ygo-duel", "--advisor", "ygo-heuristic", "--rollout-labels", "1",
            "--label-games", "1", "--label-prob", "0.2", "--label-candidates", "2",
            "--labels", str(labels), "--bc-epochs", "2", "--steps", "0", "--json",
            "--improve-rounds", "1", "--improve-games", "1", "--improve-prob", "0.1"]
    w1, w2 = tmp_path / "a.npz", tmp_path / "b.npz"
    res = CliRunner().invoke(app, [*args, "--out", str(w1)])
    assert res.exit_code == 0, res.output
    settings = json.loads((labels / "round-1" / "labels.json").read_text())
    assert len(settings["policy"]) == 16 and settings["seed"] == 1000
    assert (labels / "round-1" / "chunk-00000-00001.npz").is_file()
    res = CliRunner().invoke(app, [*args, "--out", str(w2)])
    assert res.exit_code == 0, res.output
    a, b = load(w1), load(w2)
    assert a.meta["rollout_labels"]["improve"]["rounds"] == 1
    assert all(np.array_equal(x, y) for x, y in zip(a.arrays().values(), b.arrays().values(),
                                                    strict=True))
    bad = CliRunner().invoke(app, [*args, "--option-extras", "nope"])
    assert bad.exit_code == 2 and "unknown option extras" in bad.output
