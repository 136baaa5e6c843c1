"""Measuring the environments: env steps per second, and the speed-up of parallel workers.

An *env step* is one ``step(action)`` of the PettingZoo AEC env that answers a decision, with a
uniformly random legal action (from the mask) and the observation encoded (``last()`` builds
the observation tensors, option features and mask every step). Episodes restart as they end.
The pick is kept cheap so that it is the env that is measured: the mask's legal indices
(``ndarray.nonzero``) and one draw of the bench's seeded :class:`random.Random` (until session 6,
``np.flatnonzero`` and a numpy ``Generator.integers`` draw, ≈ 2 µs a step, 4–5% of a compiled
step; a uniform legal pick either way, but not the same picks).

The scaling figure runs the same total number of steps as ``chunks`` equal jobs on 1 and on
``workers`` workers of a backend (``process``: a multiprocessing pool; ``ray``: Ray actors on a
local instance started before the clock runs), every worker warmed up first, best of
``repeat`` timings each, and reports the wall-clock ratio, next to the
same ratio for a pure-Python busy loop (``control_speedup``): when other processes keep the
cores busy, the control shows that the machine, not the env, limits the speed-up.
"""

from __future__ import annotations

import os
import random
import time
from dataclasses import dataclass
from typing import Any

import numpy as np

from cardtable.rl.aec import CardtableAEC

CONTROL = "<control>"
"""Pseudo game id of the control run: a busy loop with no env, to show how much parallelism
the machine offers at the moment (other processes share the cores)."""


@dataclass(frozen=True, slots=True)
class StepRate:
    """``steps`` env steps (and ``episodes`` finished games) in ``seconds`` of wall time and
    ``cpu_seconds`` of this process's CPU time (robust when other processes share the cores)."""

    steps: int
    episodes: int
    seconds: float
    cpu_seconds: float = 0.0

    @property
    def per_second(self) -> float:
        """Env steps per wall-clock second."""
        return self.steps / self.seconds if self.seconds > 0 else 0.0

    @property
    def per_cpu_second(self) -> float:
        """Env steps per CPU second of this process (one core)."""
        return self.steps / self.cpu_seconds if self.cpu_seconds > 0 else 0.0


def run_steps(
    game_id: str, steps: int, seed: int = 0, setup: dict[str, Any] | None = None
) -> StepRate:
    """Play ``steps`` random masked env steps of ``game_id`` in this process."""
    env = CardtableAEC(game_id, setup, include_view=False)
    rng = random.Random(seed)
    env.reset(seed=seed)
    done_steps = 0
    episodes = 0
    start = time.perf_counter()
    cpu0 = time.process_time()
    while done_steps < steps:
        obs, _r, term, trunc, _i = env.last()
        if term or trunc:
            env.step(None)
            if not env.agents:
                episodes += 1
                env.reset()
            continue
        legal = obs["action_mask"].nonzero()[0]
        env.step(int(legal[rng.randrange(len(legal))]))
        done_steps += 1
    return StepRate(
        done_steps, episodes, time.perf_counter() - start, time.process_time() - cpu0
    )


Job = tuple[str, int, int, dict[str, Any] | None, tuple[str, ...]]
"""One scaling job: (game id, env steps, seed, setup, modules to import first)."""


def _chunk(args: Job) -> int:
    game_id, steps, seed, setup, modules = args
    if game_id == CONTROL:
        x = 0
        for i in range(steps * 100):  # a pure-Python busy loop of comparable length
            x ^= i
        return steps
    import importlib

    for m in modules:
        importlib.import_module(m)
    return run_steps(game_id, steps, seed, setup).steps


def _warm(game_id: str, setup: dict[str, Any] | None, modules: tuple[str, ...]) -> None:
    """Make this worker ready before the clock runs: imports, tables, one short episode."""
    _chunk((game_id, 200, 0, setup, modules))


def scaling(
    game_id: str,
    *,
    backend: str,
    total_steps: int,
    workers: int = 2,
    chunks: int = 8,
    seed: int = 0,
    setup: dict[str, Any] | None = None,
    modules: tuple[str, ...] = (),
    repeat: int = 3,
) -> dict[str, float]:
    """Wall seconds for ``total_steps`` split in ``chunks`` jobs on 1 and on ``workers``
    workers of ``backend`` (``process`` or ``ray``), and the speed-up.

    Every worker is warmed up (imports, a short episode) before the clock runs, and each
    configuration is timed ``repeat`` times, 1 and ``workers`` workers alternating; the best
    (smallest) time of each counts, as ``timeit`` does: other processes on the machine can only
    make a run slower, never faster.
    """
    per = max(1, total_steps // chunks)
    jobs: list[Job] = [(game_id, per, seed + i, setup, modules) for i in range(chunks)]
    best: dict[int, float] = {}
    for _ in range(max(1, repeat)):
        for w in (1, workers):
            if backend == "process":
                took = _process_wall(jobs, w, game_id, setup, modules)
            elif backend == "ray":
                took = _ray_wall(jobs, w, game_id, setup, modules)
            else:
                raise ValueError(f"unknown backend {backend!r} (process or ray)")
            best[w] = min(best.get(w, took), took)
    out: dict[str, float] = {"seconds_1": best[1], f"seconds_{workers}": best[workers]}
    out["speedup"] = out["seconds_1"] / out[f"seconds_{workers}"]
    if game_id != CONTROL:
        ctl = scaling(CONTROL, backend=backend, total_steps=total_steps, workers=workers,
                      chunks=chunks, repeat=repeat)
        out["control_speedup"] = ctl["speedup"]
    out["steps_per_s_1"] = per * chunks / out["seconds_1"]
    out[f"steps_per_s_{workers}"] = per * chunks / out[f"seconds_{workers}"]
    return out


def _process_wall(jobs: list[Job], workers: int, game_id: str,
                  setup: dict[str, Any] | None, modules: tuple[str, ...]) -> float:
    import multiprocessing

    ctx = multiprocessing.get_context("fork")
    # the initializer warms every worker (a warm-up map could land on one worker only)
    with ctx.Pool(workers, initializer=_warm, initargs=(game_id, setup, modules)) as pool:
        pool.map(_ready, range(workers), chunksize=1)  # all initializers have finished
        t0 = time.perf_counter()
        pool.map(_chunk, jobs, chunksize=1)
        return time.perf_counter() - t0


def _ready(_: int) -> bool:
    return True


def _ray_wall(jobs: list[Job], workers: int, game_id: str,
              setup: dict[str, Any] | None, modules: tuple[str, ...]) -> float:
    import sys

    import ray  # type: ignore[import-untyped,unused-ignore]
    from ray.util import ActorPool  # type: ignore[import-untyped,unused-ignore]

    if not ray.is_initialized():
        path = os.pathsep.join(p for p in sys.path if p)
        ray.init(
            num_cpus=max(2, workers),
            include_dashboard=False,
            log_to_driver=False,
            runtime_env={"env_vars": {"PYTHONPATH": path}},
        )
    # one warmed actor per worker: plain tasks could leave a worker cold (its imports timed)
    actor_cls: Any = ray.remote(num_cpus=1)(_RayWorker)
    actors: list[Any] = [actor_cls.remote(game_id, setup, modules) for _ in range(workers)]
    ray.get([a.ready.remote() for a in actors])
    t0 = time.perf_counter()
    list(ActorPool(actors).map(lambda a, j: a.run.remote(j), jobs))
    took = time.perf_counter() - t0
    for a in actors:
        ray.kill(a)
    return took


class _RayWorker:
    """A Ray actor that warms up on creation and then runs scaling jobs."""

    def __init__(self, game_id: str, setup: dict[str, Any] | None,
                 modules: tuple[str, ...]) -> None:
        _warm(game_id, setup, modules)

    def ready(self) -> bool:
        """True once the constructor (the warm-up) has run."""
        return True

    def run(self, job: Job) -> int:
        """Run one job; its env steps."""
        return _chunk(job)


def vector_steps(
    game_id: str,
    num_envs: int,
    steps: int,
    *,
    processes: bool = False,
    seed: int = 0,
    setup: dict[str, Any] | None = None,
) -> StepRate:
    """``steps`` learner steps (summed over the envs) of a vector env of ``num_envs`` games
    (:func:`cardtable.rl.vector.make_vector_env`: one seat each against seeded random bots,
    auto-reset), random masked actions for the whole batch at once. CPU time is this
    process's plus, with ``processes=True`` (the games run in worker processes), the workers'
    CPU time over the same interval (read from ``/proc``; Linux only, else this process's
    only)."""
    from cardtable.rl.vector import make_vector_env

    env = make_vector_env(game_id, num_envs, setup, processes=processes)
    rng = np.random.default_rng(seed)
    pids = [int(p.pid) for p in getattr(env, "processes", ()) if p.pid is not None]
    try:
        obs, _info = env.reset(seed=seed)
        done_steps = 0
        episodes = 0
        start = time.perf_counter()
        cpu0 = time.process_time() + workers_cpu(pids)
        while done_steps < steps:
            mask = obs["action_mask"].astype(np.float64)
            noise = rng.random(mask.shape) * mask - (1.0 - mask)  # masked-out options < 0
            obs, _r, term, trunc, _i = env.step(noise.argmax(axis=1))
            done_steps += num_envs
            episodes += int(np.count_nonzero(term | trunc))
        cpu = time.process_time() + workers_cpu(pids) - cpu0
        return StepRate(done_steps, episodes, time.perf_counter() - start, cpu)
    finally:
        env.close()


def workers_cpu(pids: list[int]) -> float:
    """User + system CPU seconds used so far by the processes ``pids`` (``/proc/<pid>/stat``;
    0 for a process that cannot be read)."""
    import os

    tick = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100
    total = 0
    for pid in pids:
        try:
            with open(f"/proc/{pid}/stat", encoding="ascii") as f:
                fields = f.read().rsplit(")", 1)[1].split()
        except OSError:
            continue
        total += int(fields[11]) + int(fields[12])  # utime, stime (fields 14 and 15)
    return total / tick
