"""Issue 9 part 1, quotas and clean-up: rooms per account, guests and sign-ups per address, saved
decks (count and size), chat rate, and the clean-up schedule of idle, finished and abandoned
rooms. Time comes from an injected clock (the sweep is called by hand, never waited for)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from srvutil import make_room, ready_all, signup
from starlette.testclient import TestClient

from cardtable.server.app import create_app
from cardtable.server.limits import Limits


class Clock:
    """A clock the test moves by hand."""

    def __init__(self) -> None:
        self.now = 2_000_000.0

    def __call__(self) -> float:
        return self.now


LIMITS = Limits(rooms_per_user=2, guests_per_address=3, signups_per_address=50,
                decks_per_user=2, deck_chars=500, chat_lines=3, chat_window=10.0,
                min_turn_seconds=0.001)


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
def qc(db_path: str, clock: Clock) -> Iterator[TestClient]:
    with TestClient(create_app(db_path, limits=LIMITS, clock=clock)) as c:
        yield c


def _lobby(c: TestClient) -> Any:
    return c.app.state.server.lobby  # type: ignore[attr-defined]


def test_rooms_per_account(qc: TestClient) -> None:
    a, b = signup(qc), signup(qc)
    for _ in range(LIMITS.rooms_per_user):
        make_room(qc, a)
    r = qc.post("/api/rooms", json={"game": "demo"}, headers=a["auth"])
    assert r.status_code == 400 and r.json()["code"] == "quota"
    make_room(qc, b)  # another account is not affected
    assert len(qc.get("/api/rooms", headers=a["auth"]).json()["rooms"]) == 3


def test_guests_per_address(qc: TestClient, clock: Clock) -> None:
    for _ in range(LIMITS.guests_per_address):
        assert qc.post("/api/guest").status_code == 200
    r = qc.post("/api/guest")
    assert r.status_code == 429 and r.json()["code"] == "quota"
    clock.now += LIMITS.guest_window
    assert qc.post("/api/guest").status_code == 200


def test_saved_decks_count_and_size(qc: TestClient) -> None:
    a = signup(qc)
    for name in ("one", "two"):
        assert qc.post("/api/decks", json={"name": name, "ydk": "#main\n"},
                       headers=a["auth"]).status_code == 200
    r = qc.post("/api/decks", json={"name": "three", "ydk": "#main\n"}, headers=a["auth"])
    assert r.json()["code"] == "quota"
    # replacing a saved deck is still fine; an oversized one is not
    assert qc.post("/api/decks", json={"name": "two", "ydk": "#main\n1\n"},
                   headers=a["auth"]).status_code == 200
    r = qc.post("/api/decks", json={"name": "two", "ydk": "#" * (LIMITS.deck_chars + 1)},
                headers=a["auth"])
    assert r.json()["code"] == "bad_field"


def test_chat_rate(qc: TestClient, clock: Clock) -> None:
    a = signup(qc)
    rid = make_room(qc, a)["room"]
    for i in range(LIMITS.chat_lines):
        assert qc.post(f"/api/rooms/{rid}/chat", json={"text": f"hi {i}"},
                       headers=a["auth"]).status_code == 200
    r = qc.post(f"/api/rooms/{rid}/chat", json={"text": "spam"}, headers=a["auth"])
    assert r.json()["code"] == "chat_rate"
    clock.now += LIMITS.chat_window
    assert qc.post(f"/api/rooms/{rid}/chat", json={"text": "later"},
                   headers=a["auth"]).status_code == 200


def test_clean_up_schedule(qc: TestClient, clock: Clock) -> None:
    """Waiting rooms close after ``idle_waiting`` untouched, playing rooms with no human
    connected and no move after ``abandoned_after`` (the game kept as abandoned), finished
    ones after ``finished_linger``; a move keeps a game alive."""
    a, b, c = signup(qc), signup(qc), signup(qc)
    lobby = _lobby(qc)
    waiting = make_room(qc, a)["room"]
    playing = make_room(qc, b, setup={"target": 400})["room"]
    ready_all(qc, playing, [b, c])
    assert qc.post(f"/api/rooms/{playing}/start", headers=b["auth"]).json()["status"] == "playing"
    assert lobby.sweep() == 0
    clock.now += LIMITS.idle_waiting + 1
    # a move just now keeps the playing room
    assert qc.post(f"/api/rooms/{playing}/answer", json={"state_id": 0, "choice": 0},
                   headers=b["auth"]).status_code == 200
    assert lobby.sweep() == 1 and waiting not in lobby.rooms and playing in lobby.rooms
    clock.now += LIMITS.abandoned_after + 1
    assert lobby.sweep() == 1 and playing not in lobby.rooms
    store = qc.app.state.server.store  # type: ignore[attr-defined]
    assert [g.status for g in store.games_of_room(playing)] == ["abandoned"]
    assert all(r["status"] != "closed" for r in store.open_rooms())
    assert not any(r["id"] in (waiting, playing) for r in store.open_rooms())
