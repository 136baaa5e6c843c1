"""Goat monsters batch 5 (goat-m2): trigger effects of ``cards/scripts/goat5_triggers.py``.
Each test names the 2005 text clause it checks (texts in ``pool/goat.csv``, our wording)."""

from __future__ import annotations

from goat_mon_steps import act, answer, normal, options, pick, run

TRIG = {"answer": {"action": "trigger"}}
ATK = {"answer": {"action": "choose", "value": 1}}


def test_manju_searches_a_ritual_spell_senju_only_a_ritual_monster() -> None:
    """Manju: "Normal Summoned ... add 1 Ritual Monster or 1 Ritual Spell Card"; Senju: "1
    Ritual Monster" — a Ritual Spell is no candidate for Senju."""
    g = run({"players": [{"hand": ["Manju of the Ten Thousand Hands"],
                          "deck": ["Black Luster Ritual", "Battle Ox"]}, {}]},
            [{"answer": {"action": "summon", "name": "Manju of the Ten Thousand Hands"}}, TRIG,
             ])
    assert g.facts()["hand.0"] == ["Black Luster Ritual"]
    g = run({"players": [{"hand": ["Senju of the Thousand Hands"],
                          "deck": ["Black Luster Ritual", "Black Luster Soldier"]}, {}]},
            [{"answer": {"action": "summon", "name": "Senju of the Thousand Hands"}}, TRIG])
    assert g.facts()["hand.0"] == ["Black Luster Soldier"]


def test_sonic_bird_searches_a_ritual_spell() -> None:
    """Sonic Bird: "Normal Summoned or Special Summoned: add 1 Ritual Spell Card"."""
    g = run({"players": [{"hand": ["Sonic Bird"], "deck": ["Black Luster Ritual",
                                                           "Black Luster Soldier"]}, {}]},
            [{"answer": {"action": "summon", "name": "Sonic Bird"}}, TRIG])
    assert g.facts()["hand.0"] == ["Black Luster Ritual"]


def test_vampiric_orchis_summons_des_dendle_from_the_hand() -> None:
    """Vampiric Orchis: "When this card is Normal Summoned, you can Special Summon 1 "Des
    Dendle" from your hand"."""
    g = run({"players": [{"hand": ["Vampiric Orchis", "Des Dendle"]}, {}]},
            [{"answer": {"action": "summon", "name": "Vampiric Orchis"}}, TRIG, ATK])
    assert g.facts()["monsters.0"] == ["Vampiric Orchis", "Des Dendle"]


def test_pinch_hopper_summons_an_insect_when_sent_to_the_gy() -> None:
    """Pinch Hopper: "When this card is sent to the Graveyard, Special Summon 1 Insect-Type
    monster from your hand" — destroyed by battle, the Insect in hand comes out; the Warrior
    is no candidate."""
    g = run({"players": [{"monsters": ["Summoned Skull"]},
                         {"monsters": ["Pinch Hopper"],
                          "hand": ["Battle Ox", "Insect Knight"]}]},
            [{"answer": {"action": "to_battle"}},
             {"answer": {"action": "attack", "name": "Summoned Skull",
                         "target_name": "Pinch Hopper"}}, ATK])
    f = g.facts()
    assert f["monsters.1"] == ["Insect Knight"] and f["hand.1"] == ["Battle Ox"]


def test_lord_poison_revives_another_plant_when_destroyed_by_battle() -> None:
    """Lord Poison: "destroyed by battle and sent to the Graveyard, you can Special Summon 1
    Plant-Type monster other than "Lord Poison" from your Graveyard"."""
    g = run({"players": [{"monsters": ["Summoned Skull"]},
                         {"monsters": ["Lord Poison"], "gy": ["Lord Poison", "Darkworld Thorns"]}]},
            [{"answer": {"action": "to_battle"}},
             {"answer": {"action": "attack", "name": "Summoned Skull",
                         "target_name": "Lord Poison"}}, TRIG, ATK])
    f = g.facts()
    assert f["monsters.1"] == ["Darkworld Thorns"]
    assert sorted(f["gy.1"]) == ["Lord Poison", "Lord Poison"]


def test_thing_in_the_crater_summons_a_pyro_when_destroyed_by_an_effect() -> None:
    """The Thing in the Crater: "When this card is destroyed, you can Special Summon 1
    Pyro-Type monster from your hand" (destroyed by Fissure here, an effect)."""
    g = run({"players": [{"hand": ["Fissure"]},
                         {"monsters": ["The Thing in the Crater"], "hand": ["Flame Ruler"]}]},
            [act("Fissure"), TRIG, ATK])
    assert g.facts()["monsters.1"] == ["Flame Ruler"]


def test_spirit_caller_revives_a_level_3_or_lower_normal_monster() -> None:
    """Spirit Caller: "FLIP: Special Summon 1 Level 3 or lower Normal Monster from your
    Graveyard" (Battle Ox, Level 4, and Kuriboh, an Effect Monster, are no candidates)."""
    low = normal(lambda c: c.level == 3)
    g = run({"players": [{"monsters": [{"card": "Spirit Caller", "pos": "down"}],
                          "gy": ["Battle Ox", "Kuriboh", low]}, {}]},
            [{"answer": {"action": "flip_summon", "name": "Spirit Caller"}}, ATK])
    # the Level 3 Normal Monster is the only candidate (a forced pick): next is its position
    assert g.facts()["monsters.0"] == ["Spirit Caller", low]


def test_peten_removes_itself_for_another_peten_from_the_deck() -> None:
    """Peten the Dark Clown: "sent to the Graveyard, you can remove it from play to Special
    Summon 1 "Peten the Dark Clown" from your Deck"."""
    g = run({"players": [{"monsters": ["Summoned Skull"]},
                         {"monsters": ["Peten the Dark Clown"],
                          "deck": ["Peten the Dark Clown", "Battle Ox"]}]},
            [{"answer": {"action": "to_battle"}},
             {"answer": {"action": "attack", "name": "Summoned Skull",
                         "target_name": "Peten the Dark Clown"}}, TRIG,
             {"answer": {"action": "choose", "value": 1}}])
    f = g.facts()
    assert f["monsters.1"] == ["Peten the Dark Clown"] and f["banished.1"] == [
        "Peten the Dark Clown"] and f["deck_count.1"] == 1


def test_molten_zombie_draws_only_when_revived_from_the_graveyard() -> None:
    """Molten Zombie: "Special Summoned from the Graveyard, draw 1 card" — a Normal Summon
    draws nothing."""
    g = run({"players": [{"hand": ["Monster Reborn"], "gy": ["Molten Zombie"],
                          "deck": ["Battle Ox"]}, {}]},
            [act("Monster Reborn"), {"answer": {"action": "choose", "value": 1}}])
    assert g.facts()["hand.0"] == ["Battle Ox"]
    g = run({"players": [{"hand": ["Molten Zombie"], "deck": ["Battle Ox"]}, {}]},
            [{"answer": {"action": "summon", "name": "Molten Zombie"}}])
    assert g.facts()["hand.0"] == []


def test_mecha_dog_marron_burns_both_by_battle_only_the_opponent_otherwise() -> None:
    """Mecha-Dog Marron: "destroyed ... by battle: 1000 damage to both players"; "destroyed
    ... in any other way: 1000 damage to your opponent"."""
    g = run({"players": [{"monsters": ["Summoned Skull"]},
                         {"monsters": [{"card": "Mecha-Dog Marron", "pos": "def"}]}]},
            [{"answer": {"action": "to_battle"}},
             {"answer": {"action": "attack", "name": "Summoned Skull",
                         "target_name": "Mecha-Dog Marron"}}])
    f = g.facts()
    assert (f["lp.0"], f["lp.1"]) == (3000, 3000)
    g = run({"players": [{"hand": ["Fissure"]}, {"monsters": ["Mecha-Dog Marron"]}]},
            [act("Fissure")])
    f = g.facts()
    assert (f["lp.0"], f["lp.1"]) == (3000, 4000)


def test_outstanding_dog_marron_and_roc_go_back_to_the_deck() -> None:
    """Outstanding Dog Marron: "sent to the Graveyard, return it to the Deck"; Roc from the
    Valley of Haze: only "when sent from your hand to the Graveyard" (discarded by Graceful
    Charity's cost here: back to the Deck; destroyed on the field: stays)."""
    g = run({"players": [{"hand": ["Fissure"]}, {"monsters": ["Outstanding Dog Marron"]}]},
            [act("Fissure")])
    f = g.facts()
    assert f["gy.1"] == [] and f["deck_count.1"] == 11
    g = run({"players": [{"hand": ["Fissure"]}, {"monsters": ["Roc from the Valley of Haze"]}]},
            [act("Fissure")])
    assert g.facts()["gy.1"] == ["Roc from the Valley of Haze"]
    g = run({"players": [{"hand": ["Graceful Charity", "Roc from the Valley of Haze",
                                   "Battle Ox"], "deck": ["Kuriboh"] * 3}, {}]},
            [act("Graceful Charity"), pick("Roc from the Valley of Haze"), pick("Battle Ox")])
    f = g.facts()
    assert sorted(f["gy.0"]) == ["Battle Ox", "Graceful Charity"] and f["deck_count.0"] == 1


def test_jowls_borrows_until_the_end_phase_shadow_tamer_keeps_a_fiend() -> None:
    """Jowls of Dark Demise: "take control ... until the End Phase of this turn"; Shadow
    Tamer: "take control of 1 Fiend-Type monster" with no end (a Warrior is no target)."""
    g = run({"players": [{"monsters": [{"card": "Jowls of Dark Demise", "pos": "down"}]},
                         {"monsters": ["Summoned Skull"]}]},
            [{"answer": {"action": "flip_summon", "name": "Jowls of Dark Demise"}}])
    assert g.facts()["monsters.0"] == ["Jowls of Dark Demise", "Summoned Skull"]
    answer(g, {"answer": {"action": "to_end"}})
    assert g.facts()["monsters.1"] == ["Summoned Skull"]
    g = run({"players": [{"monsters": [{"card": "Shadow Tamer", "pos": "down"}]},
                         {"monsters": ["Summoned Skull", "Battle Ox"]}]},
            [{"answer": {"action": "flip_summon", "name": "Shadow Tamer"}},
             {"answer": {"action": "to_end"}}])
    f = g.facts()
    assert "Summoned Skull" in f["monsters.0"] and f["monsters.1"] == ["Battle Ox"]
    assert not options(g, "flip_summon")


def test_king_tiger_wanghu_destroys_weak_summoned_monsters() -> None:
    """King Tiger Wanghu: "When a monster with 1400 or less ATK is Normal Summoned or Special
    Summoned, destroy that monster" — Kuriboh (300) dies, Battle Ox (1700) stays; a Flip Summon
    is neither."""
    g = run({"players": [{"hand": ["Kuriboh", "Battle Ox"]}, {"monsters": ["King Tiger Wanghu"]}]},
            [{"answer": {"action": "summon", "name": "Kuriboh"}}])
    assert g.facts()["gy.0"] == ["Kuriboh"]
    g = run({"players": [{"hand": ["Battle Ox"]}, {"monsters": ["King Tiger Wanghu"]}]},
            [{"answer": {"action": "summon", "name": "Battle Ox"}}])
    assert g.facts()["monsters.0"] == ["Battle Ox"]
    g = run({"players": [{"monsters": [{"card": "Mystical Elf", "pos": "down"}]},
                         {"monsters": ["King Tiger Wanghu"]}]},
            [{"answer": {"action": "flip_summon", "name": "Mystical Elf"}}])
    assert g.facts()["monsters.0"] == ["Mystical Elf"]


def test_musician_king_is_fusion_summoned_from_its_printed_materials() -> None:
    """Musician King: "Fusion: "Witch of the Black Forest" + "Lady of Faith"" (a Fusion Monster
    with no effect: Polymerization with the two named materials summons it)."""
    g = run({"players": [{"hand": ["Polymerization", "Witch of the Black Forest",
                                   "Lady of Faith"], "extra": ["Musician King"]}, {}]},
            [act("Polymerization"), ATK])
    assert g.facts()["monsters.0"] == ["Musician King"]


def test_troop_dragon_calls_another_from_the_deck() -> None:
    """Troop Dragon: "destroyed by battle and sent to the Graveyard, you can Special Summon 1
    "Troop Dragon" from your Deck" (its player picks the position)."""
    g = run({"players": [{"monsters": ["Summoned Skull"]},
                         {"monsters": ["Troop Dragon"], "deck": ["Troop Dragon", "Kuriboh"]}]},
            [{"answer": {"action": "to_battle"}},
             {"answer": {"action": "attack", "name": "Summoned Skull",
                         "target_name": "Troop Dragon"}}, TRIG,
             {"answer": {"action": "choose", "value": 4}}])  # face-up Defense Position
    f = g.facts()
    assert f["monsters.1"] == ["Troop Dragon"] and f["mzone.1.0.pos"] == "def"
    assert f["deck_count.1"] == 1


def test_wicked_worm_beast_goes_home_in_its_controllers_end_phase() -> None:
    """The Wicked Worm Beast: "During your End Phase, return this face-up card to its owner's
    hand" — not in the opponent's End Phase (it stays on their turn's end)."""
    g = run({"players": [{"monsters": ["The Wicked Worm Beast"], "deck": ["Kuriboh"] * 3},
                         {"deck": ["Kuriboh"] * 3}]},
            [{"answer": {"action": "to_end"}}])
    assert g.facts()["hand.0"] == ["The Wicked Worm Beast"]
    g = run({"players": [{"deck": ["Kuriboh"] * 3},
                         {"monsters": ["The Wicked Worm Beast"], "deck": ["Kuriboh"] * 3}]},
            [{"answer": {"action": "to_end"}}])
    assert g.facts()["monsters.1"] == ["The Wicked Worm Beast"]


def test_unfriendly_amazon_eats_a_monster_each_standby_phase() -> None:
    """The Unfriendly Amazon: "During each of your Standby Phases, Tribute 1 monster you control
    other than this card. If you cannot, destroy this card"."""
    g = run({"players": [{"monsters": ["The Unfriendly Amazon", "Battle Ox"],
                          "deck": ["Kuriboh"] * 3}, {"deck": ["Kuriboh"] * 3}]},
            [{"answer": {"action": "to_end"}}, {"answer": {"action": "to_end"}}])
    f = g.facts()
    assert f["turn"] == 5 and f["monsters.0"] == ["The Unfriendly Amazon"]
    assert f["gy.0"] == ["Battle Ox"]
    g = run({"players": [{"monsters": ["The Unfriendly Amazon"], "deck": ["Kuriboh"] * 3},
                         {"deck": ["Kuriboh"] * 3}]},
            [{"answer": {"action": "to_end"}}, {"answer": {"action": "to_end"}}])
    assert g.facts()["gy.0"] == ["The Unfriendly Amazon"]
