"""Benchmark: random vs random on the preset bench decks (classic-a vs classic-b, LP4000), or on
two other preset decks under another built-in profile.

Uniform over legal options; windows with no legal option are never asked (the engine
auto-passes them). ``run_bench`` is what ``cardtable bench ygo`` prints.
"""

from __future__ import annotations

import time
from typing import Any

from cardtable.buildinfo import build
from cardtable.core.gcpolicy import freeze_loaded
from cardtable.core.rng import Rng
from cardtable.ygo.duel import Duel, new_duel_state
from cardtable.ygo.game import preset_deck
from cardtable.ygo.profile import load_profile
from cardtable.ygo.rules.flow import apply
from cardtable.ygo.shapes import PEND_OPTIONS

BENCH_DECKS = ("classic-a", "classic-b")


def bench_setup(profile: str = "classic-lp4000",
                decks: tuple[str, str] = BENCH_DECKS) -> dict[str, Any]:
    """The bench setup: classic-a vs classic-b under the classic profile, or two other preset
    decks (by name) under another built-in profile (``cardtable bench ygo --deck A --deck B
    --profile goat``). An unknown deck or profile is a :class:`SetupError` naming it."""
    return {"profile": profile, "decks": [preset_deck(decks[0]), preset_deck(decks[1])],
            "first": 0}


def play_random(g: Duel, rng: Rng, max_decisions: int = 20000) -> tuple[int, int]:
    """Play ``g`` to the end with uniform random choices. Returns (decisions, branching ones)."""
    n = 0
    branching = 0
    while g.pend is not None and n < max_decisions:
        k = len(g.pend[PEND_OPTIONS])
        if k > 1:
            branching += 1
        apply(g, rng.below(k) if k > 1 else 0)
        n += 1
    return n, branching


def run_bench(duels: int = 200, seed: int = 0, decks: tuple[str, str] | None = None,
              profile: str | None = None, freeze_gc: bool = False) -> dict[str, Any]:
    """Play ``duels`` random duels; return rates (per second and per CPU-second of this
    process), the clone cost at mid-duel, and which build of the engine ran. ``decks`` (two
    preset names) and ``profile`` (a built-in profile name) replace the bench decks and the
    classic profile. ``freeze_gc`` (``cardtable bench ygo``, which owns its process): after the
    warm-up has loaded the cards, what is alive is frozen out of the garbage collector
    (:func:`cardtable.core.gcpolicy.freeze_loaded`, as ``cardtable serve`` does)."""
    profile = profile or "classic-lp4000"
    decks = decks or BENCH_DECKS
    load_profile(profile, allow_paths=False)  # a clear SetupError for an unknown name
    setup = bench_setup(profile, decks)
    rng = Rng(seed)
    total_dec = 0
    total_br = 0
    turns = 0
    wins = [0, 0]
    draws = 0
    mids: list[Duel] = []
    for i in range(5):  # warm the per-process caches (card tables, labels, effect indexes)
        play_random(new_duel_state(setup, -1 - i), Rng(i))
    if freeze_gc:
        freeze_loaded()
    c0 = time.process_time()
    t0 = time.perf_counter()
    for i in range(duels):
        g = new_duel_state(setup, seed * 100003 + i)
        d, b = play_random(g, rng)
        total_dec += d
        total_br += b
        turns += g.turn
        if g.result_ is not None and g.result_[0]:
            wins[g.result_[0][0]] += 1
        else:
            draws += 1
    dt = time.perf_counter() - t0
    cpu = time.process_time() - c0
    # clone cost at mid-duel
    for i in range(20):
        g = new_duel_state(setup, 999 + i)
        for _ in range(60):
            if g.pend is None:
                break
            apply(g, rng.below(len(g.pend[PEND_OPTIONS])))
        if g.pend is not None:
            mids.append(g)
    reps = 2000
    t1 = time.perf_counter()
    c1 = time.process_time()
    for _ in range(reps // max(len(mids), 1)):
        for m in mids:
            m.clone()
    n_clones = max((reps // max(len(mids), 1)) * len(mids), 1)
    clone_cpu_us = (time.process_time() - c1) / n_clones * 1e6
    clone_us = (time.perf_counter() - t1) / n_clones * 1e6
    return {
        "game": "ygo",
        "build": build(),
        "decks": list(decks),
        "profile": profile,  # interpreted | compiled (docs/performance.md, "Compiled build")
        "duels": duels,
        "seconds": round(dt, 3),
        "cpu_seconds": round(cpu, 3),
        "duels_per_cpu_s": round(duels / max(cpu, 1e-9), 1),
        "branching_decisions_per_cpu_s": round(total_br / max(cpu, 1e-9), 1),
        "duels_per_s": round(duels / dt, 1),
        "decisions_per_s": round(total_dec / dt, 1),
        "branching_decisions_per_s": round(total_br / dt, 1),
        "mean_decisions": round(total_dec / duels, 1),
        "mean_turns": round(turns / duels, 2),
        "wins": wins,
        "draws": draws,
        "clone_us": round(clone_us, 2),
        "clone_cpu_us": round(clone_cpu_us, 2),  # the same in CPU time (shared machines)
        "gc_frozen": freeze_gc,
    }
