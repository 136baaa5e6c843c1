"""Commands that work for every registered game: ``games``, ``play GAME`` and ``sim GAME``.

They are how a third game (or the toy game of the tests) gets a terminal table and batch runs
without any change here. ``$CARDTABLE_GAME_MODULES`` names extra modules that register games.
"""

from __future__ import annotations

from typing import Annotated

import typer

from cardtable.cli.cdb import ensure_cdb
from cardtable.cli.common import fail, load_spec, new_game, out, parse_bots, parse_setup
from cardtable.cli.diy import ensure_diy
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
from cardtable.cli.render import Renderer, render_generic
from cardtable.cli.sgs_board import render_sgs, sgs_events, sgs_notes
from cardtable.cli.simrun import run_sim_command
from cardtable.cli.ygo_board import render_ygo
from cardtable.cli.ygo_events import ygo_events, ygo_notes
from cardtable.core.errors import SetupError
from cardtable.core.game import Game
from cardtable.core.scenario import load_scenarios
from cardtable.sim.loading import all_games

#: Boards of the games that have one; every other game gets the generic tree.
BOARDS: dict[str, Renderer] = {"ygo": render_ygo, "sgs": render_sgs}
NOTES = {"ygo": ygo_notes, "sgs": sgs_notes}
EVENTS = {"ygo": ygo_events, "sgs": sgs_events}

GameId = Annotated[
    str, typer.Argument(help="A registered game id (see: cardtable games). / 游戏编号。")
]
SetupJson = Annotated[
    str | None, typer.Option("--setup", help="Game setup as a JSON object. / JSON 格式的开局设置。")
]
Bots = Annotated[
    str,
    typer.Option(
        "--bots", "--bot", help="Bot names, comma-separated, per seat or side. / 机器人名称。"
    ),
]


def games() -> None:
    """List the registered games. / 列出可用的游戏。"""
    for g in all_games():
        out().print(g, markup=False)


def play(
    game_id: GameId,
    setup: SetupJson = None,
    seed: PlaySeed = None,
    seat: Annotated[
        list[int] | None, typer.Option("--seat", help="Your seat(s); repeatable. / 你的座位。")
    ] = None,
    hotseat: Hotseat = False,
    bot: Annotated[
        str, typer.Option("--bot", "--bots", help="Bot for the other seats. / 机器人。")
    ] = "random",
    save_replay: SaveReplay = None,
    scenario: Annotated[
        str | None,
        typer.Option(
            "--scenario",
            help="Start from a scenario file's board (a puzzle; FILE#N: its N-th scenario) "
            "instead of a new game. / 从场景文件的局面开始（残局）。",
        ),
    ] = None,
    lang: Lang = None,
) -> None:
    """Play any game in the terminal against bots, or hotseat. / 在终端中进行任意游戏。"""
    apply_lang(lang)
    if scenario is not None:
        game = scenario_game(game_id, scenario, seed)
    else:
        game = new_game(game_id, parse_setup(setup), pick_seed(seed))
    humans = set(range(game.num_seats)) if hotseat else set(seat or [0])
    play_game(
        game,
        humans=humans,
        bot_names=parse_bots(bot),
        renderer=BOARDS.get(game_id, render_generic),
        save_replay=save_replay,
        notes=NOTES.get(game_id),
        events_for=EVENTS.get(game_id),
    )


def scenario_game(game_id: str, ref: str, seed: int | None) -> Game:
    """The game at the start of scenario ``ref`` (``FILE`` or ``FILE#N``), or exit 2 saying why
    (its steps are not run: the player plays from its board)."""
    path, _, num = ref.partition("#")
    load_spec(game_id)
    ensure_diy()
    ensure_cdb()
    try:
        found = load_scenarios(path)
        n = int(num) if num else 1
        if not 1 <= n <= len(found):
            fail(t("setup_error", err=f"{path} holds {len(found)} scenario(s), not #{n}"), 2)
        sc = found[n - 1]
        if sc.game != game_id:
            fail(t("setup_error", err=f"{ref} is a {sc.game} scenario, not {game_id}"), 2)
        if seed is not None:
            sc.seed = seed
        return sc.build()
    except ValueError:
        fail(t("setup_error", err=f"bad scenario number in {ref!r}"), 2)
    except SetupError as exc:
        fail(t("setup_error", err=exc), 2)


def sim(
    game_id: GameId,
    games: Games = 100,
    seed: Seed = 0,
    bots: Bots = "random",
    setup: SetupJson = None,
    as_json: Json = False,
    backend: Backend = "local",
    workers: Workers = 0,
    sides: Annotated[
        int | None,
        typer.Option("--sides", help="Count wins per side (N blocks of seats). / 按阵营计胜场。"),
    ] = None,
    alternate: Alternate = False,
    no_progress: NoProgress = False,
) -> None:
    """Bot-vs-bot batch of any game. / 任意游戏的机器人批量对局。"""
    run_sim_command(
        game_id,
        games=games,
        seed=seed,
        bots=parse_bots(bots),
        setup=parse_setup(setup),
        as_json=as_json,
        backend=backend,
        workers=workers,
        sides=sides,
        alternate=alternate,
        progress=not no_progress and not as_json,
    )
