"""Backends run game jobs and yield their records in job order.

``local`` plays in this process; ``process`` spreads the jobs over a pool of worker processes.
Both give the same records for the same jobs (each job carries its own seeds). ``ray``
(:mod:`cardtable.sim.ray_backend`) registers itself in :data:`BACKENDS` on first use; any other
backend is one more function there.
"""

from __future__ import annotations

import multiprocessing
import os
from collections.abc import Callable, Iterator, Sequence

from cardtable.core.errors import SetupError
from cardtable.sim.job import GameJob, GameRecord, run_job
from cardtable.sim.loading import import_modules

Backend = Callable[[Sequence[GameJob], int], Iterator[GameRecord]]
"""Runs jobs with up to ``workers`` workers, yielding records in job order."""


def run_local(jobs: Sequence[GameJob], workers: int = 1) -> Iterator[GameRecord]:
    """Play every job in this process, one after the other."""
    for job in jobs:
        yield run_job(job)


def _init_worker(modules: tuple[str, ...]) -> None:
    import_modules(modules)


def run_process(jobs: Sequence[GameJob], workers: int = 0) -> Iterator[GameRecord]:
    """Play the jobs in a pool of ``workers`` processes (0 = one per CPU)."""
    if not jobs:
        return
    n = workers if workers > 0 else (os.cpu_count() or 1)
    n = max(1, min(n, len(jobs)))
    method = "fork" if "fork" in multiprocessing.get_all_start_methods() else "spawn"
    ctx = multiprocessing.get_context(method)
    chunk = max(1, min(16, len(jobs) // (n * 8)))
    with ctx.Pool(n, initializer=_init_worker, initargs=(jobs[0].modules,)) as pool:
        yield from pool.imap(run_job, jobs, chunksize=chunk)


BACKENDS: dict[str, Backend] = {"local": run_local, "process": run_process}


def run_jobs(
    jobs: Sequence[GameJob], backend: str = "local", workers: int = 0
) -> Iterator[GameRecord]:
    """Run ``jobs`` on the named backend; :class:`SetupError` names the known backends."""
    if backend == "ray" and "ray" not in BACKENDS:
        from cardtable.sim.ray_backend import register

        register()
    try:
        fn = BACKENDS[backend]
    except KeyError:
        known = ", ".join(sorted(BACKENDS))
        raise SetupError(f"unknown backend {backend!r} (known: {known})") from None
    return fn(jobs, workers)
