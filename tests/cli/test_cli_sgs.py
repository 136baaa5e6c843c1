"""The Sanguosha commands on the real engine: sim JSON per side, play loop, replay."""

from __future__ import annotations

import json
import re
from pathlib import Path

from typer.testing import CliRunner

from cardtable.bots.random_bot import RandomBot
from cardtable.cli.main import app
from cardtable.core.replay import Replay
from cardtable.sim.loading import ensure_game

runner = CliRunner()
FIELDS = {"games", "wins", "draws", "errors", "mean_turns", "mean_decisions", "decisions_per_s"}


def test_sgs_sim_3v3_json_counts_wins_per_side() -> None:
    res = runner.invoke(app, ["sgs", "sim", "--mode", "3v3", "-n", "3", "-s", "1", "--json"])
    assert res.exit_code == 0, res.output
    data = json.loads(res.stdout)
    assert set(data) >= FIELDS
    assert set(data["wins"]) == {"cool", "warm"}
    assert data["errors"] == 0, data["error_details"]
    assert sum(data["wins"].values()) + data["draws"] == 3
    assert data["mean_decisions"] > 0


def test_sgs_sim_identity() -> None:
    res = runner.invoke(
        app, ["sgs", "sim", "--mode", "identity", "--players", "5", "-n", "2", "--json"]
    )
    assert res.exit_code == 0, res.output
    data = json.loads(res.stdout)
    assert data["games"] == 2 and data["errors"] == 0, data["error_details"]
    assert set(data["wins"]) == {str(s) for s in range(5)}


def test_sgs_bad_mode() -> None:
    res = runner.invoke(app, ["sgs", "sim", "--mode", "2v2", "-n", "1"])
    assert res.exit_code == 2 and "3v3" in res.output


def test_sgs_play_shows_the_table_and_leaves_on_eof() -> None:
    res = runner.invoke(
        app, ["sgs", "play", "--mode", "3v3", "--seed", "2", "--bot", "random"], input="x\n1\n" * 20
    )
    assert res.exit_code == 0, res.output
    assert "Traceback" not in res.output
    assert "Sanguosha" in res.output and "cannot understand 'x'" in res.output
    assert "End of input" in res.output or "Game over" in res.output


def test_sgs_replay_verifies(tmp_path: Path) -> None:
    game = ensure_game("sgs").new({"mode": "3v3"}, 5)
    bot = RandomBot(5)
    while (d := game.pending()) is not None:
        game.answer(bot.choose(game, d))
    path = tmp_path / "sgs.json"
    Replay.of(game).save(path)
    res = runner.invoke(app, ["replay", "-q", str(path)])
    assert res.exit_code == 0, res.output
    assert "replay verified" in res.output


def test_sgs_play_events_name_the_generals() -> None:
    res = runner.invoke(
        app, ["sgs", "play", "--seed", "1", "--bot", "random", "--seat", "0"], input="1\n" * 30
    )
    assert res.exit_code == 0, res.output[-2000:]
    out = res.output
    assert "Traceback" not in out
    # sentences of cardtable.sgs.sentences: generals by name, never engine ids or fields
    assert re.search(r"(Cool|Warm) side picks [A-Z]", out)
    assert "draft_pick" not in out and "general=" not in out
    assert "current turn: seat" in out
