"""Ojama King's zone block is a continuous effect (classic.yaml: "while it is face-up, you pick up
to 3 of your opponent's Monster Card Zones; they cannot use them"): choosing the zones starts no
chain, so the opponent cannot answer or negate it (Divine Wrath negates monster effect
*activations*), and a blocked zone is never used."""

from __future__ import annotations

import cardtable.ygo.game  # noqa: F401  (registers the game)
from cardtable.core.scenario import Scenario

SETUP = {"turn": 3, "players": [
    {"hand": ["Metamorphosis"], "monsters": ["Summoned Skull"], "extra": ["Ojama King"]},
    {"spells": ["Divine Wrath"], "hand": ["Feral Imp", "Battle Ox"]},
]}


def test_zone_choice_is_not_a_chain_link() -> None:
    sc = Scenario.from_data({"game": "ygo", "name": "Ojama King", "rule": "classic.yaml",
                             "setup": SETUP, "steps": [
                                 {"answer": {"action": "activate", "name": "Metamorphosis"}},
                                 {"answer": {"action": "choose", "value": 1}},
                                 {"answer": {"action": "choose", "value": 0}},
                                 {"answer": {"action": "choose", "value": 1}},
                                 {"answer": {"action": "choose", "value": -1}},
                                 {"expect": {"monsters.0": ["Ojama King"]}},
                                 {"answer": {"action": "to_end"}},
                                 {"answer": {"action": "summon", "name": "Battle Ox"}},
                                 {"expect": {"mzone.1.2": "Battle Ox", "mzone.1.0": None,
                                             "mzone.1.1": None}},
                             ]})
    game = sc.run()
    events = game.events(-1)
    king_links = [e for e in events if e["kind"] == "activate" and e.get("name") == "Ojama King"]
    assert king_links == []  # no chain link: nothing for Divine Wrath to negate
    assert not any(e["kind"] == "activate" and e.get("name") == "Divine Wrath" for e in events)
    assert any("Blocks the opponent's zones [1, 2]" in str(e) for e in events)
