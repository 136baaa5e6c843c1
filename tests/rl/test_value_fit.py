"""Session 7 (issue 11, ygo-duel baseline): engineered option columns
(``cardtable.rl.option_extras``) and fitting a residual policy to measured option values
(``cardtable.rl.value_fit``): the columns follow the encoder's layout and read nothing but
the observation, the regression makes the greedy policy leave the heuristic's pick exactly
where an option is worth more than the margin, an ensemble is one exact forward pass, and
``cardtable train --label-fit values`` is reproducible from its seed."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from cardtable.rl.encoders.ygo import CARD_F, OBS_SIZE, OPTION_SIZE
from cardtable.rl.imitation import Demos
from cardtable.rl.option_extras import YGO_V1_SIZE, append_extras, extras_size, ygo_v1
from cardtable.rl.policy import forward, init_policy, inputs
from cardtable.rl.value_fit import fit_values, stack, target_values

pytestmark = pytest.mark.rl

OPP_FIELD, MY_FIELD = 616, 304  # YgoEncoder offsets (its module docstring)


def _card(atk: float, dfn: float, *, up: bool = True, atk_pos: bool = True,
          hidden: bool = False) -> np.ndarray:
    """A card row in the encoder's 24 features (ATK/DEF given in points)."""
    c = np.zeros(CARD_F, np.float32)
    c[0] = 1.0
    c[7 if atk_pos else 8] = 1.0
    if hidden:
        c[1] = 1.0
        return c
    c[2] = float(up)
    c[3] = 1.0
    c[4], c[5] = atk / 5000.0, dfn / 5000.0
    return c


def test_ygo_v1_columns_follow_the_encoder_layout() -> None:
    """An opponent with a face-up 1800-ATK attacker, a face-down monster and two set
    Spell/Traps; my summon option's 1900-ATK card beats the attacker by 100; an attack on
    a 2000-DEF defender loses by 100."""
    obs = np.zeros(OBS_SIZE, np.float32)
    obs[32 + 1] = 4000 / 8000.0  # opponent LP
    obs[OPP_FIELD : OPP_FIELD + CARD_F] = _card(1800, 1000)
    obs[OPP_FIELD + CARD_F : OPP_FIELD + 2 * CARD_F] = _card(0, 0, hidden=True, atk_pos=False)
    for k in (5, 6):
        obs[OPP_FIELD + k * CARD_F : OPP_FIELD + (k + 1) * CARD_F] = _card(0, 0, hidden=True)
    obs[MY_FIELD : MY_FIELD + CARD_F] = _card(1500, 1200)
    opts = np.zeros((3, OPTION_SIZE), np.float32)
    opts[0, 32:56] = _card(1900, 1700)
    opts[1, 32:56] = _card(1900, 1700)
    opts[1, 56:80] = _card(1000, 2000, atk_pos=False)  # a face-up defender
    x = ygo_v1(obs, opts)
    assert x.shape == (3, YGO_V1_SIZE)
    assert x[0, 0] == 1.0 and abs(x[0, 1] - 100 / 5000) < 1e-6 and x[0, 2] == 1.0
    assert abs(x[0, 4] - (1700 - 1800) / 5000) < 1e-6 and x[0, 5] == 0.0
    assert abs(x[1, 6] - (1900 - 2000) / 5000) < 1e-6 and x[1, 7] == 0 and x[1, 8] == 1
    assert abs(x[0, 10] - 400 / 5000) < 1e-6
    assert x[0, 11:15].tolist() == pytest.approx([0.4, 0.2, 0.4, 0.0])
    assert x[2, 0] == 0.0 and x[2, 1] == 0.0 and x[2, 19] == 0.0  # no card named
    assert (x[:, 11:19] == x[0, 11:19]).all()  # state columns repeat in every row


def test_extras_read_only_the_observation_and_batch_like_single_rows() -> None:
    """The columns are a function of what the encoder wrote (so of the seat's view): the same
    arrays give the same columns, a batch equals its rows one by one, and a policy naming the
    set reads them between the encoder's columns and the advice."""
    rng = np.random.default_rng(3)
    obs = rng.random((4, OBS_SIZE)).astype(np.float32)
    opts = rng.random((4, 6, OPTION_SIZE)).astype(np.float32)
    batch = append_extras("ygo-v1", obs, opts)
    assert batch.shape == (4, 6, OPTION_SIZE + YGO_V1_SIZE)
    for i in range(4):
        assert np.array_equal(append_extras("ygo-v1", obs[i], opts[i]), batch[i])
    p = init_policy(OBS_SIZE, OPTION_SIZE + YGO_V1_SIZE + 1, hidden=8, embed=4)
    p.meta = {"advisor": "ygo-heuristic", "option_extras": "ygo-v1"}
    adv = np.zeros((4, 6), np.float32)
    adv[:, 2] = 1.0
    _o, f, _m = inputs(p, {"observation": obs, "option_features": opts, "advice": adv,
                           "action_mask": np.ones((4, 6), np.int8)})
    assert np.array_equal(f[..., :-1], batch) and np.array_equal(f[..., -1], adv)
    assert extras_size(None) == 0
    with pytest.raises(ValueError, match="unknown option extras"):
        extras_size("ygo-v9")


def _toy_demos(n: int, seed: int) -> Demos:
    """Rows of 3 options; option 0 is the heuristic's pick (value 0); option ``k`` is worth
    ``+0.6`` when its feature 0 is 1 and ``-0.6`` otherwise (measured without noise)."""
    rng = np.random.default_rng(seed)
    d, m, f = 6, 3, 4
    obs = rng.standard_normal((n, d)).astype(np.float32)
    opts = np.zeros((n, m, f), np.float32)
    good = rng.random((n, m)) < 0.3
    good[:, 0] = False
    opts[..., 0] = good
    opts[..., 1] = rng.standard_normal((n, m))
    values = np.where(good, 0.6, -0.6).astype(np.float32)
    values[:, 0] = 0.0
    adv = np.zeros((n, m), np.float32)
    adv[:, 0] = 1.0
    best = np.where(good.any(axis=1), good.argmax(axis=1), 0)
    return Demos(obs, opts, adv, np.ones((n, m), np.int8), best.astype(np.int64),
                 np.zeros(n, np.float32), games=1, gap=np.zeros(n, np.float32), values=values)


def test_value_fit_deviates_where_an_option_is_worth_more_than_the_margin() -> None:
    """After the regression the greedy policy plays a better-valued option (+0.6 over the
    pick, margin 0.25) and keeps the pick where every alternative is worse; with a margin
    above the gain it never deviates."""
    demos = _toy_demos(600, 1)
    p = init_policy(6, 5, hidden=16, embed=8, seed=1)
    p.meta = {"advisor": "toy"}
    st = fit_values(p, demos, epochs=40, lr=3e-3, minibatch=64, seed=1, margin=0.25)
    assert st.loss[-1] < 0.1 * st.baseline and st.rows == 600
    test = _toy_demos(300, 2)
    logits, _v, _c = forward(p, *inputs(p, test.batch(np.arange(300))))
    assert (logits.argmax(axis=1) == test.action).mean() > 0.95
    assert float(p.wb[-1]) == pytest.approx(0.25)
    p.wb[-1] = 5.0
    logits, _v, _c = forward(p, *inputs(p, test.batch(np.arange(300))))
    assert (logits.argmax(axis=1) == 0).all()


def test_a_stacked_ensemble_is_the_mean_of_its_members() -> None:
    """One forward pass of :func:`stack` gives exactly the members' mean logits and value."""
    rng = np.random.default_rng(0)
    members = [init_policy(7, 4, hidden=5, embed=3, seed=s) for s in range(3)]
    for q in members:
        q.wb[:] = rng.standard_normal(4)
        q.wv[:] = rng.standard_normal(5)
    obs = rng.standard_normal((2, 7)).astype(np.float32)
    opts = rng.standard_normal((2, 6, 4)).astype(np.float32)
    mask = np.ones((2, 6), np.int8)
    both = stack(members)
    lg, v, _c = forward(both, obs, opts, mask)
    outs = [forward(q, obs, opts, mask) for q in members]
    assert np.allclose(lg, np.mean([o[0] for o in outs], axis=0), atol=1e-5)
    assert np.allclose(v, np.mean([o[1] for o in outs], axis=0), atol=1e-5)


def test_pooled_confirmation_replaces_only_the_deviations_value() -> None:
    """With ``use_confirm`` a deviation's value is the pick's plus its 8 screening and 16
    confirmation rollouts pooled; rows that kept the pick are unchanged."""
    demos = _toy_demos(4, 5)
    assert demos.values is not None and demos.gap is not None
    demos.values[:, 2] = np.nan
    demos.action[:] = [1, 0, 1, 0]
    demos.values[:, 1] = [0.5, -0.25, 0.25, 0.0]
    demos.gap[:] = [0.125, 0.0, -0.125, 0.0]
    v = target_values(demos, use_confirm=True, rollouts=8, confirm=16)
    assert v[0, 1] == pytest.approx((8 * 0.5 + 16 * 0.125) / 24)
    assert v[2, 1] == pytest.approx((8 * 0.25 - 16 * 0.125) / 24)
    assert v[1, 1] == -0.25 and v[3, 1] == 0.0 and np.isnan(v[0, 2])
    assert np.array_equal(target_values(demos)[:, :2], demos.values[:, :2])


def test_train_cli_fits_values_reproducibly(tmp_path: Path) -> None:
    """``cardtable train --rollout-labels … --label-fit values --option-extras ygo-v1``: the
    same command gives the same weights; the policy records its extras and margin and the
    ``ppo`` bot's input check still passes (encoder sizes unchanged)."""
    from typer.testing import CliRunner

    from cardtable.cli.train import app
    from cardtable.rl.policy import load

    labels = tmp_path / "labels"
    args = ["ygo-duel", "--advisor", "ygo-heuristic", "--rollout-labels", "2",
            "--label-games", "1", "--label-prob", "0.3", "--label-confirm", "2",
            "--labels", str(labels), "--bc-epochs", "1", "--steps", "0", "--json",
            "--label-fit", "values", "--label-margin", "0.3", "--label-ensemble", "2",
            "--option-extras", "ygo-v1", "--label-pool-confirm"]
    w1, w2 = tmp_path / "a.npz", tmp_path / "b.npz"
    for w in (w1, w2):
        res = CliRunner().invoke(app, [*args, "--out", str(w)])
        assert res.exit_code == 0, res.output
    a, b = load(w1), load(w2)
    assert all(np.array_equal(x, y) for x, y in zip(a.arrays().values(), b.arrays().values(),
                                                    strict=True))
    assert a.meta["option_extras"] == "ygo-v1" and a.meta["option_size"] == OPTION_SIZE
    assert a.meta["rollout_labels"]["fit"] == "values"
    assert a.Wo.shape[1] == OPTION_SIZE + YGO_V1_SIZE + 1 and a.W1.shape[0] == 2 * 128
    assert float(a.wb[-1]) == pytest.approx(0.3, abs=1e-3)
    bad = CliRunner().invoke(app, [*args, "--option-extras", "nope", "--out", str(w2)])
    assert bad.exit_code == 2 and "unknown option extras" in bad.output
    bad = CliRunner().invoke(app, [*args, "--label-fit", "best", "--out", str(w2)])
    assert bad.exit_code == 2 and "choose clone or values" in bad.output
