"""The one seeded random number generator a game keeps in its state.

xorshift64* on a Python int: cloning is copying one integer, and the stream is identical on
every platform and Python version, so the order of draws is part of the replay format.
"""

from __future__ import annotations

from collections.abc import MutableSequence, Sequence
from typing import TypeVar

T = TypeVar("T")

_MASK = (1 << 64) - 1


def _mix(seed: int) -> int:
    """splitmix64 finaliser: turns any seed (even 0) into a good non-zero state."""
    z = (seed + 0x9E3779B97F4A7C15) & _MASK
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    z ^= z >> 31
    return z or 0x2545F4914F6CDD1D


class Rng:
    """Deterministic RNG. All randomness of a game must come from its ``Rng``.

    >>> a, b = Rng(7), Rng(7)
    >>> [a.below(100) for _ in range(3)] == [b.below(100) for _ in range(3)]
    True
    """

    __slots__ = ("state",)

    def __init__(self, seed: int = 0) -> None:
        self.state = _mix(seed & _MASK)

    def next64(self) -> int:
        """The next 64-bit value of the stream."""
        x = self.state
        x ^= x >> 12
        x ^= (x << 25) & _MASK
        x ^= x >> 27
        self.state = x
        return (x * 0x2545F4914F6CDD1D) & _MASK

    def below(self, n: int) -> int:
        """A uniform integer in ``[0, n)``; ``n`` must be positive."""
        if n <= 0:
            raise ValueError(f"Rng.below needs n > 0, got {n}")
        x = self.state  # next64(), inlined: the hottest call of random play
        x ^= x >> 12
        x ^= (x << 25) & _MASK
        x ^= x >> 27
        self.state = x
        return ((x * 0x2545F4914F6CDD1D) & _MASK) % n

    def choice(self, seq: Sequence[T]) -> T:
        """A uniform element of a non-empty sequence."""
        return seq[self.below(len(seq))]

    def shuffle(self, seq: MutableSequence[T]) -> None:
        """Fisher–Yates shuffle in place."""
        for i in range(len(seq) - 1, 0, -1):
            j = self.next64() % (i + 1)
            seq[i], seq[j] = seq[j], seq[i]

    def clone(self) -> Rng:
        """An independent copy that will produce the same stream."""
        r = Rng()  # not Rng.__new__(Rng): compiled, that runs __init__ too
        r.state = self.state
        return r
