"""Issue-5 requirements that had no test of their own: the live room list, seat privacy over
HTTP, competitive 3v3 silence, durability at acknowledgement, replays for players only, and the
turn timer keeping a real game going."""

from __future__ import annotations

import sqlite3
import time
from typing import Any

from srvutil import WsClient, make_room, ready_all, signup, started_demo
from starlette.testclient import TestClient


def _state(client: TestClient, rid: str, user: dict[str, Any], **params: Any) -> Any:
    return client.get(f"/api/rooms/{rid}/state", params=params, headers=user["auth"]).json()


def test_live_room_list_follows_creation_seating_and_start(client: TestClient) -> None:
    """Lobby: a subscriber gets the room list pushed as rooms are created, filled and started."""
    watcher, owner, other = signup(client), signup(client), signup(client)
    with client.websocket_connect(f"/ws?token={watcher['token']}") as s:
        ws = WsClient(s)
        ws.send({"type": "lobby"})
        ws.until(lambda m: m["type"] == "rooms")
        rid = make_room(client, owner, title="live list")["room"]

        def listed(pred: Any) -> dict[str, Any]:
            m = ws.until(lambda m: m["type"] == "rooms" and any(
                r["room"] == rid and pred(r) for r in m["rooms"]))
            out: dict[str, Any] = next(r for r in m["rooms"] if r["room"] == rid)
            return out

        row = listed(lambda r: r["status"] == "waiting")
        assert row["game"] == "demo" and row["title"] == "live list"
        ready_all(client, rid, [owner, other])
        row = listed(lambda r: all(x["name"] for x in r["seats"]))
        assert [x["name"] for x in row["seats"]] == [owner["user"]["name"], other["user"]["name"]]
        client.post(f"/api/rooms/{rid}/start", headers=owner["auth"])
        listed(lambda r: r["status"] == "playing")


def test_nobody_reads_another_seats_view(client: TestClient) -> None:
    """A seat is bound to its account: the state endpoint gives the caller's own seat (a
    ``seat`` parameter is ignored), a stranger the spectator's view; hands stay hidden."""
    rid, (a, b, stranger) = started_demo(client, extra=1)
    sa, sb = _state(client, rid, a), _state(client, rid, b, seat=0)
    ss = _state(client, rid, stranger, seat=0)
    assert (sa["seat"], sb["seat"], ss["seat"]) == (0, 1, -1)
    assert sb["decision"] is None and ss["decision"] is None and sa["decision"] is not None
    hands = [[x.get("hand") for x in st["view"]["seats"]] for st in (sa, sb, ss)]
    assert hands[0][0] and hands[0][1] is None
    assert hands[1][1] and hands[1][0] is None
    assert hands[2] == [None, None]
    # nor answer for it: the seat is taken from the account, never from the request
    r = client.post(f"/api/rooms/{rid}/answer", json={"state_id": 0, "choice": 0, "seat": 0},
                    headers=b["auth"])
    assert r.json()["code"] == "not_your_turn"
    assert _state(client, rid, a)["state_id"] == 0


def test_competitive_3v3_players_cannot_chat_during_the_game(client: TestClient) -> None:
    """SGS 3v3 (the seed forbids communication): seated players may talk before the game,
    not during it; a spectator's line reaches spectators only."""
    owner, spec = signup(client), signup(client)
    rid = make_room(client, owner, game="sgs", mode="3v3")["room"]
    info = client.get(f"/api/rooms/{rid}", headers=owner["auth"]).json()
    assert info["no_talk"] is True
    assert client.post(f"/api/rooms/{rid}/chat", json={"text": "glhf"},
                       headers=owner["auth"]).status_code == 200
    client.post(f"/api/rooms/{rid}/fill", json={"bot": "random"}, headers=owner["auth"])
    ready_all(client, rid, [owner])
    assert client.post(f"/api/rooms/{rid}/start",
                       headers=owner["auth"]).json()["status"] == "playing"
    r = client.post(f"/api/rooms/{rid}/chat", json={"text": "kill the lord"},
                    headers=owner["auth"])
    assert r.json()["code"] == "no_communication"
    with client.websocket_connect(f"/ws?token={owner['token']}") as s:
        ws = WsClient(s)
        ws.send({"type": "chat", "room": rid, "text": "psst", "id": 4})
        err = ws.until(lambda m: m["type"] == "error")
        assert err["code"] == "no_communication" and err["id"] == 4
    r = client.post(f"/api/rooms/{rid}/chat", json={"text": "nice"}, headers=spec["auth"])
    assert r.status_code == 200


def test_an_answer_is_in_the_store_when_it_is_acknowledged(client: TestClient,
                                                            db_path: str) -> None:
    """Persistence: when the ack arrives, the answer is already committed (read back through a
    separate SQLite connection, as a restarted server would)."""
    rid, (a, _b) = started_demo(client)
    with client.websocket_connect(f"/ws?token={a['token']}") as s:
        ws = WsClient(s)
        ws.send({"type": "join", "room": rid})
        ws.state(0)
        ws.send({"type": "answer", "room": rid, "state_id": 0, "choice": 0, "id": 1})
        assert ws.until(lambda m: m["type"] == "ack")["state_id"] == 1
        with sqlite3.connect(db_path) as db:
            rows = db.execute("SELECT n FROM answers").fetchall()
        assert [r[0] for r in rows] == [0]


def test_replays_open_to_the_games_players_only(client: TestClient) -> None:
    a, stranger = signup(client), signup(client)
    rid = make_room(client, a, setup={"target": 1})["room"]
    client.post(f"/api/rooms/{rid}/fill", json={"bot": "random"}, headers=a["auth"])
    ready_all(client, rid, [a])
    client.post(f"/api/rooms/{rid}/start", headers=a["auth"])
    client.post(f"/api/rooms/{rid}/answer", json={"state_id": 0, "choice": 0},
                headers=a["auth"])
    reps = client.get("/api/replays", headers=a["auth"]).json()["replays"]
    assert reps and client.get("/api/replays", headers=stranger["auth"]).json()["replays"] == []
    gid = reps[0]["id"]
    assert client.get(f"/api/replays/{gid}", headers=a["auth"]).status_code == 200
    for path in (f"/api/replays/{gid}", f"/api/replays/{gid}/step/0"):
        r = client.get(path, headers=stranger["auth"])
        assert r.status_code >= 400 and r.json()["code"] == "forbidden"


def test_turn_timer_keeps_a_real_game_going(client: TestClient) -> None:
    """A game never hangs on an absent player: in SGS 3v3 with one human who never answers,
    the timer answers for them and the game moves past their decisions."""
    owner = signup(client)
    rid = make_room(client, owner, game="sgs", mode="3v3", turn_seconds=0.02)["room"]
    client.post(f"/api/rooms/{rid}/fill", json={"bot": "random"}, headers=owner["auth"])
    ready_all(client, rid, [owner])
    client.post(f"/api/rooms/{rid}/start", headers=owner["auth"])
    seen_mine, deadline = 0, time.time() + 120
    last = -1
    while seen_mine < 4 and time.time() < deadline:
        st = _state(client, rid, owner)
        if st["result"] is not None:
            break
        if st["decision"] is not None and st["state_id"] != last:
            seen_mine += 1
            last = st["state_id"]
        time.sleep(0.01)
    assert seen_mine >= 4 or _state(client, rid, owner)["result"] is not None, seen_mine
    # and past the last one seen too
    while time.time() < deadline:
        st = _state(client, rid, owner)
        if st["state_id"] > last or st["result"] is not None:
            break
        time.sleep(0.01)
    else:
        raise AssertionError(f"the timer never answered state {last}")


def test_oversized_http_bodies_are_refused_clearly(client: TestClient) -> None:
    """Oversized requests (declared or streamed without a length) are refused with
    ``frame_too_large`` naming the HTTP limit, before being read whole; nothing changes."""
    from cardtable.server.app import MAX_BODY

    rid, (a, _b) = started_demo(client)
    big = b'{"state_id": 0, "choice": 0, "pad": "' + b"x" * MAX_BODY + b'"}'

    def streamed() -> Any:
        for i in range(0, len(big), 8192):
            yield big[i:i + 8192]

    for body in (big, streamed()):
        r = client.post(f"/api/rooms/{rid}/answer", content=body, headers=a["auth"])
        assert r.status_code == 400, r.text
        err = r.json()
        assert err["code"] == "frame_too_large" and str(MAX_BODY) in err["detail"], err
    assert _state(client, rid, a)["state_id"] == 0
    ok = client.post(f"/api/rooms/{rid}/answer", json={"state_id": 0, "choice": 0},
                     headers=a["auth"])
    assert ok.json()["ok"], ok.text
