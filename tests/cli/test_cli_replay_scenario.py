"""``cardtable replay`` and ``cardtable scenario``: exit codes and messages."""

from __future__ import annotations

import json
from pathlib import Path

import yaml
from typer.testing import CliRunner

from cardtable.cli.main import app
from cardtable.core.replay import Replay
from toy.game import ToyGame
from toy.helpers import play_random

runner = CliRunner()


def saved(tmp_path: Path) -> Path:
    path = tmp_path / "g.replay.json"
    Replay.of(play_random(ToyGame({"turns": 8}, 3), 8)).save(path)
    return path


def test_replay_ok_shows_public_events(toy: ToyGame, tmp_path: Path) -> None:
    path = saved(tmp_path)
    res = runner.invoke(app, ["replay", str(path)])
    assert res.exit_code == 0, res.output
    assert "replay verified" in res.stdout
    assert "shuffle cards=12" in res.stdout and "draw seat=1" in res.stdout
    assert "card=" not in res.stdout  # public stream only


def test_replay_step_by_step(toy: ToyGame, tmp_path: Path) -> None:
    res = runner.invoke(app, ["replay", str(saved(tmp_path)), "--step"], input="\n\nq\n")
    assert res.exit_code == 0
    assert res.stdout.count("Enter: next event") == 3
    res = runner.invoke(app, ["replay", str(saved(tmp_path)), "--step"], input="")
    assert res.exit_code == 0


def test_replay_mismatch_exits_1(toy: ToyGame, tmp_path: Path) -> None:
    path = saved(tmp_path)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["events"][2]["seat"] = 0
    path.write_text(json.dumps(data), encoding="utf-8")
    res = runner.invoke(app, ["replay", str(path)])
    assert res.exit_code == 1
    assert "replay MISMATCH" in res.output and "event #2 differs" in res.output
    assert "Traceback" not in res.output
    res = runner.invoke(app, ["replay", "--no-verify", "-q", str(path)])
    assert res.exit_code == 0


def test_replay_unreadable_or_unknown_game_exits_2(toy: ToyGame, tmp_path: Path) -> None:
    res = runner.invoke(app, ["replay", str(tmp_path / "none.json")])
    assert res.exit_code == 2 and "cannot read replay" in res.output
    path = saved(tmp_path)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["game"] = "chess"
    path.write_text(json.dumps(data), encoding="utf-8")
    res = runner.invoke(app, ["replay", str(path)])
    assert res.exit_code == 2 and "unknown game 'chess'" in res.output


def write_scenario(tmp_path: Path, name: str, steps: list[dict[str, object]]) -> Path:
    path = tmp_path / name
    data = {"game": "toy", "setup": {"hands": [[5, 9], [1, 2]], "deck_cards": [3, 4]}}
    path.write_text(yaml.safe_dump({**data, "steps": steps}), encoding="utf-8")
    return path


def test_scenarios_pass_and_fail(toy: ToyGame, tmp_path: Path) -> None:
    good = write_scenario(
        tmp_path, "good.yaml", [{"answer": {"action": "draw"}}, {"expect": {"hand.0": 3}}]
    )
    bad = write_scenario(
        tmp_path, "bad.yaml", [{"answer": {"action": "draw"}}, {"expect": {"hand.0": 7}}]
    )
    res = runner.invoke(app, ["scenario", str(good)])
    assert res.exit_code == 0 and "PASS" in res.stdout and "1 passed, 0 failed" in res.stdout
    res = runner.invoke(app, ["scenario", str(good), str(bad)])
    assert res.exit_code == 1
    out = " ".join(res.stdout.split())
    assert f"FAIL {bad}" in res.stdout
    assert f"{bad}: step 2 (expect): hand.0 is 3, expected 7" in out
    assert "step 2: {'expect': {'hand.0': 7}}" in out
    assert "1 passed, 1 failed" in out


def test_scenario_broken_files_and_crashes(toy: ToyGame, tmp_path: Path) -> None:
    broken = tmp_path / "broken.yaml"
    broken.write_text("game: [", encoding="utf-8")
    crash = tmp_path / "crash.yaml"
    crash.write_text(
        yaml.safe_dump(
            {
                "game": "toy",
                "setup": {"crash_at_turn": 2},
                "steps": [{"answer": {"action": "pass"}}],
            }
        ),
        encoding="utf-8",
    )
    res = runner.invoke(app, ["scenario", str(broken), str(crash), str(tmp_path / "no.yaml")])
    assert res.exit_code == 1
    out = " ".join(res.stdout.split())
    assert "cannot read scenario" in out
    assert "RuntimeError: toy crash" in out and "step 1 (answer)" in out
    assert "0 passed, 3 failed" in out
    assert "Traceback" not in res.output
