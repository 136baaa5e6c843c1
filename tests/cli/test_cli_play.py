"""The terminal play loop driven by scripted standard input."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from cardtable.cli.main import app
from cardtable.core.replay import Replay
from toy.game import ToyGame

runner = CliRunner()


def play(args: list[str], lines: list[str]) -> tuple[int, str]:
    res = runner.invoke(app, ["play", "toy", *args], input="".join(f"{x}\n" for x in lines))
    assert "Traceback" not in res.output, res.output
    return res.exit_code, res.output


def test_bad_inputs_then_a_full_hotseat_game(toy: ToyGame, tmp_path: Path) -> None:
    rep = tmp_path / "g.json"
    bad = ["", "hello", "0", "99", "-3", "1.5", "?", "w", "w action=draw", "w 999", "l", "b"]
    # six turns of "draw" (option 1), each after the hotseat hand-over prompt
    lines = [*bad, "1"] + ["", "1"] * 5
    code, out = play(
        ["--hotseat", "--seed", "4", "--setup", '{"turns": 6}', "--save-replay", str(rep)], lines
    )
    assert code == 0
    assert "cannot understand 'hello'" in out
    assert "there is no option 0" in out and "there is no option 99" in out
    assert "cannot understand '-3'" in out and "cannot understand '1.5'" in out
    assert "w QUERY" in out  # help
    assert "usage: w NUMBER" in out
    assert "No rule forbids it" in out  # the deck is not empty yet
    assert "card 999 is not in your hand" in out
    assert "Hand the screen to that player" in out
    assert "Game over" in out and "draw" in out
    data = json.loads(rep.read_text(encoding="utf-8"))
    assert len(data["answers"]) == 6 and data["meta"]["status"] == "over"
    Replay.load(rep).verify()


def test_against_a_bot_to_the_end(toy: ToyGame) -> None:
    code, out = play(["--seed", "1", "--setup", '{"turns": 4}', "--bot", "random"], ["1"] * 40)
    assert code == 0 and "Game over" in out
    assert "winner: seat" in out or "draw" in out


def test_hotseat_hides_the_other_hand(toy: ToyGame) -> None:
    g = ToyGame({}, 4)
    code, out = play(["--hotseat", "--seed", "4"], ["1", "", "b", "q"])
    assert code == 0
    first, _, second = out.partition("Hand the screen")
    assert f"hand: {g.hands[0]}" in first
    assert f"hand: {g.hands[1]}" not in first
    assert f"hand: {g.hands[1]}" in second


def test_eof_leaves_cleanly(toy: ToyGame) -> None:
    code, out = play(["--seed", "2"], ["nonsense"])
    assert code == 0 and "End of input" in out


def test_quit_surrenders(toy: ToyGame, tmp_path: Path) -> None:
    rep = tmp_path / "q.json"
    code, out = play(["--seed", "2", "--save-replay", str(rep)], ["q"])
    assert code == 0 and "Seat 0 surrendered" in out and "winner: seat 1" in out
    assert Replay.load(rep).result == {"winners": [1], "reason": "surrender", "detail": {}}


def test_chinese_labels(toy: ToyGame) -> None:
    res = runner.invoke(app, ["--lang", "zh", "play", "toy", "--seed", "2"], input="x\nq\n")
    assert res.exit_code == 0
    assert "抽一张卡" in res.output and "无法理解" in res.output and "投降" in res.output


def test_full_width_input(toy: ToyGame) -> None:
    # typed with a Chinese input method: "？" for help, "４" for option 4 (surrender)
    res = runner.invoke(app, ["--lang", "zh", "play", "toy", "--seed", "2"], input="？\n４\n")
    assert res.exit_code == 0
    assert "数字 N" in res.output and "座位 0 投降" not in res.output
    assert "胜者：座位 1" in res.output


def test_bad_seat_and_bad_bot(toy: ToyGame) -> None:
    code, out = play(["--seat", "5"], [])
    assert code == 2 and "there is no seat 5" in out
    code, out = play(["--bot", "genius"], [])
    assert code == 2 and "unknown bot 'genius'" in out


def test_heuristic_falls_back_to_random_bot(toy: ToyGame) -> None:
    code, out = play(["--seed", "1", "--bot", "missing-bot,random"], ["q"])
    assert code == 0 and "1: random" in out
    assert "unknown bot 'missing-bot'" in out and "using random instead" in out


def test_engine_crash_is_reported_and_saved(toy: ToyGame, tmp_path: Path) -> None:
    rep = tmp_path / "crash.json"
    code, out = play(
        ["--hotseat", "--seed", "1", "--setup", '{"crash_at_turn": 2}', "--save-replay", str(rep)],
        ["3"],
    )
    assert code == 1
    assert "the engine failed (a bug, not your input): RuntimeError: toy crash" in out
    data = json.loads(rep.read_text(encoding="utf-8"))
    assert data["meta"]["status"] == "error" and "Traceback" in data["meta"]["traceback"]
    assert data["answers"] == [{"action": "pass"}]
