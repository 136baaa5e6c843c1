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
    as_json: Annotated[bool, typer.Option("--json", help="Print one JSON object.")] = False,
) -> None:
    """Random masked actions with encoded observations: env steps/s, and the speed-up of
    ``--backend process``/``ray`` with 2 workers over 1. / 强化学习环境基准。"""
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
    from cardtable.buildinfo import build

    report: dict[str, Any] = {"build": build(), "steps": steps, "games": {}}
    for g in games:
        run_steps(g, min(500, steps), seed)  # warm-up: imports, caches
        rate = run_steps(g, steps, seed)
        entry: dict[str, Any] = {
            "steps_per_s": round(rate.per_second, 1),
            "steps_per_cpu_s": round(rate.per_cpu_second, 1),
            "episodes": rate.episodes,
            "seconds": round(rate.seconds, 3),
        }
        for b in backend or []:
            sc = scaling(g, backend=b, total_steps=steps, workers=workers, seed=seed,
                         modules=modules, repeat=repeat)
            entry[b] = {k: round(v, 3) for k, v in sc.items()}
        report["games"][g] = entry
    if as_json:
        print(json.dumps(report))
        return
    t = Table(title=f"cardtable bench rl ({steps} env steps per game, one core, "
              f"{report['build']} build)")
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


app = typer.Typer(help="RL environment benchmark.")
app.command("rl")(bench_rl)
