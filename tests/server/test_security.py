"""Security: frames never carry what a seat may not see; fuzzed frames never crash or change.

Every state frame a seat or spectator receives over a whole game is checked against the game's
own redaction (``view(seat)``, ``events(seat, since)``) re-simulated at that state id, and
additionally against the hidden things themselves, read independently of that redaction: the
demo game's hidden cards; YGO hands, Fusion Decks and face-down cards (from their owner's view),
and draws; SGS hands, hidden identity roles and draws.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from srvutil import WsClient, make_room, ready_all, settle_toss, signup
from starlette.testclient import TestClient

from cardtable.core.registry import spec_for
from cardtable.games import load_games
from cardtable.server.demo_game import HighCard
from cardtable.server.protocol import MAX_FRAME


def _values(obj: Any, keys: tuple[str, ...]) -> list[Any]:
    out: list[Any] = []
    if isinstance(obj, dict):
        for k, v in obj.items():
            if k in keys:
                out.extend(v if isinstance(v, list) else [v])
            out.extend(_values(v, keys))
    elif isinstance(obj, list):
        for v in obj:
            out.extend(_values(v, keys))
    return out


def _dicts(obj: Any) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    if isinstance(obj, dict):
        out.append(obj)
        for v in obj.values():
            out.extend(_dicts(v))
    elif isinstance(obj, list):
        for v in obj:
            out.extend(_dicts(v))
    return out


def _ygo_secrets_kept(g: Any, seat: int, frame: dict[str, Any]) -> None:
    """Independent of the engine's redaction: each other player's hand, Fusion Deck and
    face-down cards (read from that player's own view) appear in ``seat``'s frame without a
    passcode or a name, unless revealed; nobody else's draw names its card."""
    view = frame["view"]
    for o in (0, 1):
        if o == seat:
            continue
        own = g.view(o)["players"][o]
        hidden = {c["id"] for c in (own.get("hand") or []) + (own.get("extra") or [])}
        field = [*own.get("monsters", []), *own.get("spells", []), own.get("field")]
        hidden |= {c["id"] for c in field if c and c.get("face_up") is False}
        hidden -= {c.get("id") for c in view["players"][o].get("revealed") or []
                   if isinstance(c, dict)}
        for d in _dicts(view):
            if d.get("id") in hidden:
                assert "code" not in d and "name" not in d, (seat, o, d)
    for e in frame["events"]:
        if e["kind"] == "draw" and e.get("player") != seat:
            assert "code" not in e and "name" not in e, (seat, e)


def _sgs_secrets_kept(g: Any, seat: int, frame: dict[str, Any]) -> None:
    """Independent of the engine's redaction: the only hand listed in ``seat``'s frame is its
    own; in identity games a living non-lord's role stays hidden from the others until the game
    is over; nobody
    else's draw names its cards."""
    view = frame["view"]
    mine = set(view["players"][seat].get("hand") or []) if seat >= 0 else set()
    assert set(_values(view, ("hand",))) <= mine, seat
    for o, p in enumerate(view["players"]):
        if o == seat or view.get("over") or view.get("mode") != "identity":
            continue  # 3v3 roles mark the public commander / vanguard places
        own = g.view(o)["players"][o]
        if own.get("role") not in (None, "lord") and own.get("alive"):
            assert p.get("role") in (None, "?"), (seat, o, p.get("role"))
    for e in frame["events"]:
        if e["kind"] == "draw" and e.get("seat") != seat:
            assert "cards" not in e and "card" not in e, (seat, e)
    # 3v3 draft: while generals are placed face down, a seat sees only its own side's placement
    # and a spectator neither
    draft = view.get("draft")
    if isinstance(draft, dict) and draft.get("stage") == "place":
        placed = draft.get("placed") or {}
        assert len(placed) <= (1 if seat >= 0 else 0), (seat, placed)


SECRETS = {"ygo": _ygo_secrets_kept, "sgs": _sgs_secrets_kept}


def _play_and_check(client: TestClient, game: str, mode: str, setup: dict[str, Any],
                    max_moves: int, rng: random.Random) -> bool:
    """Play a game with every seat a websocket client (random answers) plus a spectator, then
    check every state frame against the game's own redaction at that state id."""
    owner = signup(client)
    rid = make_room(client, owner, game=game, mode=mode, setup=setup)["room"]
    n = len(client.get(f"/api/rooms/{rid}", headers=owner["auth"]).json()["seats"])
    users = [owner] + [signup(client) for _ in range(n - 1)]
    watcher = signup(client)
    ready_all(client, rid, users)
    r = client.post(f"/api/rooms/{rid}/start", headers=owner["auth"])
    assert r.json()["status"] == "playing", r.text
    settle_toss(client, rid, users)
    # identity mode deals the seats at random at the start: list the players in seat order
    names = [s["name"] for s in client.get(f"/api/rooms/{rid}", headers=owner["auth"]).json()[
        "seats"]]
    users = sorted(users, key=lambda u: names.index(u["user"]["name"]))
    sessions = [client.websocket_connect(f"/ws?token={u['token']}") for u in [*users, watcher]]
    clients = [WsClient(s.__enter__()) for s in sessions]
    try:
        for c in clients:
            c.send({"type": "join", "room": rid})
        sid, finished = 0, False
        while sid < max_moves:
            states = [c.state(sid) for c in clients]
            if states[0]["result"] is not None:
                finished = True
                break
            seat = states[0]["waiting_for"]
            dec = states[seat]["decision"]
            assert dec is not None and dec["seat"] == seat
            for s, stt in enumerate(states):
                if s != seat:
                    assert stt["decision"] is None
            clients[seat].send({"type": "answer", "room": rid, "state_id": sid,
                                "choice": rng.randrange(len(dec["options"]))})
            sid += 1
        for c in clients:
            c.send({"type": "ping"})
            c.until(lambda m: m["type"] == "pong")
    finally:
        for s in sessions:
            s.__exit__(None, None, None)
    live = client.app.state.server.lobby.rooms[rid].game  # type: ignore[attr-defined]
    answers, setup_data, seed = list(live.answers), live.setup_data(), live.seed
    for seat, c in zip([*range(n), -1], clients, strict=True):
        assert all(f["type"] != "error" for f in c.frames), [f for f in c.frames
                                                            if f["type"] == "error"]
        g = spec_for(game).new(setup_data, seed)
        for f in c.frames:
            if f["type"] != "state":
                assert "view" not in f and "events" not in f
                continue
            assert f["state_id"] >= g.state_id
            while g.state_id < f["state_id"]:
                g.answer(answers[g.state_id])
            assert f["view"] == json.loads(json.dumps(g.view(seat))), (game, seat, g.state_id)
            assert f["events"] == json.loads(json.dumps(g.events(seat, f["events_from"])))
            if game in SECRETS:
                SECRETS[game](g, seat, f)
            if isinstance(g, HighCard):
                hidden = g.hidden_cards(seat)
                seen = _values(f, ("hand", "card"))
                assert not hidden & set(seen), (seat, f["state_id"], hidden & set(seen))
    return finished


def test_no_frame_leaks_over_whole_demo_games(client: TestClient) -> None:
    rng = random.Random(5)
    for _ in range(3):
        assert _play_and_check(client, "demo", "duel", {"seats": 3, "target": 60}, 10_000, rng)


@pytest.mark.parametrize(("game", "mode"), [
    (g, m) for g, m in (("ygo", "classic"), ("sgs", "3v3"), ("sgs", "identity"))
    if g in load_games()
])
def test_no_frame_leaks_in_real_games(client: TestClient, game: str, mode: str) -> None:
    assert _play_and_check(client, game, mode, {}, 3000, random.Random(11)), "game did not end"


def _started_room(client: TestClient) -> tuple[str, list[dict[str, Any]]]:
    a, b, stranger = signup(client), signup(client), signup(client)
    rid = make_room(client, a, setup={"target": 400})["room"]
    ready_all(client, rid, [a, b])
    client.post(f"/api/rooms/{rid}/start", headers=a["auth"])
    return rid, [a, b, stranger]


_json = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 3) | st.floats(allow_nan=False)
    | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner,
                                                                max_size=4),
    max_leaves=12,
)
_frames = st.one_of(
    st.text(max_size=60),
    st.binary(max_size=60),
    _json.map(json.dumps),
    st.fixed_dictionaries(
        {"type": st.sampled_from(["answer", "join", "chat", "why_not", "leave", "zap", ""])},
        optional={"room": st.text(max_size=10) | st.just("ROOM"), "state_id": _json,
                  "choice": _json, "text": _json, "query": _json, "id": _json},
    ).map(json.dumps),
)


def test_fuzzed_frames_never_crash_or_change(client: TestClient) -> None:
    rid, (a, b, stranger) = _started_room(client)
    before = client.get(f"/api/rooms/{rid}/state", headers=a["auth"]).json()
    with client.websocket_connect(f"/ws?token={b['token']}") as s1, \
            client.websocket_connect(f"/ws?token={stranger['token']}") as s2:
        conns = [WsClient(s1), WsClient(s2)]
        for c in conns:
            c.send({"type": "join", "room": rid})
            c.state()

        @settings(max_examples=250, deadline=None, database=None,
                  suppress_health_check=list(HealthCheck))
        @given(frame=_frames, who=st.integers(0, 1))
        def fuzz(frame: str | bytes, who: int) -> None:
            if isinstance(frame, str):
                frame = frame.replace('"ROOM"', json.dumps(rid))
                conns[who].s.send_text(frame)
            else:
                conns[who].s.send_bytes(frame)
            conns[who].send({"type": "ping", "id": "p"})
            # alive: it answers the ping (or says the client is flooding it)
            conns[who].until(lambda m: m["type"] == "pong" or m.get("code") == "rate_limited")

        fuzz()
        big = json.dumps({"type": "chat", "room": rid, "text": "x" * (MAX_FRAME + 10)})
        conns[0].s.send_text(big)
        err = conns[0].until(lambda m: m["type"] == "error")
        assert err["code"] == "frame_too_large" and err["message"]["zh"]
    after = client.get(f"/api/rooms/{rid}/state", headers=a["auth"]).json()
    assert after == before


def test_bad_token_and_stale_frames_over_ws(client: TestClient) -> None:
    rid, (a, _b, _s) = _started_room(client)
    with client.websocket_connect("/ws?token=forged") as s:
        m = s.receive_json()
        assert m["code"] == "unauthorized"
    with client.websocket_connect(f"/ws?token={a['token']}") as s:
        c = WsClient(s)
        c.send({"type": "join", "room": rid})
        st0 = c.state()
        c.send({"type": "answer", "room": rid, "state_id": 0, "choice": 0, "id": 1})
        assert c.until(lambda m: m["type"] == "ack")["state_id"] == 1
        c.send({"type": "answer", "room": rid, "state_id": 0, "choice": 0, "id": 2})
        err = c.until(lambda m: m["type"] == "error")
        assert err["code"] == "stale_state" and err["state_id"] == 1 and err["id"] == 2
        c.send({"type": "answer", "room": rid, "state_id": 1, "choice": 0, "id": 3})
        assert c.until(lambda m: m["type"] == "error")["code"] == "not_your_turn"
        assert st0["seat"] == 0


def test_fuzzed_http_bodies_never_500_or_change(client: TestClient) -> None:
    rid, (a, b, stranger) = _started_room(client)
    before = client.get(f"/api/rooms/{rid}/state", headers=a["auth"]).json()
    actions = ["sit", "stand", "bot", "fill", "ready", "start", "answer", "chat", "why_not",
               "nope"]

    @settings(max_examples=200, deadline=None, database=None,
              suppress_health_check=list(HealthCheck))
    @given(body=_json, action=st.sampled_from(actions), who=st.sampled_from(["b", "s"]),
           create=st.booleans())
    def fuzz(body: Any, action: str, who: str, create: bool) -> None:
        hdr = (b if who == "b" else stranger)["auth"]
        if create:
            r = client.post("/api/rooms", content=json.dumps(body), headers=hdr)
        else:
            r = client.post(f"/api/rooms/{rid}/{action}", content=json.dumps(body), headers=hdr)
        assert r.status_code < 500, (action, body, r.text)

    fuzz()
    r = client.post(f"/api/rooms/{rid}/chat", content=b"\xff\xfe{", headers=b["auth"])
    assert r.status_code == 400
    after = client.get(f"/api/rooms/{rid}/state", headers=a["auth"]).json()
    assert after["state_id"] == before["state_id"] and after["view"] == before["view"]


def test_flooding_client_is_rate_limited_not_served(client: TestClient) -> None:
    a = signup(client)
    with client.websocket_connect(f"/ws?token={a['token']}") as s:
        ws = WsClient(s)
        for _ in range(400):
            s.send_text('{"type": "ping"}')
        ws.until(lambda m: m["type"] == "error" and m["code"] == "rate_limited", limit=1000)
