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
    deadline = time.time() + 20
    while time.time() < deadline:
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
        c = httpx.Client(base_url=base, timeout=10)
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
