"""Issue 9 part 1: fair starts and honest rooms.

* YGO: who goes first is a coin toss drawn from the match's seeded RNG, shown to everyone; the
  winner chooses first or second (in a match the loser of the previous duel chooses, as before).
* Identity mode: the seats (and so the lord, who sits at seat 0) are dealt at random.
* A room's setup is public: public rooms take the standard options only, every non-default
  setting is listed in the lobby, forced setups only in custom rooms that show them.
"""

from __future__ import annotations

from typing import Any

from srvutil import make_room, ready_all, settle_toss, signup
from starlette.testclient import TestClient

from cardtable.core.rng import Rng


def _info(c: TestClient, rid: str, u: dict[str, Any]) -> Any:
    return c.get(f"/api/rooms/{rid}", headers=u["auth"]).json()


def test_ygo_coin_toss_is_seeded_visible_and_the_winner_chooses(client: TestClient) -> None:
    for i in range(6):
        a, b = signup(client), signup(client)
        rid = make_room(client, a, game="ygo", mode="classic")["room"]
        ready_all(client, rid, [a, b])
        client.post(f"/api/rooms/{rid}/start", headers=a["auth"])
        room = client.app.state.server.lobby.rooms[rid]  # type: ignore[attr-defined]
        assert room.game is None  # nothing is dealt before the choice
        # everyone sees the toss: the room frame (lobby, spectators) and each seat's state
        stranger = signup(client)
        sd = _info(client, rid, stranger)["siding"]
        assert sd["duel"] == 0 and sd["toss"] == sd["chooser"] in (0, 1)
        state = client.get(f"/api/rooms/{rid}/state", headers=stranger["auth"]).json()
        assert state["siding"]["toss"] == sd["toss"]
        # the draw is the match's seeded RNG (the first number of Rng(match seed) below 2)
        assert sd["toss"] == Rng(room.config.seed & (2**40 - 1)).below(2)
        loser = [a, b][1 - sd["toss"]]
        r = client.post(f"/api/rooms/{rid}/first", json={"go_first": True}, headers=loser["auth"])
        assert r.json()["code"] == "not_chooser"
        go_first = i % 2 == 0
        assert settle_toss(client, rid, [a, b], go_first=go_first) == sd["toss"]
        setup = room.game.setup_data()
        assert setup["first"] == (sd["toss"] if go_first else 1 - sd["toss"])
        assert _info(client, rid, a)["siding"] is None
    # so the creator (seat 0) wins it only by luck: the draw gives both seats over seeds
    assert {Rng(seed).below(2) for seed in range(64)} == {0, 1}


def test_identity_seats_are_dealt_at_random(client: TestClient) -> None:
    lord_is_owner = []
    for _ in range(8):
        owner = signup(client)
        rid = make_room(client, owner, game="sgs", mode="identity5")["room"]
        client.post(f"/api/rooms/{rid}/fill", json={"bot": "random"}, headers=owner["auth"])
        ready_all(client, rid, [owner])
        assert client.post(f"/api/rooms/{rid}/start",
                           headers=owner["auth"]).json()["status"] in ("playing", "finished")
        room = client.app.state.server.lobby.rooms[rid]  # type: ignore[attr-defined]
        seat = room.seat_of(owner["user"]["id"])
        assert seat >= 0
        lord_is_owner.append(seat == 0)  # the engine's lord sits at seat 0
    # 8 rooms: the owner is lord in all of them with probability (1/5)^8 (random room seeds)
    assert not all(lord_is_owner), lord_is_owner


def test_public_rooms_list_their_non_default_settings(client: TestClient) -> None:
    a = signup(client)
    rid = make_room(client, a, game="ygo", mode="classic", match="bo3", banlist="lp4000",
                    turn_seconds=45, spectate_delay=4)["room"]
    listed = next(r for r in client.get("/api/rooms", headers=a["auth"]).json()["rooms"]
                  if r["room"] == rid)
    assert listed["custom"] is False and listed["setup"] is None
    assert listed["settings"] == {"turn_seconds": 45.0, "spectate_delay": 4, "match": "bo3",
                                  "banlist": "lp4000"}
    assert listed["profile"] == "classic-lp4000"
    plain = make_room(client, signup(client), game="sgs", mode="3v3")
    assert plain["settings"] == {}


def test_forced_setups_only_in_custom_rooms_that_show_them(client: TestClient) -> None:
    a, b = signup(client), signup(client)
    gens = ["caocao", "liubei", "sunquan", "guanyu", "zhangfei", "zhaoyun"]
    r = client.post("/api/rooms", json={"game": "sgs", "mode": "3v3",
                                        "setup": {"generals": gens}}, headers=a["auth"])
    assert r.json()["code"] == "bad_config" and "custom" in r.json()["detail"]
    roles = ["lord", "rebel", "loyalist", "rebel", "renegade"]
    r = client.post("/api/rooms", json={"game": "sgs", "mode": "identity5", "custom": True,
                                        "setup": {"roles": roles}}, headers=a["auth"])
    assert r.status_code == 200, r.text
    rid = r.json()["room"]
    seen = _info(client, rid, b)  # before sitting, any player sees the forced setup
    assert seen["custom"] is True and seen["setup"]["roles"] == roles
    assert seen["settings"]["roles"] == roles
    deck = {"main": [89631139] * 3, "extra": [], "side": []}
    r = client.post("/api/rooms", json={"game": "ygo", "custom": True,
                                        "setup": {"decks": [deck, "classic-b"]}},
                    headers=b["auth"])
    assert r.status_code == 200, r.text
    assert r.json()["settings"]["decks"][0] == {"main": 3, "extra": 0, "side": 0}
    assert r.json()["setup"]["decks"][0]["main"] == [89631139] * 3
    # unknown room settings are refused, not ignored
    r = client.post("/api/rooms", json={"game": "demo", "first_player": 0}, headers=a["auth"])
    assert r.json()["code"] == "bad_config"
