"""Mystic Swordsman LV2 (and Paladin of White Dragon, same text): "If this card attacks a
face-down Defense Position monster, destroy the monster immediately with this card's effect
without flipping it face-up or applying damage calculation." Rulings: the monster is destroyed
at the start of the Damage Step (a mandatory trigger there), not when the attack is declared; it
is never flipped and there is no damage calculation."""

from __future__ import annotations

from typing import Any

import pytest
import yaml

import cardtable.ygo.game  # noqa: F401  (registers the game)
from cardtable.core.scenario import Scenario


def _events(attacker: str, pos: str) -> list[dict[str, Any]]:
    doc = {"game": "ygo", "name": "fd kill", "rule": "classic.yaml: face-down kill",
           "setup": {"turn": 3, "phase": "battle", "players": [
               {"monsters": [{"card": attacker}]},
               {"monsters": [{"card": "Giant Soldier of Stone", "pos": pos}]}]},
           "steps": [{"answer": {"action": "attack", "name": attacker}}]}
    g = Scenario.from_data(yaml.safe_load(yaml.safe_dump(doc))).run()
    if pos == "down":
        facts = g.facts()
        assert facts["lp.0"] == 4000 and facts["lp.1"] == 4000
        assert facts["gy.1"] == ["Giant Soldier of Stone"]
    return g.events(-1)


def _index(events: list[dict[str, Any]], kind: str, name: str = "") -> int:
    return next(i for i, e in enumerate(events)
                if e["kind"] == kind and (not name or e.get("name") == name))


@pytest.mark.parametrize("attacker", ["Mystic Swordsman LV2", "Paladin of White Dragon"])
def test_destroyed_at_the_start_of_the_damage_step_unflipped(attacker: str) -> None:
    ev = _events(attacker, "down")
    ds = _index(ev, "damage_step")
    act = _index(ev, "activate", attacker)
    gone = _index(ev, "destroy", "Giant Soldier of Stone")
    # the attack declaration passes with the monster still there; the trigger is a chain link
    # of the Damage Step's start
    assert _index(ev, "attack") < ds < act < gone
    assert ev[gone]["reason"] == "effect"
    assert not any(e["kind"] == "position" for e in ev)  # never flipped face-up
    assert not any(e["kind"] == "battle" for e in ev)  # no damage calculation
    assert not any(e["kind"] == "attack_negated" for e in ev)


def test_a_face_up_defense_monster_battles_normally() -> None:
    ev = _events("Mystic Swordsman LV2", "def")
    assert not any(e["kind"] == "activate" for e in ev)
    assert any(e["kind"] == "battle" for e in ev)


LEVEL_UP = """
game: ygo
name: the face-down kill is not a destruction by battle
rule: "classic.yaml: Mystic Swordsman LV2"
setup:
  turn: 3
  phase: battle
  players:
    - monsters: [{card: Mystic Swordsman LV2}]
    - monsters: [{card: Giant Soldier of Stone, pos: down}]
steps:
  - answer: {action: attack, name: Mystic Swordsman LV2}
  - answer: {action: end_battle}
  - answer: {action: to_end}
  - expect: {turn_player: 1}
  - answer: {action: to_end}
  - expect: {turn_player: 0}
"""


def test_the_face_down_kill_does_not_enable_the_level_up() -> None:
    """Destroyed by its effect, not by battle: at the next Standby Phase the "destroyed a
    monster by battle" Level Up does not trigger."""
    g = Scenario.from_data(yaml.safe_load(LEVEL_UP)).run()
    d = g.pending()
    assert d is not None
    assert not any(o.form.get("action") == "trigger" for o in d.options)
    assert [e for e in g.events(-1) if e["kind"] == "activate"
            and e.get("name") == "Mystic Swordsman LV2"][-1]["effect"] == 0
