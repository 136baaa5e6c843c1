"""Two ``cardtable serve`` nodes, one PostgreSQL database, Redis between them (issue 9, part 5).

Started for real on loopback: a Redis server of the test's own (Debian's ``redis-server`` on a
free port, no persistence), the PostgreSQL database of ``scripts/test``
(``CARDTABLE_TEST_PG_URL``) and two server processes. Checked: a room lives on the node that
created it; the other node sends clients there (HTTP 421 + ``Location``, and a websocket
``moved`` frame naming the node's URL); the lobby of either node lists both nodes' rooms; a node
killed with -9 has its rooms resumed by the other, from the database, with the same state, and
play goes on there.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from typing import Any

import httpx
import pytest

PG_URL = os.environ.get("CARDTABLE_TEST_PG_URL", "")
REDIS = shutil.which("redis-server") or "/usr/bin/redis-server"

pytestmark = pytest.mark.pg


def _need(ok: bool, what: str) -> None:
    """Skip off CI when a service is missing; on CI a missing service is a failure."""
    if ok:
        return
    if os.environ.get("CI"):
        pytest.fail(f"{what} is needed on CI (scripts/test installs and starts it)")
    pytest.skip(f"{what} is not available here")


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _wait(cond: Callable[[], Any], seconds: float, what: str) -> Any:
    """Wait for a condition of another process (bounded; returns its first truthy value)."""
    deadline = time.monotonic() + seconds
    while True:
        value = cond()
        if value:
            return value
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out after {seconds:g} s waiting for {what}")
        time.sleep(0.1)


@pytest.fixture
def redis_url() -> Iterator[str]:
    """A Redis server of this test's own on a free loopback port, stopped afterwards."""
    _need(os.path.exists(REDIS), "redis-server (Debian package redis-server)")
    port = _free_port()
    proc = subprocess.Popen([REDIS, "--port", str(port), "--bind", "127.0.0.1", "--save", "",
                             "--appendonly", "no"], stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL)
    try:
        import redis

        client = redis.Redis(port=port)
        _wait(lambda: _pings(client), 20, "redis-server to answer")
        yield f"redis://127.0.0.1:{port}/0"
    finally:
        proc.kill()
        proc.wait(10)


def _pings(client: Any) -> bool:
    try:
        return bool(client.ping())
    except Exception:
        return False


class Node:
    """One ``cardtable serve`` process of the site."""

    def __init__(self, name: str, redis_url: str) -> None:
        self.name = name
        self.port = _free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "cardtable.cli.serve", "--port", str(self.port),
             "--db-url", PG_URL, "--redis-url", redis_url, "--node-id", name,
             "--public-url", self.url],
            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        self.http = httpx.Client(base_url=self.url, timeout=60, follow_redirects=False)
        _wait(self._up, 120, f"node {name} to answer")

    def _up(self) -> bool:
        if self.proc.poll() is not None:
            err = self.proc.stderr.read() if self.proc.stderr else b""
            raise AssertionError(f"node {self.name} exited: {err.decode(errors='replace')}")
        try:
            return self.http.get("/api/games").status_code == 200
        except httpx.HTTPError:
            return False

    def kill9(self) -> None:
        """SIGKILL: no clean-up of any kind."""
        os.kill(self.proc.pid, signal.SIGKILL)
        self.proc.wait(10)

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait(10)
        self.http.close()


@pytest.fixture
def site(redis_url: str) -> Iterator[tuple[Node, Node]]:
    """Two nodes of one site."""
    _need(bool(PG_URL), "PostgreSQL (CARDTABLE_TEST_PG_URL)")
    a = Node("node-a", redis_url)
    b = None
    try:
        b = Node("node-b", redis_url)
        yield a, b
    finally:
        a.stop()
        if b is not None:
            b.stop()


def _account(node: Node, name: str) -> dict[str, str]:
    r = node.http.post("/api/signup", json={"name": name, "password": "a-long-secret-pw"})
    assert r.status_code == 200, r.text
    return {"authorization": f"Bearer {r.json()['token']}"}


def _room_on(node: Node, owner: dict[str, str], guest: dict[str, str]) -> str:
    """A running demo game (two humans) on ``node``."""
    rid: str = node.http.post("/api/rooms", json={"game": "demo", "setup": {"target": 400},
                                                   "bot_delay": 0},
                              headers=owner).json()["room"]
    assert node.http.post(f"/api/rooms/{rid}/sit", json={}, headers=guest).status_code == 200
    for h in (owner, guest):
        node.http.post(f"/api/rooms/{rid}/ready", json={"ready": True}, headers=h)
    assert node.http.post(f"/api/rooms/{rid}/start", headers=owner).json()["status"] \
        == "playing"
    return rid


def _ws_join(node: Node, token: str, rid: str) -> dict[str, Any]:
    """The first error or state frame a websocket join of ``rid`` on ``node`` gets."""
    from websockets.sync.client import connect

    with connect(f"ws://127.0.0.1:{node.port}/ws?token={token}", open_timeout=30) as ws:
        ws.send(json.dumps({"type": "join", "room": rid, "id": 1}))
        for _ in range(50):
            msg = json.loads(ws.recv(timeout=30))
            if msg.get("type") in ("error", "state"):
                return dict(msg)
    raise AssertionError("no answer to the join")


def test_rooms_live_on_one_node_and_move_to_the_other_when_it_dies(
        site: tuple[Node, Node]) -> None:
    a, b = site
    stamp = str(time.monotonic_ns())[-6:]
    owner, guest = _account(a, f"kai{stamp}"), _account(a, f"lin{stamp}")
    rid = _room_on(a, owner, guest)

    # sessions are in the shared database: the same token works on node b; the room is a's
    info = b.http.get(f"/api/rooms/{rid}", headers=owner)
    assert info.status_code == 421, info.text
    assert info.json()["code"] == "moved" and info.json()["node_url"] == a.url
    assert info.headers["location"] == f"{a.url}/api/rooms/{rid}"
    moved = _ws_join(b, owner["authorization"][7:], rid)
    assert moved["type"] == "error" and moved["code"] == "moved", moved
    assert moved["node_url"] == a.url
    # ... and is listed by both lobbies, on b with the node that holds it
    listed = _wait(lambda: [r for r in b.http.get("/api/rooms", headers=owner).json()["rooms"]
                            if r.get("room") == rid], 15, "node b to list node a's room")
    assert listed[0]["node"] == "node-a"
    assert any(r.get("room") == rid
               for r in a.http.get("/api/rooms", headers=owner).json()["rooms"])
    # a room created on b lives on b
    rid_b = _room_on(b, owner, guest)
    assert a.http.get(f"/api/rooms/{rid_b}", headers=owner).status_code == 421
    assert b.http.get(f"/api/rooms/{rid_b}", headers=owner).status_code == 200

    # play a few moves on a, then kill it
    for n in range(5):
        r = a.http.post(f"/api/rooms/{rid}/answer", json={"state_id": n, "choice": n % 3},
                        headers=(owner, guest)[n % 2])
        assert r.json().get("ok"), r.text
    before = [a.http.get(f"/api/rooms/{rid}/state", headers=h).json() for h in (owner, guest)]
    a.kill9()

    # b resumes it from the database once a's heartbeat has expired
    def resumed() -> Any:
        r = b.http.get(f"/api/rooms/{rid}/state", headers=owner)
        return r.json() if r.status_code == 200 else None

    _wait(resumed, 30, "node b to resume node a's room")
    after = [b.http.get(f"/api/rooms/{rid}/state", headers=h).json() for h in (owner, guest)]
    for x, y in zip(before, after, strict=True):
        x, y = dict(x), dict(y)
        x.pop("deadline", None), y.pop("deadline", None)
        assert y == x
    # and the game goes on there
    r = b.http.post(f"/api/rooms/{rid}/answer", json={"state_id": 5, "choice": 0},
                    headers=guest)
    assert r.json() == {"ok": True, "state_id": 6}, r.text
    listed_b = b.http.get("/api/rooms", headers=owner).json()["rooms"]
    assert [r.get("node") for r in listed_b if r.get("room") == rid] == [None]  # b's own now


def _serve(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "cardtable.cli.serve", *args],
                          capture_output=True, text=True, timeout=120)


def test_a_node_needs_the_shared_database() -> None:
    """--redis-url with a SQLite file: one line naming what is missing, exit 2."""
    out = _serve("--port", str(_free_port()), "--redis-url", "redis://127.0.0.1:1/0")
    assert out.returncode == 2, out
    said = " ".join(out.stderr.split())  # the console folds long lines at its width
    assert said == ("error: a multi-node site (--redis-url) needs the shared PostgreSQL "
                    "database: give --db-url too"), out.stderr


def test_no_redis_there_is_one_line() -> None:
    """An unreachable Redis stops the node at start-up with one line (no traceback)."""
    out = _serve("--port", str(_free_port()), "--db-url", "postgresql://nobody@127.0.0.1:1/x",
                 "--redis-url", f"redis://127.0.0.1:{_free_port()}/0", "--node-id", "n1")
    assert out.returncode == 2, out
    said = " ".join(out.stderr.split())
    assert said.startswith("error: cannot join the multi-node site: "), out.stderr
    assert "Traceback" not in out.stderr


def test_rendezvous_moves_only_the_dead_nodes_rooms() -> None:
    """Highest-random-weight hashing: every node computes the same holder, and removing a node
    re-homes exactly the rooms it held (the others stay where they are)."""
    from cardtable.server.cluster import rendezvous

    rooms = [f"room{i}" for i in range(600)]
    three = {r: rendezvous(r, ["a", "b", "c"]) for r in rooms}
    assert {three[r] for r in rooms} == {"a", "b", "c"}
    assert all(rendezvous(r, ["c", "a", "b"]) == three[r] for r in rooms)  # order-free
    two = {r: rendezvous(r, ["a", "c"]) for r in rooms}
    assert all(two[r] == three[r] for r in rooms if three[r] != "b")
    assert all(two[r] in ("a", "c") for r in rooms)
