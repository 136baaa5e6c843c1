"""``cardtable bench rl``: env steps/s per game (one core) and parallel speed-up.

Mounted by the main CLI on its ``bench`` group as ``bench.app.command("rl")(bench_rl.bench_rl)``.
"""

from __future__ import annotations

import json
from typing import Annotated, Any

import typer
from rich.console import Console
from rich.table import Table

DEFAULT_GAMES = ("ygo-duel", "sgs-3v3", "sgs-identity")


def bench_rl(
    game: Annotated[
        list[str] | None,
        typer.Option("--game", "-g", help="Game ids (default: the installed cardtable games)."),
    ] = None,
    steps: Annotated[int, typer.Option("--steps", min=1, help="Env steps per game.")] = 20000,
    backend: Annotated[
        list[str] | None,
        typer.Option("--backend", help="process and/or ray: measure the 2-worker speed-up."),
    ] = None,
    workers: Annotated[int, typer.Option("--workers", min=2)] = 2,
    repeat: Annotated[
        int, typer.Option("--repeat", min=1, help="Timings per worker count (best counts).")
    ] = 3,
    seed: Annotated[int, typer.Option("--seed", "-s")] = 0,
    vector: Annotated[
        int,
        typer.Option("--vector", min=0, help="Also measure vector envs of 1, 2 and N games "
                     "(N = this; 0 = skip), in this process and in worker processes."),
    ] = 0,
    as_json: Annotated[bool, typer.Option("--json", help="Print one JSON object.")] = False,
) -> None:
    """Random masked actions with encoded observations: env steps/s, and the speed-up of
    --backend process/ray with 2 workers over 1; --vector N: learner steps/s of
    vector envs of 1, 2 and N games. / 强化学习环境基准。"""
    from cardtable.core.registry import known_games
    from cardtable.games import load_games
    from cardtable.rl.bench import run_steps, scaling
    from cardtable.sim.loading import ensure_game, extra_game_modules, import_modules

    modules = extra_game_modules()
    import_modules(modules)
    if game:
        games = list(game)
        from cardtable.rl.adapters import adapter_for

        for g in games:
            ensure_game(adapter_for(g).engine_id)
    else:
        load_games()
        from cardtable.rl.adapters import adapter_for

        games = [g for g in DEFAULT_GAMES if adapter_for(g).engine_id in known_games()]
    if not games:
        Console(stderr=True).print("no game to measure (none of the cardtable games is installed)")
        raise typer.Exit(2)
    import os

    from cardtable.buildinfo import build

    report: dict[str, Any] = {"build": build(), "steps": steps, "games": {},
                              "load_avg": [round(x, 2) for x in os.getloadavg()],
                              "cpus": os.cpu_count()}
    for g in games:
        run_steps(g, min(500, steps), seed)  # warm-up: imports, caches
        rate = run_steps(g, steps, seed)
        entry: dict[str, Any] = {
            "steps_per_s": round(rate.per_second, 1),
            "steps_per_cpu_s": round(rate.per_cpu_second, 1),
            "episodes": rate.episodes,
            "seconds": round(rate.seconds, 3),
        }
        if vector:
            entry["vector"] = _vector_rates(g, steps, vector, seed)
        for b in backend or []:
            sc = scaling(g, backend=b, total_steps=steps, workers=workers, seed=seed,
                         modules=modules, repeat=repeat)
            entry[b] = {k: round(v, 3) for k, v in sc.items()}
        report["games"][g] = entry
    report["load_avg_end"] = [round(x, 2) for x in os.getloadavg()]
    if as_json:
        print(json.dumps(report))
        return
    t = Table(title=f"cardtable bench rl ({steps} env steps per game, one core, "
              f"{report['build']} build, load average {report['load_avg'][0]} -> "
              f"{report['load_avg_end'][0]} on {report['cpus']} CPUs)")
    t.add_column("game")
    t.add_column("env steps/s (wall)", justify="right")
    t.add_column("per CPU-s", justify="right")
    t.add_column("episodes", justify="right")
    for b in backend or []:
        t.add_column(f"{b} {workers}w/1w", justify="right")
    for g, e in report["games"].items():
        row = [g, f"{e['steps_per_s']:.0f}", f"{e['steps_per_cpu_s']:.0f}", str(e["episodes"])]
        row += [
            f"{e[b]['speedup']:.2f}x (control {e[b]['control_speedup']:.2f}x)"
            for b in backend or []
        ]
        t.add_row(*row)
    Console().print(t)
    if vector:
        v = Table(title="vector envs: learner steps/s (one seat vs random bots, auto-reset)")
        v.add_column("game")
        v.add_column("mode")
        for n in _sizes(vector):
            v.add_column(f"{n} env{'s' if n > 1 else ''}", justify="right")
        for g, e in report["games"].items():
            for mode in ("sync", "async"):
                cells = [e["vector"][mode][str(n)] for n in _sizes(vector)]
                v.add_row(g, "in process (wall / per CPU-s)" if mode == "sync"
                          else "worker processes (wall / per CPU-s of all processes)",
                          *[f"{c['steps_per_s']:.0f} / {c['steps_per_cpu_s']:.0f}"
                            for c in cells])
        Console().print(v)


def _sizes(n: int) -> list[int]:
    return sorted({1, 2, n})


def _vector_rates(game: str, steps: int, n: int, seed: int) -> dict[str, Any]:
    """Learner steps/s of vector envs of 1, 2 and ``n`` games (sync and async)."""
    from cardtable.rl.bench import vector_steps

    out: dict[str, Any] = {}
    for mode in ("sync", "async"):
        out[mode] = {}
        for k in _sizes(n):
            r = vector_steps(game, k, steps, processes=mode == "async", seed=seed)
            out[mode][str(k)] = {"steps_per_s": round(r.per_second, 1),
                                 "steps_per_cpu_s": round(r.per_cpu_second, 1),
                                 "episodes": r.episodes}
    return out


app = typer.Typer(help="RL environment benchmark.")
app.command("rl")(bench_rl)
