"""The one seeded random number generator a game keeps in its state.

xorshift64* on a Python int: cloning is copying a few integers, and the stream is identical on
every platform and Python version, so the order of draws is part of the replay format.

Two ways to compute the same stream: on a 64-bit Python int (the interpreted build: fewest
bytecodes), and on the state's two 32-bit halves (the compiled build). There the halves are
mypyc native ``i64`` integers and the output multiplier is applied in 16-bit limbs, so every
intermediate value stays below 2**53 and each draw is plain C arithmetic: as tagged Python ints
the products of 32-bit factors went through heap-allocated ints (mypyc multiplies in C only
when both factors are below 2**30), ≈ 4,000 instructions a draw (docs/performance.md, "Session
8"). :data:`SPLIT` chooses; each instance keeps both representations of its state in step from
the constructor on, and each path updates only its own, so a build never mixes them.
``tests/core/test_core_rng.py`` plays both paths side by side on the interpreted build.
"""

from __future__ import annotations

from collections.abc import MutableSequence, Sequence
from typing import TYPE_CHECKING, Final, TypeVar

if TYPE_CHECKING:  # a type only: nothing is imported at run time, on either build
    from mypy_extensions import i64

T = TypeVar("T")

_MASK: Final = (1 << 64) - 1
_M32: Final = 0xFFFFFFFF
#: xorshift64*'s output multiplier
_MUL: Final = 0x2545F4914F6CDD1D

#: True on the compiled build (the module is an extension, not a .py file): the state is
#: stepped as two 32-bit halves.
SPLIT: Final = not __file__.endswith(".py")


def _mix(seed: int) -> int:
    """splitmix64 finaliser: turns any seed (even 0) into a good non-zero state."""
    z = (seed + 0x9E3779B97F4A7C15) & _MASK
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    z ^= z >> 31
    return z or 0x2545F4914F6CDD1D


#: ``_mix(0)``: the state of ``Rng()``, which every :meth:`Rng.clone` builds before copying
_MIX0: Final = _mix(0)


class Rng:
    """Deterministic RNG. All randomness of a game must come from its ``Rng``.

    >>> a, b = Rng(7), Rng(7)
    >>> [a.below(100) for _ in range(3)] == [b.below(100) for _ in range(3)]
    True
    """

    __slots__ = ("hi", "lo", "s64")
    #: the split halves are native 64-bit integers on the compiled build (mypyc's ``i64``:
    #: plain C arithmetic, no tagged-int checks); plain ints when interpreted
    hi: i64
    lo: i64

    def __init__(self, seed: int = 0) -> None:
        s = _MIX0 if seed == 0 else _mix(seed & _MASK)
        #: the 64-bit state (interpreted path)
        self.s64 = s
        #: the same state's high and low 32 bits (compiled path)
        self.hi = s >> 32
        self.lo = s & _M32

    @property
    def state(self) -> int:
        """The 64-bit state (the stream's position)."""
        return (int(self.hi) << 32) | int(self.lo) if SPLIT else self.s64

    def __reduce__(self) -> tuple[object, ...]:
        """Pickle as the 64-bit state (the same on both builds)."""
        return (_at_state, (self.state,))

    def next64(self) -> int:
        """The next 64-bit value of the stream."""
        if SPLIT:
            hi, lo = self.split_next()
            return (hi << 32) | lo
        x = self.s64
        x ^= x >> 12
        x ^= (x << 25) & _MASK
        x ^= x >> 27
        self.s64 = x
        return (x * _MUL) & _MASK

    def split_next(self) -> tuple[int, int]:
        """The next 64-bit value as its high and low 32 bits, computed on the state's halves
        (no intermediate value reaches 2**52)."""
        hi: i64 = self.hi
        lo: i64 = self.lo
        # x ^= x >> 12
        lo ^= ((hi << 20) | (lo >> 12)) & _M32
        hi ^= hi >> 12
        # x ^= (x << 25) mod 2**64
        hi ^= ((hi << 25) | (lo >> 7)) & _M32
        lo ^= (lo << 25) & _M32
        # x ^= x >> 27
        lo ^= ((hi << 5) | (lo >> 27)) & _M32
        hi ^= hi >> 27
        self.hi = hi
        self.lo = lo
        # x * _MUL mod 2**64 from 16-bit limbs of both factors (0x2545F491_4F6CDD1D): no
        # product or sum reaches 2**53, so the i64 arithmetic never overflows
        x0: i64 = lo & 0xFFFF
        x1: i64 = lo >> 16
        x2: i64 = hi & 0xFFFF
        c1: i64 = x0 * 0x4F6C + x1 * 0xDD1D
        t: i64 = x0 * 0xDD1D + ((c1 & 0xFFFF) << 16)
        return (((t >> 32) + (c1 >> 16) + x0 * 0xF491 + x1 * 0x4F6C + x2 * 0xDD1D
                 + (((x0 * 0x2545 + x1 * 0xF491 + x2 * 0x4F6C + (hi >> 16) * 0xDD1D) & 0xFFFF)
                    << 16)) & _M32, t & _M32)

    def split_below(self, n: int) -> int:
        """:meth:`below` on the split path: ``(hi * 2**32 + lo) % n`` without forming it."""
        hi, lo = self.split_next()
        if n < 0x40000000:
            m: i64 = n
            return ((hi % m) * (0x100000000 % m) + lo) % m
        return ((hi << 32) | lo) % n

    def below(self, n: int) -> int:
        """A uniform integer in ``[0, n)``; ``n`` must be positive."""
        if n <= 0:
            raise ValueError(f"Rng.below needs n > 0, got {n}")
        if SPLIT:
            return self.split_below(n)
        x = self.s64  # next64(), inlined: the hottest call of random play
        x ^= x >> 12
        x ^= (x << 25) & _MASK
        x ^= x >> 27
        self.s64 = x
        return ((x * _MUL) & _MASK) % n

    def choice(self, seq: Sequence[T]) -> T:
        """A uniform element of a non-empty sequence."""
        return seq[self.below(len(seq))]

    def shuffle(self, seq: MutableSequence[T]) -> None:
        """Fisher–Yates shuffle in place."""
        if SPLIT:
            for i in range(len(seq) - 1, 0, -1):
                j = self.split_below(i + 1)
                seq[i], seq[j] = seq[j], seq[i]
            return
        x = self.s64
        for i in range(len(seq) - 1, 0, -1):
            x ^= x >> 12  # next64(), inlined
            x ^= (x << 25) & _MASK
            x ^= x >> 27
            j = ((x * _MUL) & _MASK) % (i + 1)
            seq[i], seq[j] = seq[j], seq[i]
        self.s64 = x

    def clone(self) -> Rng:
        """An independent copy that will produce the same stream."""
        r = Rng()  # not Rng.__new__(Rng): compiled, that runs __init__ too
        r.s64 = self.s64
        r.hi = self.hi
        r.lo = self.lo
        return r


def _at_state(state: int) -> Rng:
    """An ``Rng`` at the 64-bit ``state`` (unpickling)."""
    r = Rng()
    r.s64 = state
    r.hi = state >> 32
    r.lo = state & _M32
    return r
