"""Goat-mon2 batch 1: Union monsters (``cards/scripts/goat_mon2_union.py``). Each test names the
2005 text clause it checks (the Magician's Force / Rise of Destiny prints, our wording in
``pool/goat.csv``); the numbers come from the text and the printed stats."""

from __future__ import annotations

from typing import Any

from goat_mon_steps import act, answer, attack, cd, options, pick, run

BLADE = "Dark Blade"
KIRYU = "Kiryu"
PITCH = "Pitch-Dark Dragon"


def _equip(g: Any, union: str, host: str | None = None) -> None:
    answer(g, act(union))
    if host is not None and g.pending() is not None and any(
            o.form.get("action") == "card" for o in g.pending().options):
        answer(g, pick(host))


def _names(g: Any, union: str) -> list[str]:
    return [str(f.get("name")) for f in options(g, "activate") if f.get("name") == union]


def test_kiryu_equips_to_dark_blade_only_and_adds_900() -> None:
    """Kiryu: "equip this card to a "Dark Blade" you control ... the equipped monster gains 900
    ATK and DEF" — no equip option without a Dark Blade; with one, 1800/1500 -> 2700/2400."""
    g = run({"players": [{"monsters": [KIRYU, "Battle Ox"]}, {}]})
    assert _names(g, KIRYU) == []
    g = run({"players": [{"monsters": [BLADE, KIRYU]}, {}]})
    _equip(g, KIRYU, BLADE)
    f = g.facts()
    assert f["monsters.0"] == [BLADE] and f["spells.0"] == [KIRYU]
    blade = cd(BLADE)
    assert f["mzone.0.0.atk"] == blade.atk + 900 and f["mzone.0.0.def"] == blade.defense + 900


def test_one_union_per_monster() -> None:
    """"A monster can be equipped with only 1 Union Monster at a time": once Kiryu is on the
    only Dark Blade, Pitch-Dark Dragon has no monster to equip to."""
    g = run({"players": [{"monsters": [BLADE, KIRYU, PITCH]}, {}]})
    assert _names(g, PITCH) == [PITCH]
    _equip(g, KIRYU, BLADE)
    assert g.facts()["spells.0"] == [KIRYU]
    assert _names(g, PITCH) == []


def test_equip_and_unequip_share_once_per_turn() -> None:
    """"Once per turn ... equip ... or unequip it and Special Summon it in face-up Attack
    Position": no unequip the turn it equipped; next turn it comes back in Attack Position."""
    g = run({"players": [{"monsters": [BLADE, KIRYU]}, {}]})
    _equip(g, KIRYU, BLADE)
    assert _names(g, KIRYU) == []
    answer(g, {"answer": {"action": "to_end"}})
    answer(g, {"answer": {"action": "to_end"}})  # the opponent's turn
    answer(g, act(KIRYU))
    f = g.facts()
    assert sorted(f["monsters.0"]) == sorted([BLADE, KIRYU]) and f["spells.0"] == []
    assert f["mzone.0.1.pos"] == "atk" and f["mzone.0.0.atk"] == cd(BLADE).atk


def test_kiryu_replaces_battle_destruction_only() -> None:
    """"If the equipped monster would be destroyed by battle, destroy this card instead" (the
    Magician's Force print): by battle Kiryu goes instead; by Raigeki (a card effect) Dark Blade
    is destroyed and Kiryu follows it as an equip card whose monster left."""
    g = run({"players": [{"monsters": [BLADE, KIRYU]},
                         {"monsters": ["Blue-Eyes White Dragon"]}]})
    _equip(g, KIRYU, BLADE)
    attack(g, BLADE, "Blue-Eyes White Dragon")
    f = g.facts()
    assert f["monsters.0"] == [BLADE] and f["gy.0"] == [KIRYU]
    assert f["lp.0"] == 4000 - (3000 - (cd(BLADE).atk + 900))
    g = run({"players": [{"monsters": [BLADE, KIRYU]}, {"hand": ["Raigeki"]}]})
    _equip(g, KIRYU, BLADE)
    answer(g, {"answer": {"action": "to_end"}})
    answer(g, act("Raigeki"))
    f = g.facts()
    assert f["monsters.0"] == [] and sorted(f["gy.0"]) == sorted([BLADE, KIRYU])


def test_heavy_mech_support_platform_replaces_any_destruction() -> None:
    """Heavy Mech Support Platform (Rise of Destiny print): "equip this card to a Machine-Type
    monster ... gains 500 ATK and DEF. If the equipped monster would be destroyed, destroy this
    card instead" — Raigeki destroys the Platform, the Machine stays."""
    g = run({"players": [{"monsters": ["Battle Ox", "Heavy Mech Support Platform"]}, {}]})
    assert _names(g, "Heavy Mech Support Platform") == []  # Battle Ox is a Beast-Warrior
    g = run({"players": [{"monsters": ["Cyber Dragon", "Heavy Mech Support Platform"]},
                         {"hand": ["Raigeki"]}]})
    _equip(g, "Heavy Mech Support Platform", "Cyber Dragon")
    assert g.facts()["mzone.0.0.atk"] == cd("Cyber Dragon").atk + 500
    answer(g, {"answer": {"action": "to_end"}})
    answer(g, act("Raigeki"))
    f = g.facts()
    assert f["monsters.0"] == ["Cyber Dragon"] and f["gy.0"] == ["Heavy Mech Support Platform"]


def test_pitch_dark_dragon_gives_piercing() -> None:
    """Pitch-Dark Dragon: "gains 400 ATK and DEF, and when it attacks a Defense Position monster
    whose DEF is lower than its ATK, it inflicts the difference" — 2200 vs DEF 1000: 1200."""
    g = run({"players": [{"monsters": [BLADE, PITCH]},
                         {"monsters": [{"card": "Mystical Elf", "pos": "def"}]}]})
    _equip(g, PITCH, BLADE)
    attack(g, BLADE, "Mystical Elf")
    f = g.facts()
    n = cd(BLADE).atk + 400 - cd("Mystical Elf").defense
    assert f["lp.1"] == 4000 - n and f["gy.1"] == ["Mystical Elf"]


def test_koitsu_adds_3000_atk_only_and_pierces() -> None:
    """Koitsu: "equip this card to an "Aitsu" ... gains 3000 ATK" (DEF unchanged) "and ...
    inflicts the difference" against a Defense Position monster."""
    g = run({"players": [{"monsters": ["Aitsu", "Koitsu"]},
                         {"monsters": [{"card": "Mystical Elf", "pos": "def"}]}]})
    _equip(g, "Koitsu", "Aitsu")
    f = g.facts()
    aitsu = cd("Aitsu")
    assert f["mzone.0.0.atk"] == aitsu.atk + 3000 and f["mzone.0.0.def"] == aitsu.defense
    attack(g, "Aitsu", "Mystical Elf")
    assert g.facts()["lp.1"] == 4000 - (aitsu.atk + 3000 - cd("Mystical Elf").defense)


def test_zombie_tiger_discards_when_the_equipped_monster_wins() -> None:
    """Zombie Tiger: "each time it destroys an opponent's monster by battle, your opponent
    discards 1 card at random" — one of the opponent's 2 cards goes to the Graveyard."""
    g = run({"players": [{"monsters": ["Decayed Commander", "Zombie Tiger"]},
                         {"monsters": ["Mystical Elf"], "hand": ["Raigeki", "Dark Hole"]}]})
    _equip(g, "Zombie Tiger", "Decayed Commander")
    assert g.facts()["mzone.0.0.atk"] == cd("Decayed Commander").atk + 500
    attack(g, "Decayed Commander", "Mystical Elf")
    while g.pending() is not None and not options(g, "attack") and options(g, "trigger"):
        answer(g, {"answer": {"action": "trigger"}})
    f = g.facts()
    assert f["hand_count.1"] == 1
    assert "Mystical Elf" in f["gy.1"] and len(f["gy.1"]) == 2


def test_second_goblin_changes_giant_orcs_position_once_per_turn() -> None:
    """Second Goblin: "you can change the equipped monster's battle position once per turn
    during your Main Phase" — Giant Orc, put in Defense Position by its own text after it
    attacked, goes back to Attack Position in Main Phase 2 (the card's purpose, Pojo-era
    review of Magician's Force); a second change the same turn is not offered."""
    g = run({"players": [{"monsters": ["Giant Orc", "Second Goblin"]},
                         {"monsters": [{"card": "Mystical Elf", "pos": "def"}]}]})
    _equip(g, "Second Goblin", "Giant Orc")
    attack(g, "Giant Orc", "Mystical Elf")
    answer(g, {"answer": {"action": "end_battle"}})
    assert g.facts()["mzone.0.0.pos"] == "def"  # Giant Orc: "changed to Defense Position"
    answer(g, act("Second Goblin"))
    assert g.facts()["mzone.0.0.pos"] == "atk"
    assert _names(g, "Second Goblin") == []


def test_decayed_commander_brings_zombie_tiger_and_discards_on_direct_damage() -> None:
    """Decayed Commander: "When this card is Normal Summoned, you can Special Summon 1 "Zombie
    Tiger" from your hand" (the player chooses the position, docs/rulings.md G5); "when this
    card attacks your opponent directly and inflicts Battle Damage, your opponent discards 1
    card at random" — not when it destroys a monster in battle."""
    g = run({"players": [{"hand": ["Decayed Commander", "Zombie Tiger"]}, {}]})
    answer(g, {"answer": {"action": "summon", "name": "Decayed Commander"}})
    answer(g, {"answer": {"action": "trigger"}})
    answer(g, {"answer": {"action": "choose", "value": 4}})  # face-up Defense Position
    f = g.facts()
    assert f["monsters.0"] == ["Decayed Commander", "Zombie Tiger"]
    assert f["mzone.0.1.pos"] == "def" and f["hand_count.0"] == 0
    g = run({"phase": "battle", "players": [{"monsters": ["Decayed Commander"]},
                                            {"hand": ["Raigeki", "Dark Hole"]}]})
    forms = [x for x in options(g, "attack") if x.get("target") is None or int(x["target"]) < 0]
    answer(g, {"answer": forms[0]})
    f = g.facts()
    assert f["lp.1"] == 4000 - cd("Decayed Commander").atk and f["hand_count.1"] == 1
    g = run({"phase": "battle", "players": [{"monsters": ["Decayed Commander"]},
                                            {"monsters": [{"card": "Kuriboh", "pos": "atk"}],
                                             "hand": ["Raigeki", "Dark Hole"]}]})
    attack(g, "Decayed Commander", "Kuriboh")
    f = g.facts()
    assert f["lp.1"] < 4000 and f["hand_count.1"] == 2
