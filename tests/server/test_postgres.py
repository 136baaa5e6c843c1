"""The store on PostgreSQL: answers, restart-resume and replays through the same SQL.

Runs only where ``CARDTABLE_TEST_PG_URL`` names a scratch database (e.g.
``postgresql://ct:ct@127.0.0.1/cardtable_test``); it is reported as skipped elsewhere.
"""

from __future__ import annotations

import os

import pytest
from srvutil import WsClient, make_room, ready_all, signup
from starlette.testclient import TestClient

from cardtable.server.app import create_app

PG_URL = os.environ.get("CARDTABLE_TEST_PG_URL", "")


@pytest.mark.skipif(not PG_URL, reason="set CARDTABLE_TEST_PG_URL to test PostgreSQL")
def test_postgres_store_resumes_and_keeps_replays() -> None:
    with TestClient(create_app(PG_URL)) as c:
        a, b = signup(c), signup(c)
        rid = make_room(c, a, setup={"target": 400})["room"]
        ready_all(c, rid, [a, b])
        c.post(f"/api/rooms/{rid}/start", headers=a["auth"])
        for n, u in enumerate([a, b, a]):
            r = c.post(f"/api/rooms/{rid}/answer", json={"state_id": n, "choice": 0},
                       headers=u["auth"])
            assert r.json()["state_id"] == n + 1
        before = c.get(f"/api/rooms/{rid}/state", headers=a["auth"]).json()
    with TestClient(create_app(PG_URL)) as c:
        after = c.get(f"/api/rooms/{rid}/state", headers=a["auth"]).json()
        # the turn clock starts afresh after a restart (docs/server.md); all else is the same
        assert before.pop("deadline") is not None and after.pop("deadline") is not None
        assert after == before
        rid2 = make_room(c, a)["room"]
        c.post(f"/api/rooms/{rid2}/fill", json={"bot": "random"}, headers=a["auth"])
        c.post(f"/api/rooms/{rid2}/ready", json={"ready": True}, headers=a["auth"])
        c.post(f"/api/rooms/{rid2}/start", headers=a["auth"])
        with c.websocket_connect(f"/ws?token={a['token']}") as s:
            ws = WsClient(s)
            ws.send({"type": "join", "room": rid2})
            while True:
                st = ws.state()
                if st["result"]:
                    break
                if st["decision"]:
                    ws.send({"type": "answer", "room": rid2, "state_id": st["state_id"],
                             "choice": 0})
        assert any(r["room"] == rid2 for r in
                   c.get("/api/replays", headers=a["auth"]).json()["replays"])


@pytest.mark.skipif(not PG_URL, reason="set CARDTABLE_TEST_PG_URL to test PostgreSQL")
def test_postgres_match_steps() -> None:
    import secrets

    from cardtable.server.store import Store

    store = Store(PG_URL)
    try:
        room = "pg-" + secrets.token_hex(4)
        store.add_match_step(room, 0, 1, 0, "side", {"swaps": [[1, 2]]})
        store.add_match_step(room, 1, 1, 0, "done", {})
        store.drop_match_step(room, 1)
        assert store.match_steps(room) == [
            {"duel": 1, "seat": 0, "kind": "side", "data": {"swaps": [[1, 2]]}}]
    finally:
        store.close()


def test_store_rejects_a_malformed_url() -> None:
    """A URL with stray lines or an unknown scheme is refused by name, not opened as a file."""
    from cardtable.server.store import Store

    for bad in ("Removed stale pid file.\npostgresql://a@b/c", "mysql://x/y"):
        with pytest.raises(ValueError, match="store URL"):
            Store(bad)
