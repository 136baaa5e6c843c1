"""Goat Spells, goat-s batches (``cards/scripts/goat5_*.py``): each card played under the goat
profile (LP 8000) and checked against its 2005 text, quoted in the test (our own wording,
``pool/goat.csv``); the expected values come from that text, not from the engine."""

from __future__ import annotations

from tests.ygo.test_goat_st_batches import activate, answer, game_of, options, settle

from cardtable.ygo.game import YgoGame

LP = 8000


def _summon_pick(game: YgoGame, name: str) -> None:
    """Pick ``name`` (unless it is the only candidate, picked without asking), then face-up Attack
    Position when the position is asked."""
    if options(game, name=name):
        answer(game, name=name)
    _atk(game)


def _atk(game: YgoGame) -> None:
    """Answer a position question (if pending) with face-up Attack Position."""
    if options(game, action="choose", value=1):
        answer(game, action="choose", value=1)


# --- goat5_summon_spells.py ---------------------------------------------------------------------


def test_dedication_tributes_dark_magician_for_dmoc_from_the_deck() -> None:
    """Dedication through Light and Darkness: "Tribute 1 "Dark Magician" you control: Special
    Summon 1 "Dark Magician of Chaos" from your hand, Deck or Graveyard." Without a Dark Magician
    it cannot be activated."""
    game = game_of([{"hand": ["Dedication through Light and Darkness"],
                     "deck": ["Dark Magician of Chaos", "Sangan"],
                     "monsters": ["Dark Magician"]}, {}])
    answer(game, action="activate", name="Dedication through Light and Darkness")
    settle(game)
    _summon_pick(game, "Dark Magician of Chaos")
    settle(game)
    f = game.facts()
    assert f["monsters.0"] == ["Dark Magician of Chaos"] and "Dark Magician" in f["gy.0"]
    game = game_of([{"hand": ["Dedication through Light and Darkness"],
                     "deck": ["Dark Magician of Chaos"], "monsters": ["Sangan"]}, {}])
    assert not options(game, action="activate", name="Dedication through Light and Darkness")


def test_knights_title_summons_dark_magician_knight_from_the_graveyard() -> None:
    """Knight's Title: "Tribute 1 "Dark Magician" you control: Special Summon 1 "Dark Magician
    Knight" from your hand, Deck or Graveyard" — its one way out, so even a Knight that was never
    summoned comes from the Graveyard."""
    game = game_of([{"hand": ["Knight's Title"], "gy": ["Dark Magician Knight"],
                     "monsters": ["Dark Magician"]}, {"monsters": ["Battle Ox"]}])
    answer(game, action="activate", name="Knight's Title")
    settle(game)
    _summon_pick(game, "Dark Magician Knight")
    settle(game)
    answer(game, name="Battle Ox")  # the Knight's own "destroy 1 card on the field"
    settle(game)
    f = game.facts()
    assert f["monsters.0"] == ["Dark Magician Knight"] and f["monsters.1"] == []


def test_insect_imitation_needs_an_insect_one_level_higher() -> None:
    """Insect Imitation: "Tribute 1 monster you control: Special Summon from your Deck 1
    Insect-Type monster whose Level is 1 higher than the Tributed monster's." Sangan (Level 3)
    → a Level 4 Insect (Insect Knight); a Level 2 Insect (Petit Moth, Level 1) is not offered."""
    game = game_of([{"hand": ["Insect Imitation"], "deck": ["Insect Knight", "Petit Moth"],
                     "monsters": ["Sangan"]}, {}])
    answer(game, action="activate", name="Insect Imitation")  # Sangan, the only Tribute
    settle(game)
    assert not options(game, name="Petit Moth")
    _summon_pick(game, "Insect Knight")
    assert game.facts()["monsters.0"] == ["Insect Knight"]


def test_machine_duplication_calls_two_copies() -> None:
    """Machine Duplication: "Select 1 face-up Machine-Type monster with 500 or less ATK you
    control: Special Summon up to 2 monsters with the same name from your Deck." """
    game = game_of([{"hand": ["Machine Duplication"],
                     "deck": ["Jinzo #7", "Jinzo #7", "Sangan"],
                     "monsters": ["Jinzo #7"]}, {}])
    answer(game, action="activate", name="Machine Duplication")
    settle(game)
    while options(game, name="Jinzo #7"):
        answer(game, name="Jinzo #7")
    if options(game, action="done"):
        answer(game, action="done")
    _atk(game)
    assert game.facts()["monsters.0"] == ["Jinzo #7"] * 3


def test_dimension_distortion_only_with_an_empty_graveyard() -> None:
    """Dimension Distortion: "Activate only while there are no cards in your Graveyard. Special
    Summon 1 of your monsters that is removed from play." """
    game = game_of([{"hand": ["Dimension Distortion"], "banished": ["Summoned Skull"]}, {}])
    answer(game, action="activate", name="Dimension Distortion")
    settle(game)
    _summon_pick(game, "Summoned Skull")
    assert game.facts()["monsters.0"] == ["Summoned Skull"]
    game = game_of([{"hand": ["Dimension Distortion"], "banished": ["Summoned Skull"],
                     "gy": ["Sangan"]}, {}])
    assert not options(game, action="activate", name="Dimension Distortion")


def test_big_wave_small_wave_trades_water_monsters() -> None:
    """Big Wave Small Wave: "Destroy every face-up WATER monster you control. Then you may
    Special Summon WATER monsters from your hand, up to the number destroyed." One WATER
    destroyed → at most one of the two WATER monsters in hand comes out."""
    game = game_of([{"hand": ["Big Wave Small Wave", "7 Colored Fish", "Mother Grizzly"],
                     "monsters": ["Mermaid Knight"]}, {}])
    answer(game, action="activate", name="Big Wave Small Wave")
    settle(game)
    answer(game, name="7 Colored Fish")
    assert not options(game, name="Mother Grizzly")
    if options(game, action="done"):
        answer(game, action="done")
    _atk(game)
    f = game.facts()
    assert f["monsters.0"] == ["7 Colored Fish"] and "Mermaid Knight" in f["gy.0"]


# --- goat5_removal_spells.py --------------------------------------------------------------------


def test_order_to_charge_tributes_a_normal_monster() -> None:
    """Order to Charge: "Tribute 1 Normal Monster you control: destroy 1 monster your opponent
    controls." An Effect Monster (Sangan) cannot pay it."""
    game = game_of([{"hand": ["Order to Charge"], "monsters": ["Battle Ox"]},
                    {"monsters": ["Summoned Skull"]}])
    answer(game, action="activate", name="Order to Charge")  # Battle Ox → Summoned Skull
    settle(game)
    f = game.facts()
    assert f["monsters.1"] == [] and "Battle Ox" in f["gy.0"]
    game = game_of([{"hand": ["Order to Charge"], "monsters": ["Sangan"]},
                    {"monsters": ["Summoned Skull"]}])
    assert not options(game, action="activate", name="Order to Charge")


def test_special_hurricane_destroys_only_special_summoned_monsters() -> None:
    """Special Hurricane: "Discard 1 card. Destroy all Special Summoned monsters on the field."
    A Monster Reborn revival dies; a Normal Summoned / set-up monster stays."""
    game = game_of([{"hand": ["Monster Reborn", "Special Hurricane", "Sangan"],
                     "monsters": ["Battle Ox"]},
                    {"gy": ["Summoned Skull"], "monsters": ["Mystical Elf"]}])
    answer(game, action="activate", name="Monster Reborn")  # its only target: Summoned Skull
    settle(game)
    _atk(game)
    settle(game)
    assert "Summoned Skull" in game.facts()["monsters.0"]
    answer(game, action="activate", name="Special Hurricane")  # discards Sangan, the only card
    settle(game)
    f = game.facts()
    assert f["monsters.0"] == ["Battle Ox"] and f["monsters.1"] == ["Mystical Elf"]
    assert "Summoned Skull" in f["gy.1"] and "Sangan" in f["gy.0"]


def test_chaos_end_needs_seven_banished() -> None:
    """Chaos End: "Activate only while 7 or more of your cards are removed from play. Destroy all
    monsters on the field." """
    seven = ["Sangan"] * 7
    game = game_of([{"hand": ["Chaos End"], "banished": seven, "monsters": ["Battle Ox"]},
                    {"monsters": ["Summoned Skull"]}])
    activate(game, "Chaos End")
    f = game.facts()
    assert f["monsters.0"] == [] and f["monsters.1"] == []
    game = game_of([{"hand": ["Chaos End"], "banished": seven[:6]}, {"monsters": ["Battle Ox"]}])
    assert not options(game, action="activate", name="Chaos End")


def test_inferno_fire_blast_burns_original_atk_and_rests_the_dragon() -> None:
    """Inferno Fire Blast: "Your opponent takes damage equal to the original ATK of 1 "Red-Eyes B.
    Dragon" you control; it cannot attack this turn." 2400 damage; no attack afterwards."""
    game = game_of([{"hand": ["Inferno Fire Blast"], "monsters": ["Red-Eyes B. Dragon"]}, {}])
    activate(game, "Inferno Fire Blast")
    assert game.facts()["lp.1"] == LP - 2400
    answer(game, action="to_battle")
    settle(game)
    assert not options(game, action="attack")


def test_gift_of_the_martyr_passes_on_original_atk() -> None:
    """Gift of the Martyr: "Tribute 1 monster: 1 face-up monster you control gains ATK equal to
    the Tributed monster's original ATK until the End Phase."
    Battle Ox (1700) → Sangan 1000+1700."""
    game = game_of([{"hand": ["Gift of the Martyr"], "monsters": ["Battle Ox", "Sangan"]}, {}])
    answer(game, action="activate", name="Gift of the Martyr")
    answer(game, name="Battle Ox")
    settle(game)
    answer(game, name="Sangan") if options(game, name="Sangan") else None
    settle(game)
    f = game.facts()
    assert f["monsters.0"] == ["Sangan"] and f["mzone.0.1.atk"] == 2700


def test_monster_recovery_redraws_the_returned_count() -> None:
    """Monster Recovery: "Return 1 monster you control and every card in your hand to the Deck,
    shuffle it, then draw as many cards as you returned." 1 monster + 2 cards → 3 drawn."""
    game = game_of([{"hand": ["Monster Recovery", "Sangan", "Kuriboh"],
                     "monsters": ["Battle Ox"], "deck": ["Mystical Elf"] * 5}, {}])
    activate(game, "Monster Recovery")
    f = game.facts()
    assert f["monsters.0"] == [] and f["hand_count.0"] == 3 and f["deck_count.0"] == 5


def test_lighten_the_load_trades_a_level_7() -> None:
    """Lighten the Load: "Shuffle 1 Level 7 or higher monster from your hand into your Deck, then
    draw 1 card." Only a Level 7+ card may go."""
    game = game_of([{"hand": ["Lighten the Load", "Summoned Skull", "Dark Magician"],
                     "deck": ["Sangan"]}, {}])
    answer(game, action="activate", name="Lighten the Load")
    settle(game)
    # Dark Magician (Level 7) is the only card it may take: Summoned Skull is Level 6
    f = game.facts()
    assert "Summoned Skull" in f["hand.0"] and f["hand_count.0"] == 2 and f["deck_count.0"] == 1


def test_primal_seed_needs_an_envoy() -> None:
    """Primal Seed: "Activate only while you control a face-up "Black Luster Soldier - Envoy of the
    Beginning" or "Chaos Emperor Dragon - Envoy of the End": add 2 of your removed-from-play cards
    to your hand." """
    game = game_of([{"hand": ["Primal Seed"], "banished": ["Sangan", "Kuriboh"],
                     "monsters": ["Black Luster Soldier - Envoy of the Beginning"]}, {}])
    activate(game, "Primal Seed")
    assert sorted(game.facts()["hand.0"]) == ["Kuriboh", "Sangan"]
    game = game_of([{"hand": ["Primal Seed"], "banished": ["Sangan", "Kuriboh"],
                     "monsters": ["Battle Ox"]}, {}])
    assert not options(game, action="activate", name="Primal Seed")


# --- goat5_equips.py ----------------------------------------------------------------------------


def _equipped(card: str, player: int = 0, zone: int = 0) -> dict[str, object]:
    return {"card": card, "face_up": True, "equip_to": {"player": player, "zone": zone}}


def test_dragonic_attack_makes_a_warrior_a_dragon() -> None:
    """Dragonic Attack: "Equip only to a Warrior-Type monster. It becomes Dragon-Type and gains 500
    ATK and DEF." Celtic Guardian 1400/1200 → 1900/1700, and Dragon-Type (Dragon Capture Jar's
    Dragon-only lock would now hold it); a Beast-Warrior cannot take it."""
    game = game_of([{"hand": ["Dragonic Attack"], "monsters": ["Celtic Guardian"]}, {}])
    activate(game, "Dragonic Attack")
    f = game.facts()
    assert (f["mzone.0.0.atk"], f["mzone.0.0.def"]) == (1900, 1700)
    g = game.g
    m = g.mz[0][0]
    from cardtable.ygo.cards import constants as C
    assert g.race(m) == C.RACE_BY_NAME["Dragon"]
    game = game_of([{"hand": ["Dragonic Attack"], "monsters": ["Battle Ox"]}, {}])
    assert not options(game, action="activate", name="Dragonic Attack")


def test_raregold_armor_draws_every_attack() -> None:
    """Raregold Armor: "Your opponent cannot select another monster as an attack target except the
    monster equipped with this card." Seat 1 may attack Mystical Elf only, not Battle Ox."""
    game = game_of([{"monsters": ["Battle Ox", "Mystical Elf"],
                     "spells": [_equipped("Raregold Armor", 0, 1)]},
                    {"monsters": ["Summoned Skull"]}], turn=4, turn_player=1, phase="battle")
    assert options(game, action="attack", target_name="Mystical Elf")
    assert not options(game, action="attack", target_name="Battle Ox")


def test_fuhma_shuriken_burns_700_when_it_leaves() -> None:
    """Fuhma Shuriken: "Equip only to a "Ninja" monster: it gains 700 ATK. When this card is sent
    from the field to the Graveyard, your opponent takes 700 damage." """
    game = game_of([{"hand": ["Fuhma Shuriken"], "monsters": ["Ninja Grandmaster Sasuke"]},
                    {"hand": ["Mystical Space Typhoon"]}])
    answer(game, action="activate", name="Fuhma Shuriken")
    settle(game)
    assert game.facts()["mzone.0.0.atk"] == 1800 + 700
    game = game_of([{"hand": ["Fuhma Shuriken"], "monsters": ["Battle Ox"]}, {}])
    assert not options(game, action="activate", name="Fuhma Shuriken")
    game = game_of([{"monsters": ["Ninja Grandmaster Sasuke"],
                     "spells": [_equipped("Fuhma Shuriken")]},
                    {"hand": ["Mystical Space Typhoon"]}], turn=4, turn_player=1)
    answer(game, action="activate", name="Mystical Space Typhoon")
    settle(game)
    answer(game, name="Fuhma Shuriken") if options(game, name="Fuhma Shuriken") else None
    settle(game)
    assert game.facts()["lp.1"] == LP - 700


def test_butterfly_dagger_elma_returns_when_destroyed() -> None:
    """Butterfly Dagger - Elma: "+300 ATK. When this card is destroyed and sent to the Graveyard,
    you may return it to your hand." """
    game = game_of([{"monsters": ["Battle Ox"], "spells": [_equipped("Butterfly Dagger - Elma")]},
                    {"hand": ["Mystical Space Typhoon"]}], turn=4, turn_player=1)
    assert game.facts()["mzone.0.0.atk"] == 2000
    answer(game, action="activate", name="Mystical Space Typhoon")
    settle(game)
    answer(game, action="trigger")
    settle(game)
    assert game.facts()["hand.0"] == ["Butterfly Dagger - Elma"]


def _standby(game: YgoGame) -> None:
    """From the Draw Phase into the Standby Phase's effects, nobody chaining."""
    settle(game)


def test_stim_pack_wears_off_by_200_each_standby() -> None:
    """Stim-Pack: "The equipped monster gains 700 ATK. During each of your Standby Phases this
    bonus drops by 200." One Standby Phase: Battle Ox 1700 + 500."""
    game = game_of([{"monsters": ["Battle Ox"], "spells": [_equipped("Stim-Pack")]}, {}])
    assert game.facts()["mzone.0.0.atk"] == 2400
    game = game_of([{"monsters": ["Battle Ox"], "spells": [_equipped("Stim-Pack")]}, {}],
                   phase="draw")
    _standby(game)
    assert game.facts()["mzone.0.0.atk"] == 2200


def test_germ_infection_saps_300_each_standby() -> None:
    """Germ Infection: "Equip only to a non-Machine-Type monster. During each of your Standby
    Phases the equipped monster loses 300 ATK." (the equip's controller's Standby Phase)"""
    game = game_of([{"spells": [_equipped("Germ Infection", 1)]}, {"monsters": ["Battle Ox"]}],
                   phase="draw")
    _standby(game)
    assert game.facts()["mzone.1.0.atk"] == 1400
    game = game_of([{"hand": ["Germ Infection"]}, {"monsters": ["Jinzo #7"]}])
    assert not options(game, action="activate", name="Germ Infection")


def test_mask_of_the_accursed_stops_attacks_and_burns_its_controller() -> None:
    """Mask of the Accursed: "The equipped monster cannot attack. During each Standby Phase of the
    equipped monster's controller, that player takes 500 damage." """
    game = game_of([{"spells": [_equipped("Mask of the Accursed", 1)]},
                    {"monsters": ["Battle Ox"]}], turn=4, turn_player=1, phase="draw")
    _standby(game)
    assert game.facts()["lp.1"] == LP - 500
    answer(game, action="to_battle")
    settle(game)
    assert not options(game, action="attack", name="Battle Ox")


# --- goat5_continuous.py ------------------------------------------------------------------------


def _face_up(card: str) -> dict[str, object]:
    return {"card": card, "face_up": True}


def test_spell_absorption_gains_500_per_resolved_spell() -> None:
    """Spell Absorption: "Each time a Spell Card is activated, gain 500 Life Points after it
    resolves." Pot of Greed → +500."""
    game = game_of([{"hand": ["Pot of Greed"], "spells": [_face_up("Spell Absorption")],
                     "deck": ["Sangan", "Kuriboh"]}, {}])
    activate(game, "Pot of Greed")
    assert game.facts()["lp.0"] == LP + 500


def test_dd_borderline_bans_the_battle_phase_without_spells_in_the_graveyard() -> None:
    """D.D. Borderline: "While there is no Spell Card in your Graveyard, neither player can
    conduct a Battle Phase." With a Spell in the Graveyard, battle is back."""
    game = game_of([{"monsters": ["Battle Ox"], "spells": [_face_up("D.D. Borderline")]}, {}])
    assert not options(game, action="to_battle")
    game = game_of([{"monsters": ["Battle Ox"], "spells": [_face_up("D.D. Borderline")],
                     "gy": ["Pot of Greed"]}, {}])
    assert options(game, action="to_battle")


def test_sanctuary_in_the_sky_spares_the_fairys_controller() -> None:
    """The Sanctuary in the Sky: "Battle damage to the controller of a Fairy-Type monster from a
    battle involving it becomes 0." Shining Angel (Fairy, 1400) in Attack Position loses to
    Summoned Skull (2500) and its controller takes no damage."""
    game = game_of([{"monsters": ["Summoned Skull"]},
                    {"monsters": ["Shining Angel"], "field": _face_up("The Sanctuary in the Sky")}],
                   phase="battle")
    answer(game, action="attack", name="Summoned Skull")
    settle(game)
    f = game.facts()
    assert f["lp.1"] == LP and "Shining Angel" in f["gy.1"]


def test_recycle_puts_a_card_at_the_deck_bottom_once_per_turn() -> None:
    """Recycle: "Once per turn, you may pay 300 Life Points to return 1 card from your Graveyard to
    the bottom of your Deck." """
    game = game_of([{"spells": [_face_up("Recycle")], "gy": ["Sangan"],
                     "deck": ["Kuriboh"]}, {}])
    answer(game, action="activate", name="Recycle")
    settle(game)
    f = game.facts()
    assert f["lp.0"] == LP - 300 and f["gy.0"] == [] and f["deck_top.0"] == "Kuriboh"
    assert f["deck_count.0"] == 2
    assert not options(game, action="activate", name="Recycle")


def test_call_of_the_mummy_needs_an_empty_field() -> None:
    """Call of the Mummy: "Once per turn, while you control no monsters, you may Special Summon 1
    Zombie-Type monster from your hand." """
    game = game_of([{"spells": [_face_up("Call of the Mummy")], "hand": ["Pyramid Turtle"]}, {}])
    answer(game, action="activate", name="Call of the Mummy")
    settle(game)
    _atk(game)
    assert game.facts()["monsters.0"] == ["Pyramid Turtle"]
    game = game_of([{"spells": [_face_up("Call of the Mummy")], "hand": ["Pyramid Turtle"],
                     "monsters": ["Battle Ox"]}, {}])
    assert not options(game, action="activate", name="Call of the Mummy")


def test_dark_snake_syndrome_doubles() -> None:
    """Dark Snake Syndrome: "During each of your Standby Phases, both players take 300 damage; the
    damage doubles each time after the first." First Standby Phase: 300 each."""
    game = game_of([{"spells": [_face_up("Dark Snake Syndrome")]}, {}], phase="draw")
    _standby(game)
    f = game.facts()
    assert (f["lp.0"], f["lp.1"]) == (LP - 300, LP - 300)


def test_final_countdown_wins_after_20_turns() -> None:
    """Final Countdown: "Pay 2000 Life Points. When 20 turns have passed, counting the turn you
    activate this card as the 1st, you win the Duel." Activated on turn 3, the 20th counted turn
    is turn 22: its End Phase ends the duel for the activator; turn 21's does not."""
    game = game_of([{"hand": ["Final Countdown"]}, {}])
    activate(game, "Final Countdown")
    assert game.facts()["lp.0"] == LP - 2000
    game.g.turn = 21  # jump ahead: the count is read from the activation's public mark
    answer(game, action="to_end")
    settle(game)
    assert not game.facts()["over"]
    game = game_of([{"hand": ["Final Countdown"]}, {}])
    activate(game, "Final Countdown")
    game.g.turn = 22
    answer(game, action="to_end")
    settle(game)
    f = game.facts()
    assert f["over"] and f["winners"] == [0]


# --- goat5_stat_spells.py -----------------------------------------------------------------------


def test_big_march_counts_your_beasts() -> None:
    """The Big March of Animals: "Every Beast-Type monster you control gains 200 ATK for each
    Beast-Type monster you control, until the End Phase." 2 Beasts → +400 each."""
    game = game_of([{"hand": ["The Big March of Animals"],
                     "monsters": ["Silver Fang", "Silver Fang", "Battle Ox"]}, {}])
    activate(game, "The Big March of Animals")
    f = game.facts()
    assert (f["mzone.0.0.atk"], f["mzone.0.1.atk"], f["mzone.0.2.atk"]) == (1600, 1600, 1700)


def test_thousand_energy_pumps_then_destroys_level_2_normals() -> None:
    """Thousand Energy: "The original ATK and DEF of every Level 2 Normal Monster you control rise
    by 1000. In this turn's End Phase, destroy every Level 2 Normal Monster you control." """
    game = game_of([{"hand": ["Thousand Energy"],
                     "monsters": ["Hitotsu-Me Giant", "Basic Insect"]}, {}])
    activate(game, "Thousand Energy")
    f = game.facts()
    assert f["mzone.0.1.atk"] == 500 + 1000 and f["mzone.0.0.atk"] == 1200
    answer(game, action="to_end")
    settle(game)
    f = game.facts()
    assert f["monsters.0"] == ["Hitotsu-Me Giant"] and "Basic Insect" in f["gy.0"]


def test_triangle_power_level_1_normals() -> None:
    """Triangle Power: "Every Level 1 Normal Monster you control gains 2000 ATK and DEF; in the End
    Phase they are destroyed." A Level 1 Effect Monster (Kuriboh) is not."""
    game = game_of([{"hand": ["Triangle Power"], "monsters": ["Kuriboh"]}, {}])
    assert not options(game, action="activate", name="Triangle Power")
    game = game_of([{"hand": ["Triangle Power"], "monsters": ["Thousand-Eyes Idol", "Kuriboh"]},
                    {}])
    activate(game, "Triangle Power")
    f = game.facts()
    assert (f["mzone.0.0.atk"], f["mzone.0.0.def"], f["mzone.0.1.atk"]) == (2000, 2000, 300)


def test_delta_attacker_three_same_name_normals_attack_directly() -> None:
    """Delta Attacker: "Activate only while you control 3 face-up Normal Monsters with the same
    name. This turn they can attack your opponent directly." """
    game = game_of([{"hand": ["Delta Attacker"], "monsters": ["Battle Ox"] * 3},
                    {"monsters": ["Summoned Skull"]}])
    activate(game, "Delta Attacker")
    answer(game, action="to_battle")
    settle(game)
    assert options(game, action="attack", name="Battle Ox", target=-1)
    game = game_of([{"hand": ["Delta Attacker"], "monsters": ["Battle Ox"] * 2}, {}])
    assert not options(game, action="activate", name="Delta Attacker")


# --- goat5_tokens.py ----------------------------------------------------------------------------


def test_multiplication_of_ants_two_untributable_tokens() -> None:
    """Multiplication of Ants: "Tribute 1 Insect-Type monster you control: Special Summon 2 "Army
    Ant Tokens" (Insect-Type/EARTH/Level 4/ATK 500/DEF 1200) in Defense Position. They cannot be
    Tributed for a Tribute Summon." Summoned Skull (Level 6) then has no Tribute Summon."""
    game = game_of([{"hand": ["Multiplication of Ants", "Summoned Skull"],
                     "monsters": ["Insect Knight"]}, {}])
    activate(game, "Multiplication of Ants")
    f = game.facts()
    assert f["monsters.0"] == ["Army Ant Token", "Army Ant Token"]
    assert (f["mzone.0.0.pos"], f["mzone.0.0.atk"], f["mzone.0.0.def"]) == ("def", 500, 1200)
    assert "Insect Knight" in f["gy.0"]
    assert not options(game, action="summon", name="Summoned Skull")
    game = game_of([{"hand": ["Multiplication of Ants"], "monsters": ["Battle Ox"]}, {}])
    assert not options(game, action="activate", name="Multiplication of Ants")


def test_stray_lambs_bars_other_summons_that_turn() -> None:
    """Stray Lambs: "Special Summon 2 "Lamb Tokens" (Beast-Type/EARTH/Level 1/ATK 0/DEF 0) in
    Defense Position. You cannot Summon any other monster during the turn you activate this
    card." Battle Ox can no longer be Normal Summoned."""
    game = game_of([{"hand": ["Stray Lambs", "Battle Ox"]}, {}])
    assert options(game, action="summon", name="Battle Ox")
    activate(game, "Stray Lambs")
    f = game.facts()
    assert f["monsters.0"] == ["Lamb Token", "Lamb Token"] and f["mzone.0.1.pos"] == "def"
    assert not options(game, action="summon", name="Battle Ox")


# --- goat5_revival_equips.py, goat5_peeks.py, batch 4 equips and Ectoplasmer ---------------------


def test_autonomous_action_unit_revives_from_the_opponents_graveyard() -> None:
    """Autonomous Action Unit: "Pay 1500 Life Points. Special Summon 1 monster from your opponent's
    Graveyard to your field in Attack Position and equip it with this card. When this card is
    destroyed, destroy the equipped monster." """
    game = game_of([{"hand": ["Autonomous Action Unit"]},
                    {"gy": ["Summoned Skull"], "hand": ["Mystical Space Typhoon"]}])
    activate(game, "Autonomous Action Unit")
    f = game.facts()
    assert f["lp.0"] == LP - 1500 and f["monsters.0"] == ["Summoned Skull"]
    assert f["mzone.0.0.pos"] == "atk" and f["spells.0"] == ["Autonomous Action Unit"]


def test_re_fusion_revives_a_fusion_and_dies_with_it() -> None:
    """Re-Fusion: "Pay 800 Life Points. Special Summon 1 Fusion Monster from your Graveyard in
    face-up Attack Position and equip it with this card. When this card is destroyed, destroy the
    equipped monster." (a Fusion Monster never properly summoned cannot be revived)."""
    game = game_of([{"hand": ["Re-Fusion"], "gy": ["Gaia the Dragon Champion"]}, {}])
    assert not options(game, action="activate", name="Re-Fusion")  # never Fusion Summoned
    # a Fusion Monster that was on the field (properly summoned) and was destroyed can come back
    game = game_of([{"hand": ["Dark Hole", "Re-Fusion"],
                     "monsters": ["Gaia the Dragon Champion"]}, {}])
    activate(game, "Dark Hole")
    activate(game, "Re-Fusion")
    f = game.facts()
    assert f["lp.0"] == LP - 800 and f["monsters.0"] == ["Gaia the Dragon Champion"]
    assert f["szone.0.0.equip"] == "Gaia the Dragon Champion"


def test_horn_of_light_goes_back_on_top_for_500() -> None:
    """Horn of Light: "The equipped monster gains 800 DEF. When this card is sent from the field to
    the Graveyard, you can pay 500 Life Points to place it on top of your Deck." """
    game = game_of([{"monsters": ["Battle Ox"], "spells": [_equipped("Horn of Light")],
                     "deck": ["Sangan"]}, {"hand": ["Mystical Space Typhoon"]},
                    ], turn=4, turn_player=1)
    assert game.facts()["mzone.0.0.def"] == 1000 + 800
    answer(game, action="activate", name="Mystical Space Typhoon")
    settle(game)
    answer(game, action="trigger")
    settle(game)
    f = game.facts()
    assert f["deck_top.0"] == "Horn of Light" and f["lp.0"] == LP - 500


def test_rod_of_the_minds_eye_makes_battle_damage_1000() -> None:
    """Rod of the Mind's Eye: "Battle damage the equipped monster inflicts to your opponent becomes
    1000." Summoned Skull attacks directly: 1000, not 2500."""
    rod = _equipped("Rod of the Mind's Eye")
    game = game_of([{"monsters": ["Summoned Skull"], "spells": [rod]}, {}], phase="battle")
    answer(game, action="attack", name="Summoned Skull")
    settle(game)
    assert game.facts()["lp.1"] == LP - 1000


def test_ectoplasmer_tributes_for_half_the_original_atk() -> None:
    """Ectoplasmer: "During each player's End Phase, that player Tributes 1 face-up monster they
    control; their opponent takes damage equal to half its original ATK." Battle Ox → 850."""
    game = game_of([{"monsters": ["Battle Ox"], "spells": [_face_up("Ectoplasmer")]}, {}])
    answer(game, action="to_end")
    settle(game)
    f = game.facts()
    assert f["lp.1"] == LP - 850 and "Battle Ox" in f["gy.0"]


def test_fengsheng_mirror_discards_a_spirit_seen_only_by_the_activator() -> None:
    """Fengsheng Mirror: "Look at your opponent's hand and discard 1 Spirit monster from it." The
    spectator's log never names the other hand card."""
    game = game_of([{"hand": ["Fengsheng Mirror"]}, {"hand": ["Susa Soldier", "Sangan"]}])
    activate(game, "Fengsheng Mirror")
    f = game.facts()
    assert f["hand.1"] == ["Sangan"] and "Susa Soldier" in f["gy.1"]
    assert "Sangan" not in str(game.events(-1))


def test_senri_eye_shows_the_top_card_to_its_player_only() -> None:
    """Senri Eye: "During your Standby Phase, you can pay 100 Life Points to look at the top card
    of your opponent's Deck." Seat 0 sees it; seat 1 and spectators only see that a look
    happened."""
    game = game_of([{"spells": [_face_up("Senri Eye")]}, {"deck": ["Sangan", "Jinzo"]}],
                   phase="draw")
    settle(game)
    answer(game, action="trigger")
    settle(game)
    assert game.facts()["lp.0"] == LP - 100
    # the top card (listed first) is Sangan
    assert "Sangan" in str(game.events(0)) and "Sangan" not in str(game.events(1))
    assert "Sangan" not in str(game.events(-1))


# --- batch 5 ------------------------------------------------------------------------------------


def test_mustering_of_the_dark_scorpions_needs_don_zaloog() -> None:
    """Mustering of the Dark Scorpions: "Activate only while you control a face-up "Don Zaloog".
    Special Summon any number of "Dark Scorpion" monsters with different names from your hand."
    Two Burglars and one Cliff: at most one Burglars comes out with the Cliff."""
    game = game_of([{"hand": ["Mustering of the Dark Scorpions", "Dark Scorpion Burglars",
                              "Dark Scorpion Burglars", "Dark Scorpion - Cliff the Trap Remover"],
                     "monsters": ["Don Zaloog"]}, {}])
    answer(game, action="activate", name="Mustering of the Dark Scorpions")
    settle(game)
    assert len(options(game, name="Dark Scorpion Burglars")) == 1  # one per name is offered
    answer(game, name="Dark Scorpion Burglars")
    answer(game, name="Dark Scorpion - Cliff the Trap Remover")
    if options(game, action="done"):
        answer(game, action="done")
    _atk(game)
    f = game.facts()
    assert sorted(f["monsters.0"]) == ["Dark Scorpion - Cliff the Trap Remover",
                                       "Dark Scorpion Burglars", "Don Zaloog"]
    assert f["hand.0"] == ["Dark Scorpion Burglars"]
    game = game_of([{"hand": ["Mustering of the Dark Scorpions", "Dark Scorpion Burglars"]}, {}])
    assert not options(game, action="activate", name="Mustering of the Dark Scorpions")


def test_enchanting_fitting_room_summons_small_normals_of_the_top_4() -> None:
    """Enchanting Fitting Room: "Pay 800 Life Points. Pick up the top 4 cards of your Deck ...
    Special Summon every Level 3 or lower Normal Monster among them, then shuffle the other cards
    back into your Deck." Basic Insect (Level 2 Normal) comes; Sangan (Effect) and Battle Ox
    (Level 4) go back; the 5th card is not picked up."""
    game = game_of([{"hand": ["Enchanting Fitting Room"],
                     "deck": ["Basic Insect", "Sangan", "Battle Ox", "Pot of Greed",
                              "Basic Insect"]}, {}])
    answer(game, action="activate", name="Enchanting Fitting Room")
    settle(game)
    _atk(game)
    f = game.facts()
    assert f["lp.0"] == LP - 800 and f["monsters.0"] == ["Basic Insect"]
    assert f["deck_count.0"] == 4


def test_frontline_base_summons_a_small_union() -> None:
    """Frontline Base: "Once per turn, during your Main Phase, you can Special Summon 1 Level 4 or
    lower Union Monster from your hand." Pitch-Dark Dragon (Level 3 Union) comes out, only once a
    turn; Kiryu (Level 5 Union) is never offered."""
    game = game_of([{"spells": [_face_up("Frontline Base")],
                     "hand": ["Pitch-Dark Dragon", "Pitch-Dark Dragon"]}, {}])
    answer(game, action="activate", name="Frontline Base")
    settle(game)
    _summon_pick(game, "Pitch-Dark Dragon")
    assert game.facts()["monsters.0"] == ["Pitch-Dark Dragon"]
    assert not options(game, action="activate", name="Frontline Base")
    game = game_of([{"spells": [_face_up("Frontline Base")], "hand": ["Kiryu"]}, {}])
    assert not options(game, action="activate", name="Frontline Base")


def test_two_man_cell_battle_lets_the_turn_player_summon_at_the_end() -> None:
    """Two-Man Cell Battle: "During each player's End Phase, the turn player can Special Summon 1
    Level 4 Normal Monster from their hand." Seat 1 owns the card; seat 0 (the turn player) is
    the one asked, and summons Battle Ox."""
    game = game_of([{"hand": ["Battle Ox"]}, {"spells": [_face_up("Two-Man Cell Battle")]}])
    answer(game, action="to_end")
    settle(game)
    d = game.pending()
    assert d is not None and d.seat == 0
    answer(game, action="yes")
    _atk(game)  # Battle Ox, the only candidate, is picked without asking
    settle(game)
    assert game.facts()["monsters.0"] == ["Battle Ox"]
    # hidden information: the turn player is asked even with no Level 4 Normal Monster in hand
    game = game_of([{"hand": ["Sangan"]}, {"spells": [_face_up("Two-Man Cell Battle")]}])
    answer(game, action="to_end")
    settle(game)
    d = game.pending()
    assert d is not None and d.seat == 0 and options(game, action="no")


def test_final_ritual_of_the_ancients_summons_reshef() -> None:
    """Final Ritual of the Ancients: "Used to Ritual Summon "Reshef the Dark Being": Tribute
    monsters from your hand or your side of the field whose Levels add up to 8 or more." """
    game = game_of([{"hand": ["Final Ritual of the Ancients", "Reshef the Dark Being",
                              "Summoned Skull", "Battle Ox"]}, {}])
    answer(game, action="activate", name="Final Ritual of the Ancients")
    settle(game)
    for _ in range(6):
        for n in ("Reshef the Dark Being", "Summoned Skull", "Battle Ox"):
            if options(game, name=n):
                answer(game, name=n)
                break
        else:
            if options(game, action="done"):
                answer(game, action="done")
            _atk(game)
    settle(game)
    f = game.facts()
    assert f["monsters.0"] == ["Reshef the Dark Being"]
    assert {"Summoned Skull", "Battle Ox"} <= set(f["gy.0"])


def test_super_rejuvenation_draws_for_spent_dragons() -> None:
    """Super Rejuvenation: "During the End Phase of the turn you activate this card, draw 1 card
    for each Dragon-Type monster you discarded or Tributed during this turn." A Dragon discarded
    for Lightning Vortex's cost → 1 card in the End Phase."""
    game = game_of([{"hand": ["Super Rejuvenation", "Lightning Vortex", "Red-Eyes B. Dragon"],
                     "deck": ["Sangan", "Kuriboh"]}, {"monsters": ["Battle Ox"]}])
    answer(game, action="activate", name="Lightning Vortex")
    answer(game, name="Red-Eyes B. Dragon")  # its discard cost
    settle(game)
    assert "Red-Eyes B. Dragon" in game.facts()["gy.0"]
    activate(game, "Super Rejuvenation")
    assert game.facts()["hand_count.0"] == 0
    answer(game, action="to_end")
    settle(game)
    assert game.facts()["hand_count.0"] == 1


def test_graveyard_in_the_fourth_dimension_returns_two_lv_monsters() -> None:
    """The Graveyard in the Fourth Dimension: "Select 2 "LV" monsters in your Graveyard and return
    them to your Deck." Sangan is no LV monster."""
    game = game_of([{"hand": ["The Graveyard in the Fourth Dimension"],
                     "gy": ["Armed Dragon LV3", "Armed Dragon LV5", "Sangan"]}, {}])
    activate(game, "The Graveyard in the Fourth Dimension")
    f = game.facts()
    assert "Sangan" in f["gy.0"] and "Armed Dragon LV3" not in f["gy.0"]
    assert f["deck_count.0"] == 12
    game = game_of([{"hand": ["The Graveyard in the Fourth Dimension"],
                     "gy": ["Armed Dragon LV3", "Sangan"]}, {}])
    assert not options(game, action="activate", name="The Graveyard in the Fourth Dimension")


def test_mirage_of_nightmare_draws_then_discards() -> None:
    """Mirage of Nightmare: "During your opponent's Standby Phase, draw until you have 4 cards in
    your hand. During your next Standby Phase, discard at random as many cards as you drew."
    Empty hand → 4 drawn in the opponent's Standby Phase."""
    game = game_of([{"spells": [_face_up("Mirage of Nightmare")], "deck": ["Sangan"] * 6}, {}],
                   turn=4, turn_player=1, phase="draw")
    _standby(game)
    assert game.facts()["hand_count.0"] == 4


def test_kaiser_colosseum_caps_the_opponents_monsters() -> None:
    """Kaiser Colosseum: "While you control a monster, your opponent cannot place more monsters on
    their side of the field than the number of monsters you control." Seat 1 (1 monster, the
    Colosseum) stops seat 0, who already has 1, from summoning a second."""
    game = game_of([{"hand": ["Battle Ox"], "monsters": ["Sangan"]},
                    {"monsters": ["Kuriboh"], "spells": [_face_up("Kaiser Colosseum")]}])
    assert not options(game, action="summon", name="Battle Ox")
    game = game_of([{"hand": ["Battle Ox"]},
                    {"monsters": ["Kuriboh"], "spells": [_face_up("Kaiser Colosseum")]}])
    assert options(game, action="summon", name="Battle Ox")


def test_jade_insect_whistle_opponent_stacks_an_insect_unseen() -> None:
    """Jade Insect Whistle: "Your opponent selects 1 Insect-Type monster from their Deck, shuffles
    the Deck and places that monster on top of it." The opponent picks; the activator's log and
    the spectator's never name the picked card."""
    game = game_of([{"hand": ["Jade Insect Whistle"]},
                    {"deck": ["Sangan", "Battle Ox", "Insect Knight", "Basic Insect"]}])
    answer(game, action="activate", name="Jade Insect Whistle")
    settle(game)
    d = game.pending()
    assert d is not None and d.seat == 1
    answer(game, name="Insect Knight")
    settle(game)
    assert game.facts()["deck_top.1"] == "Insect Knight"
    assert "Insect Knight" not in str(game.events(0)) + str(game.events(-1))


# --- batch 7 ------------------------------------------------------------------------------------


def test_ekibyo_drakmord_stops_and_later_kills_an_opponents_monster() -> None:
    """Ekibyo Drakmord: "Equip only to a monster your opponent controls. The equipped monster
    cannot attack. During your second Standby Phase after activation, destroy the equipped
    monster." One Standby Phase passed already (the card's count is 1): the next one kills."""
    game = game_of([{"hand": ["Ekibyo Drakmord"], "monsters": ["Sangan"]},
                    {"monsters": ["Battle Ox"]}])
    answer(game, action="activate", name="Ekibyo Drakmord")
    settle(game)
    answer(game, name="Battle Ox") if options(game, name="Battle Ox") else None
    settle(game)
    assert game.facts()["szone.0.0.equip"] == "Battle Ox"
    game = game_of([{"spells": [_equipped("Ekibyo Drakmord", 1)]}, {"monsters": ["Battle Ox"]}],
                   turn=4, turn_player=1, phase="battle")
    assert not options(game, action="attack", name="Battle Ox")
    game = game_of([{"spells": [{**_equipped("Ekibyo Drakmord", 1), "counter": 1}]},
                    {"monsters": ["Battle Ox"]}], phase="draw")
    _standby(game)
    assert game.facts()["monsters.1"] == []


def test_tailor_of_the_fickle_moves_an_equip() -> None:
    """Tailor of the Fickle: "Select 1 Equip Spell Card equipped to a monster and equip it to
    another appropriate monster." Axe of Despair moves from the opponent's Battle Ox to Sangan."""
    game = game_of([{"hand": ["Tailor of the Fickle"], "monsters": ["Sangan"]},
                    {"monsters": ["Battle Ox"], "spells": [_equipped("Axe of Despair", 1)]}])
    answer(game, action="activate", name="Tailor of the Fickle")
    answer(game, name="Sangan") if options(game, name="Sangan") else None
    settle(game)
    f = game.facts()
    assert f["szone.1.0.equip"] == "Sangan" and f["mzone.0.0.atk"] == 1000 + 1000
    assert f["mzone.1.0.atk"] == 1700


def test_card_shuffle_pays_300_once_per_turn() -> None:
    """Card Shuffle: "Once per turn, you can pay 300 Life Points to shuffle your Deck or your
    opponent's Deck." """
    game = game_of([{"spells": [_face_up("Card Shuffle")]}, {}])
    answer(game, action="activate", name="Card Shuffle")
    settle(game)
    answer(game, action="choose", value="opp")
    settle(game)
    assert game.facts()["lp.0"] == LP - 300
    assert any(e.get("kind") == "shuffle" and e.get("player") == 1 for e in game.events(-1))
    assert not options(game, action="activate", name="Card Shuffle")


def test_seven_third_copy_draws_3_and_pays_700_each() -> None:
    """"7": "When you control 3 face-up "7" cards, draw 3 cards, then destroy all of them. When
    this card is sent from the field to the Graveyard, you gain 700 Life Points." """
    game = game_of([{"hand": ["7"], "spells": [_face_up("7"), _face_up("7")],
                     "deck": ["Sangan"] * 5}, {}])
    activate(game, "7")
    while options(game, action="trigger"):  # the three "+700" triggers, in any order
        answer(game, action="trigger")
        settle(game)
    f = game.facts()
    assert f["hand_count.0"] == 3 and f["spells.0"] == [] and f["lp.0"] == LP + 3 * 700


# --- batch 8 ------------------------------------------------------------------------------------


def test_fulfillment_of_the_contract_banishes_when_destroyed() -> None:
    """Fulfillment of the Contract: "Pay 800 Life Points. Special Summon 1 Ritual Monster from your
    Graveyard and equip it with this card. When this card is destroyed, remove the equipped
    monster from play." (a Ritual Monster that was on the field, properly summoned)"""
    game = game_of([{"hand": ["Dark Hole", "Fulfillment of the Contract"],
                     "monsters": ["Reshef the Dark Being"]}, {"hand": ["Mystical Space Typhoon"]}])
    activate(game, "Dark Hole")
    activate(game, "Fulfillment of the Contract")
    f = game.facts()
    assert f["lp.0"] == LP - 800 and f["monsters.0"] == ["Reshef the Dark Being"]
    answer(game, action="to_end")
    settle(game)
    answer(game, action="activate", name="Mystical Space Typhoon")  # seat 1's turn now
    settle(game)
    while options(game, action="trigger"):
        answer(game, action="trigger")
        settle(game)
    f = game.facts()
    assert f["monsters.0"] == [] and "Reshef the Dark Being" in f["banished.0"]


def test_after_the_struggle_destroys_the_monsters_that_battled() -> None:
    """After the Struggle: "Activate only during Main Phase 1. During the End Phase of this turn,
    destroy every monster that battled this turn." Summoned Skull attacked Mystical Elf (DEF
    2000, survives); both go in the End Phase, Sangan (no battle) stays."""
    game = game_of([{"hand": ["After the Struggle"], "monsters": ["Summoned Skull", "Sangan"]},
                    {"monsters": [{"card": "Mystical Elf", "pos": "def"}]}])
    activate(game, "After the Struggle")
    answer(game, action="to_battle")
    settle(game)
    answer(game, action="attack", name="Summoned Skull")
    settle(game)
    answer(game, action="end_battle")
    settle(game)
    answer(game, action="to_end")
    settle(game)
    f = game.facts()
    assert f["monsters.0"] == ["Sangan"] and f["monsters.1"] == []
    game = game_of([{"hand": ["After the Struggle"]}, {}], phase="main2")
    assert not options(game, action="activate", name="After the Struggle")


def test_timidity_keeps_set_spells_and_traps() -> None:
    """Timidity: "Until the End Phase of your opponent's next turn, Set Spell and Trap Cards on the
    field cannot be destroyed." Heavy Storm then destroys only the face-up Continuous Spell."""
    game = game_of([{"hand": ["Timidity", "Heavy Storm"],
                     "spells": [{"card": "Mirror Force", "face_up": False}]},
                    {"spells": [{"card": "Sakuretsu Armor", "face_up": False},
                                {"card": "Recycle", "face_up": True}]}])
    activate(game, "Timidity")
    activate(game, "Heavy Storm")
    f = game.facts()
    assert f["spells.0"] == ["Mirror Force"] and f["spells.1"] == ["Sakuretsu Armor"]


# --- batch 9 ------------------------------------------------------------------------------------


def test_array_of_revealing_light_holds_back_new_monsters_of_the_type() -> None:
    """Array of Revealing Light: "Declare 1 Type. Monsters of the declared Type cannot declare an
    attack during the turn they are Normal Summoned, Flip Summoned or Special Summoned."
    Beast-Warrior declared: Battle Ox summoned this turn cannot attack; the one already on the
    field can."""
    game = game_of([{"hand": ["Array of Revealing Light", "Battle Ox"],
                     "monsters": ["Battle Ox"]}, {}])
    answer(game, action="activate", name="Array of Revealing Light")
    answer(game, action="race", race="Beast-Warrior")
    settle(game)
    answer(game, action="summon", name="Battle Ox")
    settle(game)
    answer(game, action="to_battle")
    settle(game)
    got = options(game, action="attack", name="Battle Ox")
    assert len({o["card"] for o in got}) == 1  # only the old Battle Ox


def test_fusion_sword_murasame_blade_survives_effects_while_equipped() -> None:
    """Fusion Sword Murasame Blade: "Equip only to a Warrior-Type monster. It gains 800 ATK. While
    it is equipped to a monster, this card cannot be destroyed by card effects." Heavy Storm
    leaves it on Celtic Guardian."""
    game = game_of([{"monsters": ["Celtic Guardian"],
                     "spells": [_equipped("Fusion Sword Murasame Blade")]},
                    {"hand": ["Heavy Storm"]}], turn=4, turn_player=1)
    assert game.facts()["mzone.0.0.atk"] == 1400 + 800
    activate(game, "Heavy Storm")
    assert game.facts()["spells.0"] == ["Fusion Sword Murasame Blade"]


def test_harpies_hunting_ground_boosts_and_clears_a_spell_or_trap() -> None:
    """Harpies' Hunting Ground: "When "Harpie Lady" or "Harpie Lady Sisters" is Normal Summoned or
    Special Summoned to the field, destroy 1 Spell or Trap Card on the field. Face-up Winged
    Beast-Type monsters on the field gain 200 ATK and DEF." Harpie Lady comes out at 1300+200 and
    the opponent's Set Mirror Force goes; Harpie Girl (another name) triggers nothing."""
    ground = {"card": "Harpies' Hunting Ground", "face_up": True}
    game = game_of([{"hand": ["Harpie Lady"], "field": ground},
                    {"spells": [{"card": "Mirror Force", "face_up": False}]}])
    answer(game, action="summon", name="Harpie Lady")
    settle(game)
    answer(game, action="card", **{"from": "szone"})  # the Set card (unnamed: it is face-down)
    settle(game)
    f = game.facts()
    assert f["mzone.0.0.atk"] == 1300 + 200 and f["spells.1"] == []
    game = game_of([{"hand": ["Harpie Girl"], "field": ground},
                    {"spells": [{"card": "Mirror Force", "face_up": False}]}])
    answer(game, action="summon", name="Harpie Girl")
    settle(game)
    assert game.facts()["spells.1"] == ["Mirror Force"]


def test_mask_of_dispel_burns_the_spells_controller_and_follows_it_out() -> None:
    """Mask of Dispel: "Select 1 Spell Card on the field. During each of its controller's Standby
    Phases, that player takes 500 damage. When the selected card is removed from the field,
    destroy this card." Seat 1's Recycle is selected: 500 at seat 1's Standby Phase; when
    Recycle is destroyed, the Mask goes with it."""
    game = game_of([{"hand": ["Mask of Dispel", "Mystical Space Typhoon"]},
                    {"spells": [_face_up("Recycle")]}])
    activate(game, "Mask of Dispel")
    assert game.facts()["spells.0"] == ["Mask of Dispel"]
    answer(game, action="to_end")
    settle(game)
    while game.facts()["phase"] != "main1":
        settle(game)
        if options(game, action="trigger"):
            answer(game, action="trigger")
    assert game.facts()["lp.1"] == LP - 500
    answer(game, action="to_end")
    settle(game)
    while game.facts()["phase"] != "main1":
        settle(game)
    answer(game, action="activate", name="Mystical Space Typhoon")
    answer(game, name="Recycle")
    settle(game)
    f = game.facts()
    assert f["spells.1"] == [] and f["spells.0"] == []


def test_heart_of_the_underdog_draws_again_on_a_normal_monster() -> None:
    """Heart of the Underdog: "During your Draw Phase, when you draw a Normal Monster, you can show
    it to your opponent to draw 1 more card." Battle Ox drawn → shown → Sangan drawn (an Effect
    Monster: no more). The shown card is named to the opponent; Sangan is not."""
    game = game_of([{"spells": [_face_up("Heart of the Underdog")],
                     "deck": ["Battle Ox", "Sangan", "Kuriboh"]}, {}], phase="draw")
    settle(game)
    answer(game, action="trigger")
    settle(game)
    f = game.facts()
    assert sorted(f["hand.0"]) == ["Battle Ox", "Sangan"] and f["deck_count.0"] == 1
    seen = str(game.events(1))
    assert "Battle Ox" in seen and "Sangan" not in seen


def test_monster_recovery_keeps_a_set_monster_hidden() -> None:
    """Monster Recovery returns "1 monster you control" to the Deck: a face-down one goes back
    unseen (hidden information: the engine names a face-down card leaving for the Deck only to
    its owner and controller, as it does a card from the hand)."""
    set_sangan = {"card": "Sangan", "pos": "fd_def"}
    game = game_of([{"hand": ["Monster Recovery"], "monsters": [set_sangan],
                     "deck": ["Kuriboh"] * 3}, {}])
    activate(game, "Monster Recovery")
    assert "Sangan" in str(game.events(0))
    assert "Sangan" not in str(game.events(1)) and "Sangan" not in str(game.events(-1))


def test_heart_of_the_underdog_asks_after_any_draw_phase_draw() -> None:
    """Heart of the Underdog, hidden information: the "you can show it" question comes after
    every card drawn in its player's Draw Phase, so its coming tells the opponent nothing; after
    an Effect Monster (Sangan) the activation shows and draws nothing."""
    game = game_of([{"spells": [_face_up("Heart of the Underdog")],
                     "deck": ["Sangan", "Kuriboh"]}, {}], phase="draw")
    settle(game)
    answer(game, action="trigger")
    settle(game)
    f = game.facts()
    assert f["hand.0"] == ["Sangan"] and f["deck_count.0"] == 1
    assert "Sangan" not in str(game.events(1))


def test_legendary_black_belt_burns_the_victims_def() -> None:
    """Legendary Black Belt: "Equip only to "Monk Fighter" or "Master Monk". When the equipped
    monster destroys a monster by battle and sends it to the Graveyard, your opponent takes damage
    equal to that monster's DEF." Monk Fighter (1300) destroys Celtic Guardian (DEF 1200) in
    Defense Position: 1200 damage. Battle Ox cannot wear it."""
    game = game_of([{"monsters": ["Monk Fighter"],
                     "spells": [_equipped("Legendary Black Belt")]},
                    {"monsters": [{"card": "Celtic Guardian", "pos": "def"}]}], phase="battle")
    answer(game, action="attack", name="Monk Fighter")
    settle(game)
    f = game.facts()
    assert "Celtic Guardian" in f["gy.1"] and f["lp.1"] == LP - 1200
    game = game_of([{"hand": ["Legendary Black Belt"], "monsters": ["Battle Ox"]}, {}])
    assert not options(game, action="activate", name="Legendary Black Belt")
