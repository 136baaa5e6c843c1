"""Per-seat rewards from a game result: +1 for every seat in ``winners``, -1 for the others,
0 for everybody on a draw or truncation.

Engines list every seat of the winning side in ``Result.winners`` (both teammates' seats in
3v3, every loyalist with the lord in identity), so a team reward needs nothing more.
"""

from __future__ import annotations

from cardtable.core.game import Result


def seat_rewards(result: Result | None, num_seats: int) -> list[float]:
    """Rewards for seats ``0..num_seats-1`` (all 0.0 while there is no result)."""
    if result is None or not result.winners:
        return [0.0] * num_seats
    won = set(result.winners)
    return [1.0 if s in won else -1.0 for s in range(num_seats)]
