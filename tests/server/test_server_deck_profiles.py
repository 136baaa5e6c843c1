"""The deck builder's check accepts a rule profile as well as a deck-rules preset (issue 3:
"profiles can carry a banlist", so "LP4000 with the seed's table" is one name): the
``lp4000-seed-house`` profile applies the LP4000 banlist; an unknown name is a clear error."""

from __future__ import annotations

from importlib import resources

from srvutil import signup
from starlette.testclient import TestClient


def _two_pots() -> str:
    text = resources.files("cardtable.ygo").joinpath("decks", "classic-a.ydk").read_text("utf-8")
    lines = [x for x in text.splitlines() if x.strip()]
    lines[2] = "55144522"  # a second Pot of Greed: limited to 1 by the LP4000 list
    return "\n".join(lines) + "\n"


def test_deck_check_with_a_profile_name(client: TestClient) -> None:
    a = signup(client)
    deck = _two_pots()
    plain = client.post("/api/decks/check", json={"deck": deck, "profile": "classic"},
                        headers=a["auth"]).json()
    assert plain["ok"], plain
    house = client.post("/api/decks/check", json={"deck": deck, "profile": "lp4000-seed-house"},
                        headers=a["auth"]).json()
    assert not house["ok"] and [v["rule"] for v in house["violations"]] == ["limited"]
    bad = client.post("/api/decks/check", json={"deck": deck, "profile": "no-such-profile"},
                      headers=a["auth"]).json()
    # the error names what the server has (never echoes the client's string back)
    assert bad["ok"] is False and "lp4000-seed-house" in bad["error"]["en"]
    assert "no-such-profile" not in bad["error"]["en"]
