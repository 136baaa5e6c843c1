"""``cardtable replay FILE``: verify a replay by re-simulating it, then show its public events."""

from __future__ import annotations

from typing import Annotated

import typer

from cardtable.cli.cdb import ensure_cdb
from cardtable.cli.common import fail, load_spec, out
from cardtable.cli.diy import ensure_diy
from cardtable.cli.i18n import get_lang, t
from cardtable.cli.options import Lang, apply_lang
from cardtable.cli.render import EventFormat, print_events, result_line
from cardtable.core.errors import ReplayMismatch, SetupError
from cardtable.core.game import Game
from cardtable.core.replay import Replay


def replay(
    file: Annotated[str, typer.Argument(help="A replay file (JSON). / 回放文件。")],
    verify: Annotated[
        bool,
        typer.Option("--verify/--no-verify", help="Re-simulate and check. / 重新模拟并校验。"),
    ] = True,
    step: Annotated[
        bool, typer.Option("--step", help="Wait for Enter after each event. / 逐步显示。")
    ] = False,
    quiet: Annotated[
        bool, typer.Option("--quiet", "-q", help="Only verify; no events. / 只校验。")
    ] = False,
    lang: Lang = None,
) -> None:
    """Verify a replay and show its public event stream. / 校验回放并显示公开事件。

    Exits 1 when the re-simulation differs from the file, 2 when the file cannot be read.
    """
    apply_lang(lang)
    con = out()
    fmt = None
    try:
        rep = Replay.load(file)
    except SetupError as exc:
        fail(str(exc), 2)
    con.print(
        t("replay_header", game=rep.game, engine=rep.engine_version, seed=rep.seed), markup=False
    )
    if verify:
        load_spec(rep.game)
        if rep.game == "ygo":  # DIY cards / a cards.cdb the duel used must be known again
            ensure_diy()
            ensure_cdb()
        try:
            game = rep.verify()
        except ReplayMismatch as exc:
            fail(t("replay_mismatch", err=f"{file}: {exc}"), 1)
        except SetupError as exc:
            fail(t("replay_mismatch", err=f"{file}: {exc}"), 1)
        fmt = _event_format(rep.game, game)
        res = game.result()
        shown = "-" if res is None else result_line(res, get_lang())
        con.print(
            t("replay_ok", answers=len(rep.answers), events=len(rep.events), result=shown),
            markup=False,
        )
    if quiet:
        return
    if not rep.events:
        con.print(t("replay_no_events"))
        return
    lang_now = get_lang()
    for n, ev in enumerate(rep.events):
        print_events([ev], lang_now, con, n, fmt)
        if step:
            try:
                if input(t("replay_step_prompt") + " ").strip().lower() == "q":
                    break
            except EOFError:
                break


def _event_format(game_id: str, game: Game) -> EventFormat | None:
    """The game's readable event lines (names in the chosen language), as ``play`` shows them;
    they need the re-simulated game (to name each seat's general or card)."""
    from cardtable.cli.generic import EVENTS

    make = EVENTS.get(game_id)
    return None if make is None else make(game)
