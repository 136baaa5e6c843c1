"""``cardtable cards --pool goat [--missing | --stats-only | --scripted] [--count]``: the
Yu-Gi-Oh! card pools and which of their cards play their text.

The facts belong to the engine (:mod:`cardtable.ygo.cards.pools`); this prints them in the chosen
language. A card is *scripted* when it plays its text (a Normal Monster, or a card with effects),
*missing* when it needs a script it does not have yet (the goat profile refuses it in a deck).
"""

from __future__ import annotations

from typing import Annotated

import typer

from cardtable.cli.common import fail, out
from cardtable.cli.i18n import get_lang
from cardtable.cli.options import Lang, apply_lang


def cards(
    pool: Annotated[str, typer.Option("--pool", help="Card pool: goat. / 卡池：goat。")] = "goat",
    missing: Annotated[
        bool, typer.Option("--missing", help="Only cards not scripted yet. / 只列未实现效果的卡。")
    ] = False,
    scripted: Annotated[
        bool, typer.Option("--scripted", help="Only cards that play their text. / 只列已实现的卡。")
    ] = False,
    count: Annotated[
        bool, typer.Option("--count", help="Only the counts. / 只显示数量。")
    ] = False,
    lang: Lang = None,
) -> None:
    """List a card pool and what is scripted. / 列出卡池与效果实现情况。"""
    apply_lang(lang)
    from cardtable.core.errors import CardtableError
    from cardtable.ygo.cards.pools import pool_report

    try:
        rep = pool_report(pool)
    except CardtableError as exc:
        fail(str(exc), 2)
    zh = get_lang() == "zh"
    con = out()
    if not count:
        rows = rep.missing if missing else rep.scripted if scripted else rep.rows
        for r in rows:
            state = (("已实现" if r.scripted else "未实现") if zh
                     else ("scripted" if r.scripted else "missing"))
            name = r.name_zh if zh else r.name_en
            con.print(f"{r.code:>8}  {state:<8}  {r.kind:<16}  {name}", markup=False,
                      soft_wrap=True)
    total = len(rep.rows)
    n_ok = len(rep.scripted)
    if zh:
        con.print(f"卡池 {pool}：共{total}张，已实现{n_ok}张（其中通常怪兽{rep.normals}张），"
                  f"未实现{total - n_ok}张", markup=False)
    else:
        con.print(f"pool {pool}: {total} cards, {n_ok} scripted ({rep.normals} of them Normal "
                  f"Monsters), {total - n_ok} missing", markup=False)
