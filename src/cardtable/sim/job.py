"""One game of a batch: a picklable job in, a picklable record out; never raises.

Game ``i`` of a batch with base seed ``S`` uses seed ``S + i``; the bot of each seat is seeded
from that game seed and the seat, so a record depends only on its job, whatever the backend.
"""

from __future__ import annotations

import time
import traceback
from dataclasses import dataclass, field
from typing import Any

from cardtable.bots.base import Bot, make_bot
from cardtable.core.errors import SetupError
from cardtable.sim.loading import ensure_game, import_modules

DEFAULT_MAX_DECISIONS = 200_000


@dataclass(frozen=True, slots=True)
class GameJob:
    """Everything needed to play one game: game id, setup, seed, bot name per seat (or per
    block of seats), a decision cap against hangs, and modules that register the game."""

    game_id: str
    setup: dict[str, Any]
    seed: int
    bots: tuple[str, ...]
    max_decisions: int = DEFAULT_MAX_DECISIONS
    modules: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class GameRecord:
    """The outcome of one game. ``error`` is set (and ``winners`` empty) when it crashed;
    ``bots`` are the bot names of the job (per seat or per block of seats)."""

    seed: int
    winners: tuple[int, ...] = ()
    reason: str = ""
    detail: dict[str, Any] = field(default_factory=dict)
    num_seats: int = 0
    turns: int | None = None
    decisions: int = 0
    seconds: float = 0.0
    error: str | None = None
    traceback: str | None = None
    bots: tuple[str, ...] = ()

    @property
    def is_draw(self) -> bool:
        """True for a finished game nobody won."""
        return self.error is None and not self.winners

    def winning_bots(self) -> set[str]:
        """Names of the bots that played the winning seats."""
        if not self.bots or not self.num_seats:
            return set()
        n = len(self.bots)
        return {self.bots[seat_bot_index(s, self.num_seats, n)] for s in self.winners}


def seat_bot_index(seat: int, num_seats: int, num_bots: int) -> int:
    """Which of ``num_bots`` bot names plays ``seat``: one per seat, or contiguous blocks.

    >>> [seat_bot_index(s, 6, 2) for s in range(6)]
    [0, 0, 0, 1, 1, 1]
    >>> [seat_bot_index(s, 2, 2) for s in range(2)]
    [0, 1]
    """
    if num_bots == 1:
        return 0
    if num_bots == num_seats:
        return seat
    if num_seats % num_bots:
        raise SetupError(
            f"{num_bots} bots given for {num_seats} seats: give one bot, one per seat, "
            "or one per equal block of seats"
        )
    return seat // (num_seats // num_bots)


def bot_seed(game_seed: int, seat: int) -> int:
    """The seed of the bot at ``seat`` in the game of seed ``game_seed``."""
    return game_seed * 1_000_003 + 7919 * (seat + 1)


def run_job(job: GameJob) -> GameRecord:
    """Play one game to the end with bots; exceptions are caught into the record."""
    start = time.perf_counter()
    decisions = 0
    turns: int | None = None
    try:
        import_modules(job.modules)
        game = ensure_game(job.game_id).new(dict(job.setup), job.seed)
        n = game.num_seats
        # one bot object per seat, each with its own seed
        bots: list[Bot] = [
            make_bot(job.bots[seat_bot_index(s, n, len(job.bots))], bot_seed(job.seed, s))
            for s in range(n)
        ]
        while True:
            dec = game.pending()
            if dec is None:
                break
            if decisions >= job.max_decisions:
                raise RuntimeError(f"no result after {decisions} decisions (hang?)")
            game.answer(bots[dec.seat].choose(game, dec))
            decisions += 1
        res = game.result()
        assert res is not None
        t = game.facts().get("turn")
        turns = t if isinstance(t, int) else None
        return GameRecord(
            seed=job.seed,
            bots=job.bots,
            winners=tuple(res.winners),
            reason=res.reason,
            detail=dict(res.detail),
            num_seats=n,
            turns=turns,
            decisions=decisions,
            seconds=time.perf_counter() - start,
        )
    except Exception as exc:  # a crash is data: counted, never fatal to the batch
        return GameRecord(
            seed=job.seed,
            bots=job.bots,
            decisions=decisions,
            seconds=time.perf_counter() - start,
            error=f"{type(exc).__name__}: {exc}",
            traceback=traceback.format_exc(),
        )
