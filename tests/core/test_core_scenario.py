"""The scenario runner: every step kind passes when it should, and every failure names the
file, the step and the expectation."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
import yaml

from cardtable.core.errors import ScenarioFailure, SetupError
from cardtable.core.events import Event
from cardtable.core.scenario import STEP_KEYS, Scenario, load_scenarios
from toy.game import ToyGame

# Seat 0 holds 5 and 9, seat 1 holds 1 and 2; the deck is [3, 4] (4 is drawn first).
SETUP = {"hands": [[5, 9], [1, 2]], "deck_cards": [3, 4], "turns": 2}


def write(tmp_path: Path, steps: list[dict[str, Any]], name: str = "s.yaml") -> Path:
    path = tmp_path / name
    data = {"game": "toy", "name": "t", "rule": "toy rule 1", "seed": 1, "setup": SETUP}
    path.write_text(yaml.safe_dump({**data, "steps": steps}), encoding="utf-8")
    return path


def run(tmp_path: Path, steps: list[dict[str, Any]]) -> Any:
    return Scenario.load(write(tmp_path, steps)).run()


def test_every_step_kind_passes(tmp_path: Path, toy: ToyGame) -> None:
    steps = [
        {"expect": {"turn": 1, "hand.0": 2, "deck": 2}},
        {
            "expect_pending": {
                "seat": 0,
                "kind": "select",
                "has": [{"action": "draw"}],
                "lacks": [{"action": "reshuffle"}],
                "count": 4,
            }
        },
        {"expect_illegal": {"action": "fly"}},
        {"expect_illegal": 17},
        {"answer": {"action": "play"}},
        {"answer": {"card": 9}},
        {"answer_label": "Done"},
        {"expect": {"score.0": 9, "current": 1}},
        {"expect_log": "play"},
        {"expect_over": False},
        {"expect_view": {"seat": 1, "at": "hand", "is": [1, 2]}},
        {"expect_view": {"seat": 0, "at": "discard", "has": 9, "len": 1}},
        {"expect_view": {"seat": 1, "at": "hand_counts.0", "is": 1}},
        {"answer": {"action": "draw"}},
        {"expect_over": True},
        {"expect_result": {"winners": [0], "reason": "score"}},
        # seat 1 drew the deck's top card (4): only seat 1's log shows which card
        {"expect_event": {"kind": "draw", "seat": 1, "card": 4, "seen_by": 1}},
        {"expect_no_event": {"kind": "draw", "card": 4}},
        {"expect_no_event": {"kind": "play", "since": "answer"}},
        {"expect_event": {"kind": "end", "since": "answer"}},
        {"expect_order": [{"kind": "play", "seat": 0}, {"kind": "turn"}, {"kind": "draw"}]},
    ]
    assert set(STEP_KEYS) == {next(iter(s)) for s in steps}
    game = run(tmp_path, steps)
    assert game.is_over()


FAILURES = [
    ({"expect": {"turn": 5}}, "turn is 1, expected 5"),
    ({"expect": {"lp.0": 1}}, "unknown fact 'lp.0'"),
    ({"expect": [1]}, "expect takes a mapping"),
    ({"expect_pending": {"seat": 1}}, "seat 0 decides, expected seat 1"),
    ({"expect_pending": {"kind": "pick"}}, "decision kind is select, expected pick"),
    ({"expect_pending": {"has": [{"action": "fly"}]}}, "no option matches"),
    ({"expect_pending": {"lacks": [{"action": "draw"}]}}, "an option matches"),
    ({"expect_pending": {"count": 9}}, "4 options, expected 9"),
    ({"expect_pending": "x"}, "expect_pending takes a mapping"),
    ({"expect_illegal": {"action": "draw"}}, "is a legal option"),
    ({"expect_illegal": 0}, "was accepted"),
    ({"answer": {"action": "fly"}}, "no option match"),
    ({"answer": {}}, "4 options match"),
    ({"answer": "draw"}, "answer takes a mapping"),
    ({"answer_label": "Nothing like this"}, "no option match"),
    ({"expect_log": "dragon"}, "no event mentions 'dragon'"),
    ({"expect_result": {"winners": [0]}}, "the game is not over"),
    ({"expect_over": True}, "game over is False, expected True"),
    ({"expect_log": {"seen_by": 0, "has": "dragon"}}, "no event of seat 0's log mentions"),
    ({"expect_log": {"lacks": "shuffle"}}, "the spectator's log mentions 'shuffle'"),
    ({"expect_log": {"seen_by": 7, "has": "x"}}, "seen_by must be -1 (spectator) or 0..1"),
    ({"expect_event": {"kind": "play"}}, "no event matches {'kind': 'play'}; event kinds:"),
    ({"expect_event": {"kind": "turn", "since": "later"}}, "since must be start or answer"),
    ({"expect_event": {}}, "expect_event takes an event pattern"),
    ({"expect_no_event": {"kind": "turn"}}, "an event matches {'kind': 'turn'}"),
    ({"expect_order": [{"kind": "turn"}, {"kind": "shuffle"}]},
     "pattern 2 {'kind': 'shuffle'} does not follow"),
    ({"expect_order": {"kind": "turn"}}, "unknown key(s) ['kind']; known: seen_by"),
    ({"expect_order": []}, "expect_order takes a list of event patterns"),
    ({"expect_view": {"at": "hand"}}, "expect_view needs seat"),
    ({"expect_view": {"seat": 0, "at": "hand", "is": [9, 5]}}, "is [5, 9], expected [9, 5]"),
    ({"expect_view": {"seat": 1, "at": "hand", "lacks": "2"}}, "mentions '2'"),
    ({"expect_view": {"seat": 0, "at": "hand", "len": 3}}, "has length 2, expected 3"),
    ({"expect_view": {"seat": 0, "at": "hand", "has": 1}}, "has no item 1"),
    ({"expect_view": {"seat": 0, "at": "hands"}}, "no 'hands' at 'hands'"),
    ({"expect_view": {"seat": 0, "equals": 1}}, "unknown key(s) ['equals']"),
]


@pytest.mark.parametrize(("step", "message"), FAILURES)
def test_failures_name_file_step_and_expectation(
    tmp_path: Path, toy: ToyGame, step: dict[str, Any], message: str
) -> None:
    path = write(tmp_path, [{"expect": {"turn": 1}}, step])
    with pytest.raises(ScenarioFailure) as info:
        Scenario.load(path).run()
    msg = str(info.value)
    key = next(iter(step))
    assert msg.startswith(f"{path}: step 2 ({key}): "), msg
    assert message in msg
    assert info.value.source == str(path) and info.value.step == 2
    assert info.value.step_data == step


def test_steps_after_the_end(tmp_path: Path, toy: ToyGame) -> None:
    over = [{"answer": {"action": "surrender"}}]
    for step, message in [
        ({"answer": {"action": "draw"}}, "the game is over; nothing to answer"),
        ({"expect_pending": {"seat": 0}}, "no decision is pending"),
        ({"expect_illegal": {"action": "x"}}, "the game is over"),
        ({"expect_result": {"winners": [0]}}, "result winners is [1], expected [0]"),
        ({"expect_result": "x"}, "expect_result takes a mapping"),
    ]:
        with pytest.raises(ScenarioFailure, match=re.escape(message)):
            run(tmp_path, [*over, step])


def test_engine_crash_is_annotated_with_the_step(tmp_path: Path, toy: ToyGame) -> None:
    path = tmp_path / "crash.yaml"
    data = {
        "game": "toy",
        "setup": {"crash_at_turn": 2},
        "steps": [{"expect": {"turn": 1}}, {"answer": {"action": "pass"}}],
    }
    path.write_text(yaml.safe_dump(data), encoding="utf-8")
    with pytest.raises(RuntimeError, match="toy crash") as info:
        Scenario.load(path).run()
    assert f"while running {path}: step 2 (answer)" in info.value.__notes__


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("[1, 2]", "a scenario must be a mapping"),
        ("name: x", "field 'game' missing"),
        ("game: toy\nsetup: [1]", "field 'setup' must be a mapping"),
        ("game: toy\nsteps: {a: 1}", "field 'steps' must be a list"),
        ("game: toy\nsteps: [{fly: 1}]", "step 1 must be a one-key mapping"),
        ("game: toy\nsteps: [{expect: {}, answer: {}}]", "step 1 must be a one-key mapping"),
        ("game: toy\nseed: x", "field 'seed' must be an integer"),
        ("game: [unclosed", "cannot read scenario"),
        ("game: chess", "unknown game 'chess'"),
        # issue 13: a typo in a top-level key is refused, not ignored
        ("game: toy\nstpes: []", "unknown key(s) ['stpes']"),
        ("game: toy\nstart: later", "field 'start' must be one of board, new"),
        ("game: toy\nexpect_refused: x\nsteps: [{expect: {}}]", "'expect_refused' is a non"),
        ("game: toy\nvariants: {a: 1}", "'variants' must be a non-empty list"),
        ("game: toy\nvariants: [{setp: {}}]", "variant 1: unknown key(s) ['setp']"),
        ("game: toy\n---\ngame: toy\n", "holds 2 scenarios; use load_scenarios"),
    ],
)
def test_bad_files_raise_setup_error_naming_the_file(
    tmp_path: Path, toy: ToyGame, text: str, message: str
) -> None:
    path = tmp_path / "bad.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(SetupError) as info:
        Scenario.load(path).run()
    assert str(path) in str(info.value) or "unknown game" in str(info.value)
    assert message in str(info.value)


def test_missing_file(tmp_path: Path) -> None:
    with pytest.raises(SetupError, match="cannot read scenario"):
        Scenario.load(tmp_path / "none.yaml")


def test_from_scenario_sets_the_board(toy: ToyGame) -> None:
    sc = Scenario.from_data({"game": "toy", "setup": SETUP, "rule": "r", "note": 1})
    g = sc.build()
    assert g.view(0)["hand"] == [5, 9] and g.facts()["deck"] == 2
    assert sc.rule == "r" and sc.meta == {"note": 1, "rule": "r"}


def test_multi_document_files_and_variants(tmp_path: Path, toy: ToyGame) -> None:
    """issue 13: one reader for the command and the tests; each ``---`` document and each
    variant is a scenario, named PATH#N and 'name [variant]'."""
    path = tmp_path / "many.yaml"
    first = {"game": "toy", "name": "a", "setup": SETUP, "steps": [{"expect": {"turn": 1}}]}
    second = {
        "game": "toy", "name": "b", "setup": SETUP,
        "steps": [{"expect": {"hand.0": 2}}],
        "variants": [
            {"name": "short", "setup": {"turns": 1}, "steps": [
                {"answer": {"action": "pass"}}, {"expect_over": True}]},
            {"name": "long", "steps": [{"answer": {"action": "pass"}}, {"expect_over": False}]},
        ],
    }
    path.write_text(yaml.safe_dump_all([first, second]), encoding="utf-8")
    found = load_scenarios(path)
    assert [(sc.name, sc.source) for sc in found] == [
        ("a", f"{path}#1"), ("b [short]", f"{path}#2 variant 1"),
        ("b [long]", f"{path}#2 variant 2"),
    ]
    assert found[1].setup["turns"] == 1 and found[2].setup["turns"] == 2
    assert len(found[1].steps) == 3
    for sc in found:
        sc.check()


def test_expect_refused(tmp_path: Path, toy: ToyGame) -> None:
    ok = Scenario.from_data({"game": "toy", "setup": {"turns": "x"}, "expect_refused": "turns"})
    with pytest.raises(SetupError):  # the toy refuses a non-number of turns
        ok.build()
    ok.check()
    wrong_text = Scenario.from_data(
        {"game": "toy", "setup": {"turns": "x"}, "expect_refused": "dragon"})
    with pytest.raises(ScenarioFailure, match="expected a message with 'dragon'"):
        wrong_text.check()
    accepted = Scenario.from_data({"game": "toy", "setup": SETUP, "expect_refused": "turns"})
    with pytest.raises(ScenarioFailure, match="the setup was accepted"):
        accepted.check()


def test_start_new_builds_the_real_game(toy: ToyGame) -> None:
    board = Scenario.from_data({"game": "toy", "setup": SETUP})
    new = Scenario.from_data({"game": "toy", "setup": {"turns": 2}, "start": "new", "seed": 7})
    assert board.build().view(0)["hand"] == [5, 9]
    assert new.build().view(0)["hand"] == ToyGame({"turns": 2}, 7).view(0)["hand"]


def test_expect_log_finds_text_with_quotes_and_backslashes(tmp_path: Path, toy: ToyGame) -> None:
    # regression: the log used to be searched in its JSON dump, where quotes are escaped
    game = ToyGame({}, 1)
    game.log.append(Event("rule", {"en": 'X\'s "When ... you can" effect missed the timing'}))
    game.log.append(Event("rule", {"en": "a\\b"}))
    from cardtable.core.scenario import _run_step

    _run_step(game, "expect_log", 'X\'s "When ... you can" effect', "f: step 1")
    _run_step(game, "expect_log", "a\\b", "f: step 2")
    _run_step(game, "expect_log", "RULE", "f: step 3")  # keys count too, any case
    with pytest.raises(ScenarioFailure, match="no event mentions"):
        _run_step(game, "expect_log", '"When ... you cannot"', "f: step 4")
