"""The last K public events of a game as a fixed tensor (the "history" of an observation).

Every cardtable game keeps one event log; each event exists for every seat, redacted to what
that seat may see (:meth:`cardtable.core.events.Event.for_seat`). :func:`encode_history` writes
the last ``k`` events as seen by ``seat`` into ``k`` rows of :data:`EVENT_F` floats, newest
first (row 0 = the latest event; rows past the start of the game stay zero):

=======  ====  ===============================================================
offset   size  content
=======  ====  ===============================================================
0        1     1 (an event is present)
1        16    event kind: two stable-hashed positions (``draw``, ``use``, ``chain``...)
17       14    feature-hashed payload: ``key=value`` for scalars, ``key#`` counting list
               items and ``key[]=value`` for their scalars (redacted: hidden card ids and
               names never reach a seat that may not see them)
31       1     1 when the event says ``seat``/``player``/``src`` = the observing seat
=======  ====  ===============================================================

K is a setting of the environments (``history=K``, ygo-agent keeps 16); 0 turns it off.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import numpy as np

from cardtable.core.game import Game
from cardtable.rl.encoding import F32, stable_bucket, token_slots

EVENT_F = 32
DEFAULT_HISTORY = 16
_ACTOR_KEYS = ("seat", "player", "src")


def history_size(k: int) -> int:
    """Floats taken by a history of ``k`` events."""
    return k * EVENT_F


def _hash_payload(payload: Mapping[str, Any], row: list[float]) -> None:
    for key, v in payload.items():
        if isinstance(v, (list, tuple)):
            row[17 + stable_bucket(f"{key}#", 14)] += len(v) / 10.0
            for x in v[:16]:
                if isinstance(x, (bool, int, float, str)):
                    row[17 + stable_bucket(f"{key}[]={x}", 14)] += 1.0
        elif isinstance(v, (bool, int, float, str)):
            row[17 + stable_bucket(f"{key}={v}", 14)] += 1.0


def encode_history(game: Game, seat: int, k: int, out: F32) -> None:
    """Write the last ``k`` events of ``game`` as ``seat`` sees them into
    ``out[:history_size(k)]`` (see the module docstring)."""
    if k <= 0:
        return
    log = game.log
    recent = log[-k:]
    b = [0.0] * (k * EVENT_F)
    for i, ev in enumerate(reversed(recent)):
        seen = ev.for_seat(seat)
        a = i * EVENT_F
        row = [0.0] * EVENT_F
        row[0] = 1.0
        for j in token_slots(str(seen.get("kind", "?")), 16):
            row[1 + j] = 1.0
        payload = {x: y for x, y in seen.items() if x != "kind"}
        _hash_payload(payload, row)
        row[31] = float(any(payload.get(x) == seat for x in _ACTOR_KEYS))
        b[a : a + EVENT_F] = row
    out[: len(b)] = np.asarray(b, dtype=np.float32)
