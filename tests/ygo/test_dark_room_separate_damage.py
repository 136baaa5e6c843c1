"""Dark Room of Nightmare: "Each time your opponent takes damage from a card effect, except 'Dark
Room of Nightmare', inflict 300 additional damage to your opponent." The 300 is a separate damage
instance dealt after the first one (two damage events), never for battle damage, and the 300
of one Dark Room does not set off another."""

from __future__ import annotations

from typing import Any

import yaml

import cardtable.ygo.game  # noqa: F401  (registers the game)
from cardtable.core.scenario import Scenario

SCENARIO = """
game: ygo
name: Dark Room of Nightmare deals its 300 as a damage of its own
rule: "classic.yaml: Dark Room of Nightmare"
setup:
  turn: 3
  players:
    - spells: [{card: Dark Room of Nightmare, face_up: true},
               {card: Dark Room of Nightmare, face_up: true}]
      hand: [Hinotama]
      monsters: [{card: Battle Ox}]
steps:
  - answer: {action: activate, name: Hinotama}
  - expect: {lp.1: 2900}
  - answer: {action: to_battle}
  - answer: {action: attack, name: Battle Ox, target: -1}
  - expect: {lp.1: 1200}
"""


def _damage(events: list[dict[str, Any]]) -> list[tuple[int, bool, int]]:
    return [(e["amount"], e["battle"], e["lp"]) for e in events if e["kind"] == "damage"]


def test_two_dark_rooms_each_add_a_separate_300() -> None:
    g = Scenario.from_data(yaml.safe_load(SCENARIO)).run()
    ev = g.events(-1)
    # Hinotama's 500 first, then one 300 per Dark Room (neither answers the other's 300);
    # the battle damage gets nothing
    assert _damage(ev) == [(500, False, 3500), (300, False, 3200), (300, False, 2900),
                           (1700, True, 1200)]
    notes = [i for i, e in enumerate(ev) if e["kind"] == "card_effect"
             and e.get("name") == "Dark Room of Nightmare"]
    first = next(i for i, e in enumerate(ev) if e["kind"] == "damage")
    assert len(notes) == 2 and first < notes[0]
