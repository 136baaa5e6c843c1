"""Issue 13 §2: one documented JSON shape for the results of sim, sim --match and tournament
(before: ygo matches counted "matches" with wins by "0"/"1", sgs matches "games" with bots as a
mapping and draws inside wins, tournaments "errors" as a list)."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from typer.testing import CliRunner

from cardtable.cli.main import app
from cardtable.sim.result_shape import RESULT_KEYS

runner = CliRunner()


@pytest.mark.parametrize(
    ("args", "game", "unit", "games"),
    [
        (["ygo", "sim", "-n", "2", "--no-progress"], "ygo", "game", 2),
        (["ygo", "sim", "--match", "-n", "1", "--no-progress"], "ygo", "match", 1),
        (["sgs", "sim", "-n", "2", "--no-progress"], "sgs", "game", 2),
        (["sgs", "sim", "--match", "-n", "2"], "sgs", "match", 2),
        (["sim", "sgs", "-n", "1", "--no-progress"], "sgs", "game", 1),
        (["tournament", "ygo", "random", "ygo-heuristic", "-n", "2", "--no-progress"], "ygo",
         "tournament", 2),
    ],
)
def test_every_result_starts_with_the_common_keys(
    args: list[str], game: str, unit: str, games: int
) -> None:
    res = runner.invoke(app, [*args, "--json"])
    assert res.exit_code == 0, res.output
    data = json.loads(res.stdout)
    assert list(data)[: len(RESULT_KEYS)] == list(RESULT_KEYS)
    assert (data["game"], data["unit"], data["games"]) == (game, unit, games)
    assert isinstance(data["bots"], list) and isinstance(data["errors"], int)
    assert isinstance(data["error_details"], list)
    assert all(isinstance(v, int) for v in data["wins"].values())
    # every unit is won by one side, drawn, or crashed
    if unit != "tournament":
        assert sum(data["wins"].values()) + data["draws"] + data["errors"] >= games


def test_json_output_leaves_stderr_empty_when_not_a_terminal() -> None:
    # before: the transient progress bar left a blank line on a piped standard error
    proc = subprocess.run(
        [sys.executable, "-m", "cardtable.cli.main", "ygo", "sim", "-n", "2", "--json"],
        capture_output=True, text=True, timeout=300,
    )
    assert proc.returncode == 0 and proc.stderr == ""
    assert json.loads(proc.stdout)["games"] == 2
