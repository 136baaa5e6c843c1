"""Goat monster batch 6: more Ignition Effects and triggers
(``cards/scripts/goat_mon_ignition.py``). Each test names the 2005 text line it checks."""

from __future__ import annotations

from goat_mon_steps import act, answer, cd, normal, options, run

from cardtable.ygo.cards import constants as C


def test_three_hump_lacooda_and_avatar_of_the_pot() -> None:
    """3-Hump Lacooda: Tribute 2 other face-up 3-Hump Lacooda: draw 3 (with only 1 other, no
    activation); Avatar of The Pot: send 1 Pot of Greed from the hand to the GY: draw 3."""
    g = run({"players": [{"monsters": ["3-Hump Lacooda"] * 3, "deck": ["Kuriboh"] * 5}, {}]})
    answer(g, {"answer": options(g, "activate")[0]})  # the first one; the other two are tributed
    f = g.facts()
    assert f["hand_count.0"] == 3 and f["monsters.0"] == ["3-Hump Lacooda"]
    g = run({"players": [{"monsters": ["3-Hump Lacooda"] * 2}, {}]})
    assert not options(g, "activate")
    f = run({"players": [{"monsters": ["Avatar of The Pot"], "hand": ["Pot of Greed"],
                          "deck": ["Kuriboh"] * 5}, {}]},
            [{"answer": {"action": "activate", "name": "Avatar of The Pot"}}]).facts()
    assert f["hand_count.0"] == 3 and f["gy.0"] == ["Pot of Greed"]


def test_black_dragons_chick_and_little_swordsman() -> None:
    """Black Dragon's Chick: send it to the GY: Red-Eyes B. Dragon from the hand (the player
    picks the position); The Little Swordsman of Aile: Tribute 1 other monster: +700 ATK."""
    f = run({"players": [{"monsters": ["Black Dragon's Chick"], "hand": ["Red-Eyes B. Dragon"]},
                         {}]},
            [act("Black Dragon's Chick"), {"answer": {"action": "choose", "value": 4}}]).facts()
    assert f["monsters.0"] == ["Red-Eyes B. Dragon"] and f["mzone.0.0.pos"] == "def"
    assert f["gy.0"] == ["Black Dragon's Chick"]
    f = run({"players": [{"monsters": ["The Little Swordsman of Aile", "Kuriboh"]}, {}]},
            [act("The Little Swordsman of Aile")]).facts()
    assert f["mzone.0.0.atk"] == cd("The Little Swordsman of Aile").atk + 700
    assert f["gy.0"] == ["Kuriboh"]


def test_freed_the_brave_wanderer() -> None:
    """Freed the Brave Wanderer: remove 2 LIGHT monsters of your GY: destroy 1 face-up monster
    with higher ATK than Freed's (a weaker one is no candidate)."""
    light = normal(lambda c: c.attribute == C.ATTRIBUTE_BY_NAME["LIGHT"])
    g = run({"players": [{"monsters": ["Freed the Brave Wanderer"], "gy": [light, light]},
                         {"monsters": ["Summoned Skull", "Kuriboh"]}]},
            [act("Freed the Brave Wanderer")])
    f = g.facts()
    assert f["gy.1"] == ["Summoned Skull"] and f["banished.0"] == [light, light]
    g = run({"players": [{"monsters": ["Freed the Brave Wanderer"], "gy": [light, light]},
                         {"monsters": ["Kuriboh"]}]})
    assert not options(g, "activate")


def test_summon_and_gy_triggers_batch6() -> None:
    """Byser Shock: Normal Summoned: every Set card returns to the hand (face-up ones stay);
    Sacred Crane: Special Summoned: draw 1; Cockroach Knight: sent to the GY: back on top of the
    Deck; White Magician Pikeru: +400 LP per monster you control in your Standby Phase."""
    f = run({"players": [{"hand": ["Byser Shock"], "monsters": ["Kuriboh"],
                          "spells": ["Mirror Force"]},
                         {"monsters": [{"card": "Feral Imp", "pos": "down"}, "Battle Ox"],
                          "spells": ["Trap Hole"]}]},
            [{"answer": {"action": "summon", "name": "Byser Shock"}}]).facts()
    assert f["hand.0"] == ["Mirror Force"] and sorted(f["hand.1"]) == ["Feral Imp", "Trap Hole"]
    assert f["monsters.1"] == ["Battle Ox"]
    f = run({"players": [{"hand": ["Monster Reborn"], "gy": ["Sacred Crane"],
                          "deck": ["Kuriboh"] * 3}, {}]},
            [act("Monster Reborn"), {"answer": {"action": "choose", "value": 1}}]).facts()
    assert f["monsters.0"] == ["Sacred Crane"] and f["hand.0"] == ["Kuriboh"]
    f = run({"players": [{"hand": ["Lightning Vortex", "Cockroach Knight"]},
                         {"monsters": ["Battle Ox"]}]}, [act("Lightning Vortex")]).facts()
    assert f["deck_top.0"] == "Cockroach Knight" and "Cockroach Knight" not in f["gy.0"]
    f = run({"phase": "draw", "players": [{"monsters": ["White Magician Pikeru", "Kuriboh",
                                                        {"card": "Feral Imp", "pos": "down"}]},
                                          {}]}).facts()
    assert f["lp.0"] == 4000 + 1200


def test_agent_of_creation_venus() -> None:
    """The Agent of Creation - Venus: pay 500 LP: Special Summon 1 Mystical Shine Ball from
    your hand or Deck (the player picks which and the position); repeatable."""
    g = run({"players": [{"monsters": ["The Agent of Creation - Venus"],
                          "deck": ["Mystical Shine Ball", "Kuriboh"],
                          "hand": ["Mystical Shine Ball"]}, {}]},
            [act("The Agent of Creation - Venus"),
             {"answer": {"action": "card", "from": "deck"}},
             {"answer": {"action": "choose", "value": 4}}])
    f = g.facts()
    assert f["lp.0"] == 3500 and f["monsters.0"] == ["The Agent of Creation - Venus",
                                                     "Mystical Shine Ball"]
    assert f["mzone.0.1.pos"] == "def" and f["deck_count.0"] == 1
    assert f["hand.0"] == ["Mystical Shine Ball"]
    assert options(g, "activate")  # no once-per-turn limit
