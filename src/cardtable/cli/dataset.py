"""``cardtable dataset GAME -n N``: self-play games to Parquet (observations, masks, actions,
outcomes) for imitation learning, deterministic from ``--seed``.

Mounted by the main CLI as ``app.command("dataset")(dataset.dataset)``.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated

import typer


def dataset(
    game: Annotated[str, typer.Argument(help="ygo-duel, sgs-3v3, sgs-identity...")],
    out: Annotated[Path, typer.Option("--out", "-o", help="Parquet file to write.")],
    games: Annotated[int, typer.Option("--games", "-n", min=1, help="Games to play.")] = 100,
    bots: Annotated[
        str, typer.Option("--bots", "-b", help="Bot names, comma-separated (seat i plays "
                          "the i-th mod k).")
    ] = "random",
    seed: Annotated[int, typer.Option("--seed", "-s")] = 0,
    options: Annotated[
        bool, typer.Option("--options", help="Also write the option features (large).")
    ] = False,
    as_json: Annotated[bool, typer.Option("--json", help="Print one JSON object.")] = False,
) -> None:
    """Write N self-play games to Parquet. / 将自对弈对局写入 Parquet 数据集。"""
    from cardtable.bots.base import BotError, make_bot
    from cardtable.rl.adapters import adapter_names

    if out.suffix != ".parquet":
        typer.echo(f"--out {out}: the dataset file must end in .parquet", err=True)
        raise typer.Exit(2)
    if not out.parent.is_dir():
        typer.echo(f"--out {out}: no directory {out.parent}", err=True)
        raise typer.Exit(2)
    if game not in adapter_names():
        typer.echo(f"unknown environment {game!r} (known: {', '.join(adapter_names())})",
                   err=True)
        raise typer.Exit(2)
    names = [b.strip() for b in bots.split(",") if b.strip()]
    try:
        for b in names:
            if b.startswith("ismcts"):
                import cardtable.bots.ismcts  # noqa: F401
            make_bot(b, 0)
    except BotError as exc:
        typer.echo(str(exc), err=True)
        raise typer.Exit(2) from None
    from cardtable.rl.dataset import write_dataset

    summary = write_dataset(game, games, out, bots=names or ["random"], seed=seed,
                            options=options)
    report = {"path": summary.path, "games": summary.games, "rows": summary.rows,
              "bytes": summary.bytes}
    if as_json:
        print(json.dumps(report))
    else:
        typer.echo(f"{summary.rows} decisions of {summary.games} games -> {summary.path} "
                   f"({summary.bytes} bytes)")


app = typer.Typer(help="Self-play datasets.")
app.command("dataset")(dataset)

if __name__ == "__main__":  # pragma: no cover
    app()
