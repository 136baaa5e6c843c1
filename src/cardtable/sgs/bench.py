"""Benchmark: random vs random 3v3 games on one core, and clone cost.

``run_bench(games, seed)`` returns ``games_per_s``, ``decisions_per_s``, ``mean_decisions`` and
``clone_us`` (mean µs of :meth:`SgsGame.clone` over mid-game states), ``build`` (interpreted or
compiled, :func:`cardtable.buildinfo.build`), plus the same rates per
CPU second of this process (``decisions_per_cpu_s``, ``games_per_cpu_s``), which stay
meaningful when other work shares the machine. Random answers come from
a bench-owned RNG; decisions are answered through the fast path (:meth:`SgsGame.apply_fast`),
which records the same answers as :meth:`~cardtable.core.game.Game.answer` without building
Decision objects. ``freeze_gc`` (``cardtable bench sgs``, which owns its process): after a
warm-up game has loaded the generals' skill scripts, what is alive is frozen out of the garbage
collector (:func:`cardtable.core.gcpolicy.freeze_loaded`, as ``cardtable serve`` and ``cardtable
bench ygo`` do); the JSON says so (``gc_frozen``).
"""

from __future__ import annotations

import time
from typing import Any

from cardtable.buildinfo import build
from cardtable.core.gcpolicy import freeze_loaded
from cardtable.core.rng import Rng
from cardtable.sgs.game import SgsGame, new_game


def run_bench(games: int = 200, seed: int = 0, mode: str = "3v3",
              pool: str | None = None, freeze_gc: bool = False) -> dict[str, Any]:
    """Play ``games`` random-vs-random games; measure rates and clone µs. ``pool``: a pool
    preset (3v3: 2011 2012 2013; default the mode's default); ``freeze_gc``: see the module
    docstring."""
    setup: dict[str, Any] = {"mode": mode}
    if pool is not None:
        setup["pool"] = pool
    if mode == "identity":
        setup["players"] = 5
    samples: list[SgsGame] = []
    decisions = 0
    # one untimed warm-up game (its own seed) loads the skill scripts and fills the label and
    # prompt tables; the timed games are the same with or without it
    w = new_game(setup, -1)
    wr = Rng(-1)
    while w.req is not None:
        w.apply_fast(wr.below(len(w.req.options)))
    del w
    if freeze_gc:
        freeze_loaded()
    c0 = time.process_time()
    t0 = time.perf_counter()
    for i in range(games):
        g = new_game(setup, seed + i)
        r = Rng(seed * 1000003 + i)
        d = 0
        while g.req is not None:
            g.apply_fast(r.below(len(g.req.options)))
            d += 1
            if d == 120 and len(samples) < 50:
                samples.append(g.clone())
        decisions += d
    dt = time.perf_counter() - t0
    cpu = time.process_time() - c0
    reps = 200
    t1 = time.perf_counter()
    c1 = time.process_time()
    for s in samples:
        for _ in range(reps):
            s.clone()
    n_clones = max(1, len(samples) * reps)
    clone_us = (time.perf_counter() - t1) / n_clones * 1e6
    clone_cpu_us = (time.process_time() - c1) / n_clones * 1e6
    return {
        "game": "sgs", "build": build(), "mode": mode, "games": games, "seed": seed,
        **({"pool": pool} if pool is not None else {}),
        "seconds": round(dt, 3),
        "games_per_s": round(games / dt, 1),
        "decisions_per_s": round(decisions / dt, 1),
        "mean_decisions": round(decisions / max(1, games), 1),
        "clone_us": round(clone_us, 2),
        "clone_cpu_us": round(clone_cpu_us, 2),
        # CPU time of this process: the one-core figure even when the machine is shared
        "cpu_seconds": round(cpu, 3),
        "decisions_per_cpu_s": round(decisions / max(cpu, 1e-9), 1),
        "games_per_cpu_s": round(games / max(cpu, 1e-9), 1),
        "gc_frozen": freeze_gc,
    }


if __name__ == "__main__":  # pragma: no cover
    import json
    import sys

    n = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    print(json.dumps(run_bench(n, 0)))
