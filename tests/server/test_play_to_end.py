"""Issue 9 part 2, playing to the end: concede at any time (YGO: the duel is lost; Sanguosha:
a bot takes the seat), everyone told; repeated timeouts lose (YGO) or hand the seat to a bot
(Sanguosha) as the room says; public rooms always have a turn timer; presence; rematch; "your
tables" in /api/me."""

from __future__ import annotations

from srvutil import (
    WsClient,
    make_room,
    ready_all,
    room_info,
    settle_toss,
    signup,
    until,
    vs_bots,
)
from starlette.testclient import TestClient

from cardtable.server.app import create_app
from cardtable.server.limits import Limits


def test_ygo_concede_loses_the_duel_and_everyone_sees_it(client: TestClient) -> None:
    a, b, watcher = signup(client), signup(client), signup(client)
    rid = make_room(client, a, game="ygo", mode="classic")["room"]
    ready_all(client, rid, [a, b])
    client.post(f"/api/rooms/{rid}/start", headers=a["auth"])
    settle_toss(client, rid, [a, b])
    room = client.app.state.server.lobby.rooms[rid]  # type: ignore[attr-defined]
    seat_b = room.seat_of(b["user"]["id"])
    with client.websocket_connect(f"/ws?token={watcher['token']}") as s:
        ws = WsClient(s)
        ws.send({"type": "join", "room": rid})
        ws.state()
        with client.websocket_connect(f"/ws?token={b['token']}") as sb:
            wb = WsClient(sb)
            wb.send({"type": "join", "room": rid})
            wb.state()
            wb.send({"type": "concede", "room": rid, "id": 5})
            wb.until(lambda m: m["type"] == "ack" and m["id"] == 5)
        note = ws.until(lambda m: m["type"] == "notice" and m["kind"] == "conceded")
        assert note["seat"] == seat_b and note["name"] == b["user"]["name"]
        final = ws.until(lambda m: m["type"] == "state" and m["result"] is not None)
        assert final["result"]["winners"] == [1 - seat_b]
    info = room_info(client, rid, a)
    assert info["status"] == "finished" and info["results"][0]["winners"] == [1 - seat_b]
    # the concession is an answer like any other: the stored replay reproduces it
    rep = client.get("/api/replays", headers=a["auth"]).json()["replays"]
    assert rep and rep[0]["result"]["winners"] == [1 - seat_b]
    # nothing to concede any more
    assert client.post(f"/api/rooms/{rid}/concede", headers=a["auth"]).json()["code"] \
        == "not_playing"


def test_sgs_concede_hands_the_seat_to_a_bot(client: TestClient) -> None:
    owner = signup(client)
    rid = vs_bots(client, owner, game="sgs", mode="3v3")
    r = client.post(f"/api/rooms/{rid}/concede", headers=owner["auth"])
    assert r.status_code == 200, r.text
    seat = client.app.state.server.lobby.rooms[rid].seat_of(  # type: ignore[attr-defined]
        owner["user"]["id"])
    chip = r.json()["seats"][seat]
    assert chip["human"] and chip["bot"] in ("sgs-heuristic", "random")
    # the game goes on to its end with the bot in the seat
    until(client, rid, owner, lambda i: i["status"] == "finished")


def test_repeated_timeouts_lose_a_ygo_duel(client: TestClient) -> None:
    a = signup(client)
    rid = vs_bots(client, a, game="ygo", mode="classic", turn_seconds=0.01, max_timeouts=2)
    info = until(client, rid, a, lambda i: i["status"] == "finished")
    room = client.app.state.server.lobby.rooms[rid]  # type: ignore[attr-defined]
    seat = room.seat_of(a["user"]["id"])
    assert info["results"][0]["winners"] == [1 - seat]
    assert room.game.answers[-1] == {"action": "surrender", "seat": seat}


def test_repeated_timeouts_hand_an_sgs_seat_to_a_bot(client: TestClient) -> None:
    owner = signup(client)
    rid = vs_bots(client, owner, game="sgs", mode="3v3", turn_seconds=0.01, max_timeouts=2)
    room = client.app.state.server.lobby.rooms[rid]  # type: ignore[attr-defined]
    info = until(client, rid, owner,
                  lambda i: i["seats"][room.seat_of(owner["user"]["id"])]["bot"] is not None)
    assert info["seats"][room.seat_of(owner["user"]["id"])]["human"]
    assert info["on_timeout"] == "bot"


def test_public_rooms_always_have_a_turn_timer(db_path: str) -> None:
    with TestClient(create_app(db_path, limits=Limits())) as c:
        a, b = signup(c), signup(c)
        r = c.post("/api/rooms", json={"game": "demo", "turn_seconds": 0}, headers=a["auth"])
        assert r.json()["code"] == "bad_config"
        room = make_room(c, a, setup={"target": 400})
        assert room["turn_seconds"] == 90.0
        ready_all(c, room["room"], [a, b])
        c.post(f"/api/rooms/{room['room']}/start", headers=a["auth"])
        st = c.get(f"/api/rooms/{room['room']}/state", headers=b["auth"]).json()
        assert st["deadline"] is not None  # everyone sees the countdown, not only the decider
        # a custom room may go without
        custom = c.post("/api/rooms", json={"game": "demo", "custom": True, "turn_seconds": 0},
                        headers=b["auth"]).json()
        assert custom["turn_seconds"] == 0 and custom["settings"]["turn_seconds"] == 0


def test_presence_is_visible(client: TestClient) -> None:
    a, b = signup(client), signup(client)
    rid = make_room(client, a, setup={"target": 400})["room"]
    ready_all(client, rid, [a, b])
    with client.websocket_connect(f"/ws?token={a['token']}") as sa:
        wa = WsClient(sa)
        wa.send({"type": "join", "room": rid})
        wa.until(lambda m: m["type"] == "room")
        with client.websocket_connect(f"/ws?token={b['token']}") as sb:
            wb = WsClient(sb)
            wb.send({"type": "join", "room": rid})
            on = wa.until(lambda m: m["type"] == "notice" and m["kind"] == "online"
                           and m["seat"] == 1)
            assert on["name"] == b["user"]["name"]
            info = wa.until(lambda m: m["type"] == "room" and m["seats"][1]["online"])
            assert info["seats"][0]["online"]
        off = wa.until(lambda m: m["type"] == "notice" and m["kind"] == "offline")
        assert off["seat"] == 1 and off["name"] == b["user"]["name"]
        wa.until(lambda m: m["type"] == "room" and not m["seats"][1]["online"])


def test_rematch_opens_a_new_room_with_the_same_seats(client: TestClient) -> None:
    a, b = signup(client), signup(client)
    rid = make_room(client, a, setup={"target": 1})["room"]
    ready_all(client, rid, [a, b])
    client.post(f"/api/rooms/{rid}/start", headers=a["auth"])
    for n, u in enumerate([a, b, a, b, a, b]):
        if room_info(client, rid, a)["status"] == "finished":
            break
        client.post(f"/api/rooms/{rid}/answer", json={"state_id": n, "choice": 0},
                    headers=u["auth"])
    assert room_info(client, rid, a)["status"] == "finished"
    assert client.post(f"/api/rooms/{rid}/rematch",
                       headers=signup(client)["auth"]).json()["code"] == "not_seated"
    first = client.post(f"/api/rooms/{rid}/rematch", headers=a["auth"]).json()
    assert first["rematch"] is None and first["rematch_votes"] == [0]
    new = client.post(f"/api/rooms/{rid}/rematch", headers=b["auth"]).json()
    assert new["room"] != rid and new["status"] == "playing"
    assert [s["name"] for s in new["seats"]] == [a["user"]["name"], b["user"]["name"]]
    assert room_info(client, rid, a)["rematch"] == new["room"]
    assert client.post(f"/api/rooms/{rid}/rematch", headers=a["auth"]).json()["code"] \
        == "no_rematch"


def test_your_tables_are_listed_with_their_titles(client: TestClient) -> None:
    a = signup(client)
    rid = make_room(client, a, title="Friday duel")["room"]
    me = client.get("/api/me", headers=a["auth"]).json()
    assert me["rooms"] == [rid]
    assert me["tables"] == [{"room": rid, "title": "Friday duel", "game": "demo",
                             "mode": "duel", "status": "waiting"}]
