"""The ``ray`` backend of the batch runner: the same game jobs, played on a Ray cluster.

It has the signature of every backend in :data:`cardtable.sim.backends.BACKENDS`
(``(jobs, workers) -> Iterator[GameRecord]``, records in job order) and is registered there as
``"ray"`` by :func:`register`. Each job carries its own seeds, so the records are identical to
those of the ``local`` and ``process`` backends.

Cluster: with ``$RAY_ADDRESS`` set, ``ray.init()`` joins that cluster; otherwise a local Ray
instance is started (``num_cpus`` = ``workers``, or the machine's CPUs) and kept for the rest of
the process (:func:`shutdown` stops it). ``workers`` bounds how many chunks of games are in
flight at once, so a 1-worker run on a 2-CPU instance really uses one worker.

Ray is imported only when the backend runs (install the ``ray`` extra).
"""

from __future__ import annotations

import os
import sys
from collections import deque
from collections.abc import Iterator, Sequence
from typing import Any

from cardtable.sim.job import GameJob, GameRecord, run_job


def _run_chunk(jobs: list[GameJob]) -> list[GameRecord]:
    return [run_job(j) for j in jobs]


_remote: Any = None


def _ensure_ray(workers: int) -> Any:
    import ray  # type: ignore[import-untyped,unused-ignore]

    global _remote
    if not ray.is_initialized():
        kwargs: dict[str, Any] = {"include_dashboard": False, "log_to_driver": False}
        if not os.environ.get("RAY_ADDRESS"):
            kwargs["num_cpus"] = workers if workers > 0 else (os.cpu_count() or 1)
            # local workers import the same code as this process (src layouts, test modules)
            path = os.pathsep.join(p for p in sys.path if p)
            kwargs["runtime_env"] = {"env_vars": {"PYTHONPATH": path}}
        ray.init(**kwargs)
    if _remote is None:
        _remote = ray.remote(num_cpus=1)(_run_chunk)
    return ray


def run_ray(jobs: Sequence[GameJob], workers: int = 0) -> Iterator[GameRecord]:
    """Play ``jobs`` on Ray with at most ``workers`` chunks in flight (0 = all CPUs)."""
    if not jobs:
        return
    ray = _ensure_ray(workers)
    n = workers if workers > 0 else max(1, int(ray.cluster_resources().get("CPU", 1)))
    size = max(1, min(16, len(jobs) // (n * 4)))
    chunks = [list(jobs[i : i + size]) for i in range(0, len(jobs), size)]
    inflight: deque[Any] = deque()
    nxt = 0
    while nxt < len(chunks) or inflight:
        while nxt < len(chunks) and len(inflight) < n:
            inflight.append(_remote.remote(chunks[nxt]))
            nxt += 1
        yield from ray.get(inflight.popleft())


def shutdown() -> None:
    """Stop the Ray instance this process started or joined (if any)."""
    global _remote
    try:
        import ray
    except ImportError:
        return
    if ray.is_initialized():
        ray.shutdown()
    _remote = None


def register() -> None:
    """Register ``run_ray`` as backend ``"ray"`` of the batch runner."""
    from cardtable.sim.backends import BACKENDS

    BACKENDS.setdefault("ray", run_ray)
