"""Goat-mon2 batch 6: Skilled White Magician (``goat_mon2_counters.py``) and UFO Turtle
(``goat_mon2_destroyed.py``). Each test names the 2005 text clause it checks (our wording in
``pool/goat.csv``)."""

from __future__ import annotations

from goat_mon_steps import act, answer, options, run

SWM = "Skilled White Magician"


def test_skilled_white_magician_counts_to_3_then_brings_buster_blader() -> None:
    """Skilled White Magician: "Each time a Spell Card is activated, put 1 Spell Counter on
    this card (at most 3). You can Tribute this card while it has 3 Spell Counters to Special
    Summon 1 Buster Blader from your hand, Deck or Graveyard" — not with 2 counters; with 3,
    Buster Blader comes from the Graveyard in the position picked."""
    g = run({"players": [{"monsters": [SWM], "gy": ["Buster Blader"],
                          "hand": ["Pot of Greed", "Dian Keto the Cure Master", "Hinotama"],
                          "deck": ["Kuriboh"] * 6}, {}]})
    answer(g, act("Pot of Greed"))
    answer(g, act("Dian Keto the Cure Master"))
    assert [f for f in options(g, "activate") if f.get("name") == SWM] == []
    answer(g, act("Hinotama"))
    answer(g, act(SWM))
    answer(g, {"answer": {"action": "choose", "value": 4}})  # face-up Defense Position
    f = g.facts()
    assert f["monsters.0"] == ["Buster Blader"] and f["mzone.0.0.pos"] == "def"
    assert SWM in f["gy.0"] and "Buster Blader" not in f["gy.0"]


def test_ufo_turtle_floats_a_fire_monster_in_attack_position() -> None:
    """UFO Turtle: "When this card is destroyed by battle and sent to the Graveyard, you can
    Special Summon 1 FIRE monster with 1500 or less ATK from your Deck in face-up Attack
    Position" — Hinotama Soul (FIRE, 600) is offered, Battle Ox (EARTH) is not."""
    g = run({"phase": "battle", "players": [
        {"monsters": ["Summoned Skull"]},
        {"monsters": ["UFO Turtle"], "deck": ["Battle Ox", "Hinotama Soul", "Battle Ox"]}]})
    forms = [f for f in options(g, "attack") if f.get("target_name") == "UFO Turtle"]
    answer(g, {"answer": forms[0]})
    answer(g, {"answer": {"action": "trigger"}})
    f = g.facts()
    assert f["monsters.1"] == ["Hinotama Soul"] and f["mzone.1.0.pos"] == "atk"
    assert f["gy.1"] == ["UFO Turtle"]


def test_the_unhappy_maiden_ends_the_battle_phase() -> None:
    """The Unhappy Maiden: "When this card is destroyed by battle and sent to the Graveyard,
    the Battle Phase ends" — Battle Ox destroys it; Summoned Skull gets no attack, the turn
    player is in Main Phase 2."""
    g = run({"phase": "battle", "players": [
        {"monsters": ["Battle Ox", "Summoned Skull"]},
        {"monsters": [{"card": "The Unhappy Maiden", "pos": "def"}], "deck": ["Kuriboh"] * 3}]})
    forms = [f for f in options(g, "attack")
             if f.get("name") == "Battle Ox" and f.get("target_name") == "The Unhappy Maiden"]
    answer(g, {"answer": forms[0]})
    f = g.facts()
    assert f["gy.1"] == ["The Unhappy Maiden"] and f["lp.1"] == 4000
    assert options(g, "attack") == [] and f["phase"] == "main2"


def test_thunder_nyan_nyan_is_destroyed_beside_a_non_light_monster() -> None:
    """Thunder Nyan Nyan: "If you control a face-up monster other than a LIGHT monster, destroy
    this card" — a LIGHT Mystical Elf leaves it; a face-up EARTH Battle Ox destroys it; a Set
    (face-down) Thunder Nyan Nyan has no active effect and stays."""
    g = run({"players": [{"monsters": ["Thunder Nyan Nyan"], "hand": ["Mystical Elf"]}, {}]})
    answer(g, {"answer": {"action": "summon", "name": "Mystical Elf"}})
    assert g.facts()["monsters.0"] == ["Thunder Nyan Nyan", "Mystical Elf"]
    g = run({"players": [{"monsters": ["Thunder Nyan Nyan"], "hand": ["Battle Ox"]}, {}]})
    answer(g, {"answer": {"action": "summon", "name": "Battle Ox"}})
    f = g.facts()
    assert f["monsters.0"] == ["Battle Ox"] and f["gy.0"] == ["Thunder Nyan Nyan"]
    g = run({"players": [{"monsters": [{"card": "Thunder Nyan Nyan", "pos": "down"}],
                          "hand": ["Battle Ox"]}, {}]})
    answer(g, {"answer": {"action": "summon", "name": "Battle Ox"}})
    assert g.facts()["monsters.0"] == ["Thunder Nyan Nyan", "Battle Ox"]
