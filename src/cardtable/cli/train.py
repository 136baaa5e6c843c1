"""``cardtable train ygo-duel|sgs-3v3``: masked PPO with the numpy policy, CPU only.

Mounted by the main CLI as ``app.command("train")(train.train)``.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated

import typer

TRAINABLE = ("ygo-duel", "sgs-3v3")


def train(
    game: Annotated[str, typer.Argument(help="ygo-duel or sgs-3v3.")],
    steps: Annotated[int, typer.Option("--steps", min=1, help="Learner steps in all.")] = 200_000,
    minutes: Annotated[
        float, typer.Option("--minutes", min=0.1, help="Wall-clock limit of the training.")
    ] = 10.0,
    opponents: Annotated[
        str,
        typer.Option("--opponents", help="Bot names, comma-separated (env i plays the i-th "
                     "mod k), e.g. random,ygo-heuristic."),
    ] = "random",
    envs: Annotated[int, typer.Option("--envs", min=1, help="Games stepped together.")] = 8,
    seed: Annotated[int, typer.Option("--seed", "-s")] = 0,
    out: Annotated[
        Path | None, typer.Option("--out", "-o", help="Weights file (.npz).")
    ] = None,
    init: Annotated[
        Path | None, typer.Option("--init", help="Start from these weights (.npz).")
    ] = None,
    eval_games: Annotated[
        int, typer.Option("--eval", min=0, help="Greedy games vs random and the heuristic.")
    ] = 0,
    as_json: Annotated[bool, typer.Option("--json", help="Print one JSON object at the end.")]
    = False,
) -> None:
    """Train a masked-PPO policy (numpy) for one side of a game and save it as .npz.
    / 用掩码 PPO 训练策略并保存权重。"""
    if game not in TRAINABLE:
        typer.echo(f"cannot train {game!r}: choose one of {', '.join(TRAINABLE)}", err=True)
        raise typer.Exit(2)
    if out is not None and out.suffix != ".npz":
        typer.echo(f"--out {out}: the weights file must end in .npz", err=True)
        raise typer.Exit(2)
    if init is not None and not init.is_file():
        typer.echo(f"--init {init}: no such file", err=True)
        raise typer.Exit(2)
    from cardtable.rl.policy import load, save
    from cardtable.rl.ppo import HEURISTIC, PpoConfig, evaluate
    from cardtable.rl.ppo import train as run

    cfg = PpoConfig(game_id=game, opponents=opponents, total_steps=steps,
                    max_seconds=minutes * 60.0, num_envs=envs, seed=seed)
    start = load(init) if init is not None else None
    policy, stats = run(cfg, log=None if as_json else typer.echo, policy=start)
    path = out or Path(f"ppo-{game}.npz")
    save(policy, path)
    report: dict[str, object] = {
        "game": game, "weights": str(path), "steps": stats.steps, "episodes": stats.episodes,
        "seconds": round(stats.seconds, 1), "cpu_seconds": round(stats.cpu_seconds, 1),
        "seed": seed, "opponents": opponents,
    }
    if eval_games:
        for name in ("random", HEURISTIC[game]):
            sc = evaluate(policy, game, name, eval_games)
            lo, hi = sc.interval()
            report[f"vs_{name}"] = {"wins": sc.wins, "losses": sc.losses, "draws": sc.draws,
                                    "score": round(sc.rate, 3),
                                    "ci95": [round(lo, 3), round(hi, 3)]}
    if as_json:
        print(json.dumps(report))
    else:
        for k, v in report.items():
            typer.echo(f"{k}: {v}")


app = typer.Typer(help="Train RL baselines.")
app.command("train")(train)

if __name__ == "__main__":  # pragma: no cover
    app()
