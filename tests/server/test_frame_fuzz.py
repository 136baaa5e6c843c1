"""Broken client frames (fuzzed, property-based) get one clear error frame and change nothing.

Two properties:

* :func:`cardtable.server.protocol.parse_frame` is total: any text or bytes (oversized, not
  UTF-8, not JSON, deeply nested, not an object, no string ``type``) decodes to an object or
  raises ``ProtocolError`` with a catalogued code; nothing else escapes.
* Over a live websocket, from the seat whose turn it is, from the other seat and from a
  spectator: every frame that is not a legal request is answered with exactly one ``error``
  frame (a catalogued code other than ``server_error``, a zh and an en message, the request's
  ``id`` echoed), never an ``ack``; the game's state id, answers and every seat's view stay
  what they were, and the server keeps serving (a legal answer afterwards is accepted).
"""

from __future__ import annotations

import itertools
import json
from typing import Any

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st
from srvutil import WsClient, started_demo
from starlette.testclient import TestClient

from cardtable.server import connection
from cardtable.server.protocol import ERRORS, MAX_FRAME, ProtocolError, parse_frame

#: Request types that may legitimately succeed without touching the game (watching, chat…).
BENIGN = {"join", "leave", "chat", "why_not", "lobby", "ping"}
TYPES = sorted(BENIGN | {"answer", "side", "side_done", "first", "zap", "", "ANSWER", "Answer"})

_json = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**70), 2**70) | st.integers(-3, 3)
    | st.floats(allow_nan=True, allow_infinity=True) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner,
                                                                max_size=4),
    max_leaves=12,
)


def _nested(n: int) -> str:
    return '{"type": "answer", "choice": ' + "[" * n + "]" * n + "}"


_raw = st.one_of(
    st.text(max_size=80),
    st.binary(max_size=80),
    _json.map(json.dumps),
    st.integers(1, 50_000).map(lambda n: "[" * n),
    st.integers(1, 6_000).map(_nested),
    st.integers(MAX_FRAME - 20, MAX_FRAME + 40).map(lambda n: '{"type":"ping","p":"' + "x" * n
                                                    + '"}'),
    st.just(b"\xff\xfe{}"),
    st.just('{"type": "ping"'),
)


@settings(max_examples=400, deadline=None, database=None)
@given(raw=_raw)
def test_parse_frame_is_total(raw: str | bytes) -> None:
    try:
        msg = parse_frame(raw)
    except ProtocolError as exc:
        assert exc.code in ERRORS and exc.code != "server_error"
        return
    assert isinstance(msg, dict) and isinstance(msg["type"], str)
    size = len(raw if isinstance(raw, bytes) else raw.encode("utf-8"))
    assert size <= MAX_FRAME


def _cases(sid: int, forms: list[dict[str, Any]]) -> Any:
    """``(frame, who)``: frames shaped like real requests with fields broken (or not) in every
    way, from any connection; answers to the right room and state id with a broken choice from
    the seat whose turn it is (``who`` 0); raw bytes and text."""
    near = st.sampled_from([sid - 1, sid, sid + 1, -1, 2**63, 10**30]) | _json
    form = st.sampled_from(forms).flatmap(lambda f: st.one_of(
        st.just(f),
        st.dictionaries(st.sampled_from([*sorted(f), "x"]), _json, max_size=3).map(
            lambda extra: {**f, **extra}),
    ))
    choice = (st.integers(-2, len(forms) + 2) | form | st.booleans() | st.floats()
              | st.text(max_size=3) | _json)
    frame = st.fixed_dictionaries(
        {"type": st.sampled_from(TYPES)},
        optional={"room": st.sampled_from(["ROOM", "", "nope"]) | _json, "state_id": near,
                  "choice": choice, "text": _json | st.text(max_size=600), "query": _json,
                  "swaps": _json, "go_first": _json, "lang": _json,
                  "id": st.integers(0, 99) | st.text(max_size=4) | _json},
    )
    answer = st.fixed_dictionaries(
        {"type": st.just("answer"), "room": st.just("ROOM"), "state_id": st.just(sid) | near,
         "choice": choice})
    anyone = st.integers(0, 2)
    return st.tuples(frame, anyone) | st.tuples(answer, st.just(0)) | st.tuples(_raw, anyone)


def _legal_answer(msg: Any, who: int, sid: int, dec: Any) -> bool:
    if who != 0 or not isinstance(msg, dict) or msg.get("type") != "answer":
        return False
    if msg.get("room") != "ROOM" or msg.get("state_id") != sid:
        return False
    st_id, choice = msg.get("state_id"), msg.get("choice")
    if isinstance(st_id, bool) or isinstance(choice, bool):
        return False
    return isinstance(choice, int | dict) and dec.index_of(choice) >= 0


def test_broken_frames_get_one_clear_error_and_change_nothing(
        client: TestClient, monkeypatch: pytest.MonkeyPatch) -> None:
    # the frame budget is tested on its own (test_security); here every frame must be parsed
    monkeypatch.setattr(connection, "RATE", 1e9)
    monkeypatch.setattr(connection, "BURST", 1e9)
    rid, users = started_demo(client, extra=1)
    room = client.app.state.server.lobby.rooms[rid]  # type: ignore[attr-defined]
    game = room.game
    sid = game.state_id
    dec = game.pending()
    assert dec is not None and dec.seat == 0
    answers = [dict(a) for a in game.answers]
    views = [json.dumps(game.view(s), sort_keys=True) for s in (0, 1, -1)]
    forms = [dict(o.form) for o in dec.options]
    probes = itertools.count()
    sessions = [client.websocket_connect(f"/ws?token={u['token']}") for u in users]
    conns = [WsClient(s.__enter__()) for s in sessions]
    try:
        for c in conns:
            c.send({"type": "join", "room": rid})
            c.state(sid)

        @settings(max_examples=300, deadline=None, database=None,
                  suppress_health_check=list(HealthCheck))
        @given(case=_cases(sid, forms))
        def fuzz(case: tuple[Any, int]) -> None:
            frame, who = case
            assume(not _legal_answer(frame, who, sid, dec))
            c = conns[who]
            if isinstance(frame, dict):
                msg = {k: (rid if v == "ROOM" and k == "room" else v) for k, v in frame.items()}
                raw: str | bytes = json.dumps(msg)
            else:
                msg, raw = None, frame
            if isinstance(raw, bytes):
                c.s.send_bytes(raw)
            else:
                c.s.send_text(raw)
            probe = f"probe-{next(probes)}"
            c.send({"type": "ping", "id": probe})
            replies = []
            while True:
                m = c.until(lambda _m: True)
                if m["type"] == "pong" and m.get("id") == probe:
                    break
                replies.append(m)
            errors = [m for m in replies if m["type"] == "error"]
            for e in errors:
                assert e["code"] in ERRORS and e["code"] != "server_error", e
                assert e["message"]["zh"] and e["message"]["en"], e
            assert not any(m["type"] == "ack" for m in replies), replies
            kind = msg.get("type") if isinstance(msg, dict) else None
            benign = kind in BENIGN and len(raw) <= MAX_FRAME
            if not benign:
                assert len(errors) == 1, (raw, replies)
                fid = msg.get("id") if isinstance(msg, dict) else None
                if isinstance(fid, int | str) and not isinstance(fid, bool) and \
                        errors[0]["code"] not in ("bad_json", "frame_too_large"):
                    assert errors[0].get("id") == fid, (fid, errors[0])
            # nothing changed: same game object, state id, answers and views
            assert room.game is game and game.state_id == sid
            assert [dict(a) for a in game.answers] == answers
            assert [json.dumps(game.view(s), sort_keys=True) for s in (0, 1, -1)] == views

        fuzz()
        # still serving: the seat whose turn it is answers legally and gets its ack
        conns[0].send({"type": "answer", "room": rid, "state_id": sid, "choice": 0, "id": "ok"})
        ack = conns[0].until(lambda m: m["type"] in ("ack", "error") and m.get("id") == "ok")
        assert ack["type"] == "ack" and ack["state_id"] == sid + 1
    finally:
        for s in sessions:
            s.__exit__(None, None, None)
    assert [dict(a) for a in game.answers][:len(answers)] == answers
    assert len(game.answers) == len(answers) + 1


def test_fuzzed_side_deck_changes_are_all_or_nothing(
        client: TestClient, monkeypatch: pytest.MonkeyPatch) -> None:
    """YGO best of 3, siding step: fuzzed ``side`` / ``first`` frames (junk shapes, unknown
    codes, cards from the wrong part, repeats, long lists) either are refused with one error and
    change nothing (deck, swaps, stored steps), or are accepted and leave exactly the deck the
    swaps describe, still legal for the room."""
    import time

    from srvutil import signup

    from cardtable.server.setups import deck_problems
    from cardtable.ygo.game import preset_deck

    monkeypatch.setattr(connection, "RATE", 1e9)
    monkeypatch.setattr(connection, "BURST", 1e9)
    main = preset_deck("classic-a")["main"]
    side = [5053103, 7359741, 41462083, 82301904]  # two fine, a Fusion Monster, a forbidden one
    ydk = "#main\n" + "\n".join(map(str, main)) + "\n#extra\n!side\n" + "\n".join(
        map(str, side)) + "\n"
    a = signup(client)
    rid = client.post("/api/rooms", json={"game": "ygo", "mode": "classic", "match": "bo3",
                                          "turn_seconds": 0.01, "bot_delay": 0,
                                          "side_seconds": 0}, headers=a["auth"]).json()["room"]
    client.post(f"/api/rooms/{rid}/fill", json={"bot": "random"}, headers=a["auth"])
    r = client.post(f"/api/rooms/{rid}/ready", json={"ready": True, "deck": ydk},
                    headers=a["auth"])
    assert r.status_code == 200, r.text
    assert client.post(f"/api/rooms/{rid}/start", headers=a["auth"]).json()["status"] == "playing"
    end = time.time() + 300
    while (client.get(f"/api/rooms/{rid}", headers=a["auth"]).json()["siding"]
           or {"duel": 0})["duel"] == 0:  # the coin toss's choice runs out on the turn clock
        assert time.time() < end, "duel 1 did not end"
        time.sleep(0.05)
    room = client.app.state.server.lobby.rooms[rid]  # type: ignore[attr-defined]
    codes = sorted({*main, *side, 1234, 0, -1, 2**40})
    pair = st.lists(st.sampled_from(codes) | st.integers(-5, 5) | _json, min_size=0, max_size=3)
    likely = st.tuples(st.sampled_from(sorted({*main, *side})), st.sampled_from(side)).map(
        lambda p: [list(p)])  # often a legal one-for-one swap (while the cards are there)
    swaps = likely | st.lists(pair, max_size=4) | st.lists(
        st.tuples(st.sampled_from(codes), st.sampled_from(codes)).map(list), max_size=70) | _json
    frames = st.fixed_dictionaries({"type": st.just("side"), "room": st.just(rid),
                                    "swaps": swaps}) | st.fixed_dictionaries(
        {"type": st.just("first"), "room": st.just(rid),
         "go_first": _json.filter(lambda v: not isinstance(v, bool))})
    probes = itertools.count()
    with client.websocket_connect(f"/ws?token={a['token']}") as s:
        ws = WsClient(s)

        def mine() -> dict[str, Any]:
            out: dict[str, Any] = client.get(f"/api/rooms/{rid}/state",
                                             headers=a["auth"]).json()["siding"]
            return out

        @settings(max_examples=120, deadline=None, database=None,
                  suppress_health_check=list(HealthCheck))
        @given(frame=frames)
        def fuzz(frame: dict[str, Any]) -> None:
            before, steps = mine(), room._steps
            ws.send(frame)
            probe = f"p{next(probes)}"
            ws.send({"type": "ping", "id": probe})
            replies = []
            while True:
                m = ws.until(lambda _m: True)
                if m["type"] == "pong" and m.get("id") == probe:
                    break
                replies.append(m)
            errors = [m for m in replies if m["type"] == "error"]
            after = mine()
            if errors:
                assert len(errors) == 1 and errors[0]["code"] in ERRORS, replies
                assert errors[0]["code"] != "server_error", errors[0]
                assert after == before and room._steps == steps
                return
            # accepted: a side change whose swaps, applied one by one, give the new deck
            assert frame["type"] == "side" and any(m["type"] == "ack" for m in replies)
            deck = {k: list(v) for k, v in before["deck"].items()}
            for out, inn in frame["swaps"]:
                part = "main" if out in deck["main"] else "extra"
                deck[part].remove(out)
                deck["side"].remove(inn)
                deck[part].append(inn)
                deck["side"].append(out)
            assert {k: sorted(v) for k, v in after["deck"].items()} == {
                k: sorted(v) for k, v in deck.items()}
            assert after["swaps"] == before["swaps"] + frame["swaps"]
            assert room._steps == steps + 1
            ydk_now = "#main\n" + "\n".join(map(str, after["deck"]["main"])) + "\n#extra\n" + \
                "\n".join(map(str, after["deck"]["extra"])) + "\n!side\n" + "\n".join(
                    map(str, after["deck"]["side"])) + "\n"
            assert deck_problems("ygo", {"profile": "classic-lp4000"}, ydk_now, {}) == []

        fuzz()
