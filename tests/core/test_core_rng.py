"""The RNG contract: one seeded stream per game, identical on every run, cloneable."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from cardtable.core.rng import Rng


def test_same_seed_same_stream() -> None:
    a, b = Rng(42), Rng(42)
    assert [a.next64() for _ in range(50)] == [b.next64() for _ in range(50)]


def test_different_seeds_differ() -> None:
    assert [Rng(1).next64() for _ in range(3)] != [Rng(2).next64() for _ in range(3)]


def test_known_values_are_stable() -> None:
    # The stream is part of the replay format: these numbers must never change.
    r = Rng(0)
    assert [r.below(1000) for _ in range(5)] == [48, 725, 193, 820, 46]
    r = Rng(12345)
    assert [r.next64() for _ in range(2)] == [5183077046498735836, 3805546223250818746]


def test_clone_is_independent_and_continues_identically() -> None:
    a = Rng(5)
    a.next64()
    b = a.clone()
    assert [a.below(10) for _ in range(20)] == [b.below(10) for _ in range(20)]
    a.next64()
    assert a.state != b.state


def test_below_rejects_non_positive() -> None:
    with pytest.raises(ValueError, match="n > 0"):
        Rng(1).below(0)


def test_choice_and_shuffle() -> None:
    r = Rng(3)
    items = list(range(20))
    r.shuffle(items)
    assert sorted(items) == list(range(20))
    assert items != list(range(20))
    assert r.choice(["x"]) == "x"


@given(st.integers(min_value=-(2**70), max_value=2**70), st.integers(min_value=1, max_value=10**9))
def test_below_in_range_for_any_seed(seed: int, n: int) -> None:
    r = Rng(seed)
    assert all(0 <= r.below(n) < n for _ in range(5))


@given(st.integers(min_value=0, max_value=2**64), st.lists(st.integers(), max_size=30))
def test_shuffle_is_a_deterministic_permutation(seed: int, items: list[int]) -> None:
    a, b = list(items), list(items)
    Rng(seed).shuffle(a)
    Rng(seed).shuffle(b)
    assert a == b
    assert sorted(a) == sorted(items)


def _xorshift64star(state: int, k: int) -> list[int]:
    """The reference: xorshift64* (shifts 12, 25, 27; multiplier 0x2545F4914F6CDD1D) on a
    Python int, k outputs from ``state``."""
    mask = (1 << 64) - 1
    out = []
    for _ in range(k):
        state ^= state >> 12
        state ^= (state << 25) & mask
        state ^= state >> 27
        out.append((state * 0x2545F4914F6CDD1D) & mask)
    return out


@given(st.integers(min_value=0, max_value=2**64 - 1))
def test_both_paths_compute_the_reference_stream(seed: int) -> None:
    """The 64-bit path (interpreted build) and the 32-bit halves path (compiled build) give
    xorshift64*'s stream, whichever build runs: ``split_next`` is called directly here."""
    want = _xorshift64star(Rng(seed).state, 40)
    a, b = Rng(seed), Rng(seed)
    assert [a.next64() for _ in range(40)] == want
    got = [b.split_next() for _ in range(40)]
    assert [(hi << 32) | lo for hi, lo in got] == want


@given(st.integers(min_value=0, max_value=2**64 - 1),
       st.sampled_from([1, 2, 3, 7, 106, 107, 1000, 2**30 - 1, 2**30, 2**31 + 11, 2**64 + 3]))
def test_split_below_is_the_stream_modulo_n(seed: int, n: int) -> None:
    """``below(n)`` is the next output modulo ``n`` on both paths, below and above the split
    path's 2**30 bound."""
    want = [v % n for v in _xorshift64star(Rng(seed).state, 10)]
    a, b = Rng(seed), Rng(seed)
    assert [a.below(n) for _ in range(10)] == want
    assert [b.split_below(n) for _ in range(10)] == want


def test_shuffle_follows_the_stream_and_pickles_keep_the_position() -> None:
    """Fisher–Yates with j = next output mod (i + 1); a pickled Rng continues the stream."""
    import pickle

    r = Rng(99)
    outs = iter(_xorshift64star(r.state, 30))
    want = list(range(31))
    for i in range(30, 0, -1):
        j = next(outs) % (i + 1)
        want[i], want[j] = want[j], want[i]
    items = list(range(31))
    r.shuffle(items)
    assert items == want
    back = pickle.loads(pickle.dumps(r))
    assert back.state == r.state
    assert [back.below(50) for _ in range(5)] == [r.below(50) for _ in range(5)]
