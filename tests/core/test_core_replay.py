"""Replays: save, load, re-simulate, verify; any tampering is a ReplayMismatch."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from cardtable.core.errors import ReplayMismatch, SetupError
from cardtable.core.events import Event
from cardtable.core.replay import FORMAT, Replay
from toy.game import ToyGame
from toy.helpers import fingerprint, play_random


@pytest.fixture
def finished(toy: ToyGame) -> ToyGame:
    return play_random(ToyGame({"turns": 10}, 21), 5)


def test_round_trip_and_verify(tmp_path: Path, finished: ToyGame) -> None:
    path = tmp_path / "g.replay.json"
    Replay.of(finished, who="test").save(path)
    rep = Replay.load(path)
    assert rep.game == "toy" and rep.engine_version == "toy-1" and rep.seed == 21
    assert rep.meta == {"who": "test"}
    assert rep.events == finished.public_events()
    again = rep.verify()
    assert fingerprint(again) == fingerprint(finished)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["format"] == FORMAT and data["cardtable_version"]


def test_public_events_only(finished: ToyGame) -> None:
    rep = Replay.of(finished)
    assert all("card" not in e for e in rep.events)


def test_simulate_upto(finished: ToyGame) -> None:
    rep = Replay.of(finished)
    mid = rep.simulate(upto=2)
    assert mid.answers == finished.answers[:2]


def test_unfinished_game_replays(toy: ToyGame) -> None:
    toy.answer({"action": "draw"})
    rep = Replay.of(toy)
    assert rep.result is None
    assert fingerprint(rep.verify()) == fingerprint(toy)


def _tampered(rep: Replay, what: str) -> Replay:
    data = rep.to_json()
    if what == "answer":
        data["answers"][0] = {"action": "fly"}
    elif what == "event":
        data["events"][3] = {**data["events"][3], "seat": 9}
    elif what == "extra_event":
        data["events"].append({"kind": "bogus"})
    elif what == "result":
        data["result"] = {"winners": [0, 1], "reason": "bogus", "detail": {}}
    elif what == "seed":
        data["seed"] += 1
    return Replay.from_json(data)


@pytest.mark.parametrize(
    ("what", "message"),
    [
        ("answer", "answer #1 no longer applies"),
        ("event", "event #3 differs"),
        ("extra_event", "event count differs"),
        ("result", "result differs"),
        ("seed", "differs|no longer applies"),
    ],
)
def test_tampering_is_detected(finished: ToyGame, what: str, message: str) -> None:
    with pytest.raises(ReplayMismatch, match=message):
        _tampered(Replay.of(finished), what).verify()


def test_bad_files_raise_setup_error_naming_the_file(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text("{nope", encoding="utf-8")
    with pytest.raises(SetupError, match=r"bad\.json"):
        Replay.load(bad)
    with pytest.raises(SetupError, match=r"missing\.json"):
        Replay.load(tmp_path / "missing.json")
    wrong = tmp_path / "wrong.json"
    wrong.write_text(json.dumps({"format": "other"}), encoding="utf-8")
    with pytest.raises(SetupError, match="'format' must be"):
        Replay.load(wrong)
    with pytest.raises(SetupError, match="field 'seed'"):
        Replay.from_json({"format": FORMAT, "game": "toy", "setup": {}, "answers": []})
    with pytest.raises(SetupError, match="JSON object"):
        Replay.from_json([1, 2])


def test_unknown_game_in_replay(finished: ToyGame) -> None:
    data = Replay.of(finished).to_json()
    data["game"] = "chess"
    with pytest.raises(SetupError, match="unknown game 'chess'"):
        Replay.from_json(data).verify()


def test_verify_compares_as_stored_in_json(tmp_path: Path, toy: ToyGame) -> None:
    # an engine may log tuples and int keys; the file has lists and string keys
    toy.log.append(Event("note", {"pair": (1, 2), "by_seat": {0: "a"}}))
    path = tmp_path / "r.json"
    Replay.of(toy).save(path)
    rep = Replay.load(path)
    assert rep.events[-1] == {"kind": "note", "pair": [1, 2], "by_seat": {"0": "a"}}
    original = ToyGame.__init__

    def with_note(self: ToyGame, setup: dict[str, object], seed: int) -> None:
        original(self, setup, seed)
        self.log.append(Event("note", {"pair": (1, 2), "by_seat": {0: "a"}}))

    ToyGame.__init__ = with_note  # type: ignore[method-assign]
    try:
        rep.verify()
    finally:
        ToyGame.__init__ = original  # type: ignore[method-assign]
