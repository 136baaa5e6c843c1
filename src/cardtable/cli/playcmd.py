"""Starting an interactive game from a command: seats, bots, seed, replay saving."""

from __future__ import annotations

import os
import tempfile
import time
from collections.abc import Sequence

import typer

from cardtable.bots.base import Bot, BotError, make_bot
from cardtable.cli.common import err, fail, out
from cardtable.cli.i18n import get_lang, t
from cardtable.cli.play_loop import (
    EventsFor,
    Notes,
    PlayLoop,
    PlayOutcome,
    ReadLine,
    describe_bots,
)
from cardtable.cli.render import Renderer, render_generic
from cardtable.core.game import Game
from cardtable.core.replay import Replay
from cardtable.sim.job import bot_seed


def pick_seed(seed: int | None) -> int:
    """The given seed, or a fresh one from the clock (printed, so the game can be replayed)."""
    return seed if seed is not None else int(time.time() * 1000) % 1_000_000_007


def first_available_bot(names: Sequence[str], seed: int) -> Bot:
    """The first of ``names`` that can be made (e.g. a heuristic bot, else ``random``)."""
    last: BotError | None = None
    for name in names:
        try:
            bot = make_bot(name, seed)
        except BotError as exc:
            last = exc
            continue
        if last is not None and not _warned.get(name):
            _warned[name] = True
            err().print(t("bot_fallback", err=last, bot=name), markup=False)
        return bot
    fail(t("bot_error", err=last), 2)


_warned: dict[str, bool] = {}


def play_game(
    game: Game,
    *,
    humans: set[int],
    bot_names: Sequence[str],
    renderer: Renderer = render_generic,
    save_replay: str | None = None,
    read_line: ReadLine | None = None,
    notes: Notes | None = None,
    events_for: EventsFor | None = None,
) -> PlayOutcome:
    """Play ``game`` in the terminal; bots (first available of ``bot_names``) take the other
    seats. Saves a replay when asked, whatever the ending."""
    con = out()
    for s in humans:
        if not 0 <= s < game.num_seats:
            fail(t("bad_seat", seat=s, n=game.num_seats), 2)
    bots = {
        s: first_available_bot(bot_names, bot_seed(game.seed, s))
        for s in range(game.num_seats)
        if s not in humans
    }
    header = t(
        "play_header",
        game=game.game_id,
        seed=game.seed,
        humans=", ".join(map(str, sorted(humans))) or "-",
        bots=describe_bots(bots) or "-",
    )
    con.print(header, markup=False)
    loop = PlayLoop(
        game,
        humans,
        bots,
        con,
        lang=get_lang(),
        read_line=read_line,
        renderer=renderer,
        notes=notes,
        events_for=events_for,
    )
    outcome = loop.run()
    if outcome.status == "error":
        path = save_replay or crash_path(game)
        Replay.of(game, status="error", traceback=outcome.error).save(path)
        con.print(t("crash_saved", path=path), markup=False)
        raise typer.Exit(1)
    if save_replay:
        Replay.of(game, status=outcome.status).save(save_replay)
        con.print(t("replay_saved", path=save_replay), markup=False)
    return outcome


def crash_path(game: Game) -> str:
    """Where a crashed game's replay goes when no ``--save-replay`` was given."""
    fd, path = tempfile.mkstemp(
        prefix=f"cardtable-crash-{game.game_id}-{game.seed}-", suffix=".json"
    )
    os.close(fd)
    return path
