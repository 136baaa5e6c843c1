"""g6-mb: Strike Ninja (``cards/scripts/goat6_mb_strike_ninja.py``): "remove 2 DARK monsters in
your Graveyard from play to remove this card from play until the End Phase; usable in the
opponent's turn; once per turn" (the OCG text of the time)."""

from __future__ import annotations

from typing import Any

from goat_mon_steps import answer, normal, options, run

from cardtable.ygo.cards import constants as C


def _settle(g: Any) -> None:
    for _ in range(8):
        if g.pending() is None or not options(g, "pass"):
            return
        answer(g, {"answer": {"action": "pass"}})


def test_strike_ninja_dodges_dark_hole_and_comes_back_in_the_end_phase() -> None:
    """The opponent's Dark Hole: Strike Ninja answers by leaving (2 DARK monsters of its GY
    removed), Dark Hole destroys the rest, and in that turn's End Phase the Ninja is back in
    Attack Position (no Summon)."""
    dark = normal(lambda c: c.attribute == C.DARK and c.level <= 4)
    g = run({"turn": 4, "turn_player": 1, "players": [
        {"monsters": ["Strike Ninja", "Battle Ox"], "gy": [dark, dark]},
        {"hand": ["Dark Hole"], "deck": ["Kuriboh"] * 3}]})
    answer(g, {"answer": {"action": "activate", "name": "Dark Hole"}})
    answer(g, {"answer": {"action": "activate", "name": "Strike Ninja"}})
    _settle(g)
    f = g.facts()
    assert f["banished.0"] == [dark, dark, "Strike Ninja"] and f["monsters.0"] == []
    assert "Battle Ox" in f["gy.0"]
    answer(g, {"answer": {"action": "to_end"}})
    _settle(g)
    f = g.facts()
    assert f["monsters.0"] == ["Strike Ninja"] and f["mzone.0.0.pos"] == "atk"
    assert f["banished.0"] == [dark, dark]


def test_strike_ninja_needs_two_dark_monsters() -> None:
    """With one DARK monster in the Graveyard the effect is not offered."""
    dark = normal(lambda c: c.attribute == C.DARK and c.level <= 4)
    g = run({"players": [{"monsters": ["Strike Ninja"], "gy": [dark]}, {}]})
    assert "Strike Ninja" not in {f.get("name") for f in options(g, "activate")}
