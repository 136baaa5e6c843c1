"""A real ``cardtable serve`` process killed with SIGKILL mid-game resumes every game exactly."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import httpx


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _start(db: Path, port: int) -> subprocess.Popen[bytes]:
    proc = subprocess.Popen(
        [sys.executable, "-m", "cardtable.cli.serve", "--port", str(port), "--db", str(db)],
        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    deadline = time.time() + 120  # generous for a loaded CI machine; returns once it answers
    while time.time() < deadline and proc.poll() is None:
        try:
            if httpx.get(f"http://127.0.0.1:{port}/api/games", timeout=1).status_code == 200:
                return proc
        except httpx.HTTPError:
            time.sleep(0.1)
    proc.kill()
    raise AssertionError(f"server did not start: {proc.stderr.read() if proc.stderr else ''!r}")


def test_kill9_then_restart_resumes(tmp_path: Path) -> None:
    db, port = tmp_path / "k.db", _free_port()
    base = f"http://127.0.0.1:{port}"
    proc = _start(db, port)
    try:
        c = httpx.Client(base_url=base, timeout=60)
        users: list[dict[str, Any]] = []
        for name in ("kim", "lee"):
            r = c.post("/api/signup", json={"name": name, "password": "secret-pw"}).json()
            users.append({"authorization": f"Bearer {r['token']}"})
        rooms = []
        for _ in range(2):  # two games in flight at once
            rid = c.post("/api/rooms", json={"game": "demo", "setup": {"target": 400}},
                         headers=users[0]).json()["room"]
            c.post(f"/api/rooms/{rid}/sit", json={}, headers=users[1])
            for h in users:
                c.post(f"/api/rooms/{rid}/ready", json={"ready": True}, headers=h)
            assert c.post(f"/api/rooms/{rid}/start", headers=users[0]).json()["status"] \
                == "playing"
            rooms.append(rid)
        for k, rid in enumerate(rooms):
            for n in range(7 + k):
                h = users[n % 2]
                r = c.post(f"/api/rooms/{rid}/answer", json={"state_id": n, "choice": n % 3},
                           headers=h)
                assert r.json().get("ok"), r.text
        before = {(rid, i): c.get(f"/api/rooms/{rid}/state", headers=h).json()
                  for rid in rooms for i, h in enumerate(users)}
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait(10)
        proc = _start(db, port)
        after = {(rid, i): c.get(f"/api/rooms/{rid}/state", headers=h).json()
                 for rid in rooms for i, h in enumerate(users)}
        for key in before:
            b, a = dict(before[key]), dict(after[key])
            b.pop("deadline"), a.pop("deadline")
            assert a == b, key
        # and play on
        rid = rooms[0]
        r = c.post(f"/api/rooms/{rid}/answer", json={"state_id": 7, "choice": 0},
                   headers=users[1])
        assert r.json() == {"ok": True, "state_id": 8}
    finally:
        proc.kill()
        proc.wait(10)


def test_kill9_between_duels_resumes_the_siding_step(tmp_path: Path) -> None:
    from test_server_match import DECK, MAIN, SIDE_OK

    db, port = tmp_path / "s.db", _free_port()
    base = f"http://127.0.0.1:{port}"
    proc = _start(db, port)
    try:
        c = httpx.Client(base_url=base, timeout=60)
        r = c.post("/api/signup", json={"name": "sider", "password": "secret-pw"}).json()
        h = {"authorization": f"Bearer {r['token']}"}
        rid = c.post("/api/rooms", json={"game": "ygo", "mode": "classic", "match": "bo3",
                                         "custom": True, "turn_seconds": 0.01, "bot_delay": 0,
                                         "side_seconds": 0}, headers=h).json()["room"]
        c.post(f"/api/rooms/{rid}/fill", json={"bot": "random"}, headers=h)
        c.post(f"/api/rooms/{rid}/ready", json={"ready": True, "deck": DECK}, headers=h)
        assert c.post(f"/api/rooms/{rid}/start", headers=h).json()["status"] == "playing"
        deadline = time.time() + 300  # condition-based; generous for a loaded CI machine
        while (c.get(f"/api/rooms/{rid}", headers=h).json()["siding"]
               or {"duel": 0})["duel"] == 0:  # the toss's choice runs out on the turn clock
            assert time.time() < deadline, "duel 1 did not end"
            time.sleep(0.1)
        r = c.post(f"/api/rooms/{rid}/side", json={"swaps": [[MAIN[0], SIDE_OK[1]]]},
                   headers=h)
        assert r.status_code == 200, r.text
        before = c.get(f"/api/rooms/{rid}/state", headers=h).json()
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait(10)
        proc = _start(db, port)
        after = c.get(f"/api/rooms/{rid}/state", headers=h).json()
        assert after["siding"] == before["siding"] and after["siding"]["swaps"] == [
            [MAIN[0], SIDE_OK[1]]]
        assert after["state_id"] == before["state_id"] and after["view"] == before["view"]
        # and the match goes on: done (+ the first-player choice when we lost)
        if after["siding"]["chooser"] == 0:
            c.post(f"/api/rooms/{rid}/first", json={"go_first": True}, headers=h)
        assert c.post(f"/api/rooms/{rid}/side_done", headers=h).status_code == 200
        while c.get(f"/api/rooms/{rid}", headers=h).json()["game_no"] < 1:
            assert time.time() < deadline + 300, "duel 2 did not start"
            time.sleep(0.1)
    finally:
        proc.kill()
        proc.wait(10)
