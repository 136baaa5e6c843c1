"""Per-episode variety for the environments: who goes first, which seat gets which deck, and
decks drawn from a pool.

With fixed setups, seat 0 always goes first with the same deck (in round 1 a random policy won
21% as seat 0 of ``ygo-duel``): a learner then learns one seat of one matchup. An env built
with ``variety=True`` calls :func:`vary` before every episode, with the env's own seeded
stream, so episodes stay reproducible from the env seed:

* ``ygo-duel`` — ``first`` drawn 0/1; the two decks swap seats half the time; with a
  ``deck_pool`` (preset deck names), both decks are drawn from it (with replacement).
* ``sgs-3v3``, ``sgs-identity`` and other games — unchanged: the 3v3 colours are drawn face
  down from the game seed and the cool commander decides which side acts first (a decision of
  the game); identity roles are dealt at random. A setup with fixed ``generals`` keeps its
  ``first_side``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from cardtable.core.rng import Rng


def vary(
    game_id: str,
    engine_id: str,
    setup: dict[str, Any],
    rng: Rng,
    deck_pool: Sequence[str] = (),
) -> dict[str, Any]:
    """A copy of ``setup`` with this episode's first player, seat↔deck assignment and pool
    decks (see the module docstring)."""
    out = dict(setup)
    if engine_id == "ygo":
        decks = list(out.get("decks") or ())
        if deck_pool:
            from cardtable.ygo.game import preset_deck

            decks = [preset_deck(rng.choice(list(deck_pool))) for _ in range(2)]
        if len(decks) == 2 and rng.below(2):
            decks.reverse()
        if decks:
            out["decks"] = decks
        out["first"] = rng.below(2)
    return out
