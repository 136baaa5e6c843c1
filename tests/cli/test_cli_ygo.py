"""The Yu-Gi-Oh! commands on the real engine: sim JSON, a full duel at the terminal, replay,
bench."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from cardtable.cli.main import app
from cardtable.core.replay import Replay

runner = CliRunner()
FIELDS = {"games", "wins", "draws", "errors", "mean_turns", "mean_decisions", "decisions_per_s"}


def test_ygo_sim_json() -> None:
    res = runner.invoke(app, ["ygo", "sim", "-n", "4", "-s", "2", "--json"])
    assert res.exit_code == 0, res.output
    data = json.loads(res.stdout)
    assert set(data) >= FIELDS
    assert data["games"] == 4 and data["errors"] == 0, data["error_details"]
    assert set(data["wins"]) == {"0", "1"}
    assert sum(data["wins"].values()) + data["draws"] == 4
    assert data["mean_turns"] > 1 and data["mean_decisions"] > 10


def test_ygo_sim_same_seed_same_result_on_both_backends() -> None:
    keys = ("wins", "draws", "errors", "mean_turns", "mean_decisions", "reasons")
    a = json.loads(runner.invoke(app, ["ygo", "sim", "-n", "4", "-s", "9", "--json"]).stdout)
    b = runner.invoke(
        app,
        ["ygo", "sim", "-n", "4", "-s", "9", "--json", "--backend", "process", "--workers", "2"],
    )
    assert b.exit_code == 0, b.output
    data = json.loads(b.stdout)
    assert {k: a[k] for k in keys} == {k: data[k] for k in keys}


def test_ygo_sim_bad_deck_and_profile() -> None:
    res = runner.invoke(app, ["ygo", "sim", "-n", "1", "--deck", "no-such-deck"])
    assert res.exit_code == 2 and "no-such-deck" in res.output and "classic-a" in res.output
    res = runner.invoke(app, ["ygo", "sim", "-n", "1", "--profile", "no-such-profile"])
    assert res.exit_code == 2 and "no-such-profile" in res.output
    assert "Traceback" not in res.output


def test_ygo_full_duel_against_the_bot(tmp_path: Path) -> None:
    rep = tmp_path / "duel.json"
    lines = ["hello", "0", "?", "w summon 999", *(["1"] * 3000)]
    res = runner.invoke(
        app,
        ["ygo", "play", "--seed", "5", "--bot", "random", "--save-replay", str(rep)],
        input="".join(f"{x}\n" for x in lines),
    )
    assert res.exit_code == 0, res.output[-3000:]
    out = res.output
    assert "Traceback" not in out
    assert "cannot understand 'hello'" in out and "there is no option 0" in out
    assert "Yu-Gi-Oh! · turn 1" in out and "LP 4000" in out
    assert "Game over" in out
    data = json.loads(rep.read_text(encoding="utf-8"))
    assert data["game"] == "ygo" and data["result"] is not None
    assert len(data["setup"]["decks"][0]["main"]) == 40
    res = runner.invoke(app, ["replay", "-q", str(rep)])
    assert res.exit_code == 0 and "replay verified" in res.output
    Replay.load(rep).verify()


def test_ygo_hotseat_in_chinese_leaves_cleanly() -> None:
    res = runner.invoke(
        app, ["--lang", "zh", "ygo", "play", "--hotseat", "--seed", "1"], input="1\n" * 40
    )
    assert res.exit_code == 0, res.output
    assert "游戏王" in res.output and "把屏幕交给" in res.output


def test_ygo_bench_json() -> None:
    res = runner.invoke(app, ["bench", "ygo", "--json", "--games", "3"])
    assert res.exit_code == 0, res.output
    data = json.loads(res.stdout)
    assert {"duels_per_s", "decisions_per_s", "mean_turns", "clone_us"} <= set(data)


def test_ygo_why_not_reaches_the_engine_in_both_languages() -> None:
    # seed 8: option 1 normal-summons a monster; a second normal summon is then forbidden
    res = runner.invoke(app, ["ygo", "play", "--seed", "8"], input="1\nw summon 38\nw\n")
    assert res.exit_code == 0, res.output
    assert "You cannot, because:" in res.output and "usage: w NUMBER" in res.output
    res = runner.invoke(
        app, ["--lang", "zh", "ygo", "play", "--seed", "8"], input="1\nw summon 38\n"
    )
    assert "不能这样做，因为：" in res.output


def test_ygo_sim_best_of_three_matches() -> None:
    res = runner.invoke(app, ["ygo", "sim", "--match", "-n", "2", "-s", "4", "--json"])
    assert res.exit_code == 0, res.output
    data = json.loads(res.stdout)
    assert data["games"] == 2 and data["unit"] == "match" and data["game"] == "ygo"
    assert data["errors"] == 0, data["error_details"]
    assert sum(data["wins"].values()) + data["draws"] == 2
    assert 2 <= data["mean_duels"] <= 5
    res = runner.invoke(app, ["ygo", "sim", "--match", "-n", "1", "--bots", "a,b,c"])
    assert res.exit_code == 2
