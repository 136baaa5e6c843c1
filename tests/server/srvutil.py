"""Helpers for the server tests: accounts, rooms and a frame-keeping websocket wrapper."""

from __future__ import annotations

import itertools
import secrets
import time
from typing import Any

from starlette.testclient import TestClient

from cardtable.server.limits import Limits

#: The tests make many accounts from one address (the test client) and use short timers: the
#: address quotas are lifted and public rooms may have a short timer here;
#: tests/server/test_quotas.py checks the real defaults.
TEST_LIMITS = Limits(guests_per_address=100_000, signups_per_address=100_000,
                     min_turn_seconds=0.001)
_names = itertools.count()


def signup(client: TestClient, name: str | None = None) -> dict[str, Any]:
    """Create an account; returns the response JSON plus an ``auth`` header dict."""
    name = name or f"user{next(_names)}-{secrets.token_hex(3)}"
    r = client.post("/api/signup", json={"name": name, "password": "secret-pw"})
    assert r.status_code == 200, r.text
    data: dict[str, Any] = r.json()
    data["auth"] = {"authorization": f"Bearer {data['token']}"}
    return data


def make_room(client: TestClient, owner: dict[str, Any], **cfg: Any) -> dict[str, Any]:
    """Create a room (demo game by default, no bot delay)."""
    body = {"game": "demo", "bot_delay": 0, **cfg}
    r = client.post("/api/rooms", json=body, headers=owner["auth"])
    assert r.status_code == 200, r.text
    room: dict[str, Any] = r.json()
    return room


class WsClient:
    """A websocket session that keeps every frame it received."""

    def __init__(self, session: Any) -> None:
        self.s = session
        self.frames: list[dict[str, Any]] = []

    def send(self, msg: Any) -> None:
        """Send a JSON frame."""
        self.s.send_json(msg)

    def until(self, pred: Any, limit: int = 500) -> dict[str, Any]:
        """Read frames until one satisfies ``pred``; return it."""
        for _ in range(limit):
            m: dict[str, Any] = self.s.receive_json()
            self.frames.append(m)
            if pred(m):
                return m
        raise AssertionError(f"no matching frame in {limit}; last: {self.frames[-3:]}")

    def state(self, sid: int | None = None) -> dict[str, Any]:
        """The next state frame (with state id ``sid`` if given)."""
        return self.until(lambda m: m["type"] == "state" and (sid is None or m["state_id"] == sid))


def ready_all(client: TestClient, rid: str, users: list[dict[str, Any]]) -> None:
    """Seat the users not yet seated, mark everyone ready."""
    for u in users:
        client.post(f"/api/rooms/{rid}/sit", json={}, headers=u["auth"])
        r = client.post(f"/api/rooms/{rid}/ready", json={"ready": True}, headers=u["auth"])
        assert r.status_code == 200, r.text


def started_demo(client: TestClient, extra: int = 0) -> tuple[str, list[dict[str, Any]]]:
    """A running two-seat demo game that does not end soon (target 400); returns the room id
    and its two players plus ``extra`` more accounts (strangers to the table)."""
    users = [signup(client) for _ in range(2 + extra)]
    rid = make_room(client, users[0], setup={"target": 400})["room"]
    ready_all(client, rid, users[:2])
    r = client.post(f"/api/rooms/{rid}/start", headers=users[0]["auth"])
    assert r.json()["status"] == "playing", r.text
    return rid, users


def settle_toss(client: TestClient, rid: str, users: list[dict[str, Any]],
                go_first: bool = True) -> int | None:
    """A YGO room just started: if the coin toss went to one of ``users`` (a bot chooses by
    itself), that user chooses to go first (or second). Returns the toss winner's seat."""
    info = client.get(f"/api/rooms/{rid}", headers=users[0]["auth"]).json()
    sd = info.get("siding")
    if not sd or sd.get("duel") != 0:
        return None
    seat: int = sd["toss"]
    name = info["seats"][seat]["name"]
    for u in users:
        if u["user"]["name"] == name:
            r = client.post(f"/api/rooms/{rid}/first", json={"go_first": go_first},
                            headers=u["auth"])
            assert r.status_code == 200, r.text
    return seat


def room_info(client: TestClient, rid: str, user: dict[str, Any]) -> dict[str, Any]:
    """The room frame of ``rid`` as ``user`` gets it over HTTP."""
    out: dict[str, Any] = client.get(f"/api/rooms/{rid}", headers=user["auth"]).json()
    return out


def until(client: TestClient, rid: str, user: dict[str, Any], pred: Any,
          limit: float = 300.0) -> dict[str, Any]:
    """Poll the room until ``pred(info)`` holds (condition-based; generous for a loaded CI
    machine); return that room frame."""
    end = time.time() + limit
    while time.time() < end:
        info = room_info(client, rid, user)
        if pred(info):
            return info
        time.sleep(0.05)
    raise AssertionError(f"room never reached the expected state: {room_info(client, rid, user)}")


def vs_bots(client: TestClient, owner: dict[str, Any], **cfg: Any) -> str:
    """A room of ``owner`` against random bots, started; returns its id."""
    rid = make_room(client, owner, **cfg)["room"]
    client.post(f"/api/rooms/{rid}/fill", json={"bot": "random"}, headers=owner["auth"])
    ready_all(client, rid, [owner])
    r = client.post(f"/api/rooms/{rid}/start", headers=owner["auth"])
    assert r.status_code == 200, r.text
    return rid
