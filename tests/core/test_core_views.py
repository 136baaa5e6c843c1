"""Views and event logs are redacted at the source: a seat sees its own secrets only."""

from __future__ import annotations

import json

from cardtable.core.events import SPECTATOR, Event, log_for_seat
from toy.game import ToyGame
from toy.helpers import play_random


def test_event_for_seat_merges_only_own_private() -> None:
    e = Event("draw", {"seat": 1}, {1: {"card": 5}})
    assert e.for_seat(1) == {"kind": "draw", "seat": 1, "card": 5}
    assert e.for_seat(0) == {"kind": "draw", "seat": 1}
    assert e.for_seat(SPECTATOR) == {"kind": "draw", "seat": 1}
    assert log_for_seat([e, Event("x", {})], 1, since=1) == [{"kind": "x"}]


def test_draws_are_private(toy: ToyGame) -> None:
    mine = [e for e in toy.events(0) if e["kind"] == "draw" and e["seat"] == 0]
    theirs = [e for e in toy.events(0) if e["kind"] == "draw" and e["seat"] == 1]
    assert all("card" in e for e in mine) and len(mine) == 3
    assert all("card" not in e for e in theirs) and len(theirs) == 3
    assert all("card" not in e for e in toy.events(-1) if e["kind"] == "draw")
    assert toy.public_events() == toy.events(-1)


def test_events_since(toy: ToyGame) -> None:
    n = len(toy.log)
    toy.answer({"action": "pass"})
    assert [e["kind"] for e in toy.events(1, since=n)] == ["pass", "turn"]


def test_view_hides_the_other_hand_and_spectator_sees_no_hand(toy: ToyGame) -> None:
    v0, v1, vs = toy.view(0), toy.view(1), toy.view(-1)
    assert v0["hand"] == toy.hands[0] and v1["hand"] == toy.hands[1]
    assert vs["hand"] is None
    assert v0["hand_counts"] == vs["hand_counts"] == [3, 3]


def test_no_view_or_log_leaks_hidden_cards_during_random_play() -> None:
    for seed in range(40):
        g = ToyGame({"turns": 10}, seed)
        step = seed
        while g.pending() is not None:
            for seat in (-1, 0, 1):
                view = g.view(seat)
                assert view["hand"] == (g.hands[seat] if seat >= 0 else None)
                for e in g.events(seat):
                    if "card" in e:  # a private fact: only ever the seat's own draw
                        assert e["kind"] == "draw" and e["seat"] == seat, (seed, seat, e)
            play_random(g, step, limit=1)
            step += 1


def test_view_is_plain_json(toy: ToyGame) -> None:
    for s in (-1, 0, 1):
        json.dumps(toy.view(s))
        json.dumps(toy.events(s))
