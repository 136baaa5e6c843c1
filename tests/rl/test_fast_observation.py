"""The engines' cheap observation accessors (``cardtable.ygo.observe``, ``cardtable.sgs.observe``)
give exactly the tensors the view-based encoding gives, and leak nothing hidden."""

from __future__ import annotations

import numpy as np
import pytest

from cardtable.core.rng import Rng
from cardtable.rl import make_env

GAMES = ["ygo-duel", "sgs-3v3", "sgs-identity"]


@pytest.mark.parametrize("name", GAMES)
def test_fast_path_equals_view_path_for_every_seat(name: str) -> None:
    env = make_env(name)
    env.reset(seed=5)
    enc = env.encoder
    rng = np.random.default_rng(3)
    fast_used = 0
    for _ in range(400):
        game = env.game
        dec = game.pending()
        if dec is None:
            break
        for seat in range(game.num_seats):
            out = np.zeros(enc.obs_size, dtype=np.float32)
            fast_used += enc.encode_fast(game, seat, out[32:])
            a = enc.encode(game, seat, want_view=False)
            b = enc.encode(game, seat, want_view=True)
            for x, y in zip(a[:3], b[:3], strict=True):
                assert np.array_equal(x, y), (name, seat)
        game.answer(int(rng.integers(len(dec.options))))
    assert fast_used > 0


@pytest.mark.parametrize("name", GAMES)
def test_fast_path_equal_on_determinized_copy(name: str) -> None:
    """Hidden cards re-dealt: the fast tensors of the seat to act do not change."""
    env = make_env(name)
    env.reset(seed=2)
    rng = np.random.default_rng(0)
    checked = 0
    for _ in range(300):
        game = env.game
        dec = game.pending()
        if dec is None:
            break
        if _ % 25 == 24:
            try:
                other = game.determinize(dec.seat, Rng(77 + _))
            except Exception:  # a documented refusal (DeterminizeError)
                other = None
            if other is not None:
                a = env.encoder.encode(game, dec.seat, want_view=False)
                b = env.encoder.encode(other, dec.seat, want_view=False)
                for x, y in zip(a[:3], b[:3], strict=True):
                    assert np.array_equal(x, y)
                checked += 1
        game.answer(int(rng.integers(len(dec.options))))
    assert checked > 0


@pytest.mark.parametrize("pair", [("goat-control-2005", "warrior-aggro-goat"),
                                  ("chaos-turbo-goat", "drain-burn-goat")])
def test_fast_path_equals_view_path_with_goat_decks(pair: tuple[str, str]) -> None:
    """The YGO encoder reuses a card's row while what it was made from is unchanged (session 7,
    docs/performance.md "RL env steps, round 5"): with Goat decks — counters, equips, stat
    changes, position changes, the 8000 LP profile — the reused rows still equal the view path
    at every decision, for both seats, over whole games."""
    from cardtable.ygo.bench import bench_setup

    checked = 0
    for seed in (5, 6, 7):
        env = make_env("ygo-duel", bench_setup("goat", pair))
        env.reset(seed=seed)
        enc = env.encoder
        rng = np.random.default_rng(seed)
        for _ in range(2000):
            game = env.game
            dec = game.pending()
            if dec is None:
                break
            for seat in range(game.num_seats):
                out = np.zeros(enc.obs_size, dtype=np.float32)
                assert enc.encode_fast(game, seat, out[32:])
                a = enc.encode(game, seat, want_view=False)
                b = enc.encode(game, seat, want_view=True)
                for x, y in zip(a[:3], b[:3], strict=True):
                    assert np.array_equal(x, y), (pair, seed, seat)
                checked += 1
            game.answer(int(rng.integers(len(dec.options))))
    assert checked > 300
