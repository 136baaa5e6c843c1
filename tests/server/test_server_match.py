"""Yu-Gi-Oh! rooms: banlist selection and the side-decking step between the duels of a
best-of-3 (validated by the engine's ``Match``, persisted, resumed after a restart)."""

from __future__ import annotations

from typing import Any

from srvutil import TEST_LIMITS, make_room, room_info, signup, until
from starlette.testclient import TestClient

from cardtable.server.app import create_app
from cardtable.ygo.game import preset_deck

MAIN = preset_deck("classic-a")["main"]
SIDE_OK = [5053103, 7359741]  # classic-b cards, not in classic-a
FORBIDDEN = 82301904  # Chaos Emperor Dragon: 0 copies on the lp4000 list
FUSION = 41462083  # a Fusion Monster: swaps only with a Fusion Monster


def _ydk(main: list[int], side: list[int]) -> str:
    return "#main\n" + "\n".join(map(str, main)) + "\n#extra\n!side\n" + "\n".join(
        map(str, side)) + "\n"


DECK = _ydk(MAIN, [*SIDE_OK, FUSION])


def _state(client: TestClient, rid: str, user: dict[str, Any]) -> dict[str, Any]:
    out: dict[str, Any] = client.get(f"/api/rooms/{rid}/state", headers=user["auth"]).json()
    return out


def _bo3_vs_bot(client: TestClient, a: dict[str, Any], **cfg: Any) -> str:
    """A best-of-3 room: ``a`` (passive: a tiny turn timer answers for them) against a random
    bot, with a deck that has a side deck."""
    rid = make_room(client, a, game="ygo", mode="classic", match="bo3", turn_seconds=0.01,
                    **cfg)["room"]
    client.post(f"/api/rooms/{rid}/fill", json={"bot": "random"}, headers=a["auth"])
    r = client.post(f"/api/rooms/{rid}/ready", json={"ready": True, "deck": DECK},
                    headers=a["auth"])
    assert r.status_code == 200, r.text
    r = client.post(f"/api/rooms/{rid}/start", headers=a["auth"])
    assert r.json()["status"] == "playing", r.text
    return rid


def test_banlist_selector_validates_decks(client: TestClient) -> None:
    a = signup(client)
    games = client.get("/api/games").json()["games"]
    ygo = next(g for g in games if g["id"] == "ygo")
    assert "lp4000" in ygo["banlists"] and "none" in ygo["banlists"]
    assert ygo["mode_banlists"]["house"] == "lp4000"
    assert ygo["mode_banlists"]["classic"] == "none"
    bad = client.post("/api/rooms", json={"game": "ygo", "banlist": "no-such-list"},
                      headers=a["auth"])
    assert bad.json()["code"] == "bad_config"
    assert client.post("/api/rooms", json={"game": "demo", "banlist": "lp4000"},
                       headers=a["auth"]).json()["code"] == "bad_config"
    deck = _ydk(MAIN, [FORBIDDEN])  # a side deck counts too
    for banlist, ok in (("lp4000", False), ("none", True)):
        rid = make_room(client, a, game="ygo", mode="classic", banlist=banlist)["room"]
        listed = next(r for r in client.get("/api/rooms", headers=a["auth"]).json()["rooms"]
                      if r["room"] == rid)
        assert listed["banlist"] == (None if banlist == "none" else banlist)
        client.post(f"/api/rooms/{rid}/fill", json={"bot": "random"}, headers=a["auth"])
        r = client.post(f"/api/rooms/{rid}/ready", json={"ready": True, "deck": deck},
                        headers=a["auth"]).json()
        if ok:
            assert r["seats"][0]["ready"], r
            r = client.post(f"/api/rooms/{rid}/start", headers=a["auth"]).json()
            assert r["status"] == "playing", r
        else:  # refused when chosen (the side deck counts), and nothing changed
            assert r["code"] == "bad_deck" and "forbidden" in r["detail"], r
            assert not room_info(client, rid, a)["seats"][0]["ready"]
            room = client.app.state.server.lobby.rooms[rid]  # type: ignore[attr-defined]
            room.seats[0].deck, room.seats[0].ready = deck, True  # slipped past: start refuses
            r = client.post(f"/api/rooms/{rid}/start", headers=a["auth"]).json()
            assert r["code"] == "bad_config" and "forbidden" in r["detail"], r
            assert room_info(client, rid, a)["status"] == "waiting"
    # the house mode's profile names lp4000 itself: shown when no banlist is chosen
    rid = make_room(client, a, game="ygo", mode="house")["room"]
    assert room_info(client, rid, a)["banlist"] == "lp4000"


def test_siding_between_duels_refusals_restart_and_first_choice(db_path: str) -> None:
    with TestClient(create_app(db_path, limits=TEST_LIMITS)) as client:
        a, c = signup(client), signup(client)
        rid = _bo3_vs_bot(client, a, banlist="lp4000", side_seconds=0)
        info = until(client, rid, a, lambda i: (i["siding"] or {"duel": 0})["duel"] > 0)
        sd = info["siding"]
        assert info["game_no"] == 0 and sd["duel"] == 1 and sd["done"] == [False, True]
        assert "deck" not in sd  # the room info is public
        mine = _state(client, rid, a)["siding"]
        assert sorted(mine["deck"]["side"]) == sorted([*SIDE_OK, FUSION])
        assert mine["names"][str(FUSION)]["en"]
        assert "deck" not in _state(client, rid, c)["siding"]  # a stranger sees no deck
        # refused changes say why and change nothing
        out = MAIN[0]
        for swaps, why in (([[out, 1234]], "unknown card"), ([[out, FUSION]], "same section"),
                           ([[out, FORBIDDEN]], "not in the side deck"),
                           ([[SIDE_OK[1], SIDE_OK[0]]], "not in the main deck"),
                           # the first swap alone is fine; the whole change is refused
                           ([[out, SIDE_OK[0]], [MAIN[-1], SIDE_OK[0]]], "swap 2")):
            r = client.post(f"/api/rooms/{rid}/side", json={"swaps": swaps}, headers=a["auth"])
            assert r.status_code == 400 and r.json()["code"] == "bad_side", r.text
            assert why in r.json()["detail"]
        r = client.post(f"/api/rooms/{rid}/side", json={"swaps": "x"}, headers=a["auth"])
        assert r.json()["code"] == "bad_field"
        assert client.post(f"/api/rooms/{rid}/side", json={"swaps": [[out, SIDE_OK[0]]]},
                           headers=c["auth"]).json()["code"] == "not_seated"
        assert _state(client, rid, a)["siding"]["deck"] == mine["deck"]
        # a valid one-for-one swap
        r = client.post(f"/api/rooms/{rid}/side", json={"swaps": [[out, SIDE_OK[0]]]},
                        headers=a["auth"])
        assert r.status_code == 200, r.text
        deck = _state(client, rid, a)["siding"]["deck"]
        assert SIDE_OK[0] in deck["main"] and out in deck["side"] and len(deck["main"]) == 40
        chooser = info["siding"]["chooser"]
    # killed between the duels: the siding step and the change are still there
    with TestClient(create_app(db_path, limits=TEST_LIMITS)) as client:
        info = room_info(client, rid, a)
        assert info["status"] == "playing" and info["siding"] is not None
        mine = _state(client, rid, a)["siding"]
        assert mine["deck"] == deck and mine["swaps"] == [[out, SIDE_OK[0]]]
        if chooser == 0:  # a lost duel 1 (the usual case: a passive player loses)
            assert info["siding"]["next_first"] is None
            assert client.post(f"/api/rooms/{rid}/first", json={"go_first": "yes"},
                               headers=a["auth"]).json()["code"] == "bad_field"
            r = client.post(f"/api/rooms/{rid}/first", json={"go_first": False},
                            headers=a["auth"])
            assert r.status_code == 200, r.text
            assert room_info(client, rid, a)["siding"]["next_first"] == 1
        else:  # the bot lost and chose at once to go first
            assert info["siding"]["next_first"] == 1
            assert client.post(f"/api/rooms/{rid}/first", json={"go_first": True},
                               headers=a["auth"]).json()["code"] == "not_chooser"
        r = client.post(f"/api/rooms/{rid}/side_done", headers=a["auth"])
        assert r.status_code == 200, r.text
        info = until(client, rid, a, lambda i: i["game_no"] == 1)
        assert info["siding"] is None
        assert client.post(f"/api/rooms/{rid}/side_done", headers=a["auth"]).json()[
            "code"] == "not_siding"
        room = client.app.state.server.lobby.rooms[rid]  # type: ignore[attr-defined]
        setup = room.game.setup_data()
        assert setup["first"] == 1
        assert SIDE_OK[0] in setup["decks"][0]["main"] and out in MAIN
        assert setup["decks"][0]["main"].count(out) == MAIN.count(out) - 1


def test_siding_timer_keeps_the_deck_and_the_loser_goes_first(client: TestClient) -> None:
    a = signup(client)
    rid = _bo3_vs_bot(client, a, side_seconds=0.5)
    info = until(client, rid, a, lambda i: (i["siding"] or {"duel": 0})["duel"] > 0
                  or i["game_no"] >= 1)
    chooser = info["siding"]["chooser"] if info["siding"] else None
    info = until(client, rid, a, lambda i: i["game_no"] >= 1)
    room = client.app.state.server.lobby.rooms[rid]  # type: ignore[attr-defined]
    setup = room.game.setup_data() if room.game_no == 1 else None
    steps = room.store.match_steps(rid)
    assert {"duel": 1, "seat": 0, "kind": "done", "data": {}} in steps
    assert not any(s["kind"] == "side" for s in steps)
    if setup is not None:
        assert sorted(setup["decks"][0]["main"]) == sorted(MAIN)
        if chooser is not None:
            assert setup["first"] == chooser  # the default: the loser goes first


def test_seat_decks_go_through_the_engine_deck_readers() -> None:
    """A seat's ``.ydk`` / ``ydke://`` deck (side deck included) is read by
    ``cardtable.ygo.formats``, the same readers as the CLI; a malformed line is refused by
    name, never skipped."""
    import pytest

    from cardtable.core.errors import SetupError
    from cardtable.server.setups import normalize_setup
    from cardtable.ygo.deck import Deck
    from cardtable.ygo.formats.ydke import to_ydke
    from cardtable.ygo.table import seat_decks

    want = {"main": MAIN, "extra": [FUSION], "side": SIDE_OK}
    ydk = "#created by someone\n#main\n" + "\n".join(map(str, MAIN)) + f"\n#extra\n{FUSION}\n" \
        "!side\n" + "\n".join(map(str, SIDE_OK)) + "\n"
    ydke = to_ydke(Deck(list(MAIN), [FUSION], list(SIDE_OK)))
    for text in (ydk, ydke):
        base = normalize_setup("ygo", {"decks": ["classic-a", "classic-b"]})
        decks = seat_decks(base, (text, None))
        assert decks[0] == want
        assert decks[1] == {**preset_deck("classic-b"), "side": []}
    assert normalize_setup("ygo", {"decks": [ydk]})["decks"][0] == want
    with pytest.raises(SetupError, match="line 3"):
        seat_decks({}, ("#main\n89631139\nnot-a-card\n", None))
    with pytest.raises(SetupError, match="unknown preset deck"):
        normalize_setup("ygo", {"decks": ["no-such-deck"]})
