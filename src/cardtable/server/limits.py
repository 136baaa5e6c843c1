"""The server's quotas, throttles and clean-up schedule, in one place (see docs/server.md).

Every limit a client can run into is a field of :class:`Limits`; a server is built with the
defaults, tests build one with their own. Time-based limits read an injected clock (a
``Callable[[], float]`` returning seconds), never the wall clock directly, so they can be tested
without waiting.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Mapping
from dataclasses import dataclass, fields, replace
from typing import Any


@dataclass(frozen=True, slots=True)
class Limits:
    """Quotas and schedules of one server."""

    rooms_per_user: int = 3  # open (waiting or playing) rooms an account may own
    guests_per_address: int = 60  # guest accounts one address may create per guest_window
    guest_window: float = 3600.0
    signups_per_address: int = 30  # accounts one address may create per guest_window
    decks_per_user: int = 100  # saved decks per account
    deck_chars: int = 20_000  # largest saved deck (.ydk text)
    chat_lines: int = 5  # chat lines per account and room per chat_window
    chat_window: float = 10.0
    session_ttl: float = 30 * 86400.0  # a session token expires this long after login
    login_free: int = 3  # failed logins before delays start (per account and per address)
    login_base_delay: float = 1.0  # first delay, doubled at every further failure
    login_max_delay: float = 900.0
    login_forget: float = 3600.0  # failures older than this are forgotten
    idle_waiting: float = 3600.0  # a waiting room nobody touched for this long closes
    finished_linger: float = 600.0  # a finished room stays listed this long
    abandoned_after: float = 1800.0  # a playing room with no human connected and no move
    #                                  for this long is closed (its game kept as abandoned)
    sweep_every: float = 60.0  # how often the clean-up runs
    min_turn_seconds: float = 10.0  # a public room's turn timer is at least this (never off)


def limits_from(data: Any, where: str = "limits") -> Limits:
    """:class:`Limits` from an operator's mapping (``cardtable serve --limits FILE``): every key a
    field of :class:`Limits`, every value a non-negative number (whole for the counts); the
    fields it does not name keep their defaults. Raises ``ValueError`` naming the bad key."""
    if not isinstance(data, Mapping):
        raise ValueError(f"{where}: expected a mapping of limit names to numbers")
    known = {f.name: f for f in fields(Limits)}
    changes: dict[str, Any] = {}
    for key, value in data.items():
        f = known.get(str(key))
        if f is None:
            raise ValueError(f"{where}: unknown limit {key!r} (known: {', '.join(sorted(known))})")
        whole = f.type in ("int", int)
        if isinstance(value, bool) or not isinstance(value, int | float) or value < 0 or (
                whole and not isinstance(value, int)):
            kind = "a whole number" if whole else "a number"
            raise ValueError(f"{where}: {key} must be {kind} >= 0, got {value!r}")
        changes[str(key)] = int(value) if whole else float(value)
    return replace(Limits(), **changes)


class RateWindow:
    """At most ``limit`` events per ``window`` seconds per key (a sliding window)."""

    def __init__(self, limit: int, window: float, clock: Callable[[], float]) -> None:
        self.limit = limit
        self.window = window
        self.clock = clock
        self._hits: dict[object, deque[float]] = {}

    def allow(self, key: object) -> bool:
        """Count one event for ``key``; False (not counted) when it is over the limit."""
        now = self.clock()
        q = self._hits.setdefault(key, deque())
        while q and now - q[0] >= self.window:
            q.popleft()
        if len(q) >= self.limit:
            return False
        q.append(now)
        return True

    def forget_idle(self) -> None:
        """Drop keys with no event inside the window (keeps the table small)."""
        now = self.clock()
        for key in [k for k, q in self._hits.items() if not q or now - q[-1] >= self.window]:
            del self._hits[key]
