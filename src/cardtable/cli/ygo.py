"""``cardtable ygo play`` and ``cardtable ygo sim``: Yu-Gi-Oh! at the terminal and in batches.

The setup handed to the engine is plain data: ``{"profile": P, "decks": [A, B]}`` with only the
keys the user gave (the engine supplies its preset decks and default profile otherwise).
"""

from __future__ import annotations

from typing import Annotated, Any

import typer

from cardtable.cli.common import new_game, parse_bots
from cardtable.cli.options import (
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
from cardtable.cli.simrun import run_sim_command
from cardtable.cli.ygo_board import render_ygo

GAME = "ygo"

app = typer.Typer(no_args_is_help=True, help="Yu-Gi-Oh! duels. / 游戏王决斗。")

Decks = Annotated[
    list[str] | None,
    typer.Option(
        "--deck",
        help="A deck (preset name, .ydk file or ydke:// URL); give it twice, seat 0 then seat 1."
        " / 卡组（预设名、.ydk 文件或 ydke 链接），给两次。",
    ),
]
ProfileOpt = Annotated[
    str | None,
    typer.Option(
        "--profile",
        help="Rule profile: classic-lp4000 (default), master-rule-3, or a YAML file. / 规则配置。",
    ),
]


def ygo_setup(decks: list[str] | None, profile: str | None) -> dict[str, Any]:
    """The plain-data setup for the engine from the command-line options."""
    setup: dict[str, Any] = {}
    if profile:
        setup["profile"] = profile
    if decks:
        if len(decks) == 1:
            decks = [decks[0], decks[0]]
        if len(decks) != 2:
            raise typer.BadParameter("give --deck once or twice / --deck 给一次或两次")
        setup["decks"] = list(decks)
    return setup


@app.command("play")
def play(
    seed: PlaySeed = None,
    hotseat: Hotseat = False,
    seat: Annotated[int, typer.Option("--seat", help="Your seat, 0 or 1. / 你的座位。")] = 0,
    bot: Annotated[
        str,
        typer.Option("--bot", help="Opponent bot (falls back to random if absent). / 对手机器人。"),
    ] = "ygo-heuristic,random",
    deck: Decks = None,
    profile: ProfileOpt = None,
    save_replay: SaveReplay = None,
    lang: Lang = None,
) -> None:
    """Duel the bot (or hotseat) in the terminal. / 在终端与机器人（或多人轮流）决斗。"""
    apply_lang(lang)
    game = new_game(GAME, ygo_setup(deck, profile), pick_seed(seed))
    humans = set(range(game.num_seats)) if hotseat else {seat}
    play_game(
        game,
        humans=humans,
        bot_names=parse_bots(bot),
        renderer=render_ygo,
        save_replay=save_replay,
    )


@app.command("sim")
def sim(
    games: Games = 100,
    seed: Seed = 0,
    as_json: Json = False,
    deck: Decks = None,
    profile: ProfileOpt = None,
    bots: Annotated[
        str,
        typer.Option("--bots", help="Bots for seat 0,1 (e.g. random,ygo-heuristic). / 机器人。"),
    ] = "random",
    backend: Backend = "local",
    workers: Workers = 0,
    no_progress: NoProgress = False,
) -> None:
    """Bot-vs-bot duels; --json prints one object. / 机器人对战批量模拟。"""
    run_sim_command(
        GAME,
        games=games,
        seed=seed,
        bots=parse_bots(bots),
        setup=ygo_setup(deck, profile),
        as_json=as_json,
        backend=backend,
        workers=workers,
        progress=not no_progress,
    )
