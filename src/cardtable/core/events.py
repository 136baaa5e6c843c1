"""The event log, redacted per seat at the source.

Each event has a ``kind``, a ``public`` payload everybody may see, and optional ``private``
payloads keyed by seat (e.g. the card a player drew). A seat's log is the public payloads merged
with that seat's own private payloads; the spectator sees only public payloads.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

SPECTATOR = -1


@dataclass(frozen=True, slots=True)
class Event:
    """One thing that happened. ``private`` maps a seat to the extra facts only it may see."""

    kind: str
    public: dict[str, Any]
    private: dict[int, dict[str, Any]] | None = None

    def for_seat(self, seat: int) -> dict[str, Any]:
        """The event as ``seat`` may see it (``SPECTATOR`` = -1 sees only public facts)."""
        out: dict[str, Any] = {"kind": self.kind, **self.public}
        if self.private is not None and seat in self.private:
            out.update(self.private[seat])
        return out


def log_for_seat(log: list[Event], seat: int, since: int = 0) -> list[dict[str, Any]]:
    """The events from index ``since`` on, as ``seat`` may see them."""
    return [e.for_seat(seat) for e in log[since:]]
