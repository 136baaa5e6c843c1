"""Shared event-log entries for the turn structure (a third of a duel's log).

A log entry is ``(kind, public, private)`` and a logged payload is never changed afterwards (the
kernel's :class:`~cardtable.core.events.Event` copies it for each seat), so an entry that depends
only on a few small numbers — a phase change, a turn's start or end, the end of a chain — is
built once per process and the same tuple is appended by every duel that logs it. Building a
fresh dict for each of the ~340 such events of a bench duel cost ~2% of it. The entries are
exactly what was logged before (same keys in the same order), so logs, views and replays do
not change.
"""

from __future__ import annotations

from typing import Any

from cardtable.ygo.state import PHASE_NAMES

Entry = tuple[str, dict[str, Any], None]

#: ``(turn << 4) | (player << 3) | phase`` -> the "phase" entry
PHASE_EVENTS: dict[int, Entry] = {}
#: ``(turn << 1) | player`` -> the "turn" entry
TURN_EVENTS: dict[int, Entry] = {}
#: turn -> the "turn_end" entry
TURN_END_EVENTS: dict[int, Entry] = {}
#: the "chain_end" entry (no payload)
CHAIN_END: Entry = ("chain_end", {}, None)


def phase_event(ph: int, turn: int, player: int) -> Entry:
    """The "phase" entry (``PHASE_EVENTS.get((turn << 4) | (player << 3) | ph)`` first)."""
    ev: Entry = ("phase", {"phase": PHASE_NAMES[ph], "turn": turn, "player": player}, None)
    if 0 <= player <= 1 and 0 <= ph < 8:
        PHASE_EVENTS[(turn << 4) | (player << 3) | ph] = ev
    return ev


def turn_event(turn: int, player: int) -> Entry:
    """The "turn" entry (``TURN_EVENTS.get((turn << 1) | player)`` first)."""
    ev: Entry = ("turn", {"turn": turn, "player": player}, None)
    if 0 <= player <= 1:
        TURN_EVENTS[(turn << 1) | player] = ev
    return ev


def turn_end_event(turn: int) -> Entry:
    """The "turn_end" entry (``TURN_END_EVENTS.get(turn)`` first)."""
    ev: Entry = ("turn_end", {"turn": turn}, None)
    TURN_END_EVENTS[turn] = ev
    return ev
