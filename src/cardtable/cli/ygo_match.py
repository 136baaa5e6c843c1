"""``cardtable ygo sim --match``: batches of best-of-3 matches between two bots.

The match flow (who goes first after a loss, long duels conceded) is the engine's
(:func:`cardtable.ygo.match.play_match`); this only seeds the matches and the bots, catches
crashes, counts, and prints one JSON object or a table. Match ``i`` uses seed ``S+i``.
"""

from __future__ import annotations

import json
import time
import traceback
from collections.abc import Callable, Sequence
from typing import Any

from rich.table import Table

from cardtable.bots.base import BotError, make_bot
from cardtable.cli.common import fail, out
from cardtable.cli.i18n import t
from cardtable.sim.job import bot_seed
from cardtable.sim.result_shape import result_json
from cardtable.sim.stats import MAX_TRACEBACKS


def play_one_match(setup: dict[str, Any], seed: int, bots: tuple[str, str]) -> dict[str, Any]:
    """Play one match; a plain record (``winner`` seat or None, ``duels``, ``error``)."""
    start = time.perf_counter()
    try:
        from cardtable.ygo.match import Match, play_match

        decks = setup["decks"]
        match = Match(decks[0], decks[1], profile=setup.get("profile", "classic-lp4000"), seed=seed)
        players = (make_bot(bots[0], bot_seed(seed, 0)), make_bot(bots[1], bot_seed(seed, 1)))
        play_match(match, players)
        summary = match.summary()
        return {
            "seed": seed,
            "bots": list(bots),
            "winner": summary["winner"],
            "duels": len(summary["duels"]),
            "duel_wins": summary["wins"],
            "seconds": time.perf_counter() - start,
            "error": None,
        }
    except Exception as exc:  # a crash is data, never fatal to the batch
        return {
            "seed": seed,
            "bots": list(bots),
            "winner": None,
            "duels": 0,
            "duel_wins": [0, 0],
            "seconds": time.perf_counter() - start,
            "error": f"{type(exc).__name__}: {exc}",
            "traceback": traceback.format_exc(),
        }


def run_matches(
    setup: dict[str, Any],
    *,
    matches: int,
    seed: int,
    bots: Sequence[str],
    alternate: bool = False,
    on_record: Callable[[dict[str, Any]], None] | None = None,
) -> dict[str, Any]:
    """Play ``matches`` matches and aggregate them in the common result shape
    (:mod:`cardtable.sim.result_shape`, unit ``match``; ``wins`` per seat of the first duel)
    plus ``mean_duels``."""
    pair = (bots[0], bots[-1])
    records = []
    start = time.perf_counter()
    for i in range(matches):
        order = (pair[1], pair[0]) if alternate and i % 2 else pair
        rec = play_one_match(setup, seed + i, order)
        records.append(rec)
        if on_record is not None:
            on_record(rec)
    seconds = time.perf_counter() - start
    ok = [r for r in records if r["error"] is None]
    wins = {"0": 0, "1": 0}
    by_bot = {name: 0 for name in pair}
    for r in ok:
        if r["winner"] is not None:
            wins[str(r["winner"])] += 1
            name = r["bots"][r["winner"]]
            by_bot[name] = by_bot.get(name, 0) + 1
    errors = [r for r in records if r["error"] is not None]
    return result_json(
        game="ygo",
        unit="match",
        games=matches,
        seed=seed,
        bots=pair,
        wins=wins,
        wins_by_bot=by_bot,
        draws=sum(1 for r in ok if r["winner"] is None),
        errors=len(errors),
        seconds=seconds,
        error_details=[
            {"seed": r["seed"], "error": r["error"], "traceback": r.get("traceback")}
            for r in errors[:MAX_TRACEBACKS]
        ],
        mean_duels=round(sum(r["duels"] for r in ok) / len(ok), 3) if ok else None,
    )


def run_match_command(
    setup: dict[str, Any],
    *,
    matches: int,
    seed: int,
    bots: Sequence[str],
    as_json: bool,
    alternate: bool,
) -> dict[str, Any]:
    """The body of ``ygo sim --match``: check the bots, run, print JSON or a table."""
    if len(bots) not in (1, 2):
        fail(t("bad_bots"), 2)
    try:
        for name in dict.fromkeys(bots):
            make_bot(name, 0)
    except BotError as exc:
        fail(t("bot_error", err=exc), 2)
    data = run_matches(setup, matches=matches, seed=seed, bots=bots, alternate=alternate)
    if as_json:
        print(json.dumps(data, ensure_ascii=False))
        return data
    table = Table(title=t("match_title", matches=matches, seed=seed))
    table.add_column(t("col_what"))
    table.add_column(t("col_value"), justify="right")
    table.add_row(t("row_wins"), ", ".join(f"{k}: {v}" for k, v in data["wins"].items()))
    table.add_row(
        t("row_wins_by_bot"), ", ".join(f"{k}: {v}" for k, v in data["wins_by_bot"].items())
    )
    table.add_row(t("row_draws"), str(data["draws"]))
    table.add_row(t("row_errors"), str(data["errors"]))
    table.add_row(t("row_mean_duels"), str(data["mean_duels"]))
    table.add_row(t("row_seconds"), str(data["seconds"]))
    con = out()
    con.print(table)
    for e in data["error_details"]:
        con.print(t("sim_error_line", seed=e["seed"], error=e["error"]), markup=False)
    return data
