"""g7-ma: Grave Protector and Electric Lizard (``cards/scripts/goat7_ma_battle2.py``). Source of
the texts: goat-pool.csv: not flagged Goat-era version; official text (yaml-yugi
data/11448373.yaml, data/55875323.yaml)."""

from __future__ import annotations

from typing import Any

from goat7_ma_steps import settle
from goat_mon_steps import answer, normal, options, run

from cardtable.ygo.cards import constants as C

ZOMBIE = normal(lambda c: c.race == C.RACE_BY_NAME["Zombie"] and c.atk > 850)


def _settle(g: Any) -> None:
    """Pass what is not the point of these tests (``goat7_ma_steps.settle``)."""
    settle(g)


def _attack(g: Any, name: str, target: str) -> None:
    if not options(g, "attack"):
        answer(g, {"answer": {"action": "to_battle"}})
    answer(g, {"answer": next(f for f in options(g, "attack")
                              if f.get("name") == name and f.get("target_name") == target)})
    _settle(g)


def _to_next_turn(g: Any) -> None:
    p = g.facts()["turn_player"]
    for _ in range(20):
        d = g.pending()
        assert d is not None
        if g.facts()["turn_player"] != p and g.facts()["phase"] == "main1":
            return
        forms = [dict(o.form) for o in d.options]
        g.answer(next((f for f in forms if f.get("action") in
                       ("end_battle", "to_end", "pass", "decline")), forms[0]))


def test_grave_protector_sends_battle_victims_to_the_deck() -> None:
    """Grave Protector: "Any monster destroyed by battle is shuffled into the Deck instead of
    going to the Graveyard" — Battle Ox destroyed attacking Blue-Eyes goes to its owner's Deck
    (one card more there), not to the Graveyard."""
    g = run({"players": [{"monsters": ["Battle Ox"], "deck": ["Mystical Elf"] * 3},
                         {"monsters": ["Grave Protector", "Blue-Eyes White Dragon"]}]})
    _attack(g, "Battle Ox", "Blue-Eyes White Dragon")
    f = g.facts()
    assert f["gy.0"] == [] and f["deck_count.0"] == 4 and f["monsters.0"] == []


def test_electric_lizard_locks_a_non_zombie_attacker_for_its_next_turn() -> None:
    """Electric Lizard: "A non Zombie-Type monster attacking "Electric Lizard" cannot attack on
    its following turn" — Battle Ox attacks it: in seat 0's next turn Battle Ox has no attack;
    a Zombie attacker is not locked."""
    g = run({"players": [{"monsters": ["Battle Ox"]},
                         {"monsters": [{"card": "Electric Lizard", "pos": "def"}, "Kuriboh"]}]})
    _attack(g, "Battle Ox", "Electric Lizard")
    _to_next_turn(g)
    _to_next_turn(g)
    answer(g, {"answer": {"action": "to_battle"}})
    assert not [f for f in options(g, "attack") if f.get("name") == "Battle Ox"]
    g = run({"players": [{"monsters": [ZOMBIE]},
                         {"monsters": [{"card": "Electric Lizard", "pos": "def"}, "Kuriboh"]}]})
    _attack(g, ZOMBIE, "Electric Lizard")
    _to_next_turn(g)
    _to_next_turn(g)
    answer(g, {"answer": {"action": "to_battle"}})
    assert [f for f in options(g, "attack") if f.get("name") == ZOMBIE]
