"""``cardtable tournament GAME BOT[@DECK] BOT[@DECK] ...``: a round robin among bots.

Prints a win-rate table (per entrant and per pair, with 95% Wilson intervals) and Elo ratings;
``--json`` prints the report instead, ``--out FILE`` also writes it to a file and ``--plot
FILE.png`` draws a plot (needs matplotlib, from the ``rl`` or ``plot`` extra). Nothing is
written unless asked. No optional package is needed to play the games.
``--backend local|process|ray`` chooses where the games run; the same seeds give the same
results on every backend.

Mounted by the main CLI as ``app.command("tournament")(tournament.tournament)``.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table

from cardtable.cli.common import fail
from cardtable.cli.options import Backend, Json, NoProgress, Workers
from cardtable.core.errors import CardtableError
from cardtable.sim.job import GameRecord
from cardtable.sim.tournament import run_tournament


def tournament(
    game_id: Annotated[
        str,
        typer.Argument(
            help="ygo, sgs (= sgs-3v3), sgs-identity, or any game id (see: cardtable games). "
            "/ 游戏：ygo、sgs（3v3）、sgs-identity 或其他游戏编号。"
        ),
    ],
    entrants: Annotated[
        list[str], typer.Argument(help="Bots, BOT or BOT@DECK, at least two. / 参赛机器人。")
    ],
    games: Annotated[
        int, typer.Option("--games", "-n", min=1, help="Games per pair. / 每对局数。")
    ] = 20,
    seed: Annotated[int, typer.Option("--seed", "-s", help="Base seed. / 基础种子。")] = 0,
    setup: Annotated[
        str | None, typer.Option("--setup", help="Setup as JSON. / 开局设置 (JSON)。")
    ] = None,
    backend: Backend = "local",
    workers: Workers = 0,
    out: Annotated[
        Path | None,
        typer.Option("--out", help="Also write the JSON report to this file. / 保存 JSON 报告。"),
    ] = None,
    plot: Annotated[
        Path | None,
        typer.Option("--plot", help="Draw a PNG plot to this file (needs matplotlib). / PNG 图。"),
    ] = None,
    as_json: Json = False,
    no_progress: NoProgress = False,
) -> None:
    """Round robin among bots with win rates, confidence intervals and Elo. / 机器人循环赛。"""
    err = Console(stderr=True)
    try:
        setup_data: dict[str, Any] = json.loads(setup) if setup else {}
    except json.JSONDecodeError as exc:
        fail(f"--setup is not JSON: {exc}", 2)
    n_pairs = len(entrants) * (len(entrants) - 1) // 2
    bar = Progress(
        TextColumn("tournament"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        console=err,
        transient=True,
        disable=no_progress or as_json or not err.is_terminal,
    )
    try:
        with bar:
            task = bar.add_task("games", total=n_pairs * games)

            def tick(_r: GameRecord) -> None:
                bar.advance(task)

            res = run_tournament(
                game_id,
                entrants,
                games=games,
                seed=seed,
                setup=setup_data,
                backend=backend,
                workers=workers,
                on_record=tick,
            )
    except CardtableError as exc:
        fail(str(exc), 2)
    report = res.to_json()
    if out is not None:
        try:
            out.write_text(json.dumps(report, indent=1, ensure_ascii=False), encoding="utf-8")
        except OSError as exc:
            fail(f"cannot write {out}: {exc.strerror or exc}", 2)
    if plot is not None and str(plot) not in ("", "."):
        msg = plot_report(report, plot)
        if msg:
            err.print(msg, markup=False)
    if as_json:
        print(json.dumps(report, ensure_ascii=False))
        return
    print_report(report, Console())


def print_report(report: dict[str, Any], console: Console) -> None:
    """The entrant table (score, CI, Elo) and the pair table."""
    t = Table(title=f"{report['game']}: {report['games_per_pair']} games per pair")
    for col in ("entrant", "games", "score", "95% CI", "Elo"):
        t.add_column(col, justify="left" if col == "entrant" else "right")
    for e in sorted(report["entrants"], key=lambda e: -e["elo"]):
        sc = "-" if e["score"] is None else f"{e['score']:.3f}"
        lo, hi = e["ci95"]
        t.add_row(e["name"], str(e["games"]), sc, f"{lo:.3f}–{hi:.3f}", f"{e['elo']:.0f}")
    console.print(t)
    p = Table(title="pairs (score of A)")
    for col in ("A", "B", "games", "W-D-L", "score A", "95% CI"):
        p.add_column(col)
    for x in report["pairs"]:
        sc = "-" if x["score_a"] is None else f"{x['score_a']:.3f}"
        lo, hi = x["ci95_a"]
        wdl = f"{x['wins_a']}-{x['draws']}-{x['wins_b']}"
        p.add_row(x["a"], x["b"], str(x["games"]), wdl, sc, f"{lo:.3f}–{hi:.3f}")
    console.print(p)
    console.print(
        f"backend {report['backend']}, {report['seconds']:.3g} s, "
        f"{report['error_count']} crashed games"
    )


def plot_report(report: dict[str, Any], path: Path) -> str:
    """Write a PNG: entrant scores with 95% CIs, and the pairwise score matrix. Returns a
    message when matplotlib is missing (nothing written), else ``""``."""
    try:
        import matplotlib  # type: ignore[import-untyped,unused-ignore]

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt  # type: ignore[import-untyped,unused-ignore]
    except ImportError:
        return "matplotlib is not installed (pip install 'cardtable[plot]'): no plot written"
    ents = report["entrants"]
    names = [e["name"] for e in ents]
    k = len(names)
    fig, (ax1, ax2) = plt.subplots(1, 2, figsize=(6 + 1.2 * k, 4))
    scores = [e["score"] or 0.0 for e in ents]
    err_lo = [max(0.0, s - e["ci95"][0]) for s, e in zip(scores, ents, strict=True)]
    err_hi = [max(0.0, e["ci95"][1] - s) for s, e in zip(scores, ents, strict=True)]
    ax1.bar(range(k), scores, yerr=[err_lo, err_hi], capsize=4, color="#4C72B0")
    ax1.axhline(0.5, color="grey", lw=0.8, ls="--")
    ax1.set_xticks(range(k), [f"{n}\n{e['elo']:.0f}" for n, e in zip(names, ents, strict=True)])
    ax1.set_ylim(0, 1)
    ax1.set_ylabel("score (95% CI)")
    ax1.set_title("score and Elo")
    mat = [[0.5] * k for _ in range(k)]
    idx = {n: i for i, n in enumerate(names)}
    for x in report["pairs"]:
        if x["score_a"] is None:
            continue
        i, j = idx[x["a"]], idx[x["b"]]
        mat[i][j] = x["score_a"]
        mat[j][i] = 1.0 - x["score_a"]
    im = ax2.imshow(mat, vmin=0, vmax=1, cmap="RdBu")
    ax2.set_xticks(range(k), names, rotation=30)
    ax2.set_yticks(range(k), names)
    for i in range(k):
        for j in range(k):
            if i != j:
                ax2.text(j, i, f"{mat[i][j]:.2f}", ha="center", va="center", fontsize=8)
    ax2.set_title("row's score against column")
    fig.colorbar(im, ax=ax2)
    fig.suptitle(f"{report['game']} tournament ({report['games_per_pair']} games per pair)")
    fig.tight_layout()
    fig.savefig(path, dpi=100)
    plt.close(fig)
    return ""


app = typer.Typer(help="Round-robin tournaments among bots. / 机器人循环赛。")
app.command("tournament")(tournament)
