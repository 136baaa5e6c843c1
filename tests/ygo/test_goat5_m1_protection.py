"""goat-m1: Different Dimension Dragon (``cards/scripts/goat5_m1_protection.py``). Each test names
the 2005 text line it checks; numbers are printed stats."""

from __future__ import annotations

from goat_mon_steps import answer, cd, options, pick, run

DDD = "Different Dimension Dragon"


def _pass(g: object) -> None:
    while (g.pending() is not None and g.pending().seat == 1  # type: ignore[attr-defined]
           and options(g, "pass")):
        answer(g, {"answer": {"action": "pass"}})


def test_not_destroyed_by_a_spell_that_does_not_target_it() -> None:
    """"Cannot be destroyed by Spell or Trap Cards that do not target it": Dark Hole leaves it;
    the other monsters go."""
    g = run({"players": [{"hand": ["Dark Hole"], "monsters": ["Battle Ox"]},
                         {"monsters": [DDD]}]})
    answer(g, {"answer": {"action": "activate", "name": "Dark Hole"}})
    _pass(g)
    f = g.facts()
    assert f["monsters.1"] == [DDD] and f["gy.0"] == ["Battle Ox", "Dark Hole"]


def test_destroyed_by_a_monster_effect() -> None:
    """The protection names Spell and Trap Cards only: a monster's effect (Newdoria's "destroy
    1 monster on the field") destroys it."""
    g = run({"turn": 4, "turn_player": 1, "phase": "battle",
             "players": [{"monsters": ["Newdoria"]}, {"monsters": ["Summoned Skull", DDD]}]})
    answer(g, {"answer": {"action": "attack", "name": "Summoned Skull",
                          "target_name": "Newdoria"}})
    answer(g, pick(DDD))
    assert DDD in g.facts()["gy.1"]


def test_battle_with_1900_or_less_atk_does_not_destroy_it() -> None:
    """"Not destroyed by battle with a monster with 1900 or less ATK": Battle Ox (1700) does not
    destroy it (the damage is still dealt); Summoned Skull (2500) does."""
    g = run({"phase": "battle", "players": [{"monsters": ["Battle Ox"]}, {"monsters": [DDD]}]})
    answer(g, {"answer": {"action": "attack", "name": "Battle Ox", "target_name": DDD}})
    f = g.facts()
    assert f["monsters.1"] == [DDD] and f["lp.1"] == 4000 - (cd("Battle Ox").atk - cd(DDD).atk)
    g = run({"phase": "battle", "players": [{"monsters": ["Summoned Skull"]},
                                            {"monsters": [DDD]}]})
    answer(g, {"answer": {"action": "attack", "name": "Summoned Skull", "target_name": DDD}})
    assert g.facts()["gy.1"] == [DDD]
