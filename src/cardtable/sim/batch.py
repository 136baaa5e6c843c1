"""Run N games of one game id with bots and aggregate them: the engine of ``cardtable … sim``."""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from typing import Any

from cardtable.bots.base import make_bot
from cardtable.core.errors import SetupError
from cardtable.sim.backends import run_jobs
from cardtable.sim.job import DEFAULT_MAX_DECISIONS, GameJob, GameRecord
from cardtable.sim.loading import ensure_game, extra_game_modules
from cardtable.sim.stats import BatchResult


def run_batch(
    game_id: str,
    *,
    games: int,
    seed: int = 0,
    bots: Sequence[str] = ("random",),
    setup: dict[str, Any] | None = None,
    backend: str = "local",
    workers: int = 0,
    sides: int | None = None,
    side_names: Sequence[str] = (),
    alternate: bool = False,
    max_decisions: int = DEFAULT_MAX_DECISIONS,
    on_record: Callable[[GameRecord], None] | None = None,
) -> BatchResult:
    """Play ``games`` games of ``game_id`` (game ``i`` with seed ``seed + i``) and aggregate.

    ``bots`` names one bot for every seat, one per seat, or one per equal block of seats (e.g.
    two names for the two sides of a 3v3 game). A game that raises is counted in ``errors``
    with its seed and traceback; the batch goes on. ``on_record`` is called after every game
    (progress bars). With ``sides``, wins are counted per side (contiguous blocks of seats,
    named by ``side_names``). With ``alternate``, every odd game reverses the bot order (the
    bots swap seats or sides), and ``wins_by_bot`` says who won.
    """
    if games < 0:
        raise SetupError("the number of games must be >= 0")
    if not bots:
        raise SetupError("give at least one bot")
    spec = ensure_game(game_id)
    modules = (*extra_game_modules(), spec.new.__module__)
    if games:
        spec.new(dict(setup or {}), seed)  # a bad setup fails here, once, as a SetupError
    for name in dict.fromkeys(bots):
        make_bot(name, 0)  # unknown or missing bots fail here, once, with a clear message
    order = tuple(bots)
    jobs = [
        GameJob(
            game_id,
            dict(setup or {}),
            seed + i,
            order[::-1] if alternate and i % 2 else order,
            max_decisions,
            modules,
        )
        for i in range(games)
    ]
    out = BatchResult(
        game=game_id,
        seed=seed,
        bots=tuple(bots),
        backend=backend,
        sides=sides,
        side_names=tuple(side_names),
    )
    start = time.perf_counter()
    for rec in run_jobs(jobs, backend, workers):
        out.records.append(rec)
        if on_record is not None:
            on_record(rec)
    out.seconds = time.perf_counter() - start
    return out
