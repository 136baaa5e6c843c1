"""HTTP API tests: accounts, rooms, answers, replays, chat rules, timers, restart."""

from __future__ import annotations

import time
from typing import Any

from srvutil import TEST_LIMITS, WsClient, make_room, ready_all, settle_toss, signup
from starlette.testclient import TestClient

from cardtable.core.replay import Replay
from cardtable.server.app import create_app


def _state(client: TestClient, rid: str, user: dict[str, Any]) -> dict[str, Any]:
    r = client.get(f"/api/rooms/{rid}/state", headers=user["auth"])
    assert r.status_code == 200, r.text
    out: dict[str, Any] = r.json()
    return out


def test_signup_login_guest(client: TestClient) -> None:
    a = signup(client, "alice")
    assert a["user"]["name"] == "alice"
    assert client.post("/api/signup", json={"name": "alice", "password": "another-pw"}).json()[
        "code"] == "name_taken"
    assert client.post("/api/login", json={"name": "alice", "password": "nope!!"}).status_code \
        == 401
    r = client.post("/api/login", json={"name": "alice", "password": "secret-pw"})
    assert r.status_code == 200 and r.json()["token"] != a["token"]
    g = client.post("/api/guest").json()
    assert g["user"]["guest"] and g["user"]["name"].startswith("guest-")
    me = client.get("/api/me", headers={"authorization": f"Bearer {g['token']}"}).json()
    assert me["user"]["id"] == g["user"]["id"]
    assert client.get("/api/me").status_code == 401
    assert client.get("/api/me", headers={"authorization": "Bearer forged"}).status_code == 401


def test_room_lifecycle_and_bad_configs(client: TestClient) -> None:
    a, b = signup(client), signup(client)
    assert client.post("/api/rooms", json={"game": "nope"}, headers=a["auth"]).json()["code"] \
        == "bad_config"
    assert client.post("/api/rooms", json={"game": "demo", "turn_seconds": -1},
                       headers=a["auth"]).status_code == 400
    room = make_room(client, a)
    rid = room["room"]
    assert [s["name"] for s in room["seats"]] == [a["user"]["name"], ""]
    # only the owner starts; not before everyone is ready
    assert client.post(f"/api/rooms/{rid}/start", headers=b["auth"]).json()["code"] == "not_owner"
    assert client.post(f"/api/rooms/{rid}/start", headers=a["auth"]).json()["code"] == "not_ready"
    assert client.post(f"/api/rooms/{rid}/bot", json={"seat": 1, "bot": "no-such-bot"},
                       headers=a["auth"]).json()["code"] == "bad_bot"
    ready_all(client, rid, [a, b])
    rooms = client.get("/api/rooms", headers=a["auth"]).json()["rooms"]
    assert any(r["room"] == rid for r in rooms)
    info = client.post(f"/api/rooms/{rid}/start", headers=a["auth"]).json()
    assert info["status"] == "playing"
    assert client.post(f"/api/rooms/{rid}/sit", json={}, headers=signup(client)["auth"]).json()[
        "code"] == "already_started"


def test_answers_checked_and_acting_for_another_seat_fails(client: TestClient) -> None:
    a, b, c = signup(client), signup(client), signup(client)
    rid = make_room(client, a)["room"]
    ready_all(client, rid, [a, b])
    client.post(f"/api/rooms/{rid}/start", headers=a["auth"])
    st = _state(client, rid, a)
    assert st["seat"] == 0 and st["decision"]["seat"] == 0 and st["state_id"] == 0
    # b holds seat 1: it cannot answer seat 0's decision, whatever it claims
    r = client.post(f"/api/rooms/{rid}/answer", json={"state_id": 0, "choice": 0, "seat": 0},
                    headers=b["auth"])
    assert r.json()["code"] == "not_your_turn"
    # c holds no seat at all
    r = client.post(f"/api/rooms/{rid}/answer", json={"state_id": 0, "choice": 0},
                    headers=c["auth"])
    assert r.json()["code"] == "not_seated"
    # b's state hides a's hand; c (spectator) sees no hand and no decision
    sb = _state(client, rid, b)
    assert "hand" not in sb["view"]["seats"][0] and sb["decision"] is None
    sc = _state(client, rid, c)
    assert sc["seat"] == -1 and all("hand" not in s for s in sc["view"]["seats"])
    for bad in ({"state_id": 1, "choice": 0}, {"state_id": "0", "choice": 0},
                {"state_id": 0, "choice": 99}, {"state_id": 0, "choice": {"action": "x"}},
                {"state_id": 0, "choice": True}, {"state_id": 0}):
        r = client.post(f"/api/rooms/{rid}/answer", json=bad, headers=a["auth"])
        assert r.status_code == 400, bad
    assert _state(client, rid, a)["state_id"] == 0
    form = st["decision"]["options"][-1]["form"]
    r = client.post(f"/api/rooms/{rid}/answer", json={"state_id": 0, "choice": form},
                    headers=a["auth"])
    assert r.json() == {"ok": True, "state_id": 1}
    # the duplicate of that answer is now stale
    r = client.post(f"/api/rooms/{rid}/answer", json={"state_id": 0, "choice": form},
                    headers=a["auth"])
    assert r.json()["code"] == "stale_state"


def _my_toss(frame: dict[str, Any]) -> bool:
    """A state frame asking this seat to choose first or second after winning the toss."""
    sd = frame.get("siding")
    return bool(sd) and sd["duel"] == 0 and sd["chooser"] == frame["seat"]


def _play_vs_bots(client: TestClient, user: dict[str, Any], **cfg: Any) -> tuple[str, dict]:
    rid = make_room(client, user, **cfg)["room"]
    client.post(f"/api/rooms/{rid}/fill", json={"bot": "random"}, headers=user["auth"])
    client.post(f"/api/rooms/{rid}/ready", json={"ready": True}, headers=user["auth"])
    assert client.post(f"/api/rooms/{rid}/start", headers=user["auth"]).json()["status"] \
        == "playing"
    with client.websocket_connect(f"/ws?token={user['token']}") as s:
        ws = WsClient(s)
        ws.send({"type": "join", "room": rid})
        while True:
            st = ws.until(lambda m: m["type"] == "state" and (
                m["decision"] is not None or m["result"] is not None or _my_toss(m)))
            if _my_toss(st):  # YGO: we won the coin toss and choose to go first
                ws.send({"type": "first", "room": rid, "go_first": True})
                continue
            if st["result"] is not None and st["status"] == "finished":
                return rid, st
            if st["decision"] is not None:
                ws.send({"type": "answer", "room": rid, "state_id": st["state_id"], "choice": 0})


def test_full_game_vs_bots_then_replay(client: TestClient) -> None:
    a = signup(client)
    rid, final = _play_vs_bots(client, a)
    reps = client.get("/api/replays", headers=a["auth"]).json()["replays"]
    assert len(reps) == 1 and reps[0]["room"] == rid
    gid = reps[0]["id"]
    data = client.get(f"/api/replays/{gid}", headers=a["auth"]).json()
    game = Replay.from_json(data).verify()
    assert game.result() is not None and game.state_id == final["state_id"]
    step = client.get(f"/api/replays/{gid}/step/1", headers=a["auth"]).json()
    assert step["step"] == 1 and step["steps"] == len(data["answers"])
    other = signup(client)
    assert client.get(f"/api/replays/{gid}", headers=other["auth"]).status_code == 403


def test_best_of_three_plays_until_two_wins(client: TestClient) -> None:
    a = signup(client)
    rid, _final = _play_vs_bots(client, a, match="bo3")
    info = client.get(f"/api/rooms/{rid}", headers=a["auth"]).json()
    assert info["status"] == "finished"
    assert max(info["wins"]) == 2 or len(info["results"]) == 3
    assert 2 <= len(info["results"]) <= 3


def test_no_talk_mode_blocks_player_chat_during_game(client: TestClient) -> None:
    users = [signup(client) for _ in range(4)]
    spec = signup(client)
    rid = make_room(client, users[0], mode="teams")["room"]
    r = client.post(f"/api/rooms/{rid}/chat", json={"text": "hi all"}, headers=users[0]["auth"])
    assert r.status_code == 200  # before the game: allowed
    ready_all(client, rid, users)
    client.post(f"/api/rooms/{rid}/start", headers=users[0]["auth"])
    r = client.post(f"/api/rooms/{rid}/chat", json={"text": "play 7!"}, headers=users[2]["auth"])
    assert r.json()["code"] == "no_communication"
    with client.websocket_connect(f"/ws?token={users[1]['token']}") as s1, \
            client.websocket_connect(f"/ws?token={spec['token']}") as s2:
        p, sp = WsClient(s1), WsClient(s2)
        p.send({"type": "join", "room": rid})
        p.state()
        sp.send({"type": "join", "room": rid})
        sp.state()
        sp.send({"type": "chat", "room": rid, "text": "nice"})
        line = sp.until(lambda m: m["type"] == "chat" and m["text"] == "nice")
        assert line["audience"] == "spectators"
        p.send({"type": "ping"})
        p.until(lambda m: m["type"] == "pong")
        assert not any(f["type"] == "chat" and f["text"] == "nice" for f in p.frames)


def test_turn_timer_answers_default(client: TestClient) -> None:
    a, b = signup(client), signup(client)
    rid = make_room(client, a, turn_seconds=0.2)["room"]
    ready_all(client, rid, [a, b])
    client.post(f"/api/rooms/{rid}/start", headers=a["auth"])
    deadline = time.time() + 60  # condition-based: returns as soon as the timer has played
    while _state(client, rid, a)["state_id"] < 2 and time.time() < deadline:
        time.sleep(0.05)
    st = _state(client, rid, a)
    assert st["state_id"] >= 2
    # nobody answered: the timer played seat 0's default (its first option: lowest card)
    assert any(e["kind"] == "play" and e["seat"] == 0 for e in st["events"])


def test_delayed_spectator_lags(client: TestClient) -> None:
    a, b, c = signup(client), signup(client), signup(client)
    rid = make_room(client, a, spectate_delay=2)["room"]
    ready_all(client, rid, [a, b])
    client.post(f"/api/rooms/{rid}/start", headers=a["auth"])
    for n, u in enumerate([a, b, a]):
        st = _state(client, rid, u)
        form = st["decision"]["options"][-1]["form"]
        client.post(f"/api/rooms/{rid}/answer", json={"state_id": n, "choice": form},
                    headers=u["auth"])
    assert _state(client, rid, a)["state_id"] == 3
    assert _state(client, rid, c)["state_id"] == 1


def test_restart_resumes_game_exactly(db_path: str) -> None:
    with TestClient(create_app(db_path, limits=TEST_LIMITS)) as client:
        a, b = signup(client), signup(client)
        rid = make_room(client, a, setup={"target": 400})["room"]
        ready_all(client, rid, [a, b])
        client.post(f"/api/rooms/{rid}/start", headers=a["auth"])
        for n, u in enumerate([a, b, a, b, a]):
            st = _state(client, rid, u)
            client.post(f"/api/rooms/{rid}/answer", json={"state_id": n, "choice": 0},
                        headers=u["auth"])
        before = [_state(client, rid, u) for u in (a, b)]
    with TestClient(create_app(db_path, limits=TEST_LIMITS)) as client:
        after = [_state(client, rid, u) for u in (a, b)]
        # the turn clock starts afresh after a restart (docs/server.md); all else is the same
        for frame in (*before, *after):
            assert frame.pop("deadline") is not None
        assert after == before
        st = after[1]
        assert st["state_id"] == 5 and st["decision"]["seat"] == 1
        r = client.post(f"/api/rooms/{rid}/answer", json={"state_id": 5, "choice": 0},
                        headers=b["auth"])
        assert r.json()["state_id"] == 6


def test_deck_builder_and_a_ygo_room_with_own_deck(client: TestClient) -> None:
    from pathlib import Path

    import cardtable.ygo.game as ygo_game

    a = signup(client)
    cards = client.get("/api/cards?q=dragon", headers=a["auth"]).json()["cards"]
    assert cards and all("dragon" in (c["name"]["en"] + c["text"]["en"]).lower() or
                         "dragon" in str(c["code"]) for c in cards[:5])
    strong = client.get("/api/cards?atk_min=2500&level=7", headers=a["auth"]).json()["cards"]
    assert strong and all(c["atk"] >= 2500 and c["level"] == 7 for c in strong)
    ydk = (Path(ygo_game.__file__).with_name("decks") / "classic-b.ydk").read_text()
    rep = client.post("/api/decks/check", json={"deck": ydk, "profile": "classic"},
                      headers=a["auth"]).json()
    assert rep["ydke"].startswith("ydke://") and len(rep["main"]) >= 40
    again = client.post("/api/decks/check", json={"deck": rep["ydke"]}, headers=a["auth"]).json()
    assert again["main"] == rep["main"] and again["extra"] == rep["extra"]
    bad = client.post("/api/decks/check", json={"deck": "#main\n123\n"}, headers=a["auth"]).json()
    assert not bad["ok"]
    banned = "#main\n" + "82301904\n" * 2  # forbidden on the shipped lp4000 list
    rules = [v["rule"] for v in client.post(
        "/api/decks/check", json={"deck": banned, "banlist": "lp4000"}, headers=a["auth"],
    ).json()["violations"]]
    assert "forbidden" in rules
    assert client.post("/api/decks", json={"name": "mine", "ydk": ydk}, headers=a["auth"]).json()
    assert [d["name"] for d in client.get("/api/decks", headers=a["auth"]).json()["decks"]] \
        == ["mine"]
    # a YGO room: seat 0 brings its deck as a ydke:// URL, the bot plays the room's preset
    rid = make_room(client, a, game="ygo", mode="classic")["room"]
    client.post(f"/api/rooms/{rid}/fill", json={"bot": "random"}, headers=a["auth"])
    client.post(f"/api/rooms/{rid}/ready", json={"ready": True, "deck": rep["ydke"]},
                headers=a["auth"])
    assert client.post(f"/api/rooms/{rid}/start", headers=a["auth"]).json()["status"] \
        in ("playing", "finished")
    settle_toss(client, rid, [a])
    game = client.app.state.server.lobby.rooms[rid].game  # type: ignore[attr-defined]
    assert sorted(game.setup_data()["decks"][0]["main"]) == sorted(rep["main"])


def test_why_not_asks_the_game(client: TestClient) -> None:
    a, b = signup(client), signup(client)
    rid = make_room(client, a, game="ygo", mode="classic")["room"]
    ready_all(client, rid, [a, b])
    client.post(f"/api/rooms/{rid}/start", headers=a["auth"])
    settle_toss(client, rid, [a, b])
    st = _state(client, rid, a)
    me = st["view"]["players"][st["seat"]]
    card = me["hand"][0]["id"]
    r = client.post(f"/api/rooms/{rid}/why_not",
                    json={"query": {"action": "attack", "card": card}}, headers=a["auth"])
    assert r.status_code == 200 and r.json()["reasons"], r.text
    zh = client.post(f"/api/rooms/{rid}/why_not",
                     json={"query": {"action": "attack", "card": card}, "lang": "zh"},
                     headers=a["auth"]).json()["reasons"]
    assert zh and zh != r.json()["reasons"]


def test_downloaded_replays_check_with_cardtable_replay(client: TestClient, tmp_path: Any) -> None:
    import subprocess
    import sys

    a = signup(client)
    for game, mode in (("ygo", "classic"), ("sgs", "3v3")):
        rid, _final = _play_vs_bots(client, a, game=game, mode=mode)
        reps = client.get("/api/replays", headers=a["auth"]).json()["replays"]
        gid = next(r["id"] for r in reps if r["room"] == rid)
        resp = client.get(f"/api/replays/{gid}", headers=a["auth"])
        assert "attachment" in resp.headers["content-disposition"]
        path = tmp_path / f"{game}.replay.json"
        path.write_bytes(resp.content)
        out = subprocess.run([sys.executable, "-c", "from cardtable.cli.main import app; app()",
                              "replay", str(path), "--quiet"], capture_output=True, text=True,
                             timeout=120)
        assert out.returncode == 0, out.stdout + out.stderr


def test_named_bots_play_their_own_game_only(client: TestClient) -> None:
    a = signup(client)
    for game, mode, bot in (("ygo", "classic", "ygo-heuristic"), ("sgs", "3v3", "sgs-heuristic")):
        rid = make_room(client, a, game=game, mode=mode)["room"]
        other = "sgs-heuristic" if game == "ygo" else "ygo-heuristic"
        r = client.post(f"/api/rooms/{rid}/fill", json={"bot": other}, headers=a["auth"])
        assert r.json()["code"] == "bad_bot"
        client.post(f"/api/rooms/{rid}/stand", headers=a["auth"])
        client.post(f"/api/rooms/{rid}/fill", json={"bot": bot}, headers=a["auth"])
        assert client.post(f"/api/rooms/{rid}/start", headers=a["auth"]).json()["status"] \
            in ("playing", "finished")
        deadline = time.time() + 300  # condition-based; a whole bot game on a loaded CI machine
        while time.time() < deadline:
            info = client.get(f"/api/rooms/{rid}", headers=a["auth"]).json()
            if info["status"] == "finished":
                break
            time.sleep(0.05)
        assert info["status"] == "finished" and info["results"][0]["reason"]


def test_a_bad_deck_does_not_start_the_game(client: TestClient) -> None:
    a = signup(client)
    rid = make_room(client, a, game="ygo", mode="classic")["room"]
    client.post(f"/api/rooms/{rid}/fill", json={"bot": "random"}, headers=a["auth"])
    r = client.post(f"/api/rooms/{rid}/ready", json={"ready": True, "deck": "#main\n1\n2\n"},
                    headers=a["auth"])
    assert r.json()["code"] == "bad_deck" and r.json()["message"]["zh"]  # refused when chosen
    assert client.post(f"/api/rooms/{rid}/start", headers=a["auth"]).json()["code"] \
        == "not_ready"
    room = client.app.state.server.lobby.rooms[rid]  # type: ignore[attr-defined]
    room.seats[0].deck, room.seats[0].ready = "#main\n1\n2\n", True  # the start checks again
    r = client.post(f"/api/rooms/{rid}/start", headers=a["auth"])
    assert r.json()["code"] == "bad_config" and r.json()["message"]["zh"]
    assert client.get(f"/api/rooms/{rid}", headers=a["auth"]).json()["status"] == "waiting"


def test_reconnect_restores_seat_and_full_view(client: TestClient) -> None:
    a, b = signup(client), signup(client)
    rid = make_room(client, a, setup={"target": 400})["room"]
    ready_all(client, rid, [a, b])
    client.post(f"/api/rooms/{rid}/start", headers=a["auth"])
    with client.websocket_connect(f"/ws?token={a['token']}") as s:
        ws = WsClient(s)
        hello = ws.until(lambda m: m["type"] == "hello")
        assert rid in hello["rooms"]  # the client learns where it is seated
        ws.send({"type": "join", "room": rid})
        st = ws.state(0)
        ws.send({"type": "answer", "room": rid, "state_id": 0, "choice": 0})
        ws.state(1)
    client.post(f"/api/rooms/{rid}/answer", json={"state_id": 1, "choice": 0}, headers=b["auth"])
    with client.websocket_connect(f"/ws?token={a['token']}") as s:
        ws = WsClient(s)
        ws.send({"type": "join", "room": rid})
        st = ws.state(2)
    game = client.app.state.server.lobby.rooms[rid].game  # type: ignore[attr-defined]
    assert st["seat"] == 0 and st["events_from"] == 0
    assert st["events"] == game.events(0) and st["view"] == game.view(0)
    assert st["decision"]["seat"] == 0


def test_timer_default_prefers_passive_options() -> None:
    from cardtable.core.decision import Decision, Option
    from cardtable.core.text import Text
    from cardtable.server.timers import default_option

    def dec(*forms: dict[str, Any]) -> Decision:
        return Decision(0, "select", Text("", ""),
                        tuple(Option(f, Text("", "")) for f in forms))

    assert default_option(dec({"action": "summon", "card": 1}, {"action": "to_battle"},
                              {"action": "to_end"})) == 2
    assert default_option(dec({"target": 1}, {"pick": "done"})) == 1
    assert default_option(dec({"answer": "yes"}, {"answer": "no"})) == 1
    assert default_option(dec({"target": 3}, {"target": 4})) == 0


def test_restart_between_two_games_of_a_match_starts_the_next(db_path: str) -> None:
    with TestClient(create_app(db_path, limits=TEST_LIMITS)) as client:
        a, b = signup(client), signup(client)
        rid = make_room(client, a, match="bo3", bot_delay=5, setup={"target": 1})["room"]
        ready_all(client, rid, [a, b])
        client.post(f"/api/rooms/{rid}/start", headers=a["auth"])
        r = client.post(f"/api/rooms/{rid}/answer", json={"state_id": 0, "choice": 0},
                        headers=a["auth"])
        assert r.json()["ok"]
        info = client.get(f"/api/rooms/{rid}", headers=a["auth"]).json()
        assert info["status"] == "playing" and info["wins"] == [1, 0] and info["game_no"] == 0
        # game 1's replay would show the decks: not before the match is over
        gid = client.get("/api/replays", headers=a["auth"]).json()["replays"][0]["id"]
        assert client.get(f"/api/replays/{gid}", headers=b["auth"]).json()["code"] \
            == "match_running"
    with TestClient(create_app(db_path, limits=TEST_LIMITS)) as client:
        info = client.get(f"/api/rooms/{rid}", headers=a["auth"]).json()
        assert info["game_no"] == 1 and info["wins"] == [1, 0]
        st = _state(client, rid, b)
        assert st["game_no"] == 1 and st["state_id"] == 0 and st["result"] is None


def test_engine_failure_is_undone(client: TestClient, monkeypatch: Any) -> None:
    from cardtable.server.demo_game import HighCard

    a, b = signup(client), signup(client)
    rid = make_room(client, a, setup={"target": 400})["room"]
    ready_all(client, rid, [a, b])
    client.post(f"/api/rooms/{rid}/start", headers=a["auth"])
    before = _state(client, rid, a)
    real = HighCard._apply

    def broken(self: HighCard, index: int) -> None:
        real(self, index)  # half-applied, then the engine crashes
        raise RuntimeError("engine bug")

    monkeypatch.setattr(HighCard, "_apply", broken)
    r = client.post(f"/api/rooms/{rid}/answer", json={"state_id": 0, "choice": 0},
                    headers=a["auth"])
    assert r.json()["code"] == "engine_error"
    monkeypatch.setattr(HighCard, "_apply", real)
    assert _state(client, rid, a) == before
    r = client.post(f"/api/rooms/{rid}/answer", json={"state_id": 0, "choice": 1},
                    headers=a["auth"])
    assert r.json() == {"ok": True, "state_id": 1}
    room = client.app.state.server.lobby.rooms[rid]  # type: ignore[attr-defined]
    assert room.store.answers(room.game_row) == [dict(room.game.answers[0])]


def test_sweep_closes_finished_and_idle_rooms(client: TestClient) -> None:
    a = signup(client)
    rid, _final = _play_vs_bots(client, a)
    idle = make_room(client, a)["room"]
    lobby = client.app.state.server.lobby  # type: ignore[attr-defined]
    assert lobby.sweep(time.time()) == 0  # too recent
    assert lobby.sweep(time.time() + 4000) == 2
    assert client.get(f"/api/rooms/{rid}", headers=a["auth"]).status_code == 404
    assert client.get(f"/api/rooms/{idle}", headers=a["auth"]).status_code == 404
    assert client.get("/api/replays", headers=a["auth"]).json()["replays"]  # replay kept


def test_watcher_who_sits_down_gets_its_seat_view(client: TestClient) -> None:
    a, b = signup(client), signup(client)
    rid = make_room(client, a, setup={"target": 400})["room"]
    with client.websocket_connect(f"/ws?token={b['token']}") as s:
        ws = WsClient(s)
        ws.send({"type": "join", "room": rid})  # watches first (as a spectator)...
        ws.until(lambda m: m["type"] == "room")
        ready_all(client, rid, [a, b])  # ...then sits down and is ready
        client.post(f"/api/rooms/{rid}/start", headers=a["auth"])
        st = ws.state(0)
        assert st["seat"] == 1 and "hand" in st["view"]["seats"][1]
        assert "hand" not in st["view"]["seats"][0]
