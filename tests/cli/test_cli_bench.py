"""``cardtable bench``: a clear message when an engine has no benchmark yet; JSON otherwise."""

from __future__ import annotations

import json
import sys
import types
from typing import Any

import pytest
from typer.testing import CliRunner

from cardtable.buildinfo import build
from cardtable.cli.main import app

runner = CliRunner()


@pytest.mark.parametrize("game", ["ygo", "sgs"])
def test_missing_bench_module(monkeypatch: pytest.MonkeyPatch, game: str) -> None:
    monkeypatch.setitem(sys.modules, f"cardtable.{game}.bench", None)
    res = runner.invoke(app, ["bench", game, "--json"])
    assert res.exit_code == 2
    assert f"module cardtable.{game}.bench is missing" in res.output
    assert "Traceback" not in res.output
    res = runner.invoke(app, ["--lang", "zh", "bench", game])
    assert res.exit_code == 2 and "缺少模块" in res.output


def test_bench_json_passes_only_accepted_arguments(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[dict[str, Any]] = []

    def run_bench(duels: int = 100, seed: int = 0) -> dict[str, float]:
        calls.append({"duels": duels, "seed": seed})
        return {"duels_per_s": 1.5, "decisions_per_s": 2.0, "mean_turns": 3.0, "clone_us": 4.0}

    fake = types.ModuleType("cardtable.ygo.bench")
    fake.run_bench = run_bench  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "cardtable.ygo.bench", fake)
    res = runner.invoke(app, ["bench", "ygo", "--json", "--games", "7", "--seed", "3"])
    assert res.exit_code == 0, res.output
    assert json.loads(res.stdout) == {
        # added by the command when an engine's bench does not say: what ran, on which build
        "game": "ygo",
        "build": build(),
        "duels_per_s": 1.5,
        "decisions_per_s": 2.0,
        "mean_turns": 3.0,
        "clone_us": 4.0,
    }
    assert calls == [{"duels": 7, "seed": 3}]
    res = runner.invoke(app, ["bench", "ygo"])
    assert res.exit_code == 0 and "duels_per_s" in res.stdout and calls[-1]["duels"] == 100


def test_bench_module_without_run_bench(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "cardtable.sgs.bench", types.ModuleType("cardtable.sgs.bench"))
    res = runner.invoke(app, ["bench", "sgs"])
    assert res.exit_code == 2 and "cardtable.sgs.bench.run_bench" in res.output


def test_version_names_the_build() -> None:
    """``cardtable --version`` says which engine build runs (docs/performance.md, "Compiled
    build"): the interpreted one here unless the suite runs on the compiled build."""
    res = runner.invoke(app, ["--version"])
    assert res.exit_code == 0, res.output
    assert res.stdout.strip() == f"cardtable 0.1.0 ({build()} engine)"
    assert build() in ("interpreted", "compiled")


def test_bench_ygo_on_two_preset_decks_under_a_profile() -> None:
    """Issue 15's figure: ``cardtable bench ygo --deck A --deck B --profile goat --json``
    plays those decks under that profile and says so in its report."""
    res = CliRunner().invoke(app, ["bench", "ygo", "--deck", "goat-control-2005", "--deck",
                                   "zombie-2005", "--profile", "goat", "--games", "3",
                                   "--json"])
    assert res.exit_code == 0, res.output
    data = json.loads(res.output)
    assert data["decks"] == ["goat-control-2005", "zombie-2005"] and data["profile"] == "goat"
    assert data["duels"] == 3 and data["duels_per_cpu_s"] > 0


@pytest.mark.parametrize(("args", "says"), [
    (["--deck", "goat-control-2005"], "--deck must be given twice"),
    (["--deck", "nope", "--deck", "zombie-2005"], "unknown preset deck 'nope'"),
    (["--profile", "/etc/passwd"], "unknown profile (built-in:"),
])
def test_bench_ygo_refuses_bad_decks_and_profiles(args: list[str], says: str) -> None:
    """A wrong count of decks, an unknown deck, a path where a profile name belongs: exit 2
    with a line saying what, and no traceback; a profile path is never read (names only)."""
    res = CliRunner().invoke(app, ["bench", "ygo", "--games", "2", *args])
    assert res.exit_code == 2
    assert says in res.output and "Traceback" not in res.output
