"""g7-mb: Megarock Dragon (``cards/scripts/goat7_mb_megarock.py``). Not flagged "Goat-era
version" in goat-pool.csv: each test checks a clause of today's official text (yaml-yugi
``data/71544954.yaml``), named in its docstring."""

from __future__ import annotations

from typing import Any

from goat_mon_steps import answer, options, run


def _megarock(g: Any) -> list[dict[str, Any]]:
    return [f for f in options(g, "g7mb_megarock") if f.get("name") == "Megarock Dragon"]


def test_megarock_removes_rocks_and_takes_700_each() -> None:
    """"This card cannot be Special Summoned except by removing from play a Rock-Type
    monster(s) in your Graveyard. The original ATK and DEF of this card become the number of
    Rock-Type monsters you removed from play ... x 700" — 2 of 3 Giant Soldiers of Stone
    removed: 1400/1400; Battle Ox (Beast-Warrior) is never a candidate."""
    g = run({"phase": "main1", "players": [
        {"hand": ["Megarock Dragon"],
         "gy": ["Giant Soldier of Stone"] * 3 + ["Battle Ox"]}, {}]})
    assert not [f for f in options(g, "summon") + options(g, "set_monster")
                if f.get("name") == "Megarock Dragon"]
    answer(g, {"answer": _megarock(g)[0]})
    names = {f["name"] for f in options(g, "card")}
    assert names == {"Giant Soldier of Stone"}
    answer(g, {"answer": options(g, "card")[0]})
    answer(g, {"answer": options(g, "card")[0]})
    answer(g, {"answer": {"action": "done"}})
    for _ in range(4):
        if g.pending() is not None and options(g, "pass"):
            answer(g, {"answer": {"action": "pass"}})
    f = g.facts()
    assert f["monsters.0"] == ["Megarock Dragon"]
    assert (f["mzone.0.0.atk"], f["mzone.0.0.def"]) == (1400, 1400)
    assert f["banished.0"] == ["Giant Soldier of Stone"] * 2
    assert sorted(f["gy.0"]) == ["Battle Ox", "Giant Soldier of Stone"]


def test_megarock_needs_a_rock_in_the_graveyard() -> None:
    """"removing from play a Rock-Type monster(s)": with no Rock in the Graveyard nothing is
    offered."""
    g = run({"phase": "main1", "players": [
        {"hand": ["Megarock Dragon"], "gy": ["Battle Ox"]}, {}]})
    assert not _megarock(g)
