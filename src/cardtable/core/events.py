"""The event log, redacted per seat at the source.

Each event has a ``kind``, a ``public`` payload everybody may see, and optional ``private``
payloads keyed by seat (e.g. the card a player drew). A seat's log is the public payloads merged
with that seat's own private payloads; the spectator sees only public payloads.
"""

from __future__ import annotations

from typing import Any, Final

SPECTATOR: Final = -1


class Event:
    """One thing that happened. ``private`` maps a seat to the extra facts only it may see.

    Never changed once built (nothing assigns its fields). A slotted class with a plain
    ``__init__``, not a frozen dataclass: a Sanguosha game logs ~430 events, and a frozen
    dataclass's ``__init__`` sets each field through ``object.__setattr__`` (≈ 3× the cost;
    docs/performance.md, "Session 5"). It is in the compiled build's hot set, so it pickles
    through :meth:`__reduce__` (a compiled class has no default reduction)."""

    __slots__ = ("kind", "private", "public")

    def __init__(self, kind: str, public: dict[str, Any],
                 private: dict[int, dict[str, Any]] | None = None) -> None:
        self.kind = kind
        self.public = public
        self.private = private

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickle as a constructor call."""
        return (Event, (self.kind, self.public, self.private))

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Event):
            return NotImplemented
        return (self.kind == other.kind and self.public == other.public
                and self.private == other.private)

    def __repr__(self) -> str:
        return f"Event(kind={self.kind!r}, public={self.public!r}, private={self.private!r})"

    def for_seat(self, seat: int) -> dict[str, Any]:
        """The event as ``seat`` may see it (``SPECTATOR`` = -1 sees only public facts)."""
        out: dict[str, Any] = {"kind": self.kind, **self.public}
        if self.private is not None and seat in self.private:
            out.update(self.private[seat])
        return out


def log_for_seat(log: list[Event], seat: int, since: int = 0) -> list[dict[str, Any]]:
    """The events from index ``since`` on, as ``seat`` may see them."""
    return [e.for_seat(seat) for e in log[since:]]
