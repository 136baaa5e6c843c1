"""``Encoder.encode`` hands out fresh, writable arrays on every path (docs/rl.md, "Observation").

Since session 6 the fast paths build each array over one ``bytearray`` of its final contents
(``Encoder.view_bytes``/``option_rows``) instead of filling zeroed arrays: a learner may still
write into what it got (normalise in place, build a batch) without changing a later
observation, and two calls never share memory.
"""

from __future__ import annotations

import numpy as np
import pytest

from cardtable.rl import make_env

GAMES = ["ygo-duel", "sgs-3v3", "sgs-identity"]


@pytest.mark.parametrize("want_view", [False, True])
@pytest.mark.parametrize("name", GAMES)
def test_arrays_are_fresh_and_writable(name: str, want_view: bool) -> None:
    env = make_env(name)
    env.reset(seed=4)
    enc = env.encoder
    game = env.game
    rng = np.random.default_rng(1)
    for _ in range(30):  # past the draft / opening questions
        q = game.question()
        assert q is not None
        game.answer_index(int(rng.integers(len(q.forms))))
    q = game.question()
    assert q is not None
    first = enc.encode(game, q.seat, want_view=want_view)[:3]
    kept = [a.copy() for a in first]
    for a in first:
        assert a.flags.writeable and a.flags.c_contiguous
        a[...] = 7  # a learner writing into its observation
    second = enc.encode(game, q.seat, want_view=want_view)[:3]
    for a, b, k in zip(first, second, kept, strict=True):
        assert not np.shares_memory(a, b)
        assert np.array_equal(b, k)  # the later observation is the untouched one
    assert second[0].dtype == np.float32 and second[1].dtype == np.float32
    assert second[2].dtype == np.int8
    assert second[1].shape == (enc.max_options, enc.option_size)
    n = min(len(q.forms), enc.max_options)
    assert second[2].tolist() == [1] * n + [0] * (enc.max_options - n)
    assert not second[1][n:].any()  # rows past the legal options are zero
