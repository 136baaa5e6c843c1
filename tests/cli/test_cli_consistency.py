"""Issue 13 §2: the same option means the same thing on every command; help pages list flags
without a type and the backends that work; the 3v3 human drafts by default."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from cardtable.cli.main import app

runner = CliRunner()


def help_of(*cmd: str) -> str:
    res = runner.invoke(app, [*cmd, "--help"], env={"COLUMNS": "200"})
    assert res.exit_code == 0, res.output
    return res.output


@pytest.mark.parametrize(
    "cmd", [("ygo", "play"), ("ygo", "sim"), ("sgs", "play"), ("sgs", "sim"), ("play",), ("sim",)]
)
def test_bot_and_bots_are_one_option(cmd: tuple[str, ...]) -> None:
    text = help_of(*cmd)
    assert "--bot" in text and "--bots" in text


@pytest.mark.parametrize("cmd", [("ygo", "sim"), ("sgs", "sim"), ("sim",), ("tournament",)])
def test_backend_help_lists_ray(cmd: tuple[str, ...]) -> None:
    assert "local, process or ray" in help_of(*cmd)


def test_flags_have_no_type_in_help() -> None:
    text = help_of("ygo", "sim")
    for line in text.splitlines():
        if "--help" in line or "--json" in line:
            assert "<bool>" not in line, line


def test_players_range_is_shown_as_enforced() -> None:
    assert "4<=x<=8" in help_of("sgs", "sim")
    res = runner.invoke(app, ["sgs", "sim", "--mode", "identity", "--players", "3", "-n", "1"])
    assert res.exit_code == 2


def test_3v3_human_is_a_commander_by_default() -> None:
    # seed 000 3v3: the commanders (seats 1 and 4) take the piles and draft; a vanguard never
    # decides during the draft
    res = runner.invoke(app, ["sgs", "play", "--mode", "3v3", "--seed", "2", "--bots", "random"])
    assert "human seats: 1 " in res.output
    assert "as seat 1 sees it" in res.output


def test_ygo_seat_is_repeatable_like_sgs() -> None:
    res = runner.invoke(app, ["ygo", "play", "--seed", "1", "--seat", "0", "--seat", "1"])
    assert res.exit_code == 0, res.output
    assert "human seats: 0, 1" in res.output
    bad = runner.invoke(app, ["ygo", "play", "--seat", "2"])
    assert bad.exit_code == 2
