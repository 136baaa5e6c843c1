"""``cardtable sim`` / ``ygo sim`` / ``sgs sim``: one JSON object with the promised fields."""

from __future__ import annotations

import json

from typer.testing import CliRunner

from cardtable.cli.main import app
from toy.game import ToyGame

FIELDS = {"games", "wins", "draws", "errors", "mean_turns", "mean_decisions", "decisions_per_s"}

runner = CliRunner()


def sim_json(*args: str) -> dict[str, object]:
    res = runner.invoke(app, ["sim", "toy", "--json", *args])
    assert res.exit_code == 0, res.output
    data = json.loads(res.stdout)
    assert isinstance(data, dict)
    return data


def test_sim_json_fields(toy: ToyGame) -> None:
    data = sim_json("--games", "30", "--seed", "5")
    assert set(data) >= FIELDS
    assert data["games"] == 30 and data["errors"] == 0
    wins = data["wins"]
    assert isinstance(wins, dict) and set(wins) == {"0", "1"}
    assert sum(wins.values()) + data["draws"] == 30
    assert isinstance(data["mean_decisions"], float) and data["mean_decisions"] > 0
    assert data["mean_turns"] is not None and data["decisions_per_s"] > 0


def test_sim_is_deterministic_and_backend_independent(toy: ToyGame) -> None:
    keys = ("wins", "draws", "errors", "mean_turns", "mean_decisions", "reasons")
    a = sim_json("-n", "24", "-s", "9")
    b = sim_json("-n", "24", "-s", "9", "--backend", "process", "--workers", "2")
    c = sim_json("-n", "24", "-s", "10")
    assert {k: a[k] for k in keys} == {k: b[k] for k in keys}
    assert b["backend"] == "process"
    assert {k: a[k] for k in keys} != {k: c[k] for k in keys}


def test_sim_counts_crashes_with_seed_and_traceback(toy: ToyGame) -> None:
    data = sim_json("-n", "10", "--setup", '{"crash_at_turn": 3}')
    assert data["games"] == 10
    assert 0 < data["errors"] <= 10  # games that surrender early never reach turn 3
    details = data["error_details"]
    assert isinstance(details, list)
    assert all("toy crash" in d["error"] and "Traceback" in d["traceback"] for d in details)
    assert {d["seed"] for d in details} <= set(range(10))


def test_sim_sides_and_per_seat_bots(toy: ToyGame) -> None:
    data = sim_json("-n", "10", "--bots", "random,random", "--sides", "2")
    assert set(data["wins"]) == {"side0", "side1"}


def test_sim_table_in_chinese(toy: ToyGame) -> None:
    res = runner.invoke(app, ["--lang", "zh", "sim", "toy", "-n", "5", "--no-progress"])
    assert res.exit_code == 0, res.output
    assert "胜场" in res.stdout and "平局" in res.stdout


def test_sim_errors_are_clear(toy: ToyGame) -> None:
    res = runner.invoke(app, ["sim", "nope", "-n", "1"])
    assert res.exit_code == 2 and "unknown game 'nope'" in res.output
    res = runner.invoke(app, ["sim", "toy", "-n", "1", "--bots", "genius"])
    assert res.exit_code == 2 and "unknown bot 'genius'" in res.output
    res = runner.invoke(app, ["sim", "toy", "-n", "1", "--setup", "[1]"])
    assert res.exit_code == 2 and "--setup" in res.output
    res = runner.invoke(app, ["sim", "toy", "-n", "1", "--setup", '{"deck": 1}'])
    assert res.exit_code == 2 and "setup error" in res.output and "too small" in res.output
    res = runner.invoke(app, ["sim", "toy", "-n", "1", "--backend", "nonsense"])
    assert res.exit_code == 2 and "unknown backend 'nonsense'" in res.output
    assert "Traceback" not in res.output


def test_bad_lang(toy: ToyGame) -> None:
    res = runner.invoke(app, ["--lang", "fr", "games"])
    assert res.exit_code == 2 and "unknown language" in res.output


def test_lang_from_environment(toy: ToyGame) -> None:
    res = runner.invoke(
        app, ["sim", "toy", "-n", "2", "--no-progress"], env={"CARDTABLE_LANG": "zh"}
    )
    assert res.exit_code == 0 and "胜场" in res.stdout


def test_games_lists_toy(toy: ToyGame) -> None:
    res = runner.invoke(app, ["games"])
    assert res.exit_code == 0 and "toy" in res.stdout.split()
