"""Every-option labels (issue 11, trained baselines, session 11): ``cardtable.rl.all_options``
measures **every** distinct legal option of a sampled decision against the heuristic's pick in
shared true worlds (the real hidden cards, a fresh RNG), the policy playing on — where the
refinement rounds only measure options the policy already rates near the pick.

Checked: the aggregation and the common random numbers (one world and one bot seed per world,
every option played in it, the mean minus the pick's), options with equal forms sharing one
measurement, the real game left untouched, rows shaped as the fine-tune reads them, chunks
that resume and refuse other settings, and determinism from the seed."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np
import pytest

from cardtable.core.game import Game
from cardtable.core.rng import Rng
from cardtable.rl import all_options, rollout_labels
from cardtable.rl.all_options import all_options_chunks, collect_all, measure_all

pytestmark = pytest.mark.rl


def _policy(game_id: str, advice_weight: float = 4.0) -> Any:
    """A fresh residual policy for ``game_id`` (seed 3), the heuristic as its advisor."""
    from cardtable.rl.adapters import adapter_for
    from cardtable.rl.policy import init_policy
    from cardtable.rl.ppo import HEURISTIC, policy_meta

    enc = adapter_for(game_id).encoder()
    p = init_policy(enc.obs_size, enc.option_size + 1, seed=3, advice_weight=advice_weight)
    p.meta = policy_meta(game_id, enc.obs_size, enc.option_size, enc.max_options,
                         HEURISTIC[game_id])
    return p


def _ygo_at_choice(seed: int, distinct: int = 3) -> Game:
    """A ``ygo-duel`` game played at random to a decision with ``distinct``+ distinct forms."""
    from cardtable.rl.adapters import adapter_for
    from cardtable.rl.loading import game_spec

    game = game_spec("ygo").new(adapter_for("ygo-duel").setup(None), seed)
    rng = Rng(seed)
    for _ in range(400):
        dec = game.pending()
        assert dec is not None
        forms = {repr(sorted(o.form.items())) for o in dec.options}
        if len(forms) >= distinct:
            return game
        game.answer(rng.below(len(dec.options)))
    raise AssertionError("no decision with enough options")


def test_gaps_are_each_options_mean_minus_the_picks_over_shared_worlds(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The playouts are replaced by a table of results indexed by (world, option answered):
    each world is made once (one ``true_world`` call) and every distinct option is played in
    it, and an option's gap is its mean over the worlds minus the pick's mean."""
    game = _ygo_at_choice(5)
    dec = game.pending()
    assert dec is not None
    legal = list(range(len(dec.options)))
    groups = list(all_options.distinct_options(game, legal).values())
    table = {(w, m[0]): float((w * 7 + j * 3) % 5 - 2) / 2.0
             for w in range(3) for j, m in enumerate(groups)}
    worlds_made: list[int] = []
    answered: list[int] = []
    real_true_world = rollout_labels.true_world

    def fake_world(g: Game, rng: Rng) -> Game:
        worlds_made.append(1)
        return real_true_world(g, rng)

    def fake_play(g: Game, bots: Any, bot_name: str, bot_seed: int,
                  max_steps: int) -> list[float]:
        w = len(worlds_made) - 1
        r = table[(w, answered[-1])]
        return [r if s == dec.seat else -r for s in range(g.num_seats)]

    real_answer = type(game).answer

    def spy_answer(self: Game, i: int) -> None:
        answered.append(i)
        real_answer(self, i)

    monkeypatch.setattr(rollout_labels, "true_world", fake_world)
    monkeypatch.setattr(rollout_labels, "play_out_with", fake_play)
    monkeypatch.setattr(rollout_labels, "learner_bots", lambda *a: {})
    monkeypatch.setattr(type(game), "answer", spy_answer)
    pick = groups[1][0]
    og = measure_all(game, pick, legal, 64, Rng(1), "ygo-heuristic", 5000, 3, _policy("ygo-duel"),
                     [dec.seat])
    monkeypatch.undo()
    assert len(worlds_made) == 3
    assert og.worlds == 3 and og.playouts == 3 * len(groups)
    base = np.mean([table[(w, pick)] for w in range(3)])
    for members in groups:
        want = np.mean([table[(w, members[0])] for w in range(3)]) - base
        for i in members:
            assert og.gaps[i] == pytest.approx(want)
    assert og.gaps[pick] == 0.0
    assert np.isnan(og.gaps[len(dec.options):]).all()


def test_a_real_measurement_is_deterministic_and_leaves_the_game_alone() -> None:
    """Real playouts (the policy on the acting seat, the heuristic elsewhere): the same
    generator gives the same gaps; gaps lie in [-2, 2] (result units: +1 win, -1 loss); the
    real game's pending decision, hands and RNG are unchanged; equal forms share a value."""
    game = _ygo_at_choice(7)
    dec = game.pending()
    assert dec is not None
    g = game.g  # type: ignore[attr-defined]
    before = (tuple(g.hand[0]), tuple(g.hand[1]), tuple(g.deck[0]), tuple(g.deck[1]),
              g.rng.state)
    legal = list(range(len(dec.options)))
    p = _policy("ygo-duel")
    a = measure_all(game, 0, legal, 64, Rng(11), "ygo-heuristic", 5000, 2, p, [dec.seat])
    b = measure_all(game, 0, legal, 64, Rng(11), "ygo-heuristic", 5000, 2, p, [dec.seat])
    np.testing.assert_array_equal(a.gaps, b.gaps)
    assert (tuple(g.hand[0]), tuple(g.hand[1]), tuple(g.deck[0]), tuple(g.deck[1]),
            g.rng.state) == before
    assert game.pending() is not None and game.pending().options == dec.options  # type: ignore[union-attr]
    m = a.gaps[: len(legal)]
    assert np.all((m >= -2.0) & (m <= 2.0))
    for members in all_options.distinct_options(game, legal).values():
        assert len({float(a.gaps[i]) for i in members}) == 1


def test_bad_arguments_are_refused() -> None:
    game = _ygo_at_choice(5)
    dec = game.pending()
    assert dec is not None
    p = _policy("ygo-duel")
    with pytest.raises(ValueError, match="worlds"):
        measure_all(game, 0, [0, 1], 64, Rng(1), "ygo-heuristic", 5000, 0, p, [dec.seat])
    with pytest.raises(ValueError, match="pick"):
        measure_all(game, 5, [0, 1], 64, Rng(1), "ygo-heuristic", 5000, 1, p, [dec.seat])
    with pytest.raises(ValueError, match="prob"):
        collect_all("ygo-duel", 0, 1, p, prob=1.5)


def _check_rows(d: Any) -> None:
    """Rows as the fine-tune reads them: 0 at the pick, NaN off the legal options, a value
    at every legal one, the action the best-measured option (the pick when none is above
    it) and ``gap`` its value."""
    pick = d.advice.argmax(axis=1)
    rows = np.arange(len(d))
    assert np.all(d.values[rows, pick] == 0.0)
    legal = d.action_mask > 0
    assert np.all(np.isnan(d.values[~legal[:, : d.values.shape[1]]]))
    assert not np.isnan(d.values[legal[:, : d.values.shape[1]]]).any()
    best = np.nanmax(d.values, axis=1)
    np.testing.assert_allclose(d.gap, np.maximum(best, 0.0))
    up = best > 0
    assert np.all(d.action[~up] == pick[~up])
    np.testing.assert_allclose(d.values[rows[up], d.action[up]], best[up])


@pytest.mark.parametrize("game_id", ["ygo-duel", "sgs-3v3"])
def test_collections_resume_and_are_reproducible(game_id: str, tmp_path: Path) -> None:
    """Chunks are a function of the settings: a second run reads them back (same rows), a
    fresh directory recomputes the same rows, and a directory made with other settings is
    refused. Every sampled decision has its rows as the fine-tune reads them."""
    p = _policy(game_id)
    games = 1 if game_id == "sgs-3v3" else 2
    a = all_options_chunks(game_id, games, tmp_path / "a", p, seed=2, worlds=1, prob=0.3,
                           chunk=1)
    assert len(a) > 0 and a.games == games
    assert sorted(f.name for f in (tmp_path / "a").glob("chunk-*.npz")) == [
        f"chunk-{k:05d}-{k + 1:05d}.npz" for k in range(games)]
    again = all_options_chunks(game_id, games, tmp_path / "a", p, seed=2, worlds=1, prob=0.3,
                               chunk=1)
    fresh = all_options_chunks(game_id, games, tmp_path / "b", p, seed=2, worlds=1, prob=0.3,
                               chunk=1)
    for other in (again, fresh):
        np.testing.assert_array_equal(other.values, a.values)
        np.testing.assert_array_equal(other.observation, a.observation)
        np.testing.assert_array_equal(other.action, a.action)
    _check_rows(a)
    assert a.rollouts is not None and set(np.unique(a.rollouts)) == {1}
    with pytest.raises(ValueError):
        all_options_chunks(game_id, games, tmp_path / "a", p, seed=2, worlds=2, prob=0.3,
                           chunk=1)


def test_prob_samples_decisions_and_one_means_all() -> None:
    """With ``prob`` 1 every learner decision with two or more distinct options is labelled;
    with 0 none is (the games are the same either way: sampling draws from the game's own
    measurement generator, not the deal)."""
    p = _policy("ygo-duel")
    _all, s1 = collect_all("ygo-duel", 0, 1, p, seed=4, worlds=1, prob=1.0)
    none, s0 = collect_all("ygo-duel", 0, 1, p, seed=4, worlds=1, prob=0.0)
    assert s1.labelled == s1.decisions > 0
    assert s0.labelled == 0 and len(none) == 0 and s0.decisions == s1.decisions


@pytest.mark.parametrize("fit", ["values", "clone"])
def test_train_cli_fine_tunes_on_every_option_rows_reproducibly(fit: str,
                                                                tmp_path: Path) -> None:
    """``cardtable train GAME --init W --labels D --all-options-games N``: the chunks land in
    ``D/all-options``, the same command gives the same weights (the second run reads the
    chunks back), those weights are :func:`all_options_round`'s, the meta records the round
    and the weights that played it; without ``--init`` or ``--labels`` it is refused."""
    from typer.testing import CliRunner

    from cardtable.cli.train import app
    from cardtable.rl.all_options import AllOptionsFit, all_options_round
    from cardtable.rl.policy import load, save
    from cardtable.rl.rollout_labels import policy_digest

    p = _policy("ygo-duel")
    init = tmp_path / "init.npz"
    save(p, init)
    labels = tmp_path / "labels"
    args = ["ygo-duel", "--init", str(init), "--labels", str(labels), "--bc-epochs", "1",
            "--steps", "0", "--json", "--label-fit", fit, "--all-options-games", "1",
            "--all-options-worlds", "1", "--all-options-prob", "0.3", "--refine-weight", "3",
            "--refine-margin", "0.1", "--own-anchor", "1", "--seed", "2"]
    w1, w2 = tmp_path / "a.npz", tmp_path / "b.npz"
    for w in (w1, w2):
        res = CliRunner().invoke(app, [*args, "--out", str(w)])
        assert res.exit_code == 0, res.output
    assert (labels / "all-options" / "chunk-00000-00001.npz").is_file()
    a, b = load(w1), load(w2)
    direct, _rep = all_options_round(
        "ygo-duel", load(init), 1, labels / "all-options", 2, 1, 0.3,
        AllOptionsFit(fit, 1, 3.0, 0.1, False, None, 1, 1, 1e-3, 0.0))
    save(direct, tmp_path / "direct.npz")  # as saved (the file's precision)
    for other in (b, load(tmp_path / "direct.npz")):
        assert all(np.array_equal(x, y) for x, y in zip(a.arrays().values(),
                                                        other.arrays().values(), strict=True))
    assert not all(np.array_equal(x, y) for x, y in zip(a.arrays().values(),
                                                        p.arrays().values(), strict=True))
    (rnd,) = a.meta["all_options"]
    assert rnd["games"] == 1 and rnd["worlds"] == 1 and rnd["fit"] == fit
    assert rnd["played_by"] == policy_digest(load(init))
    if fit == "values":
        assert float(a.wb[-1]) == pytest.approx(0.1, abs=1e-3)
    for missing in (["--init", str(init)], ["--labels", str(labels)]):
        bad_args = [x for x in args if x not in missing]
        bad = CliRunner().invoke(app, bad_args)
        assert bad.exit_code == 2 and "--all-options-games" in bad.output


def test_skipping_a_measurement_draws_what_measuring_draws() -> None:
    """A scan's replay skips the scan's measurements (true worlds) with ``skip_measurement``
    instead of playing them: the generator must then be where ``measure_all`` leaves it, or
    the replay would sample other decisions than the scan."""
    from cardtable.rl.all_options import skip_measurement

    game = _ygo_at_choice(5)
    dec = game.pending()
    assert dec is not None
    played, skipped = Rng(21), Rng(21)
    measure_all(game, 0, list(range(len(dec.options))), 64, played, "ygo-heuristic", 5000, 3,
                _policy("ygo-duel"), [dec.seat], "true")
    skip_measurement(skipped, 3)
    assert played.next64() == skipped.next64()
