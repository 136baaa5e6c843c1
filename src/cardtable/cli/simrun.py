"""The shared body of every ``… sim`` command: progress bar, table or one JSON object."""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table

from cardtable.bots.base import BotError
from cardtable.cli.common import err, fail, load_spec, out
from cardtable.cli.i18n import t
from cardtable.core.errors import SetupError
from cardtable.sim.batch import run_batch
from cardtable.sim.job import GameRecord
from cardtable.sim.stats import BatchResult


def run_sim_command(
    game_id: str,
    *,
    games: int,
    seed: int,
    bots: Sequence[str],
    setup: dict[str, Any],
    as_json: bool,
    backend: str = "local",
    workers: int = 0,
    sides: int | None = None,
    side_names: Sequence[str] = (),
    alternate: bool = False,
    progress: bool = True,
) -> BatchResult:
    """Run a batch with a progress bar on stderr and print the statistics on stdout.

    With ``as_json`` exactly one JSON object is printed (no progress text on stdout)."""
    load_spec(game_id)
    console = err()
    bar = Progress(
        TextColumn("{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        console=console,
        transient=True,
        # only on a terminal: piped or captured standard error gets no bar and no blank line
        disable=not progress or not console.is_terminal,
    )
    try:
        with bar:
            task = bar.add_task(t("sim_progress"), total=games)

            def tick(_rec: GameRecord) -> None:
                bar.advance(task)

            res = run_batch(
                game_id,
                games=games,
                seed=seed,
                bots=bots,
                setup=setup,
                backend=backend,
                workers=workers,
                sides=sides,
                side_names=side_names,
                alternate=alternate,
                on_record=tick,
            )
    except BotError as exc:
        fail(t("bot_error", err=exc), 2)
    except SetupError as exc:
        fail(t("setup_error", err=exc), 2)
    data = res.to_json()
    if as_json:
        print(json.dumps(data, ensure_ascii=False))
        return res
    print_table(data)
    return res


def print_table(data: dict[str, Any]) -> None:
    """The human-readable summary of a batch."""
    table = Table(title=t("sim_title", game=data["game"], games=data["games"], seed=data["seed"]))
    table.add_column(t("col_what"))
    table.add_column(t("col_value"), justify="right")
    wins = ", ".join(f"{k}: {v}" for k, v in data["wins"].items())
    table.add_row(t("row_wins"), wins)
    if len(data["wins_by_bot"]) > 1:
        by_bot = ", ".join(f"{k}: {v}" for k, v in data["wins_by_bot"].items())
        table.add_row(t("row_wins_by_bot"), by_bot)
    table.add_row(t("row_draws"), str(data["draws"]))
    table.add_row(t("row_errors"), str(data["errors"]))
    table.add_row(t("row_mean_turns"), _num(data["mean_turns"]))
    table.add_row(t("row_mean_decisions"), _num(data["mean_decisions"]))
    table.add_row(t("row_dps"), str(data["decisions_per_s"]))
    table.add_row(t("row_seconds"), str(data["seconds"]))
    con = out()
    con.print(table)
    for e in data["error_details"]:
        con.print(t("sim_error_line", seed=e["seed"], error=e["error"]), markup=False)


def _num(value: object) -> str:
    """A statistic for the table: ``-`` when the game does not report it."""
    return "-" if value is None else str(value)
