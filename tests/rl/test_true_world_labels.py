"""Session 10 (issue 11, ygo-duel baseline): labels measured in the real world
(``cardtable.rl.rollout_labels.true_world``, ``measure_gap(world="true")``) and on-policy
continuations (``measure_gap(continuation=policy)``, ``--label-rollout policy``).

A true-world rollout starts from the real game's own hidden cards (hands, deck orders) with a
fresh RNG; the default re-deal is unchanged (the old measurement loop, written out here, gives
the same gaps); in an on-policy rollout the learner's seats are answered by the policy's bot
and every other seat by the heuristic; the command line keeps the labels of each kind in
their own directory and records them in the weights' meta."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np
import pytest

from cardtable.core.decision import Decision
from cardtable.core.game import Game
from cardtable.core.rng import Rng
from cardtable.rl import rollout_labels
from cardtable.rl.policy import init_policy, save
from cardtable.rl.refine_round import round_directory
from cardtable.rl.rollout_labels import (
    measure_gap,
    play_out,
    play_out_with,
    rollout_world,
    true_world,
)

pytestmark = pytest.mark.rl


def _ygo_at_choice(seed: int) -> Game:
    """A ``ygo-duel`` game played at random until a decision with at least two options."""
    from cardtable.rl.adapters import adapter_for
    from cardtable.rl.loading import game_spec

    game = game_spec("ygo").new(adapter_for("ygo-duel").setup(None), seed)
    rng = Rng(seed)
    for _ in range(12):  # a few decisions in, so hands and decks have moved
        dec = game.pending()
        assert dec is not None
        game.answer(rng.below(len(dec.options)))
    while (dec := game.pending()) is not None and len(dec.options) < 2:
        game.answer(rng.below(len(dec.options)))
    return game


def _ygo_hidden(game: Any) -> tuple[Any, ...]:
    """Both players' hands and deck orders (card instances in order)."""
    g = game.g
    return (tuple(g.hand[0]), tuple(g.hand[1]), tuple(g.deck[0]), tuple(g.deck[1]))


def test_a_true_world_is_the_real_games_hidden_cards_with_a_fresh_rng() -> None:
    """``true_world``: the hands and deck orders of both players are the real game's, the
    open decision is the same, the RNG is reseeded (not the real duel's future coin tosses
    and shuffles) and the real game is left as it was. A re-deal from the acting seat does
    change the opponent's hidden cards (so the two kinds of label really differ)."""
    game = _ygo_at_choice(3)
    before = _ygo_hidden(game)
    state = game.g.rng.state  # type: ignore[attr-defined]
    tw = true_world(game, Rng(9))
    assert _ygo_hidden(tw) == before
    assert tw.g.rng.state != state  # type: ignore[attr-defined]
    dec, tdec = game.pending(), tw.pending()
    assert dec is not None and tdec is not None
    assert [o.form for o in tdec.options] == [o.form for o in dec.options]
    assert _ygo_hidden(game) == before and game.g.rng.state == state  # type: ignore[attr-defined]
    opp = 1 - dec.seat
    redeals = [rollout_world(game, dec.seat, Rng(s), "redeal") for s in range(4)]
    assert any(tuple(r.g.hand[opp]) + tuple(r.g.deck[opp])  # type: ignore[attr-defined]
               != before[opp] + before[2 + opp] for r in redeals)
    with pytest.raises(ValueError, match="world"):
        rollout_world(game, dec.seat, Rng(1), "oracle")


def test_a_sanguosha_true_world_keeps_the_hands_and_reseeds() -> None:
    """The same helper on a 3v3 game (its generator lives on the game itself)."""
    from cardtable.rl.adapters import adapter_for
    from cardtable.rl.loading import game_spec

    game: Any = game_spec("sgs").new(adapter_for("sgs-3v3").setup(None), 11)
    tw: Any = true_world(game, Rng(2))
    assert tw.hand == game.hand and tw.hand is not game.hand
    assert tw.rng.state != game.rng.state


def test_reseeded_is_the_game_interfaces_and_a_game_without_it_says_so() -> None:
    """``Game.reseeded(rng)`` is how ``true_world`` reseeds (no knowledge of where a game
    keeps its generator): the clone's generator is ``Rng(rng.next64())`` in both engines, and
    a game that does not implement it (the RL toy game) raises ``NotImplementedError``
    naming itself instead of being played with its real future randomness."""
    from toygame import ToyCards

    from cardtable.rl.adapters import adapter_for
    from cardtable.rl.loading import game_spec

    ygo: Any = _ygo_at_choice(2)
    sgs: Any = game_spec("sgs").new(adapter_for("sgs-3v3").setup(None), 5)
    want = Rng(Rng(8).next64()).state
    assert ygo.reseeded(Rng(8)).g.rng.state == want
    assert sgs.reseeded(Rng(8)).rng.state == want
    with pytest.raises(NotImplementedError, match="ToyCards"):
        true_world(ToyCards({"seats": 2}, 1), Rng(1))


def test_every_true_world_pair_starts_from_the_real_hidden_cards(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """``measure_gap(world="true")``: each pair's first rollout state holds exactly the real
    game's hands and deck orders (one fresh RNG per pair); no re-deal is made."""
    game = _ygo_at_choice(5)
    dec = game.pending()
    assert dec is not None
    worlds: list[Any] = []

    def spy(g: Game, rng: Rng) -> Game:
        w = true_world(g, rng)
        worlds.append(w)
        return w

    def no_redeal(*_a: Any) -> Game:
        raise AssertionError("a true-world measurement re-dealt the game")

    monkeypatch.setattr(rollout_labels, "true_world", spy)
    monkeypatch.setattr(type(game), "determinize", no_redeal)
    pg = measure_gap(game, 0, 1, Rng(1), "ygo-heuristic", batch=3, min_rollouts=3,
                     max_rollouts=3, world="true")
    assert pg.rollouts == 3 and len(worlds) == 3
    assert all(_ygo_hidden(w) == _ygo_hidden(game) for w in worlds)
    assert len({w.g.rng.state for w in worlds}) == 3


def test_the_default_redeal_measurement_is_the_old_loop() -> None:
    """Defaults unchanged: ``measure_gap`` without the new arguments (and with them spelled
    out) gives the gaps of the session-8 loop written out here — per pair one re-deal from
    the acting seat, one bot seed, the heuristic at every seat."""
    game = _ygo_at_choice(7)
    dec = game.pending()
    assert dec is not None
    rng = Rng(4)
    diffs = []
    for _ in range(6):
        det = game.determinize(dec.seat, rng)
        seed = int(rng.next64() & 0xFFFFFFFF)
        res = []
        for i in (0, 1):
            g = det.clone()
            g.answer(i)
            res.append(play_out(g, "ygo-heuristic", seed, 5000)[dec.seat])
        diffs.append(res[1] - res[0])
    kw: dict[str, Any] = {"batch": 6, "min_rollouts": 6, "max_rollouts": 6}
    a = measure_gap(game, 0, 1, Rng(4), "ygo-heuristic", **kw)
    b = measure_gap(game, 0, 1, Rng(4), "ygo-heuristic", world="redeal", continuation=None,
                    **kw)
    assert a == b and a.gap == pytest.approx(float(np.mean(diffs)), abs=1e-12)


class _Recorder:
    """A bot that plays option 0 and records the seats it was asked for."""

    def __init__(self) -> None:
        self.seats: list[int] = []

    def choose(self, game: Game, decision: Decision) -> int:
        self.seats.append(decision.seat)
        return 0


def test_an_on_policy_rollout_asks_the_learners_bot_at_the_learners_seat_only() -> None:
    """``play_out_with``: the seats in ``bots`` are answered by those bots, the others by
    the heuristic; with no bots it is ``play_out`` (same rewards)."""
    game = _ygo_at_choice(9)
    dec = game.pending()
    assert dec is not None
    rec = _Recorder()
    play_out_with(game.clone(), {dec.seat: rec}, "ygo-heuristic", 3, 5000)
    assert rec.seats and set(rec.seats) == {dec.seat}
    assert play_out_with(game.clone(), {}, "ygo-heuristic", 3, 5000) == \
        play_out(game.clone(), "ygo-heuristic", 3, 5000)


def test_measure_gap_continues_with_the_policy_at_the_learners_seat(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """``continuation=policy``: every rollout's learner seat (the acting seat by default,
    or ``learner_seats``) gets that policy's bot, seeded with the pair's bot seed (the same
    for both members of a pair)."""
    game = _ygo_at_choice(9)
    dec = game.pending()
    assert dec is not None
    p = _value_policy()
    calls: list[tuple[Any, ...]] = []
    real = rollout_labels.learner_bots

    def spy(policy: Any, g: Game, seats: Any, bot_seed: int) -> dict[int, Any]:
        calls.append((policy, tuple(seats), bot_seed))
        return real(policy, g, seats, bot_seed)

    monkeypatch.setattr(rollout_labels, "learner_bots", spy)
    measure_gap(game, 0, 1, Rng(2), "ygo-heuristic", batch=2, min_rollouts=2,
                max_rollouts=2, world="true", continuation=p)
    assert len(calls) == 4 and all(c[0] is p and c[1] == (dec.seat,) for c in calls)
    assert calls[0][2] == calls[1][2] != calls[2][2] == calls[3][2]
    calls.clear()
    measure_gap(game, 0, 1, Rng(2), "ygo-heuristic", batch=1, min_rollouts=1,
                max_rollouts=1, continuation=p, learner_seats=(0, 1))
    assert [c[1] for c in calls] == [(0, 1), (0, 1)]


def _value_policy() -> Any:
    from cardtable.rl.adapters import adapter_for
    from cardtable.rl.ppo import policy_meta

    enc = adapter_for("ygo-duel").encoder()
    p = init_policy(enc.obs_size, enc.option_size + 1, 16, 8, seed=4, advice_weight=0.0)
    p.meta = policy_meta("ygo-duel", enc.obs_size, enc.option_size, enc.max_options,
                         "ygo-heuristic")
    p.wb[-1] = 0.3
    return p


def test_round_directories_name_non_default_labels(tmp_path: Path) -> None:
    """Labels of another world or continuation never share a chunk directory with the
    default ones."""
    assert round_directory(tmp_path, 3) == tmp_path / "refine-3"
    assert round_directory(tmp_path, 3, "true") == tmp_path / "refine-3-true"
    assert round_directory(tmp_path, 3, "true", "policy") == tmp_path / "refine-3-true-policy"
    assert round_directory(tmp_path, 1, rollout="policy") == tmp_path / "refine-policy"


def test_train_cli_true_world_on_policy_round(tmp_path: Path) -> None:
    """``--label-world true --label-rollout policy --refine-min-rollouts 2``: chunks in
    ``refine-2-true-policy`` whose settings name both, the meta records them, the command
    reproduces its weights; an unknown world, or the options without a refinement round,
    are refused with a message (exit 2)."""
    import json

    from typer.testing import CliRunner

    from cardtable.cli.train import app
    from cardtable.rl.policy import load

    init = tmp_path / "init.npz"
    save(_value_policy(), init)
    labels = tmp_path / "labels"
    args = ["ygo-duel", "--init", str(init), "--labels", str(labels), "--bc-epochs", "1",
            "--steps", "0", "--json", "--label-fit", "values", "--refine-games", "1",
            "--refine-round", "2", "--refine-threshold", "-10", "--refine-rollouts", "2",
            "--refine-min-rollouts", "2", "--label-world", "true", "--label-rollout",
            "policy", "--seed", "1"]
    w1, w2 = tmp_path / "a.npz", tmp_path / "b.npz"
    for w in (w1, w2):
        res = CliRunner().invoke(app, [*args, "--out", str(w)])
        assert res.exit_code == 0, res.output
    where = labels / "refine-2-true-policy"
    assert (where / "chunk-00000-00001.npz").is_file()
    settings = json.loads((where / "labels.json").read_text())
    assert settings["world"] == "true" and settings["rollout"] == "policy"
    a, b = load(w1), load(w2)
    assert all(np.array_equal(x, y) for x, y in zip(a.arrays().values(), b.arrays().values(),
                                                    strict=True))
    (rnd,) = a.meta["refine_rounds"]
    assert (rnd["world"], rnd["rollout"], rnd["min_rollouts"]) == ("true", "policy", 2)
    bad = CliRunner().invoke(app, [*args[:-4], "--label-world", "oracle", "--out",
                                   str(tmp_path / "c.npz")])
    assert bad.exit_code == 2 and "--label-world" in bad.output
    bad = CliRunner().invoke(app, ["ygo-duel", "--label-fit", "values", "--steps", "0",
                                   "--label-world", "true"])
    assert bad.exit_code == 2 and "--refine-round" in bad.output
