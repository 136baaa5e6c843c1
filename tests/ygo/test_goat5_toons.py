"""Toon World and the Toons of the Goat pool, batch 5 (goat-m2: ``cards/scripts/goat5_toons.py``).
Each test names the 2005 text clause it checks (our wording in ``pool/goat.csv``)."""

from __future__ import annotations

from typing import Any

from goat_mon_steps import act, answer, options, run

WORLD = {"card": "Toon World", "face_up": True}
BATTLE = {"answer": {"action": "to_battle"}}


def _attacks(g: Any, name: str) -> list[Any]:
    return [o.get("target_name", "direct") for o in options(g, "attack") if o.get("name") == name]


def test_toon_world_is_activated_by_paying_1000_lp() -> None:
    """Toon World: "Activate this card by paying 1000 Life Points"; with less it cannot be."""
    g = run({"players": [{"hand": ["Toon World"]}, {}]}, [act("Toon World")])
    f = g.facts()
    assert f["lp.0"] == 4000 - 1000 and f["spells.0"] == ["Toon World"]
    g = run({"players": [{"hand": ["Toon World"]}, {}], "lp": [900, 4000]})
    assert not options(g, "activate")


def test_magic_ruler_toons_need_toon_world_and_tributes() -> None:
    """Toon Mermaid / Toon Summoned Skull: "can only be Special Summoned while "Toon World" is
    on the field" — no procedure without it; Toon Summoned Skull Tributes 1 monster (as a
    Tribute Summon of Level 6 would)."""
    g = run({"players": [{"hand": ["Toon Mermaid", "Toon Summoned Skull"]}, {}]})
    assert not options(g, "goat_mon_proc") and not options(g, "summon")
    g = run({"players": [{"hand": ["Toon Summoned Skull"], "monsters": ["Battle Ox"],
                          "spells": [WORLD]}, {}]},
            [{"answer": {"action": "goat_mon_proc", "name": "Toon Summoned Skull"}}])
    f = g.facts()
    assert f["monsters.0"] == ["Toon Summoned Skull"] and f["gy.0"] == ["Battle Ox"]


def test_a_toon_cannot_attack_the_turn_it_is_summoned() -> None:
    """"It cannot attack during the turn it is Special Summoned" (Toon Mermaid) / "... the turn
    it is Summoned" (Toon Masked Sorcerer)."""
    g = run({"players": [{"hand": ["Toon Mermaid", "Toon Masked Sorcerer"], "spells": [WORLD]},
                         {}]},
            [{"answer": {"action": "goat_mon_proc", "name": "Toon Mermaid"}}])
    answer(g, {"answer": {"action": "to_battle"}})
    assert _attacks(g, "Toon Mermaid") == []
    g = run({"players": [{"hand": ["Toon Masked Sorcerer"], "spells": [WORLD]}, {}]},
            [{"answer": {"action": "summon", "name": "Toon Masked Sorcerer"}}, BATTLE])
    assert _attacks(g, "Toon Masked Sorcerer") == []


def test_magic_ruler_toon_attacks_directly_pays_500_and_must_attack_a_toon() -> None:
    """Toon Summoned Skull: "Pay 500 Life Points each time this card attacks"; "It can attack
    your opponent directly unless they control a Toon monster; if they do, it must attack a
    Toon monster"."""
    g = run({"players": [{"monsters": ["Toon Summoned Skull"], "spells": [WORLD]},
                         {"monsters": ["Battle Ox"]}]}, [BATTLE])
    assert sorted(_attacks(g, "Toon Summoned Skull")) == ["Battle Ox", "direct"]
    answer(g, {"answer": {"action": "attack", "name": "Toon Summoned Skull", "target": -1}})
    f = g.facts()
    assert (f["lp.0"], f["lp.1"]) == (4000 - 500, 4000 - 2500)
    g = run({"players": [{"monsters": ["Toon Summoned Skull"], "spells": [WORLD]},
                         {"monsters": ["Battle Ox", "Toon Mermaid"]}]}, [BATTLE])
    assert _attacks(g, "Toon Summoned Skull") == ["Toon Mermaid"]
    g = run({"players": [{"monsters": ["Toon Summoned Skull"], "spells": [WORLD]}, {}],
             "lp": [400, 4000]}, [BATTLE])
    assert _attacks(g, "Toon Summoned Skull") == []  # cannot pay the 500


def test_new_toons_attack_directly_only_with_their_own_toon_world() -> None:
    """Toon Masked Sorcerer: "While you control "Toon World" and your opponent controls no Toon
    monsters, this card can attack your opponent directly"; "When this card inflicts Battle
    Damage to your opponent, draw 1 card"."""
    g = run({"players": [{"monsters": ["Toon Masked Sorcerer"], "spells": [WORLD],
                          "deck": ["Kuriboh"]}, {"monsters": ["Battle Ox"]}]}, [BATTLE])
    assert sorted(_attacks(g, "Toon Masked Sorcerer")) == ["Battle Ox", "direct"]
    answer(g, {"answer": {"action": "attack", "name": "Toon Masked Sorcerer", "target": -1}})
    f = g.facts()
    assert f["lp.1"] == 4000 - 900 and f["hand.0"] == ["Kuriboh"] and f["lp.0"] == 4000
    g = run({"players": [{"monsters": ["Toon Masked Sorcerer"]},
                         {"monsters": ["Battle Ox"], "spells": [WORLD]}]}, [BATTLE])
    assert _attacks(g, "Toon Masked Sorcerer") == ["Battle Ox"]


def test_toon_gemini_elf_makes_the_opponent_discard_at_random() -> None:
    """Toon Gemini Elf: "When this card inflicts Battle Damage to your opponent, your opponent
    discards 1 card at random"."""
    g = run({"players": [{"monsters": ["Toon Gemini Elf"], "spells": [WORLD]},
                         {"hand": ["Battle Ox", "Pot of Greed"]}]},
            [BATTLE, {"answer": {"action": "attack", "name": "Toon Gemini Elf", "target": -1}}])
    f = g.facts()
    assert f["lp.1"] == 4000 - 1900 and f["hand_count.1"] == 1 and len(f["gy.1"]) == 1


def test_toon_world_destroyed_destroys_every_toon() -> None:
    """"When "Toon World" on the field is destroyed, destroy this card" — both kinds of Toon;
    the other monster stays."""
    g = run({"players": [{"monsters": ["Toon Mermaid", "Toon Cannon Soldier", "Battle Ox"],
                          "spells": [WORLD], "hand": ["Mystical Space Typhoon"]}, {}]},
            [act("Mystical Space Typhoon"),  # its only target: its own Toon World
             {"answer": {"action": "trigger", "name": "Toon Mermaid"}}])  # the chain order
    f = g.facts()
    assert f["monsters.0"] == ["Battle Ox"]
    assert sorted(f["gy.0"]) == ["Mystical Space Typhoon", "Toon Cannon Soldier", "Toon Mermaid",
                                 "Toon World"]


def test_toon_cannon_soldier_tributes_for_500() -> None:
    """Toon Cannon Soldier: "You can Tribute 1 monster to inflict 500 damage to your
    opponent"."""
    g = run({"players": [{"monsters": ["Toon Cannon Soldier", "Battle Ox"]}, {}]},
            [act("Toon Cannon Soldier"), {"answer": {"action": "card", "name": "Battle Ox"}}])
    f = g.facts()
    assert f["lp.1"] == 4000 - 500 and f["gy.0"] == ["Battle Ox"]


def test_toon_goblin_attack_force_rests_after_attacking() -> None:
    """Toon Goblin Attack Force: "If this card attacks, it is changed to Defense Position at the
    end of the Battle Phase"."""
    g = run({"players": [{"monsters": ["Toon Goblin Attack Force"], "spells": [WORLD]}, {}]},
            [BATTLE, {"answer": {"action": "attack", "name": "Toon Goblin Attack Force",
                                 "target": -1}},
             {"answer": {"action": "end_battle"}}])
    f = g.facts()
    assert f["lp.1"] == 4000 - 2300 and f["mzone.0.0.pos"] == "def"


def test_manga_ryu_ran_tributes_two_with_toon_world() -> None:
    """Manga Ryu-Ran: "Special Summoned from your hand by Tributing 2 monsters, as for a Tribute
    Summon" while "Toon World" is on the field; with 1 monster only it is not offered."""
    g = run({"players": [{"hand": ["Manga Ryu-Ran"], "monsters": ["Battle Ox", "Kuriboh"],
                          "spells": [WORLD]}, {}]},
            [{"answer": {"action": "goat_mon_proc", "name": "Manga Ryu-Ran"}},
             {"answer": {"action": "card", "name": "Battle Ox"}}])  # then Kuriboh, forced
    f = g.facts()
    assert f["monsters.0"] == ["Manga Ryu-Ran"] and sorted(f["gy.0"]) == ["Battle Ox", "Kuriboh"]
    g = run({"players": [{"hand": ["Manga Ryu-Ran"], "monsters": ["Battle Ox"],
                          "spells": [WORLD]}, {}]})
    assert not options(g, "goat_mon_proc")
