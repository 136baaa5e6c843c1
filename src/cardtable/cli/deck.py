"""``cardtable deck check FILE [--rules R | --profile P]``: is a Yu-Gi-Oh! deck legal? (``.ydk`` or ydke://)

The checking belongs to the engine (:func:`cardtable.ygo.deck.deck_check_command`); this only
prints its messages in the chosen language and exits with its code (0 legal, 1 not, 2 error).
"""

from __future__ import annotations

from typing import Annotated

import typer

from cardtable.cli.cdb import ensure_cdb
from cardtable.cli.common import fail, out
from cardtable.cli.diy import ensure_diy
from cardtable.cli.i18n import get_lang, localize_error
from cardtable.cli.options import Lang, apply_lang
from cardtable.core.errors import CardtableError

app = typer.Typer(no_args_is_help=True, help="Yu-Gi-Oh! decks. / 游戏王卡组。")


@app.command("check")
def check(
    deck: Annotated[str, typer.Argument(help="A .ydk file or a ydke:// URL. / 卡组文件或链接。")],
    rules: Annotated[
        str | None,
        typer.Option(
            "--rules",
            "--profile",
            help="Deck rules preset (lp4000, classic, lp4000-strict, mr3) or a rule profile "
            "name/file. / 组卡规则或规则配置。",
        ),
    ] = None,
    lang: Lang = None,
) -> None:
    """Check a deck against the deck-construction rules. / 检查卡组是否合法。"""
    apply_lang(lang)
    from cardtable.ygo.deck import deck_check_command, resolve_deck_rules
    from cardtable.ygo.effects.pool import default_pool

    ensure_diy()  # DIY cards (--diy / $CARDTABLE_DIY_DIR) count as known cards
    ensure_cdb()  # so do the Normal Monsters of a --cdb database
    try:
        preset = resolve_deck_rules(rules) if rules else None
    except CardtableError as exc:
        fail(localize_error(exc), 2)
    # default_pool(): the built-in pool plus DIY and house-rules cards (the engine's default
    # table is the built-in pool only)
    code, messages = deck_check_command(deck, preset, default_pool().cards)
    con = out()
    for m in messages:
        con.print(m.get(get_lang()), markup=False)
    raise typer.Exit(code)
