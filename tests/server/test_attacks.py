"""Issue 9 part 1: the attacks on the online table, each a test that failed before its fix.

* No network input ever names a file (deck check, room setup and its nested profile fields, seat
  decks; the engine loaders' names-only mode): errors never echo a file and never differ on
  whether a path exists.
* "Why not?" answers the same for every card the asker cannot see.
* Small ones: a 20-digit replay id, unknown websocket types, a delayed spectator's move count.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from srvutil import WsClient, make_room, ready_all, settle_toss, signup
from starlette.testclient import TestClient

from cardtable.core.errors import SetupError

#: Paths that exist on any Linux machine next to paths that do not: every answer about them
#: must be the same (no file read, no "exists" oracle).
REAL = ["/etc/passwd", "/etc/hostname", "../../../../../../etc/passwd", "/proc/self/environ"]
MISSING = ["/no/such/file", "../../../../../../no/such/file"]
SECRET_MARKERS = ("root:", "/bin/", "PATH=", "HOME=")


def _clean(text: str) -> None:
    for marker in SECRET_MARKERS:
        assert marker not in text, text


def _same_for_all(answers: dict[str, str]) -> None:
    """Every path got the same answer, and none of them carries a file's contents."""
    for text in answers.values():
        _clean(text)
    masked = {p: a.replace(json.dumps(p)[1:-1], "<path>") for p, a in answers.items()}
    assert len(set(masked.values())) == 1, masked


@pytest.mark.parametrize("field", ["banlist", "profile"])
def test_deck_check_never_reads_a_path(client: TestClient, field: str) -> None:
    a = signup(client)
    answers = {p: client.post("/api/decks/check", json={"deck": "#main\n89631139\n", field: p},
                              headers=a["auth"]).text for p in REAL + MISSING}
    _same_for_all(answers)
    # and no echo of the client's own string either: the answer names what the server has
    assert all("/etc" not in t and "/no/such" not in t for t in answers.values())


def _room_error(client: TestClient, user: dict[str, Any], setup: dict[str, Any]) -> str:
    r = client.post("/api/rooms", json={"game": "ygo", "mode": "classic", "custom": True,
                                        "setup": setup}, headers=user["auth"])
    assert r.status_code == 400, r.text
    return r.text


@pytest.mark.parametrize("make", [
    lambda p: {"profile": p},
    lambda p: {"profile": {"base": p}},
    lambda p: {"profile": {"base": "classic-lp4000", "banlist": p}},
    lambda p: {"profile": {"base": "classic-lp4000", "house_rules": p}},
    lambda p: {"profile": {"base": "classic-lp4000", "banlist": p + "#lp4000"}},
    lambda p: {"decks": [p, "classic-b"]},
], ids=["profile", "base", "banlist", "house_rules", "banlist#list", "deck"])
def test_room_setup_never_reads_a_path(client: TestClient, make: Any) -> None:
    a = signup(client)
    _same_for_all({p: _room_error(client, a, make(p)) for p in REAL + MISSING})


def test_public_rooms_refuse_forced_setup_and_banlist_paths(client: TestClient) -> None:
    a = signup(client)
    for setup in ({"profile": "/etc/passwd"}, {"decks": ["classic-a", "classic-b"]}):
        r = client.post("/api/rooms", json={"game": "ygo", "setup": setup}, headers=a["auth"])
        assert r.json()["code"] == "bad_config" and "custom" in r.json()["detail"]
    for p in REAL + MISSING:
        r = client.post("/api/rooms", json={"game": "ygo", "banlist": p}, headers=a["auth"])
        assert r.json()["code"] == "bad_config"
        _clean(r.text)


def test_a_seat_deck_is_never_a_path(client: TestClient) -> None:
    a = signup(client)
    rid = make_room(client, a, game="ygo", mode="classic")["room"]
    answers = {}
    for p in REAL + MISSING:
        r = client.post(f"/api/rooms/{rid}/ready", json={"ready": True, "deck": p},
                        headers=a["auth"])
        assert r.json()["code"] == "bad_deck", r.text
        answers[p] = r.text
    _same_for_all(answers)


def test_engine_loaders_have_a_names_only_mode() -> None:
    from cardtable.ygo.deck import load_deck, resolve_deck_rules
    from cardtable.ygo.formats.lflist import resolve_banlist
    from cardtable.ygo.house_rules.loader import load_house_rules
    from cardtable.ygo.profile import profile_of

    loaders = [
        lambda p: profile_of(p, allow_paths=False),
        lambda p: profile_of({"base": p}, allow_paths=False),
        lambda p: profile_of({"house_rules": p}, allow_paths=False),
        lambda p: profile_of({"banlist": p}, allow_paths=False),
        lambda p: resolve_banlist(p, allow_paths=False),
        lambda p: load_house_rules(p, allow_paths=False),
        lambda p: load_deck(p, None, allow_paths=False),
        lambda p: resolve_deck_rules(p, allow_paths=False),
    ]
    for load in loaders:
        messages = {}
        for p in REAL + MISSING:
            with pytest.raises(SetupError) as err:
                load(p)
            messages[p] = str(err.value)
        _same_for_all(messages)
    # the names still work, and the command line keeps its paths
    assert profile_of("lp4000-seed-house", allow_paths=False).banlist == "lp4000"
    assert load_deck("classic-a", None, allow_paths=False).main


# --- why not? -------------------------------------------------------------------------------
YGO_ACTIONS = ("summon", "set_monster", "set", "activate", "change_pos", "flip_summon", "attack",
               "synchro_summon", "xyz_summon", "pendulum_summon")


def _ygo_hidden(g: Any, seat: int) -> list[int]:
    """Card ids ``seat`` cannot see, of every kind: the other hand, both Decks, the other
    Fusion Deck and the other side's face-down cards (read from the duel's state directly)."""
    from cardtable.ygo.labels import visible_to
    from cardtable.ygo.state import LOC_DECK

    d = g.g
    return [c for c in range(d.n) if d.loc[c] == LOC_DECK or not visible_to(d, c, seat)]


def _why_answers(g: Any, seat: int, ids: list[int]) -> set[str]:
    out = set()
    for c in ids:
        for action in YGO_ACTIONS:
            q = {"action": action, "card": c}
            out.add(json.dumps([action, g.why_not(seat, q), g.why_not_zh(seat, q),
                                g.why_not_rules(seat, q)], ensure_ascii=False))
    return out


def test_ygo_why_not_is_uniform_over_hidden_cards() -> None:
    """Hand, Deck, Fusion Deck and face-down cards of every kind (low and high Level
    monsters, Spells, Traps) get byte-identical answers, the same as an id naming no card."""
    from cardtable.ygo.game import new_duel, preset_deck
    from cardtable.ygo.state import LOC_ONFIELD

    rng = random.Random(3)
    g = new_duel(preset_deck("classic-a"), preset_deck("classic-b"), seed=11)
    seen_face_down = False
    for _ in range(400):
        if g.is_over():
            break
        for seat in (0, 1):
            hidden = _ygo_hidden(g, seat)
            assert len(_why_answers(g, seat, hidden)) == len(YGO_ACTIONS)
            assert _why_answers(g, seat, hidden) == _why_answers(g, seat, [g.g.n + 5])
            seen_face_down |= any(g.g.loc[c] & LOC_ONFIELD for c in hidden)
        dec = g.pending()
        assert dec is not None
        g.answer(rng.randrange(len(dec.options)))
    assert seen_face_down, "no face-down card was ever set: the test checked too little"


def test_ygo_why_not_kinds_differ_for_visible_cards() -> None:
    """The contrast that makes the uniform answer meaningful: for one's own hand the answers
    do tell cards apart (so hidden cards would have been told apart before the fix)."""
    from cardtable.ygo.game import new_duel, preset_deck

    g = new_duel(preset_deck("classic-a"), preset_deck("classic-b"), seed=11)
    dec = g.pending()
    assert dec is not None
    hand = [c["id"] for c in g.view(dec.seat)["players"][dec.seat]["hand"]]
    assert len(_why_answers(g, dec.seat, hand)) > len(YGO_ACTIONS)


def test_sgs_why_not_is_uniform_over_cards_not_in_hand() -> None:
    from cardtable.core.registry import spec_for
    from cardtable.games import load_games

    if "sgs" not in load_games():
        pytest.skip("the sgs engine is not installed")
    rng = random.Random(4)
    g = spec_for("sgs").new({"mode": "3v3", "generals": [
        "caocao", "liubei", "sunquan", "guanyu", "zhangfei", "zhaoyun"]}, 5)
    for _ in range(150):
        if g.is_over():
            break
        for seat in range(g.num_seats):
            mine = set(g.view(seat)["players"][seat].get("hand") or [])
            others = [c for c in range(108) if c not in mine]
            answers = {json.dumps([g.why_not(seat, {"card": c, "target": t}),
                                   g.why_not_zh(seat, {"card": c, "target": t})],
                                  ensure_ascii=False)
                       for c in others for t in (None, (seat + 1) % g.num_seats)}
            assert len(answers) == 1, answers
        dec = g.pending()
        assert dec is not None
        g.answer(rng.randrange(len(dec.options)))


def test_why_not_over_the_wire_is_uniform(client: TestClient) -> None:
    a, b = signup(client), signup(client)
    rid = make_room(client, a, game="ygo", mode="classic")["room"]
    ready_all(client, rid, [a, b])
    client.post(f"/api/rooms/{rid}/start", headers=a["auth"])
    settle_toss(client, rid, [a, b])
    room = client.app.state.server.lobby.rooms[rid]  # type: ignore[attr-defined]
    seat_a = room.seat_of(a["user"]["id"])
    hidden = _ygo_hidden(room.game, seat_a)
    texts = set()
    for c in [*hidden, 10**6]:
        for action in ("summon", "set", "activate"):
            r = client.post(f"/api/rooms/{rid}/why_not",
                            json={"query": {"action": action, "card": c}}, headers=a["auth"])
            texts.add((action, r.text))
    assert len(texts) == 3, texts


# --- small ones -------------------------------------------------------------------------------
def test_a_twenty_digit_replay_id_is_not_found(client: TestClient) -> None:
    a = signup(client)
    for gid in ("12345678901234567890", "99999999999999999999999", "-1", "0x10"):
        assert client.get(f"/api/replays/{gid}", headers=a["auth"]).status_code == 404
        assert client.get(f"/api/replays/{gid}/step/0", headers=a["auth"]).status_code == 404


def test_unknown_websocket_types_are_bad_type(client: TestClient) -> None:
    a = signup(client)
    rid = make_room(client, a)["room"]
    with client.websocket_connect(f"/ws?token={a['token']}") as s:
        ws = WsClient(s)
        ws.until(lambda m: m["type"] == "hello")
        for msg in ({"type": "frobnicate", "id": 1}, {"type": "frobnicate", "room": rid, "id": 2},
                    {"type": "frobnicate", "room": "nope", "id": 3}):
            ws.send(msg)
            err = ws.until(lambda m: m["type"] == "error")
            assert err["code"] == "bad_type" and err["id"] == msg["id"], err


def test_a_delayed_spectator_is_not_told_the_live_move_count(client: TestClient) -> None:
    a, b, watcher = signup(client), signup(client), signup(client)
    rid = make_room(client, a, setup={"target": 400}, spectate_delay=3)["room"]
    ready_all(client, rid, [a, b])
    client.post(f"/api/rooms/{rid}/start", headers=a["auth"])
    for n, u in enumerate([a, b, a, b, a]):
        r = client.post(f"/api/rooms/{rid}/answer", json={"state_id": n, "choice": 0},
                        headers=u["auth"])
        assert r.status_code == 200, r.text
    with client.websocket_connect(f"/ws?token={watcher['token']}") as s:
        ws = WsClient(s)
        ws.send({"type": "join", "room": rid})
        st = ws.state()
        assert st["state_id"] == 2
        ws.send({"type": "chat", "room": rid, "text": "hi"})
        chat = ws.until(lambda m: m["type"] == "chat")
        ws.send({"type": "answer", "room": rid, "state_id": 0, "choice": 0, "id": 9})
        err = ws.until(lambda m: m["type"] == "error")
        for frame in (chat, err, *[f for f in ws.frames if f["type"] == "room"]):
            assert frame.get("state_id") in (None, 2), frame
    listed = next(r for r in client.get("/api/rooms", headers=watcher["auth"]).json()["rooms"]
                  if r["room"] == rid)
    info = client.get(f"/api/rooms/{rid}", headers=watcher["auth"]).json()
    assert listed["state_id"] == info["state_id"] == 2


def test_diy_status_does_not_reveal_server_paths(tmp_path: Any) -> None:
    from cardtable.server.app import create_app

    folder = tmp_path / "secret-layout" / "diy"
    folder.mkdir(parents=True)
    (folder / "broken.yaml").write_text("cards: [{code: 1}]\n", encoding="utf-8")
    with TestClient(create_app(str(tmp_path / "s.db"), str(folder))) as c:
        a = signup(c)
        text = c.get("/api/diy", headers=a["auth"]).text
    assert "secret-layout" not in text and str(tmp_path) not in text
    data = json.loads(text)["diy"]
    assert data["folder"] == "diy" and data["errors"][0]["file"] == "broken.yaml"


def test_made_up_game_names_do_not_grow_a_cache(client: TestClient) -> None:
    from cardtable.server import names

    for i in range(50):
        assert client.get(f"/api/names/nope{i}").json() == {}
    assert not hasattr(names.names_for, "cache_info")  # only the known game's table is cached
    from cardtable.sgs.table import names as sgs_names

    assert sgs_names.cache_info().currsize <= 1  # the game's catalogue: one entry, no argument
