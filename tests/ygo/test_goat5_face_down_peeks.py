"""Goat monsters batch 5 (goat-m2): Reaper of the Cards, Patrol Robo
(``goat5_face_down_peeks.py``) and Sonic Jammer (``goat5_spell_lock.py``). Each test names the
2005 text clause it checks."""

from __future__ import annotations

from typing import Any

from goat_mon_steps import answer, options, run

SET0 = {"answer": {"action": "card", "from": "szone", "zone": 0}}


def _flip(name: str, opp: dict[str, Any], more: list[dict[str, Any]] | None = None) -> Any:
    return run({"players": [{"monsters": [{"card": name, "pos": "down"}],
                             "hand": ["Pot of Greed"]}, opp]},
               [{"answer": {"action": "flip_summon", "name": name}}, *(more or [])])


def test_reaper_destroys_a_set_trap_and_leaves_a_set_spell() -> None:
    """Reaper of the Cards: "FLIP: Destroy 1 Trap Card on the field. If you select a Set card,
    look at it: destroy it if it is a Trap Card, otherwise leave it Set"."""
    g = _flip("Reaper of the Cards", {"spells": ["Mirror Force", "Dark Hole"]}, [SET0])
    f = g.facts()
    assert f["gy.1"] == ["Mirror Force"] and f["szone.1.1.face_up"] is False
    g = _flip("Reaper of the Cards", {"spells": ["Dark Hole", "Mirror Force"]}, [SET0])
    f = g.facts()
    assert f["gy.1"] == [] and f["spells.1"] == ["Dark Hole", "Mirror Force"]
    assert f["szone.1.0.face_up"] is False
    assert "Dark Hole" in str(g.events(0)) and "Dark Hole" not in str(g.events(-1))


def test_patrol_robo_looks_at_a_face_down_card_in_its_standby_phase() -> None:
    """Patrol Robo: "during each of your Standby Phases, you can look at 1 face-down card your
    opponent controls" — named to its controller only."""
    g = run({"players": [{"monsters": ["Patrol Robo"], "deck": ["Kuriboh"] * 3},
                         {"spells": ["Mirror Force"], "deck": ["Kuriboh"] * 3}]},
            [{"answer": {"action": "to_end"}}, {"answer": {"action": "to_end"}},
             {"answer": {"action": "trigger"}}])
    assert "Mirror Force" in str(g.events(0)) and "Mirror Force" not in str(g.events(1))
    assert g.facts()["spells.1"] == ["Mirror Force"]


def test_sonic_jammer_locks_spells_through_the_opponents_next_turn() -> None:
    """Sonic Jammer: "FLIP: Your opponent cannot activate Spell Cards until the end of their next
    turn" — flipped in its controller's turn 3: no Spell for them in turn 4; in turn 6 again."""
    g = run({"players": [{"monsters": [{"card": "Sonic Jammer", "pos": "down"}],
                          "deck": ["Kuriboh"] * 3},
                         {"hand": ["Pot of Greed"], "deck": ["Kuriboh"] * 5}]},
            [{"answer": {"action": "flip_summon", "name": "Sonic Jammer"}},
             {"answer": {"action": "to_end"}}])
    assert g.facts()["turn"] == 4
    assert not [o for o in options(g, "activate") if o.get("name") == "Pot of Greed"]
    answer(g, {"answer": {"action": "to_end"}})
    answer(g, {"answer": {"action": "to_end"}})
    assert g.facts()["turn"] == 6
    assert [o for o in options(g, "activate") if o.get("name") == "Pot of Greed"]


def test_mind_on_air_keeps_the_opponents_hand_revealed() -> None:
    """Mind on Air: "As long as this card remains face-up on the field, your opponent must keep
    their hand revealed" — its controller's view names the opponent's hand (a card drawn later
    too); a spectator's does not; face-down, nothing is shown."""
    g = run({"players": [{"monsters": ["Mind on Air"], "deck": ["Kuriboh"] * 3},
                         {"hand": ["Pot of Greed", "Dark Hole"], "deck": ["Raigeki"] * 3}]},
            [{"answer": {"action": "to_end"}}])
    names = {c.get("name") for c in g.view(0)["players"][1]["revealed"]}
    assert {"Pot of Greed", "Dark Hole", "Raigeki"} <= names
    assert "Pot of Greed" not in str(g.view(-1))
    g = run({"players": [{"monsters": [{"card": "Mind on Air", "pos": "down"}]},
                         {"hand": ["Pot of Greed"]}]})
    assert g.view(0)["players"][1]["revealed"] == []
