"""Draft values learned from game outcomes (``cardtable.rl.draft_values``) and the option
extras ``sgs-draft-v1`` a drafting policy reads (issue 11, trained baselines, session 12).

The 3v3 draft (seed part 1, 3v3 rules: each side drafts eight of sixteen generals, then
places a commander and two vanguards; ``sgs/modes/three_v_three.py``) is played by the
heuristic from a fixed order; the policy's draft values are fitted to exploration games'
results. The extras read only the acting seat's observation: the general an option names
is read back from the option row."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from cardtable.rl.draft_values import (
    DraftGame,
    Lineup,
    draft_weights,
    explore,
    explore_chunks,
    fit,
    with_draft,
)
from cardtable.rl.option_extras import (
    SGS_DRAFT_GENERALS,
    SGS_DRAFT_SIZE,
    append_extras,
    draft_generals,
    extras_size,
    sgs_draft_rows,
)


def _draft_decisions(seed: int = 3) -> list[tuple[str, int, list[str], Any, Any]]:
    """Every decision of a 3v3 game played by the heuristic up to the end of the draft:
    (engine step, acting seat, the generals the options name, observation, option rows)."""
    from cardtable.bots.base import make_bot
    from cardtable.rl.adapters import adapter_for
    from cardtable.rl.loading import game_spec

    adapter = adapter_for("sgs-3v3")
    game: Any = game_spec("sgs").new(adapter.setup(None), seed)
    enc = adapter.encoder()
    bot = make_bot("sgs-heuristic", seed)
    out = []
    for _ in range(400):
        dec = game.pending()
        assert dec is not None
        obs, opts, _mask, _v = enc.encode(game, dec.seat, want_view=False)
        gens = [str(o.form.get("general", "")) for o in dec.options]
        out.append((dec.context.step, dec.seat, gens, obs, opts))
        if game.ms.get("draft") == "done":
            return out
        game.answer(bot.choose(game, dec))
    raise AssertionError("the draft did not end")


def test_draft_extras_name_each_option_general_in_its_block() -> None:
    """At every pick the option's column in the pick block is its general; at the first
    placement (eight generals) the commander block, at the next two the vanguard block; the
    other decisions (piles, who picks first) get zeros (seed 3v3 draft: 选将 then 放置主帅/前锋)."""
    generals, _rows, usable = draft_generals()
    decisions = _draft_decisions()
    seen = {"d_pick2": 0, "d_place2": 0}
    for step, _seat, gens, obs, opts in decisions:
        extra = sgs_draft_rows(obs, opts)
        assert extra.shape == (opts.shape[0], SGS_DRAFT_SIZE)
        if step not in seen:
            assert not extra.any(), step
            continue
        seen[step] += 1
        block = 0 if step == "d_pick2" else (1 if len(gens) == 8 else 2)
        for i, g in enumerate(gens):
            col = generals.index(g)
            assert usable[col], g  # the 2011 pool has no colliding general rows
            want = np.zeros(SGS_DRAFT_SIZE, np.float32)
            want[block * SGS_DRAFT_GENERALS + col] = 1.0
            assert np.array_equal(extra[i], want), (step, g)
        assert not extra[len(gens):].any()  # padding rows
    assert seen == {"d_pick2": 16, "d_place2": 6}


def test_draft_extras_are_zero_for_a_waiting_seat_and_batch_like_single() -> None:
    """A seat that does not act sees no decision kind in its header (the shared header's
    acting-seat fields are 0), so no draft block; a batch of observations gives the rows of
    each one alone."""
    picks = [d for d in _draft_decisions(5) if d[0] == "d_pick2"]
    _step, _seat, _g, obs, opts = picks[0]
    assert sgs_draft_rows(obs, opts).any()
    waiting = obs.copy()
    waiting[8:19] = 0.0
    assert not sgs_draft_rows(waiting, opts).any()
    batch_obs = np.stack([p[3] for p in picks[:3]])
    batch_opts = np.stack([p[4] for p in picks[:3]])
    batch = sgs_draft_rows(batch_obs, batch_opts)
    for j in range(3):
        assert np.array_equal(batch[j], sgs_draft_rows(picks[j][3], picks[j][4]))
    assert extras_size("sgs-draft-v1") == SGS_DRAFT_SIZE
    assert append_extras("sgs-draft-v1", obs, opts).shape[-1] == opts.shape[-1] + SGS_DRAFT_SIZE


def test_colliding_general_rows_get_no_column() -> None:
    """Two generals whose option rows are equal cannot be told apart from the row: neither
    gets a column (documented in option_extras)."""
    generals, rows, usable = draft_generals()
    keys = [r.tobytes() for r in rows]
    for i, g in enumerate(generals):
        assert usable[i] == (keys.count(keys[i]) == 1), g
    assert not usable[generals.index("xuhuang")] and not usable[generals.index("zhaoyun_3v3")]


def _synthetic(n: int, values: dict[str, float], seed: int) -> list[DraftGame]:
    """Games whose result is +1 with probability 0.5 + value of the learner's commander / 2."""
    rng = np.random.default_rng(seed)
    pool = sorted(values)
    out = []
    for _ in range(n):
        mine = rng.choice(pool, 3, replace=False)
        theirs = rng.choice(pool, 3, replace=False)
        p = 0.5 + values[str(mine[0])] / 2
        res = 1.0 if rng.random() < p else -1.0
        out.append(DraftGame(int(rng.integers(2)), res, Lineup(*map(str, mine)),
                             Lineup(*map(str, theirs))))
    return out


def test_fit_recovers_planted_commander_values() -> None:
    """A general that wins more as commander gets a higher commander value; the vanguard
    values (no effect planted) stay near 0; generals never fielded are NaN."""
    planted = {"caocao": 0.4, "liubei": 0.2, "sunquan": 0.0, "guojia": -0.2, "zhouyu": -0.4,
               "lvbu": 0.0}
    model = fit(_synthetic(6000, planted, 1), ridge=1.0)
    gens = list(model.generals)
    c = {g: model.commander[gens.index(g)] for g in planted}
    order = sorted(planted, key=lambda g: -c[g])
    assert order[0] == "caocao" and order[-1] == "zhouyu"
    spread = c["caocao"] - c["zhouyu"]
    assert 0.6 < spread < 1.0  # planted 0.8
    for g in planted:
        assert abs(model.vanguard[gens.index(g)] - np.nanmean(model.vanguard)) < 0.1
        # relative to the role's mean: well under the planted 0.2 steps (an absolute error
        # would include the shift shared by all values, which the data do not determine)
        assert 0.0 < model.commander_se[gens.index(g)] < 0.05
    assert np.isnan(model.commander[gens.index("zhangfei")])
    assert model.table()[0]["general"] == "caocao"
    with pytest.raises(ValueError, match="at least one"):
        fit([])
    with pytest.raises(ValueError, match="ridge"):
        fit(_synthetic(10, planted, 2), ridge=0.0)
    with pytest.raises(ValueError, match="no column"):
        fit([DraftGame(0, 1.0, Lineup("nobody", "caocao", "liubei"),
                       Lineup("zhouyu", "lvbu", "sunquan"))])


def test_explore_is_seeded_and_randomises_the_draft() -> None:
    """The same seed gives the same games; another seed other ones; the learner's line-ups
    are not the heuristic's (it fields its three best-ranked picks, best as commander)."""
    from cardtable.bots.sgs_heuristic import GENERAL_RANK

    a = explore(0, 4, 2)
    assert a == explore(0, 4, 2)
    assert a != explore(0, 4, 3)
    assert [d.side for d in a] == [0, 1, 0, 1]
    assert all(d.result in (-1.0, 1.0) for d in a)

    def ranked(line: Lineup) -> bool:
        r = [GENERAL_RANK.index(g) for g in line]
        return r[0] < r[1] and r[0] < r[2]

    assert all(ranked(d.theirs) for d in a)  # the heuristic side: best-ranked commander
    assert not all(ranked(d.mine) for d in a)


def test_explore_chunks_resume_and_refuse_other_settings(tmp_path: Path) -> None:
    """Chunks are written whole and read back instead of replayed (an edited chunk comes
    back edited); a directory made with another seed is refused."""
    d = tmp_path / "draft"
    first = explore_chunks(4, d, seed=2, chunk=2)
    assert sorted(p.name for p in d.iterdir()) == ["draft-000000-000002.json",
                                                    "draft-000002-000004.json", "draft.json"]
    assert first == explore(0, 4, 2)
    # a chunk read back, not replayed: mark it and see the mark come back
    path = d / "draft-000002-000004.json"
    rows = json.loads(path.read_text())
    rows[0]["result"] = 0.5
    path.write_text(json.dumps(rows))
    again = explore_chunks(4, d, seed=2, chunk=2)
    assert again[2].result == 0.5 and again[:2] == first[:2]
    with pytest.raises(ValueError, match="other settings"):
        explore_chunks(4, d, seed=3, chunk=2)


def _shipped() -> Any:
    """A residual sgs-3v3 policy without extras (seeded random weights, the advice weight
    4 of ``cardtable train``): what a draft extends."""
    from cardtable.rl.encoders.sgs import OBS_SIZE, OPTION_SIZE
    from cardtable.rl.policy import init_policy
    from cardtable.rl.ppo import policy_meta

    p = init_policy(OBS_SIZE, OPTION_SIZE + 1, seed=7, advice_weight=4.0)
    p.meta = policy_meta("sgs-3v3", OBS_SIZE, OPTION_SIZE, 48, "sgs-heuristic")
    return p


def test_with_draft_changes_only_the_draft() -> None:
    """Outside the draft the extended policy's logits equal the original's; at a placement
    it plays the general the model values most as commander / vanguard; at a pick the one
    with the best role value."""
    from cardtable.rl.policy import forward, inputs

    base = _shipped()
    planted = {g: 0.0 for g in draft_generals()[0]}
    model = fit(_synthetic(200, planted, 3), ridge=5.0)
    gens = list(model.generals)
    # a model in which the values are known: commander value rises with the index
    cvals = np.linspace(-0.5, 0.5, len(gens))
    vvals = 0.9 * cvals[::-1] - 0.1  # another order; every pick value distinct
    model = type(model)(model.generals, cvals, vvals, model.commander_se, model.vanguard_se,
                        model.games, model.ridge)
    pol = with_draft(base, model, 1000.0)  # value steps of ≥ 0.015 → ≥ 15 logits
    assert pol.meta["option_extras"] == "sgs-draft-v1"
    assert np.array_equal(pol.wb[-1], base.wb[-1])
    weights = draft_weights(model, 1000.0)
    assert np.allclose(weights[:len(gens)], 1000.0 * np.maximum(cvals, vvals))

    from cardtable.rl.adapters import adapter_for
    from cardtable.rl.loading import game_spec

    adapter = adapter_for("sgs-3v3")
    enc = adapter.encoder()
    game: Any = game_spec("sgs").new(adapter.setup(None), 11)
    from cardtable.bots.base import make_bot
    from cardtable.rl.advice import Advisor

    bot = make_bot("sgs-heuristic", 11)
    advisor = Advisor("sgs-heuristic", 11)
    checked = {"play": 0, "d_pick2": 0, "d_place2": 0}
    for _ in range(600):
        dec = game.pending()
        if dec is None:
            break
        obs, opts, mask, _v = enc.encode(game, dec.seat, want_view=False)
        o = {"observation": obs[None], "option_features": opts[None], "action_mask": mask[None],
             "advice": advisor.advise(game, dec.seat, enc.max_options)[None]}
        l0 = forward(base, *inputs(base, o))[0][0]
        l1 = forward(pol, *inputs(pol, o))[0][0]
        step = dec.context.step
        names = [str(x.form.get("general", "")) for x in dec.options]
        if step == "d_pick2":
            best = max(names, key=lambda g: max(cvals[gens.index(g)], vvals[gens.index(g)]))
            assert names[int(l1.argmax())] == best
            checked[step] += 1
        elif step == "d_place2":
            table = cvals if len(names) == 8 else vvals
            best = max(names, key=lambda g: table[gens.index(g)])
            assert names[int(l1.argmax())] == best
            checked[step] += 1
        else:
            assert np.array_equal(l0, l1), step
            checked["play"] += 1
        game.answer(bot.choose(game, dec))
    assert checked["d_pick2"] == 16 and checked["d_place2"] == 6 and checked["play"] > 50


def test_with_draft_refuses_what_it_cannot_extend() -> None:
    """Only a residual sgs-3v3 policy without extras, a positive scale and the extras'
    generals."""
    base = _shipped()
    model = fit(_synthetic(50, {"caocao": 0.1, "liubei": 0.0, "sunquan": 0.0, "lvbu": 0.0},
                           4))
    with pytest.raises(ValueError, match="scale"):
        with_draft(base, model, 0.0)
    done = with_draft(base, model, 10.0)
    with pytest.raises(ValueError, match="already reads"):
        with_draft(done, model, 10.0)
    other = _shipped()
    other.meta["game_id"] = "ygo-duel"
    with pytest.raises(ValueError, match="sgs-3v3"):
        with_draft(other, model, 10.0)
    plain = _shipped()
    plain.meta.pop("advisor")
    with pytest.raises(ValueError, match="residual"):
        with_draft(plain, model, 10.0)
    short = fit(_synthetic(50, {"caocao": 0.1, "liubei": 0.0, "sunquan": 0.0, "lvbu": 0.0},
                            4), generals=["caocao", "liubei", "sunquan", "lvbu"])
    with pytest.raises(ValueError, match="generals"):
        with_draft(base, short, 10.0)


def test_cli_draft_games_equals_the_api(tmp_path: Path) -> None:
    """``cardtable train sgs-3v3 --init W --labels D --draft-games N`` writes the policy
    ``draft_round`` makes (float16 on disk), and refuses a YGO game or a missing --init."""
    from typer.testing import CliRunner

    from cardtable.bots.ppo import weights_path
    from cardtable.cli.train import app
    from cardtable.rl.draft_values import draft_round
    from cardtable.rl.policy import load, save

    out = tmp_path / "drafted.npz"
    base = tmp_path / "base.npz"
    save(_shipped(), base)
    runner = CliRunner()
    args = ["sgs-3v3", "--init", str(base), "--labels", str(tmp_path / "l"),
            "--draft-games", "4", "--steps", "0", "--seed", "2", "--out", str(out), "--json"]
    res = runner.invoke(app, args)
    assert res.exit_code == 0, res.output
    report = json.loads(res.output.strip().splitlines()[-1])
    assert report["draft"]["games"] == 4
    got = load(out)
    want, _r = draft_round(load(base), 4, tmp_path / "l2" / "draft", seed=2)
    for name, arr in want.arrays().items():
        assert np.array_equal(getattr(got, name), arr.astype(np.float16).astype(np.float32))
    assert got.meta["draft"] == {"games": 4, "seed": 2, "ridge": 5.0, "scale": 100.0}
    bad = runner.invoke(app, ["ygo-duel", "--init", str(weights_path("ygo-duel")), "--labels",
                              str(tmp_path / "l3"), "--draft-games", "4", "--steps", "0"])
    assert bad.exit_code == 2 and "sgs-3v3" in bad.output
    bad = runner.invoke(app, ["sgs-3v3", "--labels", str(tmp_path / "l4"), "--draft-games",
                              "4", "--steps", "0"])
    assert bad.exit_code == 2 and "--init" in bad.output
    # the shipped file drafts already: extending it again is refused, not a crash
    bad = runner.invoke(app, ["sgs-3v3", "--init", str(weights_path("sgs-3v3")), "--labels",
                              str(tmp_path / "l5"), "--draft-games", "4", "--steps", "0"])
    assert bad.exit_code == 2 and "already reads" in bad.output


def test_ppo_bot_plays_a_drafting_policy(tmp_path: Path) -> None:
    """The ``ppo`` bot loads a policy with the draft extras and plays a whole 3v3 game with
    it, numpy only (the extras are an input transform of the same file)."""
    from cardtable.bots.ppo import PpoBot
    from cardtable.rl.adapters import adapter_for
    from cardtable.rl.loading import game_spec
    from cardtable.rl.policy import save

    model = fit(_synthetic(50, {"caocao": 0.3, "liubei": 0.0, "sunquan": 0.0, "lvbu": 0.0},
                           6))
    path = tmp_path / "p.npz"
    save(with_draft(_shipped(), model, 40.0), path)
    from cardtable.rl.policy import load

    game: Any = game_spec("sgs").new(adapter_for("sgs-3v3").setup(None), 8)
    bot = PpoBot(seed=1, policies={"sgs-3v3": load(path)})
    for _ in range(5000):
        dec = game.pending()
        if dec is None:
            break
        a = bot.choose(game, dec)
        assert 0 <= a < len(dec.options)
        game.answer(a)
    assert game.pending() is None
