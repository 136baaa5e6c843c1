"""DIY cards at the command line: the global ``--diy DIR`` (or ``$CARDTABLE_DIY_DIR``) and
``cardtable diy check DIR``.

The loading belongs to the engine (:func:`cardtable.ygo.diy.load_diy_dir`); this module only
remembers which folder the user named, loads it once before a Yu-Gi-Oh! command builds its
decks, prints every broken card as a warning (file, card, field) and never lets a broken
folder crash the command: the good cards still load.
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING, Annotated, Any

import typer

from cardtable.cli.common import err, fail, out
from cardtable.cli.i18n import t
from cardtable.cli.options import Lang, apply_lang

if TYPE_CHECKING:
    from cardtable.ygo.diy import DiyReport

ENV_VAR = "CARDTABLE_DIY_DIR"

_state: dict[str, str | None] = {"dir": None}

app = typer.Typer(no_args_is_help=True, help="DIY Yu-Gi-Oh! cards. / 游戏王 DIY 卡。")


def set_diy_dir(path: str | None) -> None:
    """Remember the folder of the global ``--diy`` option (None: use the environment)."""
    _state["dir"] = path


def diy_dir() -> str | None:
    """The DIY folder in use: ``--diy``, else ``$CARDTABLE_DIY_DIR``, else None."""
    return _state["dir"] or os.environ.get(ENV_VAR) or None


def load_diy(path: str) -> DiyReport:
    """Load ``path`` with the engine's loader; a :class:`DiyReport`, never an exception (an
    unexpected failure of the loader itself becomes one error of the report)."""
    from cardtable.ygo.diy import DiyError, DiyReport, load_diy_dir

    try:
        return load_diy_dir(path)
    except Exception as exc:  # the loader promises not to raise; a CLI must not crash anyway
        return DiyReport(errors=[DiyError(path, "-", "folder", f"{type(exc).__name__}: {exc}")])


def ensure_diy() -> DiyReport | None:
    """Load the DIY folder (if one is named) before decks are built; print each broken card
    as a warning on standard error and how many cards loaded. Returns the report or None."""
    path = diy_dir()
    if not path:
        return None
    report = load_diy(path)
    if report.pool is not None:  # the duels this command creates play with the DIY cards
        from cardtable.ygo.effects.pool import set_default_pool

        set_default_pool(report.pool)
    con = err()
    for e in report.errors:
        con.print(
            t("diy_warning", file=e.file, card=e.card, field=e.field, msg=e.message), markup=False
        )
    con.print(
        t("diy_loaded", n=len(report.loaded), errors=len(report.errors), dir=path), markup=False
    )
    return report


@app.command("check")
def check(
    folder: Annotated[str, typer.Argument(help="A folder of DIY card files. / DIY 卡文件夹。")],
    lang: Lang = None,
) -> None:
    """Validate a DIY folder: one line per broken card (file, card, field); exit 1 if any.
    / 检查 DIY 卡文件夹：每张有问题的卡一行（文件、卡、字段），有问题时退出码为 1。"""
    apply_lang(lang)
    if not os.path.isdir(folder):
        fail(t("diy_no_folder", dir=folder), 2)
    report = load_diy(folder)
    con = out()
    for cd in report.loaded:
        con.print(t("diy_ok_card", code=cd.code, name=_name(cd)), markup=False)
    for e in report.errors:
        con.print(
            t("diy_bad_card", file=e.file, card=e.card, field=e.field, msg=e.message), markup=False
        )
    con.print(t("diy_summary", n=len(report.loaded), errors=len(report.errors)), markup=False)
    raise typer.Exit(1 if report.errors else 0)


def _name(cd: Any) -> str:
    from cardtable.cli.i18n import get_lang

    name = cd.name
    return str(name.get(get_lang())) if hasattr(name, "get") else str(name)
