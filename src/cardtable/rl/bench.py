"""Measuring the environments: env steps per second, and the speed-up of parallel workers.

An *env step* is one ``step(action)`` of the PettingZoo AEC env that answers a decision, with a
uniformly random legal action (from the mask) and the observation encoded (``last()`` builds
the observation tensors, option features and mask every step). Episodes restart as they end.

The scaling figure runs the same total number of steps as ``chunks`` equal jobs on 1 and on
``workers`` workers of a backend (``process``: a multiprocessing pool; ``ray``: Ray tasks on a
local instance started before the clock runs) and reports the wall-clock ratio, next to the
same ratio for a pure-Python busy loop (``control_speedup``): when other processes keep the
cores busy, the control shows that the machine, not the env, limits the speed-up.
"""

from __future__ import annotations

import os
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
    rng = np.random.default_rng(seed)
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
        legal = np.flatnonzero(obs["action_mask"])
        env.step(int(legal[rng.integers(len(legal))]))
        done_steps += 1
    return StepRate(
        done_steps, episodes, time.perf_counter() - start, time.process_time() - cpu0
    )


def _chunk(args: tuple[str, int, int, dict[str, Any] | None, tuple[str, ...]]) -> int:
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
) -> dict[str, float]:
    """Wall seconds for ``total_steps`` split in ``chunks`` jobs on 1 and on ``workers``
    workers of ``backend`` (``process`` or ``ray``), and the speed-up."""
    per = max(1, total_steps // chunks)
    jobs = [(game_id, per, seed + i, setup, modules) for i in range(chunks)]
    out: dict[str, float] = {}
    for w in (1, workers):
        if backend == "process":
            import multiprocessing

            ctx = multiprocessing.get_context("fork")
            with ctx.Pool(w) as pool:
                pool.map(_chunk, jobs[:w])  # warm the workers up (imports, caches)
                t0 = time.perf_counter()
                pool.map(_chunk, jobs, chunksize=1)
                out[f"seconds_{w}"] = time.perf_counter() - t0
        elif backend == "ray":
            out[f"seconds_{w}"] = _ray_wall(jobs, w)
        else:
            raise ValueError(f"unknown backend {backend!r} (process or ray)")
    out["speedup"] = out["seconds_1"] / out[f"seconds_{workers}"]
    if game_id != CONTROL:
        ctl = scaling(
            CONTROL, backend=backend, total_steps=total_steps, workers=workers, chunks=chunks
        )
        out["control_speedup"] = ctl["speedup"]
    out["steps_per_s_1"] = per * chunks / out["seconds_1"]
    out[f"steps_per_s_{workers}"] = per * chunks / out[f"seconds_{workers}"]
    return out


def _ray_wall(jobs: list[tuple[str, int, int, dict[str, Any] | None, tuple[str, ...]]],
              workers: int) -> float:
    import sys

    import ray  # type: ignore[import-untyped,unused-ignore]

    if not ray.is_initialized():
        path = os.pathsep.join(p for p in sys.path if p)
        ray.init(
            num_cpus=max(2, workers),
            include_dashboard=False,
            log_to_driver=False,
            runtime_env={"env_vars": {"PYTHONPATH": path}},
        )
    remote = ray.remote(num_cpus=1)(_chunk)
    ray.get([remote.remote(j) for j in jobs[:workers]])  # warm-up
    t0 = time.perf_counter()
    pending: list[Any] = []
    for j in jobs:
        if len(pending) >= workers:
            done, pending = ray.wait(pending, num_returns=1)
            ray.get(done)
        pending.append(remote.remote(j))
    ray.get(pending)
    return time.perf_counter() - t0
