"""g7-ma: Charm of Shabti (``cards/scripts/goat7_ma_shabti.py``). Sources: goat-pool.csv: not
flagged Goat-era version; official text (yaml-yugi data/50412166.yaml); its PGD-074 print quoted
by Pojo's card of the day (6 October 2004: no damage to "Gravekeeper's" monsters, "the damage
to your Life Points is calculated normally")."""

from __future__ import annotations

from typing import Any

from goat7_ma_steps import settle
from goat_mon_steps import answer, options, run


def _attack(g: Any, target: str) -> None:
    """Seat 1 goes to battle (seat 0 passes the windows its Charm opens) and attacks."""
    answer(g, {"answer": {"action": "to_battle"}})
    for _ in range(6):
        if options(g, "attack"):
            break
        g.answer({"action": "pass"})
    answer(g, {"answer": next(f for f in options(g, "attack")
                              if f.get("target_name") == target)})


def test_charm_keeps_a_gravekeeper_alive_in_battle_but_lp_damage_stays() -> None:
    """Discarded in answer to Blue-Eyes' attack on Gravekeeper's Spy (1200): the Spy is not
    destroyed, its controller still takes 1800."""
    g = run({"turn_player": 1, "players": [
        {"monsters": ["Gravekeeper's Spy"], "hand": ["Charm of Shabti"]},
        {"monsters": ["Blue-Eyes White Dragon"]}]})
    _attack(g, "Gravekeeper's Spy")
    d = g.pending()
    assert d is not None and d.seat == 0
    answer(g, {"answer": {"action": "activate", "name": "Charm of Shabti"}})
    settle(g)
    f = g.facts()
    assert f["monsters.0"] == ["Gravekeeper's Spy"] and f["gy.0"] == ["Charm of Shabti"]
    assert f["lp.0"] == 4000 - (3000 - 1200)


def test_charm_does_not_protect_other_monsters() -> None:
    """""Gravekeeper's" monsters" only: Battle Ox attacked the same way is destroyed."""
    g = run({"turn_player": 1, "players": [
        {"monsters": ["Battle Ox"], "hand": ["Charm of Shabti"]},
        {"monsters": ["Blue-Eyes White Dragon"]}]})
    _attack(g, "Battle Ox")
    answer(g, {"answer": {"action": "activate", "name": "Charm of Shabti"}})
    settle(g)
    assert "Battle Ox" in g.facts()["gy.0"]
