"""Goat monster batch 19: Spell Counter monsters (``cards/scripts/goat_mon_counters.py``). Each
test names the 2005 text line it checks."""

from __future__ import annotations

from goat_mon_steps import act, answer, cd, options, pick, run


def test_royal_magical_library_counts_to_three_and_draws() -> None:
    """Royal Magical Library: a counter per Spell Card activated (resolved), 3 at most; remove 3:
    draw 1: 4 Spells give 3 counters, one draw, no second one."""
    spells = ["Pot of Greed", "Dian Keto the Cure Master", "Red Medicine", "Blue Medicine"]
    g = run({"players": [{"monsters": ["Royal Magical Library"], "hand": spells,
                          "deck": ["Kuriboh"] * 10}, {}]},
            [act("Pot of Greed"), act("Dian Keto the Cure Master"), act("Red Medicine")])
    assert g.facts()["hand_count.0"] == 3  # Blue Medicine + 2 drawn
    answer(g, act("Blue Medicine"))
    hand = g.facts()["hand_count.0"]
    answer(g, act("Royal Magical Library"))
    assert g.facts()["hand_count.0"] == hand + 1
    assert not [o for o in options(g, "activate") if o.get("name") == "Royal Magical Library"]


def test_magical_marionette_and_blast_magician() -> None:
    """Magical Marionette: +200 ATK per counter (2 at most); remove 2: destroy 1 monster. Blast
    Magician: remove N counters: destroy 1 face-up monster with ATK <= 700 x N."""
    three = ["Dian Keto the Cure Master", "Red Medicine", "Blue Medicine"]
    g = run({"players": [{"monsters": ["Magical Marionette"], "hand": three},
                         {"monsters": ["Summoned Skull"]}]}, [act(x) for x in three])
    assert g.facts()["mzone.0.0.atk"] == cd("Magical Marionette").atk + 400
    answer(g, act("Magical Marionette"))
    answer(g, pick("Summoned Skull"))
    f = g.facts()
    assert f["gy.1"] == ["Summoned Skull"] and f["mzone.0.0.atk"] == cd("Magical Marionette").atk
    four = [*three, "Goblin's Secret Remedy"]
    g = run({"players": [{"monsters": ["Blast Magician"], "hand": four},
                         {"monsters": ["Summoned Skull", "Battle Ox"]}]}, [act(x) for x in four])
    answer(g, act("Blast Magician"))
    d = g.pending()
    assert d is not None
    # 1 counter (700) reaches nothing; 2 (1400) the Magician itself (1400); 3 Battle Ox (1700);
    # 4 (2800) Summoned Skull (2500)
    assert sorted(int(o.form["value"]) for o in d.options) == [2, 3, 4]
    g.answer({"action": "choose", "value": 4})
    answer(g, pick("Summoned Skull"))
    assert g.facts()["gy.1"] == ["Summoned Skull"]
