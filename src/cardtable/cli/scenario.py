"""``cardtable scenario FILE…``: run scenario files, print pass/fail, exit 1 on any failure."""

from __future__ import annotations

from typing import Annotated

import typer

from cardtable.cli.cdb import ensure_cdb
from cardtable.cli.common import out
from cardtable.cli.diy import ensure_diy
from cardtable.cli.i18n import t
from cardtable.cli.options import Lang, apply_lang
from cardtable.core.errors import ScenarioFailure, SetupError
from cardtable.core.scenario import Scenario, load_scenarios
from cardtable.sim.loading import ensure_game


def run_file(path: str) -> str | None:
    """Run every scenario of one file (its ``---`` documents and variants); None when all pass,
    else the failure messages (file, document, step, expectation)."""
    try:
        found = load_scenarios(path)
    except SetupError as exc:
        return str(exc) if str(exc).startswith(path) else f"{path}: {exc}"
    msgs = [m for m in (run_scenario(sc, path) for sc in found) if m is not None]
    return "\n  ".join(msgs) if msgs else None


def run_scenario(sc: Scenario, path: str) -> str | None:
    """Run one scenario; None when it passes, else the failure message."""
    try:
        ensure_game(sc.game)
        sc.check()
    except ScenarioFailure as exc:
        msg = str(exc)
        if exc.step_data is not None:
            msg += f"\n    step {exc.step}: {exc.step_data}"
        return msg
    except SetupError as exc:
        return str(exc) if str(exc).startswith(path) else f"{path}: {exc}"
    except Exception as exc:  # an engine crash is a failure of this file, not of the command
        notes = "; ".join(getattr(exc, "__notes__", []))
        detail = f"{type(exc).__name__}: {exc}" + (f" ({notes})" if notes else "")
        return t("scenario_crash", file=sc.source, err=detail)
    return None


def scenario(
    files: Annotated[list[str], typer.Argument(help="Scenario files (YAML). / 场景文件。")],
    lang: Lang = None,
) -> None:
    """Run scenario files; exit 1 if any fails. / 运行场景文件，任何失败则以 1 退出。"""
    apply_lang(lang)
    ensure_diy()  # scenarios may name DIY cards (--diy / $CARDTABLE_DIY_DIR) or --cdb ones
    ensure_cdb()
    con = out()
    failed = 0
    for path in files:
        msg = run_file(path)
        if msg is None:
            con.print(f"[green]{t('scenario_pass')}[/] {path}", highlight=False)
        else:
            failed += 1
            con.print(f"[red]{t('scenario_fail')}[/] {path}", highlight=False)
            con.print(f"  {msg}", markup=False)
    con.print(t("scenario_summary", passed=len(files) - failed, failed=failed))
    if failed:
        raise typer.Exit(1)
