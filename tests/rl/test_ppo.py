"""The numpy PPO baseline: the policy's hand-written gradients, reproducible training, the
``ppo`` bot (registered, numpy only, legal and deterministic), and ``cardtable train``."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from cardtable.bots.base import make_bot
from cardtable.rl.policy import backward, forward, init_policy, load, log_softmax, save
from cardtable.rl.ppo import PpoConfig, Score, train


def _batch(rng: np.random.Generator, b: int = 3, d: int = 7, m: int = 5, f: int = 4):  # type: ignore[no-untyped-def]
    obs = rng.standard_normal((b, d)).astype(np.float32)
    opts = rng.standard_normal((b, m, f)).astype(np.float32)
    mask = (rng.random((b, m)) < 0.7).astype(np.int8)
    mask[:, 0] = 1
    return obs, opts, mask


def test_backward_matches_finite_differences() -> None:
    rng = np.random.default_rng(0)
    p = init_policy(7, 4, hidden=6, embed=5, seed=1)
    p.wv[:] = rng.standard_normal(6).astype(np.float32)
    p.wb[:] = rng.standard_normal(4).astype(np.float32)
    obs, opts, mask = _batch(rng)
    act = np.array([0, 0, 0])
    target = rng.standard_normal(3).astype(np.float32)

    def loss() -> float:
        logits, value, _ = forward(p, obs, opts, mask)
        lp = log_softmax(logits.astype(np.float64).astype(np.float32))
        return float(-lp[np.arange(3), act].sum() + ((value - target) ** 2).sum())

    logits, value, cache = forward(p, obs, opts, mask)
    prob = np.exp(log_softmax(logits)) * (mask > 0)
    onehot = np.zeros_like(logits)
    onehot[np.arange(3), act] = 1
    grads = backward(p, cache, (prob - onehot).astype(np.float32),
                     (2 * (value - target)).astype(np.float32))
    eps = 1e-2
    for name in ("W1", "Wq", "Wo", "wb", "wv", "bo", "bq"):
        arr = getattr(p, name)
        flat = arr.reshape(-1)
        for k in (0, flat.size // 2, flat.size - 1):
            old = flat[k]
            flat[k] = old + eps
            up = loss()
            flat[k] = old - eps
            down = loss()
            flat[k] = old
            num = (up - down) / (2 * eps)
            assert abs(num - grads[name].reshape(-1)[k]) < 2e-2 * max(1.0, abs(num)), name


def test_masked_options_get_no_probability() -> None:
    rng = np.random.default_rng(2)
    p = init_policy(7, 4, seed=0)
    obs, opts, mask = _batch(rng)
    logits, _v, _c = forward(p, obs, opts, mask)
    prob = np.exp(log_softmax(logits))
    assert np.allclose(prob[mask == 0], 0.0)
    assert np.allclose(prob.sum(axis=1), 1.0, atol=1e-5)


def test_training_is_reproducible_from_the_seed(tmp_path: Path) -> None:
    cfg = PpoConfig(game_id="ygo-duel", total_steps=256, num_envs=4, rollout=32, minibatch=64,
                    epochs=1, hidden=16, embed=8, seed=3)
    a, sa = train(cfg)
    b, sb = train(cfg)
    for n, arr in a.arrays().items():
        assert np.array_equal(arr, b.arrays()[n]), n
    assert sa.steps == sb.steps == 256
    save(a, tmp_path / "w.npz")
    c = load(tmp_path / "w.npz")
    assert c.meta["game_id"] == "ygo-duel"
    assert np.allclose(c.W1, a.W1, atol=1e-2)  # float16 on disk


def test_wilson_interval_contains_the_rate() -> None:
    s = Score(55, 45, 0)
    lo, hi = s.interval()
    assert lo < 0.55 < hi
    assert 0.44 < lo < 0.46 and 0.64 < hi < 0.65  # the Wilson interval of 55/100


@pytest.mark.parametrize("name", ["ygo-duel", "sgs-3v3"])
def test_ppo_bot_plays_legal_deterministic_moves(name: str) -> None:
    from cardtable.bots.ppo import weights_path
    from cardtable.rl.adapters import adapter_for
    from cardtable.rl.loading import game_spec

    if not weights_path(name).exists():
        pytest.fail(f"shipped weights missing: {weights_path(name)}")
    adapter = adapter_for(name)
    moves = []
    for _ in range(2):
        game = game_spec(adapter.engine_id).new(adapter.setup(None), 5)
        bot = make_bot("ppo", 0)
        trace = []
        for _ in range(150):
            dec = game.pending()
            if dec is None:
                break
            a = bot.choose(game, dec)
            assert 0 <= a < len(dec.options)
            trace.append(a)
            game.answer(a)
        moves.append(trace)
    assert moves[0] == moves[1]


def test_ppo_bot_needs_no_torch() -> None:
    code = ("import sys; sys.modules['torch'] = None\n"
            "from cardtable.bots.base import make_bot\n"
            "from cardtable.rl.adapters import adapter_for\n"
            "from cardtable.rl.loading import game_spec\n"
            "a = adapter_for('ygo-duel'); g = game_spec(a.engine_id).new(a.setup(None), 1)\n"
            "print(make_bot('ppo', 0).choose(g, g.pending()))\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=False, timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip().isdigit()


def test_train_cli_writes_weights(tmp_path: Path) -> None:
    from typer.testing import CliRunner

    from cardtable.cli.train import app

    w = tmp_path / "p.npz"
    res = CliRunner().invoke(app, ["ygo-duel", "--steps", "64", "--envs", "2", "--out", str(w),
                                   "--json"])
    assert res.exit_code == 0, res.output
    assert w.exists() and load(w).meta["trained_steps"] >= 64
    bad = CliRunner().invoke(app, ["sgs-identity", "--steps", "8"])
    assert bad.exit_code == 2 and "cannot train" in bad.output
    bad = CliRunner().invoke(app, ["ygo-duel", "--out", str(tmp_path / "x.txt")])
    assert bad.exit_code == 2 and ".npz" in bad.output


def test_train_cli_clones_a_teacher_then_runs_ppo_on_a_residual_policy(tmp_path: Path) -> None:
    """``--advisor`` + ``--teacher``: teacher games recorded to ``--demos`` (reused on a second
    run: same weights), cloned, then PPO; the result is a residual policy the ppo bot plays."""
    from typer.testing import CliRunner

    from cardtable.bots.ppo import PpoBot
    from cardtable.cli.train import app
    from cardtable.rl.adapters import adapter_for
    from cardtable.rl.loading import game_spec

    demos = tmp_path / "d.npz"
    args = ["ygo-duel", "--advisor", "ygo-heuristic", "--teacher", "ygo-heuristic",
            "--teacher-games", "1", "--demos", str(demos), "--bc-epochs", "1", "--steps", "32",
            "--envs", "2", "--json"]
    w1, w2 = tmp_path / "a.npz", tmp_path / "b.npz"
    res = CliRunner().invoke(app, [*args, "--out", str(w1)])
    assert res.exit_code == 0, res.output
    assert demos.exists()
    res = CliRunner().invoke(app, [*args, "--out", str(w2)])
    assert res.exit_code == 0, res.output
    a, b = load(w1), load(w2)
    assert a.meta["advisor"] == "ygo-heuristic"
    assert all(np.array_equal(x, y) for x, y in zip(a.arrays().values(), b.arrays().values(),
                                                    strict=True))
    adapter = adapter_for("ygo-duel")
    game = game_spec("ygo").new(adapter.setup(None), 2)
    bot = PpoBot(0, {"ygo-duel": a})
    for _ in range(40):
        dec = game.pending()
        if dec is None:
            break
        game.answer(bot.choose(game, dec))
    bad = CliRunner().invoke(app, ["ygo-duel", "--steps", "0"])
    assert bad.exit_code == 2 and "nothing to train" in bad.output
