"""Counterfactual rollout labels (issue 11, trained baselines; ``cardtable.rl.rollout_labels``):
a label reads the real game only through the acting seat's re-deals, it finds the option that
wins more, the heuristic's pick wins ties, and a collection is reproducible game by game (so
chunked, resumable runs give the same rows)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np
import pytest
from toygame import ToyCards

from cardtable.core.decision import Decision
from cardtable.core.game import Game
from cardtable.core.rng import Rng
from cardtable.rl.rollout_labels import RolloutLabel, collect, collect_chunks, label_decision


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
        raise AssertionError(f"label_decision read game.{name} of the real game")


def test_a_label_sees_the_real_game_only_through_the_acting_seats_redeal() -> None:
    """Hidden information: every rollout starts from ``determinize(acting seat)``, a copy
    where what that seat cannot see is re-dealt; the real game is never cloned or read."""
    from cardtable.rl.adapters import adapter_for
    from cardtable.rl.loading import game_spec

    adapter = adapter_for("ygo-duel")
    game = game_spec("ygo").new(adapter.setup(None), 5)
    rng = Rng(5)
    checked = 0
    while (dec := game.pending()) is not None and checked < 3:
        if len(dec.options) > 1:
            proxy = _OnlyPendingAndRedeal(game)
            lab = label_decision(proxy, 0, 2, 3, Rng(checked), "ygo-heuristic")  # type: ignore[arg-type]
            assert proxy.seats == [dec.seat, dec.seat]  # one re-deal per rollout, own seat
            assert lab.candidates[0] == 0 and len(set(lab.candidates)) == len(lab.candidates)
            checked += 1
        game.answer(rng.below(len(dec.options)))
    assert checked == 3


def test_the_label_is_the_option_that_wins_more() -> None:
    """Toy cards, one turn each: seat 0 passing scores nothing and loses unless seat 1 also
    scores nothing, while playing its highest card (a fresh pile: every card scores) wins
    most often against a random reply. Given ``pass`` as the heuristic's pick, the label
    deviates to the highest card with a positive gap."""
    game = ToyCards({"seats": 2, "turns": 1}, 3)
    dec = game.pending()
    assert dec is not None
    forms = [o.form for o in dec.options]
    passing = forms.index({"action": "pass"})
    high = max((i for i, f in enumerate(forms) if f["action"] == "play"),
               key=lambda i: forms[i]["card"])
    lab = label_decision(game, passing, 60, len(forms), Rng(1), "random", 200)
    assert lab.candidates[0] == passing and len(lab.candidates) == len(forms)
    assert lab.best == high
    values = dict(zip(lab.candidates, lab.values, strict=True))
    assert values[high] > values[passing] + 0.3
    assert lab.gap == values[high] - values[passing]
    assert all(-1.0 <= v <= 1.0 for v in lab.values)
    # a confirmation stage re-measures the deviation on fresh re-deals: still clearly better
    checked = label_decision(game, passing, 60, len(forms), Rng(1), "random", 200, confirm=60)
    assert checked.best == high and checked.values == lab.values
    assert checked.confirm_gap is not None and checked.gap == checked.confirm_gap > 0.3


def test_ties_keep_the_heuristics_pick() -> None:
    lab = RolloutLabel((4, 1, 2), (0.25, 0.25, -0.5), 8)
    assert lab.best == 4 and lab.gap == 0.0
    assert RolloutLabel((4, 1, 2), (0.25, 0.5, 0.5), 8).best == 1  # first of the best
    assert RolloutLabel((4,), (0.0,), 0).best == 4
    # a confirmation that came out worse than the pick: a negative gap (never cloned)
    assert RolloutLabel((4, 1), (0.0, 0.5), 8, -0.25).gap == -0.25


def test_collection_is_reproducible_game_by_game(tmp_path: Path) -> None:
    """Game ``k`` depends only on ``(seed, k)``: two chunks of one game each give the rows
    of one two-game collection, and a second run reads the chunk files back."""
    whole, stats = collect("ygo-duel", 0, 2, seed=4, rollouts=2, candidates=2, label_prob=0.3)
    assert stats.labelled == len(whole) > 0 and stats.games == 2
    assert whole.gap is not None and (whole.gap >= 0).all()
    chunks = collect_chunks("ygo-duel", 2, tmp_path, seed=4, rollouts=2, candidates=2,
                            label_prob=0.3, chunk=1)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["chunk-00000-00001.npz",
                                                          "chunk-00001-00002.npz",
                                                          "labels.json"]
    assert np.array_equal(chunks.action, whole.action)
    assert chunks.gap is not None and np.array_equal(chunks.gap, whole.gap)
    assert np.array_equal(chunks.observation, whole.observation)
    again = collect_chunks("ygo-duel", 2, tmp_path, seed=4, rollouts=2, candidates=2,
                           label_prob=0.3, chunk=1)
    assert np.array_equal(again.action, whole.action) and again.games == 2
    with pytest.raises(ValueError, match="other settings"):
        collect_chunks("ygo-duel", 2, tmp_path, seed=4, rollouts=3, candidates=2,
                       label_prob=0.3, chunk=1)
    other, _ = collect("ygo-duel", 0, 2, seed=5, rollouts=2, candidates=2, label_prob=0.3)
    assert not (len(other) == len(whole) and np.array_equal(other.observation,
                                                            whole.observation))


def test_the_option_value_regression_gradient_is_exact() -> None:
    """``clone(qcoef=…)`` regresses logit differences to measured value differences; its
    hand-written gradient equals finite differences of the loss it names."""
    from cardtable.rl.imitation import _q_gradient

    rng = np.random.default_rng(0)
    logits = rng.standard_normal((3, 5)).astype(np.float64)
    values = np.full((3, 5), np.nan)
    values[0, [0, 2, 3]] = [0.0, 0.5, -1.0]
    values[1, [1, 4]] = [0.25, 0.25]
    picks = np.array([0, 4, 2])  # row 2 measured nothing: no term

    def loss(lg: np.ndarray) -> float:
        terms = [((lg[i, j] - lg[i, picks[i]]) - 8.0 * (values[i, j] - values[i, picks[i]])) ** 2
                 for i in range(3) for j in range(5)
                 if j != picks[i] and not np.isnan(values[i, j])]
        return 0.5 * float(np.mean(terms))

    g = _q_gradient(logits.astype(np.float32), values.astype(np.float32), picks, 0.5, 8.0)
    eps = 1e-4
    for i in range(3):
        for j in range(5):
            up, down = logits.copy(), logits.copy()
            up[i, j] += eps
            down[i, j] -= eps
            assert abs((loss(up) - loss(down)) / (2 * eps) - g[i, j]) < 1e-3, (i, j)
    assert g[2].tolist() == [0.0] * 5 and np.abs(g[0]).sum() > 0


def test_train_cli_clones_rollout_labels(tmp_path: Path) -> None:
    """``cardtable train --rollout-labels``: labels written as chunks in ``--labels`` and read
    back by a second run (same weights); refused without ``--advisor`` or with ``--teacher``,
    and for a labels directory made with other settings."""
    from typer.testing import CliRunner

    from cardtable.cli.train import app
    from cardtable.rl.policy import load

    labels = tmp_path / "labels"
    args = ["ygo-duel", "--advisor", "ygo-heuristic", "--rollout-labels", "2",
            "--label-games", "1", "--label-prob", "0.3", "--label-confirm", "2",
            "--labels", str(labels), "--bc-epochs", "1", "--steps", "0", "--json"]
    w1, w2 = tmp_path / "a.npz", tmp_path / "b.npz"
    res = CliRunner().invoke(app, [*args, "--out", str(w1)])
    assert res.exit_code == 0, res.output
    assert (labels / "chunk-00000-00001.npz").is_file()
    res = CliRunner().invoke(app, [*args, "--out", str(w2)])
    assert res.exit_code == 0, res.output
    a, b = load(w1), load(w2)
    assert a.meta["rollout_labels"]["rollouts"] == 2 and a.meta["advisor"] == "ygo-heuristic"
    assert all(np.array_equal(x, y) for x, y in zip(a.arrays().values(), b.arrays().values(),
                                                    strict=True))
    bad = CliRunner().invoke(app, [x for x in args if x not in ("--advisor", "ygo-heuristic")])
    assert bad.exit_code == 2 and "needs --advisor" in bad.output
    bad = CliRunner().invoke(app, [*args, "--teacher", "ygo-heuristic"])
    assert bad.exit_code == 2 and "give one" in bad.output
    bad = CliRunner().invoke(app, [*args[:4], "3", *args[5:], "--out", str(w2)])
    assert bad.exit_code == 2 and "other settings" in bad.output
