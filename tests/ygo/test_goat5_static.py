"""Goat monsters batch 5 (goat-m2): Pixie Knight, Mysterious Puppeteer, Soul-Absorbing Bone Tower
(``goat5_triggers.py``, ``goat5_static.py``), The Agent of Force - Mars, Teva
(``goat5_ignition.py``), Summoner of Illusions (``goat5_summoners.py``). Each test names the 2005
text clause it checks."""

from __future__ import annotations

from goat_mon_steps import act, answer, normal, options, run

from cardtable.ygo.cards import constants as C

SKULL = "Summoned Skull"
BATTLE = {"answer": {"action": "to_battle"}}
ATK = {"answer": {"action": "choose", "value": 1}}


def test_pixie_knight_lets_the_opponent_put_a_spell_on_top_of_the_deck() -> None:
    """Pixie Knight: "sent to the Graveyard as a result of battle, your opponent selects 1 Spell
    Card in your Graveyard, and it is placed on top of your Deck" (the attacker picks)."""
    g = run({"players": [{"monsters": [SKULL]},
                         {"monsters": ["Pixie Knight"], "gy": ["Pot of Greed", "Dark Hole"]}]},
            [BATTLE, {"answer": {"action": "attack", "name": SKULL,
                                 "target_name": "Pixie Knight"}}])
    d = g.pending()
    assert d is not None and d.seat == 0  # the opponent of Pixie Knight's owner chooses
    answer(g, {"answer": {"action": "card", "name": "Dark Hole"}})
    f = g.facts()
    assert f["deck_top.1"] == "Dark Hole" and "Dark Hole" not in f["gy.1"]


def test_mysterious_puppeteer_gains_500_per_normal_or_flip_summon() -> None:
    """Mysterious Puppeteer: "Each time a monster is Normal Summoned or Flip Summoned, you gain
    500 Life Points" — itself, and the opponent's monster too."""
    g = run({"players": [{"hand": ["Mysterious Puppeteer"]}, {}]},
            [{"answer": {"action": "summon", "name": "Mysterious Puppeteer"}}])
    assert g.facts()["lp.0"] == 4000 + 500
    g = run({"players": [{"monsters": [{"card": "Battle Ox", "pos": "down"}]},
                         {"monsters": ["Mysterious Puppeteer"]}]},
            [{"answer": {"action": "flip_summon", "name": "Battle Ox"}}])
    f = g.facts()
    assert (f["lp.0"], f["lp.1"]) == (4000, 4000 + 500)


def test_bone_tower_mills_on_zombie_special_summons_and_hides_behind_zombies() -> None:
    """Soul-Absorbing Bone Tower: "Each time a Zombie-Type monster is Special Summoned, send the
    top 2 cards of your opponent's Deck to the Graveyard"; "cannot be selected as an attack
    target while you control another Zombie-Type monster"."""
    zombie = normal(lambda c: c.race & C.RACE_BY_NAME["Zombie"])
    g = run({"players": [{"hand": ["Monster Reborn"], "gy": [zombie],
                          "monsters": ["Soul-Absorbing Bone Tower"]},
                         {"deck": ["Kuriboh", "Battle Ox", "Sangan"]}]},
            [act("Monster Reborn"), ATK])
    f = g.facts()
    assert f["deck_count.1"] == 1 and sorted(f["gy.1"]) == ["Battle Ox", "Kuriboh"]
    g = run({"players": [{"monsters": [SKULL]},
                         {"monsters": ["Soul-Absorbing Bone Tower", zombie]}]}, [BATTLE])
    targets = {o.get("target_name") for o in options(g, "attack")}
    assert targets == {zombie}


def test_mars_gains_the_lp_difference_under_the_sanctuary() -> None:
    """The Agent of Force - Mars: "While "The Sanctuary in the Sky" is on the field and your Life
    Points are higher than your opponent's, this card gains ATK and DEF equal to the
    difference" (4000 against 1000: 3000; lower LP: nothing); "This card cannot be Special
    Summoned" (Monster Reborn has no target)."""
    board = {"players": [{"monsters": ["The Agent of Force - Mars"],
                          "field": {"card": "The Sanctuary in the Sky", "face_up": True}}, {}]}
    f = run({**board, "lp": [4000, 1000]}).facts()
    assert (f["mzone.0.0.atk"], f["mzone.0.0.def"]) == (3000, 3000)
    assert run({**board, "lp": [1000, 4000]}).facts()["mzone.0.0.atk"] == 0
    g = run({"players": [{"hand": ["Monster Reborn"], "gy": ["The Agent of Force - Mars"]}, {}]})
    d = g.pending()
    assert d is not None and not any(o.about.get("name") == "Monster Reborn"
                                     for o in d.options if o.form.get("action") == "activate")
    g = run({"players": [{"monsters": ["The Agent of Force - Mars"]}, {}], "lp": [4000, 1000]})
    assert g.facts()["mzone.0.0.atk"] == 0


def test_teva_stops_the_opponents_attacks_next_turn() -> None:
    """Teva: "When this card is Tribute Summoned, your opponent cannot declare an attack during
    their next turn"."""
    g = run({"players": [{"hand": ["Teva"], "monsters": ["Kuriboh"], "deck": ["Kuriboh"] * 3},
                         {"monsters": [SKULL], "deck": ["Kuriboh"] * 3}]},
            [{"answer": {"action": "summon", "name": "Teva"}},
             {"answer": {"action": "to_end"}}, BATTLE])
    assert g.facts()["turn"] == 4 and not options(g, "attack")


def test_summoner_of_illusions_calls_a_fusion_for_one_turn() -> None:
    """Summoner of Illusions: "FLIP: Tribute 1 monster you control to Special Summon 1 Fusion
    Monster from your Fusion Deck. Destroy that Fusion Monster during the End Phase"."""
    g = run({"players": [{"monsters": [{"card": "Summoner of Illusions", "pos": "down"},
                                       "Battle Ox"], "extra": ["Musician King"]}, {}]},
            [{"answer": {"action": "flip_summon", "name": "Summoner of Illusions"}},
             {"answer": {"action": "card", "name": "Battle Ox"}}, ATK])
    f = g.facts()
    assert sorted(f["monsters.0"]) == ["Musician King", "Summoner of Illusions"]
    answer(g, {"answer": {"action": "to_end"}})
    assert sorted(g.facts()["gy.0"]) == ["Battle Ox", "Musician King"]


def test_maji_gire_panda_grows_when_beasts_are_destroyed() -> None:
    """Maji-Gire Panda: "Each time a Beast-Type monster on the field is destroyed, this card
    gains 500 ATK" — 2 Beasts destroyed by Raigeki: +1000; a Warrior adds nothing."""
    beast = normal(lambda c: c.race & C.RACE_BY_NAME["Beast"])
    g = run({"players": [{"hand": ["Raigeki"], "monsters": ["Maji-Gire Panda"]},
                         {"monsters": [beast, beast, "Celtic Guardian"]}]},
            [act("Raigeki"), {"answer": {"action": "trigger"}}])
    assert g.facts()["mzone.0.0.atk"] == 1000 + 2 * 500


def test_ultimate_obedient_fiend_attacks_only_alone() -> None:
    """Ultimate Obedient Fiend: "You cannot declare an attack with this card unless you have no
    other cards in your hand and on your side of the field"."""
    g = run({"players": [{"monsters": ["Ultimate Obedient Fiend"]}, {}]}, [BATTLE])
    assert options(g, "attack")
    g = run({"players": [{"monsters": ["Ultimate Obedient Fiend"], "hand": ["Kuriboh"]}, {}]},
            [BATTLE])
    assert not options(g, "attack")
    g = run({"players": [{"monsters": ["Ultimate Obedient Fiend"], "spells": ["Mirror Force"]},
                         {}]}, [BATTLE])
    assert not options(g, "attack")


def test_king_of_the_skull_servants_counts_and_rises_again() -> None:
    """King of the Skull Servants: "original ATK is the number of "King of the Skull Servants"
    and "Skull Servant" in your Graveyard x 1000" (2 Servants: 2000); "When this card is
    destroyed and sent to the Graveyard, you can remove from play 1 ... other than this card, to
    Special Summon this card" (then 1 Servant left, and itself out of the Graveyard: 1000)."""
    king = "King of the Skull Servants"
    g = run({"players": [{"hand": ["Fissure"]},
                         {"monsters": [king], "gy": ["Skull Servant", "Skull Servant"]}]})
    assert g.facts()["mzone.1.0.atk"] == 2000
    answer(g, {"answer": {"action": "activate", "name": "Fissure"}})
    answer(g, {"answer": {"action": "trigger"}})
    d = g.pending()
    assert d is not None
    g.answer(0)  # the first of the two Skull Servants as the cost
    answer(g, ATK)
    f = g.facts()
    assert f["monsters.1"] == [king] and f["banished.1"] == ["Skull Servant"]
    assert f["mzone.1.0.atk"] == 1000
