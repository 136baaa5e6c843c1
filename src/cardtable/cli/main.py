"""The ``cardtable`` command: a global ``--lang`` and one sub-command group per module."""

from __future__ import annotations

from typing import Annotated

import typer

from cardtable.cli import (
    bench,
    bench_rl,
    bench_server,
    cards,
    cdb,
    dataset,
    deck,
    diy,
    generic,
    replay,
    scenario,
    serve,
    sgs,
    tournament,
    train,
    ygo,
)
from cardtable.cli.i18n import default_lang, set_lang
from cardtable.cli.optional import CardtableGroup

app = typer.Typer(
    name="cardtable",
    cls=CardtableGroup,
    no_args_is_help=True,
    add_completion=False,
    help="cardtable: a referee for Yu-Gi-Oh! and Sanguosha. / 游戏王与三国杀裁判程序。",
)


def _version(value: bool) -> None:
    if value:
        from cardtable import __version__
        from cardtable.buildinfo import build

        print(f"cardtable {__version__} ({build()} engine)")
        raise typer.Exit()


@app.callback()
def main(
    lang: Annotated[
        str | None,
        typer.Option(
            "--lang",
            help="Language of messages: zh or en (default: $CARDTABLE_LANG, else en). "
            "/ 界面语言：zh 或 en。",
        ),
    ] = None,
    diy_dir: Annotated[
        str | None,
        typer.Option(
            "--diy",
            help="A folder of DIY Yu-Gi-Oh! card files, loaded before decks are built "
            "(default: $CARDTABLE_DIY_DIR). / DIY 卡文件夹（默认取 $CARDTABLE_DIY_DIR）。",
        ),
    ] = None,
    cdb_file: Annotated[
        str | None,
        typer.Option(
            "--cdb",
            help="A YGOPro cards.cdb: names and stats of the cards we script, plus its Normal "
            "Monsters (default: $CARDTABLE_CDB). / YGOPro 卡片数据库 cards.cdb（默认取 "
            "$CARDTABLE_CDB）。",
        ),
    ] = None,
    version: Annotated[
        bool,
        typer.Option(
            "--version",
            callback=_version,
            is_eager=True,
            help="Print the version and which engine build runs (interpreted or compiled), "
            "then exit. / 显示版本与引擎构建（解释或编译）。",
        ),
    ] = False,
) -> None:
    """cardtable: a referee for Yu-Gi-Oh! and Sanguosha. / 游戏王与三国杀裁判程序。"""
    diy.set_diy_dir(diy_dir)
    cdb.set_cdb(cdb_file)
    chosen = (lang or default_lang()).strip().lower()
    try:
        set_lang(chosen)
    except ValueError as exc:
        raise typer.BadParameter(str(exc), param_hint="--lang") from None


app.add_typer(ygo.app, name="ygo")
app.add_typer(sgs.app, name="sgs")
app.add_typer(bench.app, name="bench")
app.add_typer(deck.app, name="deck")
app.add_typer(diy.app, name="diy")
app.command("replay")(replay.replay)
app.command("scenario")(scenario.scenario)
app.command("games")(generic.games)
app.command("play")(generic.play)
app.command("sim")(generic.sim)
app.command("tournament")(tournament.tournament)
app.command("cards")(cards.cards)
bench.app.command("rl")(bench_rl.bench_rl)
bench.app.command("server")(bench_server.bench_server)
app.command("serve")(serve.serve)
app.command("train")(train.train)
app.command("dataset")(dataset.dataset)

if __name__ == "__main__":  # pragma: no cover
    app()
