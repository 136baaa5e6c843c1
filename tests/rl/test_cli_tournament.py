"""``cardtable tournament`` on the toy game: table, JSON report and PNG plot."""

from __future__ import annotations

import json
from pathlib import Path

import typer
from typer.testing import CliRunner

from cardtable.cli.tournament import tournament


def _app() -> typer.Typer:
    app = typer.Typer()
    app.command("tournament")(tournament)
    app.command("noop")(lambda: None)
    return app


def test_tournament_command_writes_report_and_plot(tmp_path: Path) -> None:
    out, png = tmp_path / "r.json", tmp_path / "r.png"
    res = CliRunner().invoke(
        _app(),
        ["tournament", "toy-cards", "random", "ismcts-50", "-n", "6", "--out", str(out),
         "--plot", str(png), "--no-progress"],
    )
    assert res.exit_code == 0, res.output
    assert "Elo" in res.output and "ismcts-50" in res.output
    rep = json.loads(out.read_text())
    assert rep["pairs"][0]["games"] == 6
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_unknown_bot_is_a_clean_error(tmp_path: Path) -> None:
    res = CliRunner().invoke(
        _app(),
        ["tournament", "toy-cards", "random", "no-such-bot", "--out", str(tmp_path / "x.json")],
    )
    assert res.exit_code == 2
