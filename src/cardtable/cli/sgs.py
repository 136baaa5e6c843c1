"""``cardtable sgs play`` and ``cardtable sgs sim``: Sanguosha at the terminal and in batches.

The setup handed to the engine is plain data: ``{"mode": "3v3"|"identity", ...}``.
"""

from __future__ import annotations

import time
from typing import Annotated, Any

import typer

from cardtable.cli.common import fail, new_game, out, parse_bots
from cardtable.cli.i18n import t
from cardtable.cli.options import (
    Alternate,
    Backend,
    Games,
    Hotseat,
    Json,
    Lang,
    NoProgress,
    PlaySeed,
    SaveReplay,
    Seed,
    Workers,
    apply_lang,
)
from cardtable.cli.playcmd import pick_seed, play_game
from cardtable.cli.sgs_board import render_sgs, sgs_events, sgs_notes
from cardtable.cli.simrun import run_sim_command
from cardtable.sim.result_shape import result_json

GAME = "sgs"

#: The seed's seating: seats 0-2 are the cool side, 3-5 the warm side; ``--bots a,b`` gives
#: bot ``a`` to the cool side and ``b`` to the warm side.
SIDES_3V3 = ("cool", "warm")

app = typer.Typer(no_args_is_help=True, help="Sanguosha 三国杀. / 三国杀。")

Mode = Annotated[
    str, typer.Option("--mode", help="3v3 or identity. / 模式：3v3 或 identity（身份局）。")
]
Players = Annotated[
    int | None,
    typer.Option(
        "--players",
        min=4,
        max=8,
        help="Players in identity mode (5-8; 4 also works). / 身份局人数（5-8，也可 4）。",
    ),
]

Pool = Annotated[
    str | None,
    typer.Option(
        "--pool",
        help="General pool: 3v3 presets 2011 (default), 2012, 2013; identity: standard, "
        "standard+wind (default) or standard plus any of wind/fire/forest/mountain joined "
        "with '+'; or a comma-separated list of general ids. / 武将池：3v3 用 2011/2012/2013；"
        "身份局用 standard+wind 等；或逗号分隔的武将列表。",
    ),
]


def sgs_setup(mode: str, players: int | None, pool: str | None = None) -> dict[str, Any]:
    """The plain-data setup for the engine from the command-line options (``pool``: a preset
    name or comma-separated general ids; checked by the engine)."""
    if mode not in ("3v3", "identity"):
        raise typer.BadParameter("--mode must be 3v3 or identity / 模式须为 3v3 或 identity")
    setup: dict[str, Any] = {"mode": mode}
    if players is not None and mode == "3v3":
        raise typer.BadParameter(
            "--players is for --mode identity (3v3 always has 6 seats) "
            "/ --players 仅用于身份局（3v3 固定 6 人）"
        )
    if players is not None:
        setup["players"] = players
    if pool is not None:
        setup["pool"] = [x.strip() for x in pool.split(",")] if "," in pool else pool.strip()
    return setup


#: The seat a lone human takes in 3v3: the cold side's commander (主帅), who takes a pile of
#: generals and drafts for the side (seed 000, 3v3 选将 步骤2-8); seat 4 is the other one.
COMMANDER_SEAT = 1


def default_seat(mode: str) -> int:
    """The human's seat when ``--seat`` is not given: a commander in 3v3 (the draft is theirs),
    the lord (seat 0) in identity mode."""
    return COMMANDER_SEAT if mode == "3v3" else 0


def _sgs_match_json(games: int, seed: int, pair: tuple[str, str], wins: dict[str, int],
                    results: list[dict[str, Any]], seconds: float,
                    errors: list[dict[str, Any]]) -> dict[str, Any]:
    """A 3v3 match in the common result shape (:mod:`cardtable.sim.result_shape`, unit
    ``match``: ``games`` is the match's games, ``wins`` per team A/B) plus ``results``."""
    by_bot = dict.fromkeys(pair, 0)
    for team, name in zip(("A", "B"), pair, strict=True):
        by_bot[name] += wins.get(team, 0)
    return result_json(
        game="sgs", unit="match", games=games, seed=seed, bots=pair,
        wins={"A": wins.get("A", 0), "B": wins.get("B", 0)}, wins_by_bot=by_bot,
        draws=wins.get("draw", 0), errors=len(errors), seconds=seconds, error_details=errors,
        results=results,
    )


@app.command("play")
def play(
    mode: Mode = "3v3",
    players: Players = None,
    pool: Pool = None,
    seed: PlaySeed = None,
    seat: Annotated[
        list[int] | None,
        typer.Option(
            "--seat",
            help="Your seat(s), repeatable (default: a commander, seat 1, in 3v3 - you draft; "
            "the lord, seat 0, in identity). / 你的座位（可重复；默认 3v3 为主帅 1 号位，身份局为"
            "主公 0 号位）。",
        ),
    ] = None,
    hotseat: Hotseat = False,
    bot: Annotated[
        str,
        typer.Option(
            "--bot", "--bots", help="Bot for the other seats. / 其他座位的机器人。"
        ),
    ] = "sgs-heuristic,random",
    save_replay: SaveReplay = None,
    lang: Lang = None,
) -> None:
    """Play Sanguosha in the terminal with any mix of humans and bots. / 在终端进行三国杀。"""
    apply_lang(lang)
    game = new_game(GAME, sgs_setup(mode, players, pool), pick_seed(seed))
    humans = set(range(game.num_seats)) if hotseat else set(seat or [default_seat(mode)])
    play_game(
        game,
        humans=humans,
        bot_names=parse_bots(bot),
        renderer=render_sgs,
        save_replay=save_replay,
        notes=sgs_notes,
        events_for=sgs_events,
    )


@app.command("sim")
def sim(
    mode: Mode = "3v3",
    players: Players = None,
    pool: Pool = None,
    games: Games = 100,
    seed: Seed = 0,
    as_json: Json = False,
    bots: Annotated[
        str,
        typer.Option(
            "--bots", "--bot",
            help="One bot per side (3v3) or per seat, comma-separated. / 每方机器人。",
        ),
    ] = "random",
    backend: Backend = "local",
    workers: Workers = 0,
    alternate: Alternate = False,
    no_progress: NoProgress = False,
    match: Annotated[
        bool,
        typer.Option(
            "--match",
            help="3v3 only: one match of --games games between team A (first bot) and team B "
            "(last bot), colours swapping every game. "
            "/ 仅 3v3：A、B 两队连续对局，每局交换冷暖色。",
        ),
    ] = False,
) -> None:
    """Bot-vs-bot games; in 3v3 wins are counted per side. / 机器人批量对局（3v3 按阵营计胜）。"""
    names = parse_bots(bots)
    if match:
        if mode != "3v3":
            raise typer.BadParameter("--match needs --mode 3v3 / --match 仅用于 3v3")
        run_sgs_match(
            sgs_setup(mode, players, pool), games=games, seed=seed, bots=names, as_json=as_json
        )
        return
    run_sim_command(
        GAME,
        games=games,
        seed=seed,
        bots=names,
        setup=sgs_setup(mode, players, pool),
        as_json=as_json,
        backend=backend,
        workers=workers,
        sides=2 if mode == "3v3" else None,
        side_names=SIDES_3V3 if mode == "3v3" else (),
        alternate=alternate,
        progress=not no_progress,
    )


def run_sgs_match(
    setup: dict[str, Any], *, games: int, seed: int, bots: list[str], as_json: bool
) -> dict[str, Any]:
    """The body of ``sgs sim --match``: the engine's :func:`cardtable.sgs.match.play_match`
    between two bots (team A: the first name, team B: the last), one JSON object or a table.

    A crash is reported as ``error`` (exit 1), never a traceback."""
    import json
    import traceback

    from rich.table import Table

    from cardtable.bots.base import BotError, make_bot
    from cardtable.sgs.match import play_match

    try:
        team_a = make_bot(bots[0], seed * 2 + 1)
        team_b = make_bot(bots[-1], seed * 2 + 2)
    except BotError as exc:
        fail(t("bot_error", err=exc), 2)
    pair = (bots[0], bots[-1])  # teams A and B
    start = time.perf_counter()
    try:
        res = play_match(team_a.choose, team_b.choose, games, seed, setup=setup)
    except Exception as exc:  # an engine or bot bug: data, not a traceback
        err = f"{type(exc).__name__}: {exc}"
        data = _sgs_match_json(games, seed, pair, {}, [], time.perf_counter() - start, [
            {"seed": seed, "error": err, "traceback": traceback.format_exc()}])
        if as_json:
            print(json.dumps(data, ensure_ascii=False))
        else:
            fail(t("sim_error_line", seed=seed, error=err), 1)
        raise typer.Exit(1) from None
    data = _sgs_match_json(games, seed, pair, dict(res.wins), list(res.games),
                           time.perf_counter() - start, [])
    if as_json:
        print(json.dumps(data, ensure_ascii=False))
        return data
    table = Table(title=t("sgs_match_title", games=games, seed=seed))
    table.add_column(t("col_what"))
    table.add_column(t("col_value"))
    table.add_row(t("row_team_wins"), ", ".join(f"{k}: {v}" for k, v in res.wins.items()))
    for g in res.games:
        table.add_row(
            t("row_game", n=g["game"]),
            t("sgs_match_game", colour=g["team_a_colour"], winner=g["winner"], reason=g["reason"]),
        )
    out().print(table)
    return data
