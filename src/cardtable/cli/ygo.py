"""``cardtable ygo play`` and ``cardtable ygo sim``: Yu-Gi-Oh! at the terminal and in batches.

The setup handed to the engine is plain data: ``{"profile": P, "decks": [A, B]}`` where each deck
is ``{"main": [passcodes], "extra": [passcodes]}`` read from a preset name (the decks shipped in
``cardtable/ygo/decks``), a ``.ydk`` file or a ``ydke://`` URL. The replay stores the lists, so
it still plays back if a preset changes. Without ``--deck`` the duel is classic-a vs classic-b.
"""

from __future__ import annotations

from importlib import resources
from pathlib import Path
from typing import Annotated, Any

import typer

from cardtable.cli.cdb import ensure_cdb
from cardtable.cli.common import fail, load_spec, new_game, parse_bots
from cardtable.cli.diy import ensure_diy
from cardtable.cli.i18n import get_lang, t
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
from cardtable.cli.simrun import run_sim_command
from cardtable.cli.ygo_board import render_ygo
from cardtable.cli.ygo_events import ygo_events, ygo_notes
from cardtable.cli.ygo_match import run_match_command
from cardtable.cli.ygo_play_match import run_play_match
from cardtable.core.errors import CardtableError, SetupError

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


DEFAULT_DECKS = ("classic-a", "classic-b")


def preset_names() -> list[str]:
    """Names of the preset decks shipped with the package."""
    root = resources.files("cardtable.ygo").joinpath("decks")
    return sorted(p.name[:-4] for p in root.iterdir() if p.name.endswith(".ydk"))


def resolve_deck(spec: str, side: bool = False) -> dict[str, list[int]]:
    """A deck as plain data from a preset name, a ``.ydk`` path or a ``ydke://`` URL (with its
    ``side`` list too when ``side``, for matches).

    Raises :class:`SetupError` naming the presets when ``spec`` is none of them."""
    from cardtable.ygo.deck import load_deck

    source = spec
    if not (spec.strip().lower().startswith("ydke://") or Path(spec).is_file()):
        preset = resources.files("cardtable.ygo").joinpath("decks", f"{spec}.ydk")
        if not preset.is_file():
            raise SetupError(
                f"deck {spec!r} is not a file, a ydke:// URL or a preset "
                f"(presets: {', '.join(preset_names())})"
            )
        source = str(preset)
    deck = load_deck(source)
    out = {"main": list(deck.main), "extra": list(deck.extra)}
    if side:
        out["side"] = list(deck.side)
    return out


def ygo_setup(
    decks: list[str] | None, profile: str | None, side: bool = False, check: bool = True
) -> dict[str, Any]:
    """The plain-data setup for the engine from the command-line options (exit 2 on a bad
    deck). DIY cards (``--diy``) and a ``--cdb`` database are loaded first, so their passcodes
    in decks are known."""
    ensure_diy()
    ensure_cdb()
    names = list(decks or DEFAULT_DECKS)
    if len(names) == 1:
        names = [names[0], names[0]]
    if len(names) != 2:
        raise typer.BadParameter("give --deck once or twice / --deck 给一次或两次")
    setup: dict[str, Any] = {}
    if profile:
        setup["profile"] = profile
    try:
        setup["decks"] = [resolve_deck(n, side) for n in names]
        problems = deck_problems(setup["decks"], names, profile) if check else []
    except CardtableError as exc:
        fail(t("setup_error", err=exc), 2)
    if problems:
        fail(t("deck_not_legal", problems="\n".join(problems)), 2)
    return setup


def deck_problems(decks: list[dict[str, list[int]]], names: list[str],
                  profile: str | None) -> list[str]:
    """Each deck checked against the deck rules of the duel's profile (its sizes, copies and
    banlist, as ``cardtable deck check --profile`` does): one line per problem, naming the seat,
    the deck and the card, in the current language (empty when both decks are legal)."""
    from cardtable.ygo.deck import Deck, check_deck, resolve_deck_rules
    from cardtable.ygo.effects.pool import default_pool

    rules = resolve_deck_rules(profile or "classic-lp4000")
    out = []
    for seat, (d, name) in enumerate(zip(decks, names, strict=True)):
        deck = Deck(list(d["main"]), list(d["extra"]), list(d.get("side", [])))
        for v in check_deck(deck, default_pool().cards, rules):
            out.append(t("deck_problem", seat=seat, deck=name, problem=v.message.get(get_lang())))
    return out


NoDeckCheck = Annotated[
    bool,
    typer.Option(
        "--no-deck-check",
        help="Play even if a deck breaks the profile's deck rules (sizes, copies, banlist). / "
        "即使卡组违反规则配置的组卡规则也开始对局。",
    ),
]


@app.command("play")
def play(
    seed: PlaySeed = None,
    hotseat: Hotseat = False,
    seat: Annotated[
        list[int] | None,
        typer.Option(
            "--seat", min=0, max=1,
            help="Your seat(s), 0 or 1, repeatable (default 0). / 你的座位（可重复，默认 0）。",
        ),
    ] = None,
    bot: Annotated[
        str,
        typer.Option(
            "--bot", "--bots",
            help="Opponent bot (falls back to random if absent). / 对手机器人。",
        ),
    ] = "ygo-heuristic,random",
    deck: Decks = None,
    profile: ProfileOpt = None,
    save_replay: SaveReplay = None,
    match: Annotated[
        bool,
        typer.Option(
            "--match",
            help="Play a best-of-3 match with side-decking; replays get -1, -2, -3. "
            "/ 三局两胜（可换副卡组），回放文件加 -1、-2、-3 后缀。",
        ),
    ] = False,
    no_deck_check: NoDeckCheck = False,
    lang: Lang = None,
) -> None:
    """Duel the bot (or hotseat) in the terminal. / 在终端与机器人（或多人轮流）决斗。"""
    apply_lang(lang)
    load_spec(GAME)
    if match:
        setup = ygo_setup(deck, profile, side=True, check=False)  # Match checks the decks
        run_play_match(
            setup["decks"],
            profile=profile,
            seed=pick_seed(seed),
            humans={0, 1} if hotseat else set(seat or [0]),
            bot_names=parse_bots(bot),
            renderer=render_ygo,
            save_replay=save_replay,
        )
        return
    game = new_game(GAME, ygo_setup(deck, profile, check=not no_deck_check), pick_seed(seed))
    humans = set(range(game.num_seats)) if hotseat else set(seat or [0])
    play_game(
        game,
        humans=humans,
        bot_names=parse_bots(bot),
        renderer=render_ygo,
        save_replay=save_replay,
        notes=ygo_notes,
        events_for=ygo_events,
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
        typer.Option(
            "--bots", "--bot", help="Bots for seat 0,1 (e.g. random,ygo-heuristic). / 机器人。"
        ),
    ] = "random",
    backend: Backend = "local",
    workers: Workers = 0,
    alternate: Alternate = False,
    match: Annotated[
        bool,
        typer.Option(
            "--match", help="Play best-of-3 matches instead of single duels. / 三局两胜制。"
        ),
    ] = False,
    no_progress: NoProgress = False,
    no_deck_check: NoDeckCheck = False,
) -> None:
    """Bot-vs-bot duels (or best-of-3 matches); --json prints one object. / 机器人对战批量模拟。"""
    load_spec(GAME)
    setup = ygo_setup(deck, profile, check=not no_deck_check)
    if match:
        run_match_command(
            setup,
            matches=games,
            seed=seed,
            bots=parse_bots(bots),
            as_json=as_json,
            alternate=alternate,
        )
        return
    run_sim_command(
        GAME,
        games=games,
        seed=seed,
        bots=parse_bots(bots),
        setup=setup,
        as_json=as_json,
        backend=backend,
        workers=workers,
        alternate=alternate,
        progress=not no_progress,
    )
