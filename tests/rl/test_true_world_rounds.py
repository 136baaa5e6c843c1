"""Improvement-round labels measured in the real world (issue 11, trained baselines, session
10): ``collect(world="true")`` plays a label's rollouts from the game's actual state (its RNG
reseeded) instead of a re-deal of what the acting seat cannot see, and
``collect(rollout="policy")`` lets the round's policy play the learner's side after the
measured decision instead of the heuristic; the defaults keep every existing label."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from cardtable.core.game import Game
from cardtable.core.rng import Rng


def _policy(advice_weight: float) -> Any:
    from cardtable.rl.adapters import adapter_for
    from cardtable.rl.policy import init_policy
    from cardtable.rl.ppo import policy_meta

    enc = adapter_for("sgs-3v3").encoder()
    p = init_policy(enc.obs_size, enc.option_size + 1, seed=2, advice_weight=advice_weight)
    p.meta = policy_meta("sgs-3v3", enc.obs_size, enc.option_size, enc.max_options,
                         "sgs-heuristic")
    return p


def _midgame(seed: int = 4, steps: int = 60) -> Game:
    """A 3v3 game after ``steps`` seeded random answers, at a decision with 2+ options."""
    from cardtable.rl.adapters import adapter_for
    from cardtable.rl.loading import game_spec

    adapter = adapter_for("sgs-3v3")
    game = game_spec(adapter.engine_id).new(adapter.setup(None), seed)
    pick = Rng(seed)
    k = 0
    while True:
        dec = game.pending()
        assert dec is not None
        if k >= steps and len(dec.options) > 1:
            return game
        game.answer(pick.below(len(dec.options)))
        k += 1


def _hidden(game: Any) -> tuple[Any, ...]:
    """Every seat's hand and the draw pile, in order."""
    return (*(tuple(h) for h in game.hand), tuple(game.draw_pile))


def _digest(d: Any) -> str:
    h = hashlib.sha256()
    for a in (d.observation, d.option_features, d.advice, d.action_mask, d.action, d.outcome,
              d.gap, d.values):
        h.update(np.ascontiguousarray(a).tobytes())
    return h.hexdigest()[:16]


def _record_starts(monkeypatch: pytest.MonkeyPatch) -> list[Game]:
    import cardtable.rl.rollout_labels as rl

    starts: list[Game] = []
    real = rl.rollout_world

    def spy(game: Game, seat: int, rng: Rng, world: str) -> Game:
        g = real(game, seat, rng, world)
        starts.append(g.clone())
        return g

    monkeypatch.setattr(rl, "rollout_world", spy)
    return starts


def test_true_world_rollouts_start_from_the_real_hidden_cards(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """With ``world="true"`` every rollout starts from the real hands and draw pile (a clone,
    its RNG reseeded so every later random event is fresh); the default re-deal
    changes what the acting seat cannot see; the real game is left as it was."""
    from cardtable.rl.rollout_labels import label_decision

    game = _midgame()
    dec = game.pending()
    assert dec is not None
    before = _hidden(game)
    real_rng = game.rng.clone()  # type: ignore[attr-defined]
    starts = _record_starts(monkeypatch)
    label_decision(game, 0, 3, 2, Rng(7), "sgs-heuristic", world="true")
    assert len(starts) == 3
    for s in starts:
        assert _hidden(s) == before
        assert s.rng.clone().next64() != real_rng.clone().next64()  # type: ignore[attr-defined]
    assert len({s.rng.clone().next64() for s in starts}) == 3  # type: ignore[attr-defined]
    starts.clear()
    label_decision(game, 0, 3, 2, Rng(7), "sgs-heuristic")
    assert len(starts) == 3
    assert any(_hidden(s) != before for s in starts)
    for s in starts:  # the acting seat's own hand is never re-dealt
        assert tuple(s.hand[dec.seat]) == before[dec.seat]  # type: ignore[attr-defined]
    assert _hidden(game) == before
    assert game.rng.clone().next64() == real_rng.clone().next64()  # type: ignore[attr-defined]


def test_default_labels_are_unchanged() -> None:
    """The defaults (``world="redeal"``, ``rollout="heuristic"``) give the rows of session 9:
    the digest below was computed with ``main`` at 1cf5d71a, before the options existed."""
    from cardtable.rl.rollout_labels import collect

    d, _ = collect("sgs-3v3", 0, 2, seed=3, rollouts=2, candidates=3, label_prob=0.05,
                   confirm=2)
    assert len(d) == 9 and _digest(d) == "38ef9d21bb894b07"
    e, _ = collect("sgs-3v3", 0, 2, seed=3, rollouts=2, candidates=3, label_prob=0.05,
                   confirm=2, world="redeal", rollout="heuristic")
    assert _digest(e) == _digest(d)
    p = _policy(0.5)
    f, _ = collect("sgs-3v3", 0, 1, seed=3, rollouts=2, candidates=2, label_prob=0.0,
                   policy=p, near=1.0)
    assert len(f) == 99 and _digest(f) == "ecf61381fe8a67a8"


def test_policy_rollouts_play_the_policy_on_the_learner_side() -> None:
    """A ``continuation`` policy that always plays the heuristic's pick gives exactly the
    heuristic rollouts' values (the 3v3 heuristic draws no random numbers, so only who plays
    can change a rollout); one that never plays the pick gives other values; ``collect``
    passes the round's policy with ``rollout="policy"`` (same states labelled, since labels
    never touch the real game)."""
    from cardtable.rl.adapters import adapter_for
    from cardtable.rl.rollout_labels import collect, label_decision

    game = _midgame(4, 20)  # a position the side can still win
    dec = game.pending()
    assert dec is not None
    side = frozenset(next(s for s in adapter_for("sgs-3v3").sides(game) if dec.seat in s))
    same, other = _policy(50.0), _policy(-50.0)

    def values(policy: Any) -> tuple[float, ...]:
        return label_decision(game, 0, 4, 2, Rng(9), "sgs-heuristic", world="true",
                              continuation=policy, learner_seats=side).values

    assert values(same) == values(None)
    assert values(other) != values(None)
    kw: dict[str, Any] = {"rollouts": 1, "candidates": 2, "label_prob": 0.1, "world": "true",
                          "policy": same}
    a, _ = collect("sgs-3v3", 0, 1, seed=5, **kw)
    b, _ = collect("sgs-3v3", 0, 1, seed=5, rollout="policy", **kw)
    assert len(a) > 3 and a.values is not None and b.values is not None
    assert np.array_equal(a.observation, b.observation)
    assert np.array_equal(a.values, b.values, equal_nan=True)


def test_bad_settings_are_refused_and_recorded(tmp_path: Path) -> None:
    """An unknown world or rollout, or a policy rollout without a policy, raises; a round
    directory records ``world`` / ``rollout`` only when they are not the defaults, and
    refuses a run with other ones."""
    from cardtable.rl.rollout_labels import collect, improvement_round

    with pytest.raises(ValueError, match="rollout"):
        collect("sgs-3v3", 0, 1, rollout="policy")
    with pytest.raises(ValueError, match="rollout"):
        collect("sgs-3v3", 0, 1, rollout="mcts")
    with pytest.raises(ValueError, match="world"):
        collect("sgs-3v3", 0, 1, label_prob=1.0, world="dream")
    p = _policy(50.0)
    improvement_round("sgs-3v3", p, 1, 1, tmp_path / "a", rollouts=1, candidates=2,
                      label_prob=0.0)
    assert not {"world", "rollout"} & set(json.loads(
        (tmp_path / "a" / "round-1" / "labels.json").read_text()))
    improvement_round("sgs-3v3", p, 1, 1, tmp_path / "b", rollouts=1, candidates=2,
                      label_prob=0.0, world="true", rollout="policy")
    meta = json.loads((tmp_path / "b" / "round-1" / "labels.json").read_text())
    assert (meta["world"], meta["rollout"]) == ("true", "policy")
    with pytest.raises(ValueError, match="other settings"):
        improvement_round("sgs-3v3", p, 1, 1, tmp_path / "b", rollouts=1, candidates=2,
                          label_prob=0.0, world="true")


def test_finetune_can_leave_out_tied_rows() -> None:
    """``informative`` is False exactly where every measured candidate scored the pick's
    value; ``finetune(drop_ties=True)`` fits the other rows only (the same weights as a fit
    on those rows)."""
    from cardtable.rl.imitation import Demos
    from cardtable.rl.own_round import _subset, finetune, informative

    p = _policy(1.0)
    rng = np.random.default_rng(3)
    n, m = 6, p.meta["max_options"]
    enc_obs, enc_opt = p.meta["obs_size"], p.meta["option_size"]
    advice = np.zeros((n, m), np.float32)
    advice[:, 0] = 1.0
    mask = np.zeros((n, m), np.int8)
    mask[:, :3] = 1
    values = np.full((n, m), np.nan, np.float32)
    values[:, 0] = [0.5, -1.0, 1.0, 0.0, 0.25, -0.5]
    values[:, 1] = [0.5, -1.0, 0.0, 0.0, 0.5, -0.5]
    values[3, 2] = 1.0  # a third candidate differs: informative
    rows = Demos(rng.normal(size=(n, enc_obs)).astype(np.float32),
                 rng.normal(size=(n, m, enc_opt)).astype(np.float32), advice, mask,
                 np.array([0, 0, 0, 2, 1, 0]), np.zeros(n, np.float32), 1,
                 gap=np.array([0, 0, 0, 1, 0.25, 0], np.float32), values=values)
    assert informative(rows).tolist() == [False, False, True, True, True, False]
    empty = _subset(rows, np.zeros(0, np.int64))
    a, _ = finetune(p, rows, empty, 2, seed=1, min_gap=0.0, drop_ties=True)
    b, _ = finetune(p, _subset(rows, np.array([2, 3, 4])), empty, 2, seed=1, min_gap=0.0)
    c, _ = finetune(p, rows, empty, 2, seed=1, min_gap=0.0)
    for k, v in a.arrays().items():
        assert np.array_equal(v, b.arrays()[k])
    assert any(not np.array_equal(v, c.arrays()[k]) for k, v in a.arrays().items())


def test_train_cli_own_round_takes_the_real_world_options(tmp_path: Path) -> None:
    """``--own-round`` with ``--label-world true --label-rollout policy --own-drop-ties
    --own-distill 0.5``: the round directory and the weights' metadata record them; without
    a round to label they are refused."""
    from typer.testing import CliRunner

    from cardtable.cli.train import app
    from cardtable.rl.policy import load, save

    w0 = tmp_path / "w0.npz"
    save(_policy(3.0), w0)
    labels = tmp_path / "labels"
    args = ["sgs-3v3", "--advisor", "sgs-heuristic", "--labels", str(labels), "--seed", "3",
            "--steps", "0", "--json", "--bc-epochs", "1", "--own-round", "2",
            "--improve-games", "1", "--improve-prob", "0", "--improve-rollouts", "1",
            "--improve-candidates", "2", "--improve-confirm", "0", "--improve-near", "0.5",
            "--own-anchor", "1", "--label-min-gap", "0", "--label-world", "true",
            "--label-rollout", "policy", "--own-drop-ties", "--own-distill", "0.5",
            "--init", str(w0)]
    w1 = tmp_path / "a.npz"
    res = CliRunner().invoke(app, [*args, "--out", str(w1)])
    assert res.exit_code == 0, res.output
    rnd = json.loads((labels / "round-2" / "labels.json").read_text())
    assert (rnd["world"], rnd["rollout"]) == ("true", "policy")
    meta = load(w1).meta["own_round"]
    assert (meta["world"], meta["rollout"], meta["drop_ties"], meta["distill"]) == (
        "true", "policy", True, 0.5)
    res = CliRunner().invoke(app, ["sgs-3v3", "--steps", "0", "--label-world", "true",
                                   "--init", str(w0), "--out", str(tmp_path / "b.npz")])
    assert res.exit_code == 2
    assert "--own-round" in res.output


def test_distill_keeps_the_anchor_margins() -> None:
    """``finetune(distill=…)`` regresses the anchor rows' logit differences to the starting
    policy's: after a fit on anchors alone, every option's logit minus the pick's stays
    closer to the start than after the plain fit (which only keeps the argmax); the anchor
    values are the starting logits at the legal options, NaN elsewhere."""
    from cardtable.rl.own_round import _subset, anchor_demos, anchor_logits, finetune
    from cardtable.rl.policy import forward, inputs

    p = _policy(0.5)
    anchor = anchor_demos(p, "sgs-3v3", 1, seed=4)
    assert len(anchor) > 20
    lab = anchor_logits(p, anchor)
    assert lab.values is not None
    assert np.array_equal(~np.isnan(lab.values), anchor.action_mask > 0)
    none = _subset(anchor, np.zeros(0, np.int64))

    def margins(q: Any) -> Any:
        logits, _v, _c = forward(q, *inputs(q, anchor.batch(np.arange(len(anchor)))))
        pick = anchor.advice.astype(np.float32).argmax(axis=1)
        d = logits - logits[np.arange(len(anchor)), pick][:, None]
        return np.where(anchor.action_mask > 0, d, 0.0)

    start = margins(p)
    plain, _ = finetune(p, none, anchor, 6, seed=1, lr=3e-3)
    pinned, _ = finetune(p, none, anchor, 6, seed=1, lr=3e-3, distill=1.0)
    assert np.abs(margins(pinned) - start).mean() < 0.5 * np.abs(margins(plain) - start).mean()
