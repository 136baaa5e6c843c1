"""Goat monsters batch 5 (goat-m2): Twin-Headed Behemoth, Rescue Cat, Soul of Purity and Light
(``cards/scripts/goat5_summoners.py``). Each test names the 2005 text clause it checks."""

from __future__ import annotations

from goat_mon_steps import act, answer, cd, normal, options, run

from cardtable.ygo.cards import constants as C

ATK = {"answer": {"action": "choose", "value": 1}}
BEHEMOTH = "Twin-Headed Behemoth"


def test_behemoth_returns_in_the_end_phase_with_1000_once_per_duel() -> None:
    """Twin-Headed Behemoth: "destroyed and sent from the field to the Graveyard, it is Special
    Summoned during the End Phase, with its ATK and DEF becoming 1000. This effect can be used
    only once in the Duel" — destroyed again two turns later, it stays in the Graveyard."""
    g = run({"players": [{"hand": ["Fissure", "Raigeki"], "deck": ["Kuriboh"] * 4},
                         {"monsters": [BEHEMOTH], "deck": ["Kuriboh"] * 4}]},
            [act("Fissure"), {"answer": {"action": "to_end"}}, ATK])
    f = g.facts()
    assert f["monsters.1"] == [BEHEMOTH] and (f["mzone.1.0.atk"], f["mzone.1.0.def"]) == (
        1000, 1000)
    assert cd(BEHEMOTH).atk == 1500  # the printed ATK it lost
    answer(g, {"answer": {"action": "to_end"}})  # the opponent's turn 4
    answer(g, {"answer": {"action": "activate", "name": "Raigeki"}})
    answer(g, {"answer": {"action": "to_end"}})
    f = g.facts()
    assert f["gy.1"] == [BEHEMOTH] and f["turn"] == 6


def test_rescue_cat_summons_two_small_beasts_destroyed_in_the_end_phase() -> None:
    """Rescue Cat: "send this face-up card to the Graveyard to Special Summon 2 Level 3 or lower
    Beast-Type monsters from your Deck. They are destroyed during the End Phase of this turn"."""
    beast = normal(lambda c: c.race & C.RACE_BY_NAME["Beast"] and c.level <= 3)
    g = run({"players": [{"monsters": ["Rescue Cat"], "deck": [beast, "Kuriboh", beast]}, {}]},
            [act("Rescue Cat"), ATK, ATK])
    f = g.facts()
    assert f["monsters.0"] == [beast, beast] and f["gy.0"] == ["Rescue Cat"]
    answer(g, {"answer": {"action": "to_end"}})
    f = g.facts()
    assert f["monsters.0"] == [] and sorted(f["gy.0"]) == sorted([beast, beast, "Rescue Cat"])
    g = run({"players": [{"monsters": ["Rescue Cat"], "deck": [beast, "Kuriboh"]}, {}]})
    assert not options(g, "activate")  # only 1 such Beast: "2" cannot be met


def test_soul_of_purity_and_light_summon_and_opponents_battle_phase() -> None:
    """Soul of Purity and Light: "Special Summoned by removing from play 2 LIGHT monsters in your
    Graveyard"; "During each of your opponent's Battle Phases, every monster your opponent
    controls loses 300 ATK" (not in their Main Phase)."""
    light = normal(lambda c: c.attribute & C.ATTRIBUTE_BY_NAME["LIGHT"])
    light2 = normal(lambda c: c.attribute & C.ATTRIBUTE_BY_NAME["LIGHT"] and c.name.en != light)
    g = run({"players": [{"hand": ["Soul of Purity and Light"], "gy": [light, light2],
                          "deck": ["Kuriboh"] * 3},
                         {"monsters": ["Battle Ox"], "deck": ["Kuriboh"] * 3}]},
            [{"answer": {"action": "goat_mon_proc", "name": "Soul of Purity and Light"}},
             {"answer": {"action": "card", "name": light}}])  # the second one is forced
    f = g.facts()
    assert f["monsters.0"] == ["Soul of Purity and Light"]
    assert sorted(f["banished.0"]) == sorted([light, light2])
    answer(g, {"answer": {"action": "to_end"}})
    assert g.facts()["mzone.1.0.atk"] == 1700
    answer(g, {"answer": {"action": "to_battle"}})
    f = g.facts()
    assert f["mzone.1.0.atk"] == 1700 - 300 and f["mzone.0.0.atk"] == 2000


def test_manticore_returns_in_the_end_phase_for_a_beast() -> None:
    """Manticore of Darkness: "When this card is sent to the Graveyard, during the End Phase of
    that turn you can send 1 Beast, Beast-Warrior or Winged Beast-Type monster from your hand or
    your side of the field to the Graveyard to Special Summon this card" (Battle Ox, a
    Beast-Warrior, from the hand)."""
    g = run({"players": [{"hand": ["Fissure"], "deck": ["Kuriboh"] * 3},
                         {"monsters": ["Manticore of Darkness"], "hand": ["Battle Ox"],
                          "deck": ["Kuriboh"] * 3}]},
            [act("Fissure"), {"answer": {"action": "to_end"}},
             {"answer": {"action": "trigger"}}, ATK])
    f = g.facts()
    assert f["monsters.1"] == ["Manticore of Darkness"] and f["gy.1"] == ["Battle Ox"]


def test_the_rock_spirit_summon_and_the_opponents_battle_phase() -> None:
    """The Rock Spirit: "Special Summoned by removing 1 EARTH monster in your Graveyard from
    play"; "During your opponent's Battle Phase, this card gains 300 ATK" (not in its own)."""
    g = run({"players": [{"hand": ["The Rock Spirit"], "gy": ["Battle Ox"],
                          "deck": ["Kuriboh"] * 3}, {"deck": ["Kuriboh"] * 3}]},
            [{"answer": {"action": "goat_mon_proc", "name": "The Rock Spirit"}},
             {"answer": {"action": "to_battle"}}])
    f = g.facts()
    assert f["banished.0"] == ["Battle Ox"] and f["mzone.0.0.atk"] == 1700
    g = run({"players": [{"monsters": ["The Rock Spirit"]}, {"deck": ["Kuriboh"] * 3}],
             "turn_player": 1}, [{"answer": {"action": "to_battle"}}])
    assert g.facts()["mzone.0.0.atk"] == 1700 + 300


def test_lekunga_makes_a_token_for_two_water_monsters() -> None:
    """Lekunga: "Remove from play 2 WATER monsters in your Graveyard to Special Summon 1
    "Lekunga Token" (Plant-Type/WATER/Level 2/ATK 700/DEF 700) in Attack Position" — again while
    WATER monsters last; with 1 left, no more."""
    water = normal(lambda c: c.attribute & C.ATTRIBUTE_BY_NAME["WATER"])
    g = run({"players": [{"monsters": ["Lekunga"], "gy": [water] * 3}, {}]},
            [act("Lekunga"), {"answer": {"action": "card", "card": 10}},  # 2 of the 3 copies
             {"answer": {"action": "card", "card": 11}}])  # (ids: 10 Deck cards, then the GY)
    f = g.facts()
    assert f["monsters.0"] == ["Lekunga", "Lekunga Token"] and len(f["banished.0"]) == 2
    assert (f["mzone.0.1.atk"], f["mzone.0.1.pos"]) == (700, "atk")
    assert not options(g, "activate")
