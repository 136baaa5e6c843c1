"""``cardtable bench ygo|sgs [--json]``: the engines' benchmarks, printed as rates (per second
and per CPU-second of the process), with the game and the build (interpreted | compiled) that ran.

The measuring code belongs to each engine (``cardtable.ygo.bench.run_bench`` and
``cardtable.sgs.bench.run_bench``); this command only calls it and prints what it returns.
"""

from __future__ import annotations

import dataclasses
import importlib
import inspect
import json
from typing import Annotated, Any

import typer
from rich.table import Table

from cardtable.buildinfo import build
from cardtable.cli.common import fail, out
from cardtable.cli.i18n import t
from cardtable.cli.options import Json, Seed
from cardtable.core.errors import SetupError

app = typer.Typer(
    no_args_is_help=True,
    help="Benchmarks (rates, not tests). / 性能基准。",
)

Count = Annotated[
    int | None,
    typer.Option(
        "--games", "-n", min=1, help="Games to play (engine default if omitted). / 局数。"
    ),
]


def run_engine_bench(game: str, **kwargs: Any) -> dict[str, Any]:
    """Import ``cardtable.<game>.bench`` and call its ``run_bench`` with the keyword arguments
    it accepts; exit 2 with a clear message when the module is missing."""
    module_name = f"cardtable.{game}.bench"
    try:
        module = importlib.import_module(module_name)
    except ModuleNotFoundError as exc:
        if exc.name is not None and module_name.startswith(exc.name):
            fail(t("bench_missing", game=game, module=module_name), 2)
        raise
    fn = getattr(module, "run_bench", None)
    if not callable(fn):
        fail(t("bench_missing", game=game, module=f"{module_name}.run_bench"), 2)
    params = inspect.signature(fn).parameters
    takes_any = any(p.kind is inspect.Parameter.VAR_KEYWORD for p in params.values())
    args = {k: v for k, v in kwargs.items() if v is not None and (takes_any or k in params)}
    data = as_dict(fn(**args))
    # every engine bench says what it measured and on which build (interpreted | compiled)
    return {"game": data.get("game", game), "build": data.get("build", build()), **data}


def as_dict(value: Any) -> dict[str, Any]:
    """A bench result as a plain dict (dicts, dataclasses and ``to_json()`` objects)."""
    if isinstance(value, dict):
        return value
    if hasattr(value, "to_json"):
        data = value.to_json()
        if isinstance(data, dict):
            return data
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return dataclasses.asdict(value)
    return {"result": value}


def _show(game: str, data: dict[str, Any], as_json: bool) -> None:
    if as_json:
        print(json.dumps(data, ensure_ascii=False, default=str))
        return
    table = Table(title=t("bench_title", game=game))
    table.add_column(t("col_what"))
    table.add_column(t("col_value"), justify="right")
    for k, v in data.items():
        table.add_row(str(k), str(v))
    out().print(table)


@app.command("ygo")
def bench_ygo(
    as_json: Json = False,
    games: Count = None,
    seed: Seed = 0,
    deck: Annotated[
        list[str] | None,
        typer.Option("--deck", help="A preset deck, given twice (seat 0, seat 1); default the "
                     "bench decks classic-a, classic-b. / 预设卡组（两次）。"),
    ] = None,
    profile: Annotated[
        str | None,
        typer.Option("--profile", help="A built-in rule profile (default classic-lp4000). / "
                     "规则配置。"),
    ] = None,
) -> None:
    """Random vs random duels on the bench decks (or two preset decks under a profile):
    duels/s, decisions/s, mean turns, clone µs. / 游戏王基准：随机对随机。"""
    if deck is not None and len(deck) != 2:
        fail(t("bench_two_decks", n=len(deck)), 2)
    decks = (deck[0], deck[1]) if deck else None
    try:
        data = run_engine_bench("ygo", duels=games, games=games, seed=seed, decks=decks,
                                profile=profile, freeze_gc=True)
    except SetupError as exc:
        fail(str(exc), 2)
    _show("ygo", data, as_json)


@app.command("sgs")
def bench_sgs(
    as_json: Json = False,
    games: Count = None,
    seed: Seed = 0,
    pool: Annotated[
        str | None,
        typer.Option("--pool", help="3v3 pool preset: 2011 (default), 2012, 2013. / 武将池。"),
    ] = None,
) -> None:
    """Random vs random 3v3 games: games/s, decisions/s, mean decisions, clone µs.
    / 三国杀基准：随机对随机 3v3。"""
    data = run_engine_bench("sgs", games=games, seed=seed, pool=pool, freeze_gc=True)
    _show("sgs", data, as_json)
