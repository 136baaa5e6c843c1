"""g7-ma: Catnipped Kitty (``cards/scripts/goat7_ma_kitty.py``). Source of the text:
goat-pool.csv: not flagged Goat-era version; official text (yaml-yugi data/96501677.yaml)."""

from __future__ import annotations

from goat_mon_steps import act, answer, cd, normal, options, pick, run

from cardtable.ygo.cards import constants as C

BEAST = normal(lambda c: c.race == C.RACE_BY_NAME["Beast"])


def test_kitty_cannot_be_attacked_beside_another_beast() -> None:
    """"This card cannot be attacked if there is another Beast-Type monster on your side of the
    field": beside a Beast it is no target; beside Battle Ox (a Beast-Warrior) it is."""
    g = run({"turn_player": 1, "players": [{"monsters": ["Catnipped Kitty", BEAST]},
                                           {"monsters": ["Blue-Eyes White Dragon"]}]})
    answer(g, {"answer": {"action": "to_battle"}})
    assert [f.get("target_name") for f in options(g, "attack")] == [BEAST]
    g = run({"turn_player": 1, "players": [{"monsters": ["Catnipped Kitty", "Battle Ox"]},
                                           {"monsters": ["Blue-Eyes White Dragon"]}]})
    answer(g, {"answer": {"action": "to_battle"}})
    assert sorted(str(f.get("target_name")) for f in options(g, "attack")) == [
        "Battle Ox", "Catnipped Kitty"]


def test_kitty_makes_a_def_zero_until_the_end_of_the_turn() -> None:
    """"Once per turn, you can make the DEF of 1 monster on your opponent's side of the field 0
    until the end of this turn" — Mystical Elf's 2000 DEF becomes 0, once; back next turn."""
    g = run({"players": [{"monsters": ["Catnipped Kitty"]},
                         {"monsters": [{"card": "Mystical Elf", "pos": "def"}, "Battle Ox"]}]})
    answer(g, act("Catnipped Kitty"))
    answer(g, pick("Mystical Elf"))
    assert g.facts()["mzone.1.0.def"] == 0
    assert not [f for f in options(g, "activate") if f.get("name") == "Catnipped Kitty"]
    answer(g, {"answer": {"action": "to_end"}})
    assert g.facts()["mzone.1.0.def"] == cd("Mystical Elf").defense
