"""Goat monsters batch 5 (goat-m2): what befalls the monster attacking Kelbek, Wall of Illusion,
Thousand Needles, Two Thousand Needles and Stone Statue of the Aztecs
(``cards/scripts/goat5_battlers.py``). Each test names the 2005 text clause or ruling it checks."""

from __future__ import annotations

from typing import Any

import pytest
from goat_mon_steps import answer, run

SKULL = "Summoned Skull"  # 2500 ATK


def _attack(me: list[Any], them: list[Any], attacker: str, target: str) -> Any:
    return run({"players": [{"monsters": me}, {"monsters": them}]},
               [{"answer": {"action": "to_battle"}},
                {"answer": {"action": "attack", "name": attacker, "target_name": target}}])


@pytest.mark.parametrize("name", ["Kelbek", "Wall of Illusion"])
def test_returners_send_the_attacker_back_after_damage_calculation(name: str) -> None:
    """Kelbek / Wall of Illusion: "Any monster that attacks this card is returned to its
    owner's hand. Damage calculation is applied normally" — the 800-ATK attacker against 1800+
    DEF takes the damage, then goes back; also when the card is destroyed by that battle (the
    OCG ruling: the effect activates after it is destroyed by battle)."""
    g = _attack(["Kuriboh"], [{"card": name, "pos": "def"}], "Kuriboh", name)
    f = g.facts()
    assert f["hand.0"] == ["Kuriboh"] and f["lp.0"] < 4000
    g = _attack([SKULL], [{"card": name, "pos": "def"}], SKULL, name)
    f = g.facts()
    assert f["hand.0"] == [SKULL] and f["gy.1"] == [name]


def test_a_destroyed_attacker_is_not_returned() -> None:
    """UDE's 2005 ruling on Wall of Illusion: a monster destroyed in that battle is sent to the
    Graveyard, not returned to the hand (Wall in Attack Position wins the battle)."""
    g = _attack(["Kuriboh"], ["Wall of Illusion"], "Kuriboh", "Wall of Illusion")
    f = g.facts()
    assert f["gy.0"] == ["Kuriboh"] and f["hand.0"] == []


@pytest.mark.parametrize("name", ["Thousand Needles", "Two Thousand Needles"])
def test_needles_destroy_a_weaker_attacker(name: str) -> None:
    """The Needles: "When this card in Defense Position is attacked and the attacking monster's
    ATK is lower than this card's DEF (1800), destroy the attacking monster at the end of the
    Damage Step" — a 1400-ATK attacker dies, a 2500 one does not trigger it."""
    g = _attack(["Celtic Guardian"], [{"card": name, "pos": "def"}], "Celtic Guardian", name)
    f = g.facts()
    assert f["gy.0"] == ["Celtic Guardian"] and f["monsters.1"] == [name]
    g = _attack([SKULL], [{"card": name, "pos": "def"}], SKULL, name)
    f = g.facts()
    assert f["monsters.0"] == [SKULL] and f["gy.1"] == [name]
    if name == "Thousand Needles":  # 1000 ATK: in Attack Position it loses, no effect
        g = _attack(["Celtic Guardian"], [name], "Celtic Guardian", name)
        assert g.facts()["monsters.0"] == ["Celtic Guardian"]


def test_stone_statue_doubles_the_attackers_battle_damage() -> None:
    """Stone Statue of the Aztecs: "Any Battle Damage your opponent takes when they attack this
    card is doubled" — 1400 ATK into 2000 DEF: 600 doubled to 1200; its own controller's
    damage is not doubled (attacked in Attack Position by Summoned Skull: 2200)."""
    g = _attack(["Celtic Guardian"], [{"card": "Stone Statue of the Aztecs", "pos": "def"}],
                "Celtic Guardian", "Stone Statue of the Aztecs")
    assert g.facts()["lp.0"] == 4000 - 2 * 600
    g = _attack([SKULL], ["Stone Statue of the Aztecs"], SKULL, "Stone Statue of the Aztecs")
    assert g.facts()["lp.1"] == 4000 - 2200


def test_mucus_yolk_grows_by_direct_damage_and_cannot_be_special_summoned() -> None:
    """Mucus Yolk: "Each time this card inflicts Battle Damage to your opponent by a direct
    attack, this card gains 1000 ATK" (0 ATK: Umi's +200 lets it deal damage); "This card
    cannot be Special Summoned"."""
    g = run({"players": [{"monsters": ["Mucus Yolk"], "field": {"card": "Umi", "face_up": True}},
                         {}]},
            [{"answer": {"action": "to_battle"}},
             {"answer": {"action": "attack", "name": "Mucus Yolk", "target": -1}}])
    f = g.facts()
    assert f["lp.1"] == 4000 - 200 and f["mzone.0.0.atk"] == 200 + 1000
    g = run({"players": [{"hand": ["Monster Reborn"], "gy": ["Mucus Yolk"]}, {}]})
    d = g.pending()
    assert d is not None and not any(o.about.get("name") == "Monster Reborn"
                                     for o in d.options if o.form.get("action") == "activate")


@pytest.mark.parametrize(("declared", "wins"), [("Beast-Warrior", True), ("Dragon", False)])
def test_hunter_with_7_weapons_gains_1000_against_the_declared_type(declared: str,
                                                                    wins: bool) -> None:
    """The Hunter with 7 Weapons: "When this card is Normal Summoned, declare 1 Type ... gains
    1000 ATK while it battles a monster of the declared Type" — Beast-Warrior declared: 1000 +
    1000 beats Battle Ox (1700, a Beast-Warrior); Dragon declared: it loses."""
    g = run({"players": [{"hand": ["The Hunter with 7 Weapons"]}, {"monsters": ["Battle Ox"]}]},
            [{"answer": {"action": "summon", "name": "The Hunter with 7 Weapons"}},
             {"answer": {"action": "race", "race": declared}}])
    assert g.facts()["mzone.0.0.atk"] == 1000  # not battling: no gain
    answer(g, {"answer": {"action": "to_battle"}})
    answer(g, {"answer": {"action": "attack", "name": "The Hunter with 7 Weapons",
                          "target_name": "Battle Ox"}})
    f = g.facts()
    if wins:
        assert f["gy.1"] == ["Battle Ox"] and f["lp.1"] == 4000 - (2000 - 1700)
    else:
        assert f["gy.0"] == ["The Hunter with 7 Weapons"] and f["lp.0"] == 4000 - 700


def test_legendary_jujitsu_master_puts_its_attacker_on_top_of_the_deck() -> None:
    """Legendary Jujitsu Master: "A monster that battles with this Defense Position card is
    returned to the top of its owner's Deck at the end of the Damage Step" — also when the
    Master is destroyed by that battle (face-down here); in Attack Position nothing happens."""
    g = run({"players": [{"monsters": [SKULL]},
                         {"monsters": [{"card": "Legendary Jujitsu Master", "pos": "down"}]}]},
            [{"answer": {"action": "to_battle"}},  # its only attack: the face-down target
             {"answer": {"action": "attack", "name": SKULL}}])
    f = g.facts()
    assert f["deck_top.0"] == SKULL and f["monsters.0"] == []
    assert f["gy.1"] == ["Legendary Jujitsu Master"]
    g = _attack([SKULL], ["Legendary Jujitsu Master"], SKULL, "Legendary Jujitsu Master")
    assert g.facts()["monsters.0"] == [SKULL]


def test_legacy_hunter_sends_a_random_hand_card_back_after_a_face_down_kill() -> None:
    """Legacy Hunter: "When this card destroys a face-down Defense Position monster by battle,
    your opponent returns 1 random card from their hand to the Deck" (a face-up one: nothing)."""
    g = run({"players": [{"monsters": ["Legacy Hunter"]},
                         {"monsters": [{"card": "Kuriboh", "pos": "down"}],
                          "hand": ["Pot of Greed", "Dark Hole"], "deck": ["Battle Ox"]}]},
            [{"answer": {"action": "to_battle"}},
             {"answer": {"action": "attack", "name": "Legacy Hunter"}}])
    f = g.facts()
    assert f["gy.1"] == ["Kuriboh"] and f["hand_count.1"] == 1 and f["deck_count.1"] == 2
    g = run({"players": [{"monsters": ["Legacy Hunter"]},
                         {"monsters": [{"card": "Kuriboh", "pos": "def"}],
                          "hand": ["Pot of Greed", "Dark Hole"]}]},
            [{"answer": {"action": "to_battle"}},
             {"answer": {"action": "attack", "name": "Legacy Hunter"}}])
    assert g.facts()["hand_count.1"] == 2


def test_luminous_soldier_gains_500_against_dark_monsters() -> None:
    """Luminous Soldier: "When this card battles a DARK monster, it gains 500 ATK during damage
    calculation only" — 2100 + 500 against Summoned Skull (2500, DARK): Skull is destroyed, and
    afterwards it is 2100 again; against a LIGHT 2500 it would lose."""
    g = _attack(["Luminous Soldier"], [SKULL], "Luminous Soldier", SKULL)
    f = g.facts()
    assert f["gy.1"] == [SKULL] and f["lp.1"] == 4000 - 100
    assert f["mzone.0.0.atk"] == 2100


def test_kangaroo_champ_turns_its_battle_partner_to_defense() -> None:
    """Kangaroo Champ: "A monster that battles with this card is changed to Defense Position
    after damage calculation" — its attacker (which destroyed it) and the monster it attacks."""
    g = _attack([SKULL], ["Kangaroo Champ"], SKULL, "Kangaroo Champ")
    f = g.facts()
    assert f["gy.1"] == ["Kangaroo Champ"] and f["mzone.0.0.pos"] == "def"
    g = _attack(["Kangaroo Champ"], ["Kuriboh"], "Kangaroo Champ", "Kuriboh")
    assert g.facts()["gy.1"] == ["Kuriboh"]
    g = _attack(["Kangaroo Champ"], ["Celtic Guardian"], "Kangaroo Champ", "Celtic Guardian")
    f = g.facts()
    assert f["gy.0"] == ["Kangaroo Champ"] and f["mzone.1.0.pos"] == "def"


def test_nubian_guard_puts_a_continuous_spell_back_on_top() -> None:
    """Nubian Guard: "When this card inflicts Battle Damage to your opponent, you can return 1
    Continuous Spell Card from your Graveyard to the top of your Deck" (a Normal Spell is no
    candidate)."""
    g = run({"players": [{"monsters": ["Nubian Guard"], "gy": ["Toon World", "Pot of Greed"]},
                         {}]},
            [{"answer": {"action": "to_battle"}},
             {"answer": {"action": "attack", "name": "Nubian Guard", "target": -1}},
             {"answer": {"action": "trigger"}}])
    f = g.facts()
    assert f["lp.1"] == 4000 - 500 and f["deck_top.0"] == "Toon World"
    assert f["gy.0"] == ["Pot of Greed"]
