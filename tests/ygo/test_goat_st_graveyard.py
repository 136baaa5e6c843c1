"""Goat Spells & Traps batch 5 (``goat_st_graveyard.py``, additions to ``goat_st_burn_recover.py``,
``goat_st_sweepers.py``, ``goat_st_counter_traps.py``, ``goat_st_summon_attack_traps.py``,
``goat_st_draw_search.py``, and ``goat_st_peeks.py``, ``goat_st_quick_play.py``): each card
checked against its 2005 text (quoted); hidden cards a card looks at stay hidden from the others."""

from __future__ import annotations

import json

from tests.ygo.test_goat_st_batches import (
    LP,
    activate,
    answer,
    game_of,
    options,
    pass_while,
    settle,
)

from cardtable.ygo.game import YgoGame


def _pick_all(game: YgoGame, *names: str) -> None:
    """Pick the named cards of a multi-pick, then end it if it asks for more."""
    for n in names:
        answer(game, action="card", name=n)
    if options(game, action="done"):
        answer(game, action="done")


# --- Graveyard ---------------------------------------------------------------------------------


def test_warrior_returning_alive_takes_a_warrior_only() -> None:
    """The Warrior Returning Alive: "Choose 1 Warrior-Type monster in your Graveyard and add it
    to your hand." """
    game = game_of([{"hand": ["The Warrior Returning Alive"],
                     "gy": ["Celtic Guardian", "Mystical Elf"]}, {}])
    activate(game, "The Warrior Returning Alive")
    assert game.facts()["hand.0"] == ["Celtic Guardian"]


def test_monster_reincarnation_discards_then_returns_a_monster() -> None:
    """Monster Reincarnation: "As a cost, discard 1 card. Choose 1 monster in your Graveyard and
    add it to your hand." """
    game = game_of([{"hand": ["Monster Reincarnation", "Dark Hole"], "gy": ["Jinzo"]}, {}])
    activate(game, "Monster Reincarnation")
    f = game.facts()
    assert f["hand.0"] == ["Jinzo"] and "Dark Hole" in f["gy.0"]
    game = game_of([{"hand": ["Monster Reincarnation"], "gy": ["Jinzo"]}, {}])
    assert not options(game, action="activate", name="Monster Reincarnation")  # nothing to discard


def test_miracle_dig_needs_five_banished_monsters() -> None:
    """Miracle Dig: "only while 5 or more of your monsters are removed from play. Choose 3 of
    them; they return to your Graveyard." """
    five = ["Battle Ox", "Kuriboh", "Sangan", "Jinzo", "Mystical Elf"]
    game = game_of([{"hand": ["Miracle Dig"], "banished": five[:4]}, {}])
    assert not options(game, action="activate", name="Miracle Dig")
    game = game_of([{"hand": ["Miracle Dig"], "banished": five}, {}])
    answer(game, action="activate", name="Miracle Dig")
    _pick_all(game, "Battle Ox", "Kuriboh", "Sangan")
    settle(game)
    f = game.facts()
    assert sorted(f["banished.0"]) == ["Jinzo", "Mystical Elf"]
    assert sorted(f["gy.0"]) == ["Battle Ox", "Kuriboh", "Miracle Dig", "Sangan"]


def test_gravedigger_ghoul_and_disappear_banish_from_the_opponents_graveyard() -> None:
    """Gravedigger Ghoul: "Choose 1 or 2 monsters in your opponent's Graveyard and remove them
    from play." Disappear: "Choose 1 card in your opponent's Graveyard and remove it from
    play" (a Spell too)."""
    game = game_of([{"hand": ["Gravedigger Ghoul"], "gy": ["Sangan"]},
                    {"gy": ["Jinzo", "Sangan", "Dark Hole"]}])
    answer(game, action="activate", name="Gravedigger Ghoul")
    assert not options(game, action="card", name="Dark Hole")
    _pick_all(game, "Jinzo", "Sangan")
    settle(game)
    f = game.facts()
    assert sorted(f["banished.1"]) == ["Jinzo", "Sangan"] and f["gy.0"][0] == "Sangan"
    game = game_of([{"spells": [{"card": "Disappear", "face_up": False}]}, {"gy": ["Dark Hole"]}])
    activate(game, "Disappear")
    assert game.facts()["banished.1"] == ["Dark Hole"]


def test_ray_of_hope_shuffles_two_light_monsters_into_the_deck() -> None:
    """Ray of Hope: "Choose 2 LIGHT monsters in your Graveyard and shuffle them into your
    Deck." """
    trap = {"spells": [{"card": "Ray of Hope", "face_up": False}]}
    game = game_of([{**trap, "gy": ["Mystical Elf", "Battle Ox"]}, {}])
    assert not options(game, action="activate", name="Ray of Hope")
    game = game_of([{**trap, "gy": ["Mystical Elf", "Ojama Green", "Battle Ox"]}, {}])
    activate(game, "Ray of Hope")
    f = game.facts()
    assert f["deck_count.0"] == 12 and sorted(f["gy.0"]) == ["Battle Ox", "Ray of Hope"]


def test_backup_soldier_needs_five_monsters_and_takes_small_non_effects() -> None:
    """Backup Soldier: "only while there are 5 or more monsters in your Graveyard. Choose up to 3
    non-Effect Monsters with 1500 or less ATK ... add them to your hand" (Sangan has an effect,
    Battle Ox 1700 ATK)."""
    gy = ["Mystical Elf", "Ojama Green", "Gradius", "Sangan", "Battle Ox"]
    trap = {"spells": [{"card": "Backup Soldier", "face_up": False}]}
    game = game_of([{**trap, "gy": gy[:4]}, {}])
    assert not options(game, action="activate", name="Backup Soldier")
    game = game_of([{**trap, "gy": gy}, {}])
    answer(game, action="activate", name="Backup Soldier")
    assert not options(game, action="card", name="Sangan")
    assert not options(game, action="card", name="Battle Ox")
    _pick_all(game, "Mystical Elf", "Gradius")
    settle(game)
    assert game.facts()["hand.0"] == ["Gradius", "Mystical Elf"]


def test_rite_of_spirit_and_battery_charger_revive_their_kind() -> None:
    """Rite of Spirit: "Choose 1 "Gravekeeper's" monster in your Graveyard and Special Summon
    it." Battery Charger: "As a cost, pay 500 Life Points. Choose 1 "Batteryman" monster in your
    Graveyard and Special Summon it." (the player chooses the position)."""
    game = game_of([{"spells": [{"card": "Rite of Spirit", "face_up": False}],
                     "gy": ["Gravekeeper's Spy", "Battle Ox"]}, {}])
    activate(game, "Rite of Spirit")
    answer(game, action="choose", value=4)
    settle(game)
    f = game.facts()
    assert f["monsters.0"] == ["Gravekeeper's Spy"] and f["mzone.0.0.pos"] == "def"
    game = game_of([{"hand": ["Battery Charger"], "gy": ["Batteryman AA"]}, {}])
    activate(game, "Battery Charger")
    answer(game, action="choose", value=1)
    settle(game)
    f = game.facts()
    assert f["monsters.0"] == ["Batteryman AA"] and f["lp.0"] == LP - 500


# --- burn ----------------------------------------------------------------------------------------


def test_goblin_thief_restructer_revolution_dd_dynamite_solar_ray() -> None:
    """Goblin Thief: "500 damage and you gain 500". Restructer Revolution: "200 damage for each
    card in their hand". D.D. Dynamite: "300 damage for each of their cards removed from play".
    Solar Ray: "600 damage for each face-up LIGHT monster you control"."""
    game = game_of([{"hand": ["Goblin Thief"]}, {}])
    activate(game, "Goblin Thief")
    assert (game.facts()["lp.0"], game.facts()["lp.1"]) == (LP + 500, LP - 500)
    game = game_of([{"hand": ["Restructer Revolution"]}, {"hand": ["Kuriboh"] * 3}])
    activate(game, "Restructer Revolution")
    assert game.facts()["lp.1"] == LP - 600
    game = game_of([{"spells": [{"card": "D.D. Dynamite", "face_up": False}]},
                    {"banished": ["Kuriboh", "Sangan"]}])
    activate(game, "D.D. Dynamite")
    assert game.facts()["lp.1"] == LP - 600
    game = game_of([{"spells": [{"card": "Solar Ray", "face_up": False}],
                     "monsters": ["Mystical Elf", "Ojama Green", "Battle Ox",
                                  {"card": "Gradius", "pos": "fd_def"}]}, {}])
    activate(game, "Solar Ray")
    assert game.facts()["lp.1"] == LP - 1200


def test_rock_bombardment_sends_a_rock_from_the_deck() -> None:
    """Rock Bombardment: "As a cost, send 1 Rock-Type monster from your Deck to the Graveyard.
    Your opponent takes 500 damage." """
    trap = {"spells": [{"card": "Rock Bombardment", "face_up": False}]}
    game = game_of([{**trap, "deck": ["Battle Ox", "Kuriboh"]}, {}])
    assert not options(game, action="activate", name="Rock Bombardment")
    game = game_of([{**trap, "deck": ["Battle Ox", "Giant Soldier of Stone"]}, {}])
    activate(game, "Rock Bombardment")
    f = game.facts()
    assert f["lp.1"] == LP - 500 and "Giant Soldier of Stone" in f["gy.0"]


def test_minor_goblin_official_burns_in_the_opponents_standby_phase() -> None:
    """Minor Goblin Official: "only while your opponent has 3000 or less Life Points. During each
    of your opponent's Standby Phases, your opponent takes 500 damage." """
    game = game_of([{"spells": [{"card": "Minor Goblin Official", "face_up": False}]}, {}],
                   lp=[LP, 3001])
    assert not options(game, action="activate", name="Minor Goblin Official")
    official = {"card": "Minor Goblin Official", "face_up": True}
    game = game_of([{"spells": [official]}, {}], lp=[LP, 3000], turn=4, turn_player=1,
                   phase="draw")
    settle(game)
    assert game.facts()["lp.1"] == 2500
    game = game_of([{"spells": [official]}, {}], lp=[3000, 3000], phase="draw")
    settle(game)
    assert game.facts()["lp.0"] == 3000  # not in its controller's own Standby Phase


def test_mass_driver_tributes_for_400() -> None:
    """Mass Driver: "Tribute 1 monster you control (a cost): your opponent takes 400 damage." """
    game = game_of([{"monsters": ["Kuriboh"],
                     "spells": [{"card": "Mass Driver", "face_up": True}]}, {}])
    activate(game, "Mass Driver")
    f = game.facts()
    assert f["lp.1"] == LP - 400 and f["monsters.0"] == []


# --- removal -------------------------------------------------------------------------------------


def test_malice_dispersion_destroys_face_up_continuous_traps() -> None:
    """Malice Dispersion: "As a cost, discard 1 card. Destroy every face-up Continuous Trap Card
    on the field" (a Set one and a face-up Continuous Spell stay)."""
    game = game_of([{"hand": ["Malice Dispersion", "Kuriboh"],
                     "spells": [{"card": "Messenger of Peace", "face_up": True}]},
                    {"spells": [{"card": "Minor Goblin Official", "face_up": True},
                                {"card": "Gravity Bind", "face_up": False}]}])
    activate(game, "Malice Dispersion")
    f = game.facts()
    assert f["spells.1"] == ["Gravity Bind"] and f["spells.0"] == ["Messenger of Peace"]


def test_stamping_destruction_and_thousand_knives() -> None:
    """Stamping Destruction: "only while you control a face-up Dragon-Type monster. Destroy 1
    Spell or Trap Card on the field; its controller takes 500 damage." Thousand Knives: "only
    while you control a face-up "Dark Magician". Destroy 1 monster your opponent controls." """
    opp = {"spells": [{"card": "Gravity Bind", "face_up": False}], "monsters": ["Jinzo"]}
    game = game_of([{"hand": ["Stamping Destruction"], "monsters": ["Battle Ox"]}, opp])
    assert not options(game, action="activate", name="Stamping Destruction")
    game = game_of([{"hand": ["Stamping Destruction"], "monsters": ["Luster Dragon"]}, opp])
    activate(game, "Stamping Destruction")
    f = game.facts()
    assert f["spells.1"] == [] and f["lp.1"] == LP - 500
    game = game_of([{"hand": ["Thousand Knives"], "monsters": ["Dark Magician"]}, opp])
    activate(game, "Thousand Knives")
    assert game.facts()["monsters.1"] == []


def test_ojama_delta_hurricane_needs_all_three_ojamas() -> None:
    """Ojama Delta Hurricane!!: "only while you control face-up "Ojama Green", "Ojama Yellow" and
    "Ojama Black". Destroy every card your opponent controls." """
    opp = {"spells": [{"card": "Gravity Bind", "face_up": False}], "monsters": ["Jinzo"]}
    two = ["Ojama Green", "Ojama Yellow"]
    game = game_of([{"hand": ["Ojama Delta Hurricane!!"], "monsters": two}, opp])
    assert not options(game, action="activate", name="Ojama Delta Hurricane!!")
    game = game_of([{"hand": ["Ojama Delta Hurricane!!"], "monsters": [*two, "Ojama Black"]}, opp])
    activate(game, "Ojama Delta Hurricane!!")
    f = game.facts()
    assert f["spells.1"] == [] and f["monsters.1"] == [] and len(f["monsters.0"]) == 3


def test_eternal_rest_destroys_equipped_monsters_only() -> None:
    """Eternal Rest / Really Eternal Rest: "Destroy every monster equipped with an Equip
    Card." """
    axe = {"card": "Axe of Despair", "face_up": True, "equip_to": {"player": 1, "zone": 0}}
    for name, mine in (("Eternal Rest", {"hand": ["Eternal Rest"]}),
                       ("Really Eternal Rest",
                        {"spells": [{"card": "Really Eternal Rest", "face_up": False}]})):
        game = game_of([mine, {"monsters": ["Summoned Skull", "Battle Ox"], "spells": [axe]}])
        activate(game, name)
        assert game.facts()["monsters.1"] == ["Battle Ox"], name


def test_needle_ceiling_counts_face_down_but_destroys_face_up() -> None:
    """Needle Ceiling: "only while there are 4 or more monsters on the field (face-down ones
    count). Destroy every face-up monster on the field." """
    trap = {"spells": [{"card": "Needle Ceiling", "face_up": False}]}
    game = game_of([{**trap, "monsters": ["Kuriboh", {"card": "Sangan", "pos": "fd_def"}]},
                    {"monsters": ["Summoned Skull"]}])
    assert not options(game, action="activate", name="Needle Ceiling")
    game = game_of([{**trap, "monsters": ["Kuriboh", {"card": "Sangan", "pos": "fd_def"}]},
                    {"monsters": ["Summoned Skull", "Battle Ox"]}])
    activate(game, "Needle Ceiling")
    f = game.facts()
    assert f["monsters.0"] == ["Sangan"] and f["monsters.1"] == []


def test_windstorm_of_etaqua_switches_the_opponents_face_up_monsters() -> None:
    """Windstorm of Etaqua: "Change the battle position of every face-up monster your opponent
    controls" (a face-down one stays)."""
    game = game_of([{"spells": [{"card": "Windstorm of Etaqua", "face_up": False}]},
                    {"monsters": ["Summoned Skull", {"card": "Mystical Elf", "pos": "def"},
                                  {"card": "Sangan", "pos": "fd_def"}]}])
    activate(game, "Windstorm of Etaqua")
    f = game.facts()
    assert (f["mzone.1.0.pos"], f["mzone.1.1.pos"], f["mzone.1.2.pos"]) == ("def", "atk", "fd_def")


def test_gryphon_wing_turns_harpies_feather_duster_around() -> None:
    """Gryphon Wing: "Activate when your opponent activates "Harpie's Feather Duster": negate
    its effect, then destroy every Spell and Trap Card your opponent controls." """
    game = game_of([{"spells": [{"card": "Gryphon Wing", "face_up": False},
                                {"card": "Gravity Bind", "face_up": False}]},
                    {"hand": ["Harpie's Feather Duster"],
                     "spells": [{"card": "Jar of Greed", "face_up": False}]}],
                   turn=4, turn_player=1)
    answer(game, action="activate", name="Harpie's Feather Duster")
    pass_while(game, 1)
    answer(game, action="activate", name="Gryphon Wing")
    settle(game)
    f = game.facts()
    assert f["spells.0"] == ["Gravity Bind"] and f["spells.1"] == []


# --- counter traps, summon traps -----------------------------------------------------------------


def test_armor_break_and_royal_surrender_negate_their_card_type() -> None:
    """Armor Break: "Negate the activation of an Equip Spell Card and destroy that card." Royal
    Surrender: "Negate the activation of a Continuous Trap Card and destroy that card." """
    game = game_of([{"hand": ["Axe of Despair", "Dark Hole"], "monsters": ["Battle Ox"]},
                    {"spells": [{"card": "Armor Break", "face_up": False}]}])
    answer(game, action="activate", name="Axe of Despair")
    pass_while(game, 0)
    answer(game, action="activate", name="Armor Break")
    settle(game)
    f = game.facts()
    assert "Axe of Despair" in f["gy.0"] and f["mzone.0.0.atk"] == 1700
    game = game_of([{"spells": [{"card": "Gravity Bind", "face_up": False}]},
                    {"spells": [{"card": "Royal Surrender", "face_up": False}]}])
    answer(game, action="activate", name="Gravity Bind")
    pass_while(game, 0)
    answer(game, action="activate", name="Royal Surrender")
    settle(game)
    assert "Gravity Bind" in game.facts()["gy.0"]


def test_house_of_adhesive_tape_destroys_a_low_def_summon() -> None:
    """House of Adhesive Tape: "Activate when your opponent Normal Summons ... a monster with 500
    or less DEF: destroy that monster" (Blazing Inpachi DEF 0; Battle Ox DEF 1000 is safe)."""
    trap = {"spells": [{"card": "House of Adhesive Tape", "face_up": False}]}
    game = game_of([trap, {"hand": ["Blazing Inpachi"]}], turn=4, turn_player=1)
    answer(game, action="summon", name="Blazing Inpachi")
    answer(game, action="activate", name="House of Adhesive Tape")
    settle(game)
    assert game.facts()["gy.1"] == ["Blazing Inpachi"]
    game = game_of([trap, {"hand": ["Battle Ox"]}], turn=4, turn_player=1)
    answer(game, action="summon", name="Battle Ox")
    assert not options(game, action="activate", name="House of Adhesive Tape")


# --- search, peeks, quick-play -------------------------------------------------------------------


def test_fusion_sage_and_sages_stone() -> None:
    """Fusion Sage: "Take 1 "Polymerization" from your Deck and add it to your hand." Sage's
    Stone: "only while you control a face-up "Dark Magician Girl". Special Summon 1 "Dark
    Magician" from your hand or Deck." """
    game = game_of([{"hand": ["Fusion Sage"], "deck": ["Polymerization", "Dark Hole"]}, {}])
    activate(game, "Fusion Sage")
    assert game.facts()["hand.0"] == ["Polymerization"]
    game = game_of([{"hand": ["Sage's Stone"], "deck": ["Dark Magician"]}, {}])
    assert not options(game, action="activate", name="Sage's Stone")
    game = game_of([{"hand": ["Sage's Stone"], "monsters": ["Dark Magician Girl"],
                     "deck": ["Dark Magician", "Kuriboh"]}, {}])
    activate(game, "Sage's Stone")
    answer(game, action="choose", value=1)
    settle(game)
    assert game.facts()["monsters.0"] == ["Dark Magician Girl", "Dark Magician"]


def test_ancient_telescope_shows_the_top_five_to_its_player_only() -> None:
    """Ancient Telescope: "Look at the top 5 cards of your opponent's Deck; they stay where they
    are." The opponent and spectators never learn which cards they are."""
    deck = ["Jinzo", "Sangan", "Dark Hole", "Raigeki", "Kuriboh", "Mystical Elf"]
    game = game_of([{"hand": ["Ancient Telescope"]}, {"deck": deck}])
    activate(game, "Ancient Telescope")
    mine, theirs, spec = (json.dumps(game.events(s)) for s in (0, 1, -1))
    assert all(n in mine for n in deck[:5]) and "Mystical Elf" not in mine
    assert "Raigeki" not in theirs and "Raigeki" not in spec
    assert game.facts()["deck_top.1"] == "Jinzo" and game.facts()["deck_count.1"] == 6


def test_the_inexperienced_spy_looks_at_one_hand_card_privately() -> None:
    """The Inexperienced Spy: "Choose 1 card in your opponent's hand and look at it." The choice
    is made blind; only its player learns the card."""
    game = game_of([{"hand": ["The Inexperienced Spy"]}, {"hand": ["Raigeki", "Sangan"]}])
    activate(game, "The Inexperienced Spy")
    d = game.pending()
    assert d is not None and d.seat == 0
    assert not options(game, action="card", name="Raigeki")  # the options do not name them
    answer(game, action="card")
    settle(game)
    mine, spec = json.dumps(game.events(0)), json.dumps(game.events(-1))
    assert ("Raigeki" in mine) != ("Sangan" in mine)
    assert "Raigeki" not in spec and "Sangan" not in spec
    assert game.facts()["hand_count.1"] == 2


def test_the_reliable_guardian_adds_700_def() -> None:
    """The Reliable Guardian: "Choose 1 face-up monster: it gains 700 DEF until the End
    Phase." """
    game = game_of([{"hand": ["The Reliable Guardian"], "monsters": ["Mystical Elf"]}, {}])
    activate(game, "The Reliable Guardian")
    assert game.facts()["mzone.0.0.def"] == 2700


# --- batch 7 -------------------------------------------------------------------------------------


def test_graverobbers_retribution_counts_their_banished_monsters() -> None:
    """Graverobber's Retribution: "During each of your Standby Phases, your opponent takes 100
    damage for each of their monsters that is removed from play" (a banished Spell does not
    count)."""
    game = game_of([{"spells": [{"card": "Graverobber's Retribution", "face_up": True}]},
                    {"banished": ["Kuriboh", "Sangan", "Jinzo", "Dark Hole"]}], phase="draw")
    settle(game)
    assert game.facts()["lp.1"] == LP - 300


def test_burning_land_destroys_field_spells_and_burns_the_turn_player() -> None:
    """Burning Land: "When this card is activated, destroy every Field Spell Card on the field.
    During each player's Standby Phase, that player takes 500 damage." """
    game = game_of([{"hand": ["Burning Land"]},
                    {"field": {"card": "Mystic Plasma Zone", "face_up": True}}])
    activate(game, "Burning Land")
    f = game.facts()
    assert f["field.1"] is None and "Mystic Plasma Zone" in f["gy.1"]
    game = game_of([{"spells": [{"card": "Burning Land", "face_up": True}]}, {}],
                   turn=4, turn_player=1, phase="draw")
    settle(game)
    assert (game.facts()["lp.0"], game.facts()["lp.1"]) == (LP, LP - 500)


def test_token_thanksgiving_gains_800_per_token() -> None:
    """Token Thanksgiving: "Destroy every Token on the field; you gain 800 Life Points for each
    one destroyed" (Scapegoat's 4 Sheep Tokens)."""
    game = game_of([{"hand": ["Scapegoat", "Token Thanksgiving"], "monsters": ["Battle Ox"]}, {}])
    activate(game, "Scapegoat")
    assert len(game.facts()["monsters.0"]) == 5
    activate(game, "Token Thanksgiving")
    f = game.facts()
    assert f["monsters.0"] == ["Battle Ox"] and f["lp.0"] == LP + 3200


def test_dark_factory_takes_two_normal_monsters() -> None:
    """Dark Factory of Mass Production: "Choose 2 Normal Monsters in your Graveyard and add them
    to your hand" (Sangan is an Effect Monster)."""
    game = game_of([{"hand": ["Dark Factory of Mass Production"],
                     "gy": ["Battle Ox", "Sangan", "Mystical Elf"]}, {}])
    activate(game, "Dark Factory of Mass Production")
    f = game.facts()
    assert f["hand.0"] == ["Battle Ox", "Mystical Elf"] and "Sangan" in f["gy.0"]


def test_nobleman_of_extermination_banishes_a_set_trap_and_its_copies() -> None:
    """Nobleman of Extermination: "Destroy 1 face-down Spell or Trap Card ... and remove it from
    play. If it is a Trap Card, every card with its name in both players' Decks is removed from
    play too." """
    game = game_of([{"hand": ["Nobleman of Extermination"], "deck": ["Mirror Force", "Kuriboh"]},
                    {"spells": [{"card": "Mirror Force", "face_up": False}],
                     "deck": ["Mirror Force", "Sangan"]}])
    activate(game, "Nobleman of Extermination")
    f = game.facts()
    assert f["banished.1"] == ["Mirror Force", "Mirror Force"]
    assert f["banished.0"] == ["Mirror Force"]
    assert f["deck_count.0"] == 1 and f["deck_count.1"] == 1 and f["spells.1"] == []


def test_magic_drain_lets_the_opponent_pay_with_a_spell() -> None:
    """Magic Drain: "They may discard 1 Spell Card to negate this card's effect; if they do not,
    negate the activation of their Spell Card and destroy it." """
    def start(discard: bool) -> dict[str, object]:
        game = game_of([{"hand": ["Pot of Greed", "Dark Hole"], "deck": ["Kuriboh", "Sangan"]},
                        {"spells": [{"card": "Magic Drain", "face_up": False}]}])
        answer(game, action="activate", name="Pot of Greed")
        pass_while(game, 0)
        answer(game, action="activate", name="Magic Drain")
        pass_while(game, 0)
        pass_while(game, 1)
        d = game.pending()
        assert d is not None and d.seat == 0  # the Spell's player decides
        answer(game, action="yes" if discard else "no")
        settle(game)
        return dict(game.facts())

    f = start(True)
    assert f["hand.0"] == ["Kuriboh", "Sangan"] and "Dark Hole" in f["gy.0"]  # Pot resolved
    f = start(False)
    assert f["hand.0"] == ["Dark Hole"] and "Pot of Greed" in f["gy.0"]  # Pot negated


def test_precious_cards_from_beyond_draws_on_a_two_tribute_summon() -> None:
    """Precious Cards from Beyond: "Each time you Tribute Summon a monster by Tributing 2 or more
    monsters, draw 2 cards" (Dark Magician, Level 7: 2 Tributes; Summoned Skull, Level 6: 1)."""
    cards = {"spells": [{"card": "Precious Cards from Beyond", "face_up": True}],
             "monsters": ["Kuriboh", "Battle Ox"], "deck": ["Jinzo", "Raigeki", "Sangan"]}
    game = game_of([{**cards, "hand": ["Dark Magician"]}, {}])
    answer(game, action="summon", name="Dark Magician")
    while options(game, action="card"):
        answer(game, action="card")
    settle(game)
    assert game.facts()["hand_count.0"] == 2
    game = game_of([{**cards, "hand": ["Summoned Skull"]}, {}])
    answer(game, action="summon", name="Summoned Skull")
    answer(game, action="tribute", name="Kuriboh")
    settle(game)
    assert game.facts()["hand_count.0"] == 0


# --- batch 8 -------------------------------------------------------------------------------------


def test_chain_disappearance_banishes_the_monster_and_its_copies() -> None:
    """Chain Disappearance: "when your opponent ... Summons a monster with 1000 or less ATK:
    remove that monster from play, together with every card of its name in your opponent's hand
    and Deck." """
    trap = {"spells": [{"card": "Chain Disappearance", "face_up": False}]}
    game = game_of([trap, {"hand": ["Kuriboh", "Kuriboh", "Sangan"], "deck": ["Kuriboh", "Jinzo"]}],
                   turn=4, turn_player=1)
    answer(game, action="summon", name="Kuriboh")
    answer(game, action="activate", name="Chain Disappearance")
    settle(game)
    f = game.facts()
    assert f["banished.1"] == ["Kuriboh", "Kuriboh", "Kuriboh"]
    assert f["hand.1"] == ["Sangan"] and f["deck_count.1"] == 1


def test_call_of_the_grave_negates_monster_reborn() -> None:
    """Call of the Grave: "Activate when "Monster Reborn" is activated: negate that activation
    and destroy the card"; another Spell (Pot of Greed) cannot be answered."""
    trap = {"spells": [{"card": "Call of the Grave", "face_up": False}]}
    game = game_of([{"hand": ["Monster Reborn"], "gy": ["Jinzo"]}, trap])
    answer(game, action="activate", name="Monster Reborn")
    pass_while(game, 0)
    answer(game, action="activate", name="Call of the Grave")
    settle(game)
    f = game.facts()
    assert f["monsters.0"] == [] and "Monster Reborn" in f["gy.0"] and "Jinzo" in f["gy.0"]
    game = game_of([{"hand": ["Pot of Greed"]}, trap])
    answer(game, action="activate", name="Pot of Greed")
    pass_while(game, 0)
    assert not options(game, action="activate", name="Call of the Grave")


def test_snake_fang_takes_500_def() -> None:
    """Snake Fang: "Choose 1 face-up monster: it loses 500 DEF until the End Phase." """
    game = game_of([{"spells": [{"card": "Snake Fang", "face_up": False}]},
                    {"monsters": [{"card": "Mystical Elf", "pos": "def"}]}])
    activate(game, "Snake Fang")
    assert game.facts()["mzone.1.0.def"] == 1500


def test_disturbance_strategy_redraws_the_opponents_hand() -> None:
    """Disturbance Strategy: "Your opponent shuffles their whole hand into their Deck, then draws
    the same number of cards." The returned cards are never named to us."""
    game = game_of([{"spells": [{"card": "Disturbance Strategy", "face_up": False}]},
                    {"hand": ["Raigeki", "Sangan"], "deck": ["Kuriboh"] * 3}])
    activate(game, "Disturbance Strategy")
    f = game.facts()
    assert f["hand_count.1"] == 2 and f["deck_count.1"] == 3
    assert "Raigeki" not in json.dumps(game.events(0))


def test_dimension_fusion_brings_back_both_players_banished_monsters() -> None:
    """Dimension Fusion: "As a cost, pay 2000 Life Points. Each player, you first, Special
    Summons as many of their own removed-from-play monsters as possible" (each chooses the
    positions; a Spell that is removed from play stays)."""
    game = game_of([{"hand": ["Dimension Fusion"], "banished": ["Jinzo", "Sangan", "Dark Hole"]},
                    {"banished": ["Summoned Skull"]}])
    activate(game, "Dimension Fusion")
    seats = []
    while (d := game.pending()) is not None and options(game, action="choose", value=1):
        seats.append(d.seat)
        answer(game, action="choose", value=1)
    settle(game)
    f = game.facts()
    assert seats == [0, 0, 1]  # the activating player first
    assert sorted(f["monsters.0"]) == ["Jinzo", "Sangan"] and f["monsters.1"] == ["Summoned Skull"]
    assert f["banished.0"] == ["Dark Hole"] and f["lp.0"] == LP - 2000


# --- batch 9 -------------------------------------------------------------------------------------


def test_acid_trap_hole_destroys_low_def_and_hides_high_def() -> None:
    """Acid Trap Hole: "flip it face-up. If its DEF is 2000 or less, destroy it; otherwise turn
    it back to face-down Defense Position" (Mystical Elf DEF 2000; Charcoal Inpachi DEF 2100)."""
    trap = {"spells": [{"card": "Acid Trap Hole", "face_up": False}]}
    game = game_of([trap, {"monsters": [{"card": "Mystical Elf", "pos": "fd_def"}]}])
    activate(game, "Acid Trap Hole")
    assert game.facts()["gy.1"] == ["Mystical Elf"]
    game = game_of([trap, {"monsters": [{"card": "Charcoal Inpachi", "pos": "fd_def"}]}])
    activate(game, "Acid Trap Hole")
    f = game.facts()
    assert f["monsters.1"] == ["Charcoal Inpachi"] and f["mzone.1.0.pos"] == "fd_def"
    game = game_of([trap, {"monsters": ["Mystical Elf"]}])  # face-up: not a target
    assert not options(game, action="activate", name="Acid Trap Hole")


def test_blasting_the_ruins_needs_thirty_cards_in_the_graveyard() -> None:
    """Blasting the Ruins: "only while there are 30 or more cards in your Graveyard. Your
    opponent takes 3000 damage." """
    trap = {"spells": [{"card": "Blasting the Ruins", "face_up": False}]}
    game = game_of([{**trap, "gy": ["Kuriboh"] * 29}, {}])
    assert not options(game, action="activate", name="Blasting the Ruins")
    game = game_of([{**trap, "gy": ["Kuriboh"] * 30}, {}])
    activate(game, "Blasting the Ruins")
    assert game.facts()["lp.1"] == LP - 3000


def test_wingbeat_returns_a_big_dragon_and_clears_spells_traps() -> None:
    """A Wingbeat of Giant Dragon: "Return 1 Level 5 or higher Dragon-Type monster you control to
    its owner's hand; if you do, destroy every Spell and Trap Card on the field." """
    sets = {"spells": [{"card": "Gravity Bind", "face_up": False}]}
    game = game_of([{"hand": ["A Wingbeat of Giant Dragon"], "monsters": ["Luster Dragon"],
                     **sets}, sets])
    assert not options(game, action="activate", name="A Wingbeat of Giant Dragon")  # Level 4
    game = game_of([{"hand": ["A Wingbeat of Giant Dragon"], "monsters": ["Ryu-Ran"], **sets},
                    sets])
    activate(game, "A Wingbeat of Giant Dragon")
    f = game.facts()
    assert f["hand.0"] == ["Ryu-Ran"] and f["spells.0"] == f["spells.1"] == []


def test_curse_of_aging_weakens_every_opponent_monster() -> None:
    """Curse of Aging: "As a cost, discard 1 card. Every face-up monster your opponent controls
    loses 500 ATK and DEF until the End Phase." """
    game = game_of([{"hand": ["Kuriboh"], "spells": [{"card": "Curse of Aging", "face_up": False}]},
                    {"monsters": ["Battle Ox", "Mystical Elf"]}])
    activate(game, "Curse of Aging")
    f = game.facts()
    assert (f["mzone.1.0.atk"], f["mzone.1.0.def"], f["mzone.1.1.def"]) == (1200, 500, 1500)
    assert "Kuriboh" in f["gy.0"]


# --- batch 10 ------------------------------------------------------------------------------------


def test_release_restraint_trades_the_iron_knight_for_the_swordmaster() -> None:
    """Release Restraint: "As a cost, Tribute 1 "Gearfried the Iron Knight" you control. Special
    Summon 1 "Gearfried the Swordmaster" from your hand or Deck." """
    game = game_of([{"hand": ["Release Restraint"], "monsters": ["Battle Ox"],
                     "deck": ["Gearfried the Swordmaster"]}, {}])
    assert not options(game, action="activate", name="Release Restraint")
    game = game_of([{"hand": ["Release Restraint"], "monsters": ["Gearfried the Iron Knight"],
                     "deck": ["Gearfried the Swordmaster", "Kuriboh"]}, {}])
    activate(game, "Release Restraint")
    answer(game, action="choose", value=1)
    settle(game)
    f = game.facts()
    assert f["monsters.0"] == ["Gearfried the Swordmaster"]
    assert "Gearfried the Iron Knight" in f["gy.0"]


def test_limiter_removal_doubles_machines_then_destroys_them_at_the_end_phase() -> None:
    """Limiter Removal: "Every face-up Machine-Type monster you control has its ATK doubled until
    the End Phase. During the End Phase of this turn, destroy those monsters." """
    game = game_of([{"hand": ["Limiter Removal"], "monsters": ["Mechanicalchaser", "Battle Ox"]},
                    {}])
    activate(game, "Limiter Removal")
    f = game.facts()
    assert (f["mzone.0.0.atk"], f["mzone.0.1.atk"]) == (3700, 1700)
    answer(game, action="to_end")
    settle(game)
    f = game.facts()
    assert f["monsters.0"] == ["Battle Ox"] and "Mechanicalchaser" in f["gy.0"]


def test_spirit_barrier_stops_battle_damage_while_you_control_a_monster() -> None:
    """Spirit Barrier: "While you control a monster, you take no battle damage." """
    barrier = {"card": "Spirit Barrier", "face_up": True}
    game = game_of([{"monsters": ["Summoned Skull"]},
                    {"monsters": ["Kuriboh"], "spells": [barrier]}], phase="battle")
    answer(game, action="attack", name="Summoned Skull")
    settle(game)
    assert game.facts()["lp.1"] == LP and game.facts()["monsters.1"] == []
    game = game_of([{"monsters": ["Summoned Skull"]}, {"spells": [barrier]}], phase="battle")
    answer(game, action="attack", name="Summoned Skull")
    settle(game)
    assert game.facts()["lp.1"] == LP - 2500  # no monster: a direct attack hurts


# --- batch 11 ------------------------------------------------------------------------------------


def test_shooting_star_bow_and_opti_camouflage_attack_directly() -> None:
    """Shooting Star Bow - Ceal: "The equipped monster loses 1000 ATK and can attack your opponent
    directly." Opti-Camouflage Armor: "Equip only to a Level 1 monster. It can attack your
    opponent directly." """
    on_mine = {"player": 0, "zone": 0}
    bow = {"card": "Shooting Star Bow - Ceal", "face_up": True, "equip_to": on_mine}
    game = game_of([{"monsters": ["Summoned Skull"], "spells": [bow]}, {"monsters": ["Jinzo"]}],
                   phase="battle")
    assert game.facts()["mzone.0.0.atk"] == 1500
    answer(game, action="attack", name="Summoned Skull", target=-1)
    settle(game)
    assert game.facts()["lp.1"] == LP - 1500
    game = game_of([{"hand": ["Opti-Camouflage Armor"], "monsters": ["Battle Ox"]}, {}])
    assert not options(game, action="activate", name="Opti-Camouflage Armor")  # Level 4
    armor = {"card": "Opti-Camouflage Armor", "face_up": True, "equip_to": on_mine}
    game = game_of([{"monsters": ["Goblin Calligrapher"], "spells": [armor]},
                    {"monsters": ["Jinzo"]}], phase="battle")
    assert options(game, action="attack", name="Goblin Calligrapher", target=-1)


def test_hallowed_life_barrier_stops_all_damage_this_turn() -> None:
    """Hallowed Life Barrier: "As a cost, discard 1 card. You take no damage for the rest of this
    turn" (battle damage and effect damage alike)."""
    game = game_of([{"monsters": ["Summoned Skull"], "hand": ["Ookazi"]},
                    {"hand": ["Kuriboh"],
                     "spells": [{"card": "Hallowed Life Barrier", "face_up": False}]}],
                   phase="battle")
    answer(game, action="attack", name="Summoned Skull")
    answer(game, action="activate", name="Hallowed Life Barrier")
    settle(game)
    assert game.facts()["lp.1"] == LP
    answer(game, action="end_battle")
    settle(game)
    activate(game, "Ookazi")
    assert game.facts()["lp.1"] == LP


# --- batch 12 ------------------------------------------------------------------------------------


def test_spirit_messages_are_only_placed_by_destiny_board() -> None:
    """Spirit Message "I"/"N"/"A"/"L": "Cannot be activated normally; it is placed on the field by
    "Destiny Board"" — no activation from the hand; Destiny Board places "I" in the End Phase."""
    game = game_of([{"hand": ['Spirit Message "I"', 'Spirit Message "N"'],
                     "spells": [{"card": "Destiny Board", "face_up": True}]}, {}])
    assert not options(game, action="activate", name='Spirit Message "I"')
    answer(game, action="to_end")
    settle(game)
    f = game.facts()
    assert f["spells.0"] == ["Destiny Board", 'Spirit Message "I"']
    assert f["hand.0"] == ['Spirit Message "N"']


# --- batch 13 ------------------------------------------------------------------------------------


def test_good_goblin_housekeeping_draws_more_per_copy_and_bottoms_a_card() -> None:
    """Good Goblin Housekeeping: "Draw 1 card, plus 1 more for each "Good Goblin Housekeeping" in
    your Graveyard. Then put 1 card from your hand on the bottom of your Deck." """
    game = game_of([{"spells": [{"card": "Good Goblin Housekeeping", "face_up": False}],
                     "gy": ["Good Goblin Housekeeping"], "hand": ["Kuriboh"],
                     "deck": ["Jinzo", "Sangan", "Battle Ox"]}, {}])
    activate(game, "Good Goblin Housekeeping")
    assert game.facts()["hand_count.0"] == 3  # 1 + 1 copy in the Graveyard
    answer(game, action="card", name="Kuriboh")
    settle(game)
    f = game.facts()
    assert f["hand.0"] == ["Jinzo", "Sangan"] and f["deck_count.0"] == 2
    assert game.g.code[game.g.deck[0][0]] == 40640057  # Kuriboh at the bottom
    assert f["deck_top.0"] == "Battle Ox"


def test_backfire_burns_when_your_fire_monster_is_destroyed() -> None:
    """Backfire: "Each time a FIRE monster you control is destroyed and sent to the Graveyard,
    your opponent takes 500 damage" (a non-FIRE monster does nothing)."""
    game = game_of([{"monsters": ["Blazing Inpachi", "Battle Ox"],
                     "spells": [{"card": "Backfire", "face_up": True}]},
                    {"hand": ["Dark Hole"]}], turn=4, turn_player=1)
    activate(game, "Dark Hole")
    assert game.facts()["lp.1"] == LP - 500


def test_coffin_seller_magical_thorn_skull_invitation() -> None:
    """Coffin Seller: "Each time a Monster Card is sent to your opponent's Graveyard, your
    opponent takes 300 damage." Magical Thorn: "Each time your opponent discards a card ...
    500 damage." Skull Invitation: "Each time a card is sent to a Graveyard, its owner takes 300
    damage." The opponent's Graceful Charity discards 2 (a monster and a Spell)."""
    def charity(trap: str) -> dict[str, object]:
        game = game_of([{"spells": [{"card": trap, "face_up": True}]},
                        {"hand": ["Graceful Charity", "Kuriboh", "Dark Hole"],
                         "deck": ["Sangan", "Jinzo", "Battle Ox"]}], turn=4, turn_player=1)
        activate(game, "Graceful Charity")
        answer(game, action="card", name="Kuriboh")
        answer(game, action="card", name="Dark Hole")
        while options(game, action="trigger") or options(game, action="pass"):
            answer(game, action="trigger" if options(game, action="trigger") else "pass")
        return dict(game.facts())

    assert charity("Coffin Seller")["lp.1"] == LP - 300  # only Kuriboh is a monster
    assert charity("Magical Thorn")["lp.1"] == LP - 1000  # two discards
    f = charity("Skull Invitation")
    assert f["lp.1"] == LP - 900  # Graceful Charity itself, Kuriboh, Dark Hole


# --- batch 14 ------------------------------------------------------------------------------------


def _direct_hit(mine: dict[str, object], theirs: dict[str, object]) -> YgoGame:
    game = game_of([mine, theirs], phase="battle")
    answer(game, action="attack", target=-1)
    while options(game, action="trigger") or options(game, action="pass"):
        answer(game, action="trigger" if options(game, action="trigger") else "pass")
    return game


def test_robbin_goblin_and_robbin_zombie_punish_battle_damage() -> None:
    """Robbin' Goblin: "Each time a monster you control inflicts battle damage to your opponent,
    your opponent discards 1 card at random." Robbin' Zombie: "... the top card of your
    opponent's Deck is sent to the Graveyard." """
    game = _direct_hit({"monsters": ["Battle Ox"],
                        "spells": [{"card": "Robbin' Goblin", "face_up": True}]},
                       {"hand": ["Raigeki"]})
    f = game.facts()
    assert f["lp.1"] == LP - 1700 and f["gy.1"] == ["Raigeki"]
    game = _direct_hit({"monsters": ["Battle Ox"],
                        "spells": [{"card": "Robbin' Zombie", "face_up": True}]},
                       {"deck": ["Jinzo", "Sangan"]})
    assert game.facts()["gy.1"] == ["Jinzo"]


def test_poison_fangs_adds_500_for_beasts_only() -> None:
    """Poison Fangs: "Each time a Beast-Type monster you control inflicts battle damage to your
    opponent, your opponent takes 500 more damage" (Gazelle is a Beast; Battle Ox a
    Beast-Warrior)."""
    fangs = {"card": "Poison Fangs", "face_up": True}
    game = _direct_hit({"monsters": ["Gazelle the King of Mythical Beasts"], "spells": [fangs]}, {})
    assert game.facts()["lp.1"] == LP - 1500 - 500
    game = _direct_hit({"monsters": ["Battle Ox"], "spells": [fangs]}, {})
    assert game.facts()["lp.1"] == LP - 1700


def test_cestus_of_dagla_heals_by_the_damage_of_its_fairy() -> None:
    """Cestus of Dagla: "Equip only to a Fairy-Type monster. It gains 500 ATK. When it inflicts
    battle damage to your opponent, you gain that many Life Points." """
    cestus = {"card": "Cestus of Dagla", "face_up": True, "equip_to": {"player": 0, "zone": 0}}
    game = _direct_hit({"monsters": ["Petit Angel"], "spells": [cestus]}, {})
    f = game.facts()
    assert (f["lp.0"], f["lp.1"]) == (LP + 1100, LP - 1100)
    game = game_of([{"hand": ["Cestus of Dagla"], "monsters": ["Battle Ox"]}, {}])
    assert not options(game, action="activate", name="Cestus of Dagla")


# --- batch 15 ------------------------------------------------------------------------------------


def test_dragons_gunfire_burns_or_destroys_a_low_def_monster() -> None:
    """Dragon's Gunfire: "only while you control a face-up Dragon-Type monster. Choose one: your
    opponent takes 800 damage; or destroy 1 face-up monster with 800 or less DEF." """
    opp = {"monsters": ["Blazing Inpachi", "Battle Ox"]}  # DEF 0 and 1000
    game = game_of([{"hand": ["Dragon's Gunfire"], "monsters": ["Battle Ox"]}, opp])
    assert not options(game, action="activate", name="Dragon's Gunfire")
    game = game_of([{"hand": ["Dragon's Gunfire"], "monsters": ["Luster Dragon"]}, opp])
    answer(game, action="activate", name="Dragon's Gunfire")
    answer(game, action="choose", value="destroy")
    assert not options(game, action="card", name="Battle Ox")
    if options(game, action="card"):
        answer(game, action="card", name="Blazing Inpachi")
    settle(game)
    assert game.facts()["monsters.1"] == ["Battle Ox"] and game.facts()["lp.1"] == LP
    game = game_of([{"hand": ["Dragon's Gunfire"], "monsters": ["Luster Dragon"]}, opp])
    answer(game, action="activate", name="Dragon's Gunfire")
    answer(game, action="choose", value="burn")
    settle(game)
    assert game.facts()["lp.1"] == LP - 800 and len(game.facts()["monsters.1"]) == 2


def test_burst_stream_clears_the_field_and_rests_blue_eyes() -> None:
    """Burst Stream of Destruction: "only while you control a face-up "Blue-Eyes White Dragon".
    Destroy every monster your opponent controls. "Blue-Eyes White Dragon" cannot attack this
    turn." """
    game = game_of([{"hand": ["Burst Stream of Destruction"],
                     "monsters": ["Blue-Eyes White Dragon", "Battle Ox"]},
                    {"monsters": ["Jinzo", "Kuriboh"]}])
    activate(game, "Burst Stream of Destruction")
    assert game.facts()["monsters.1"] == []
    answer(game, action="to_battle")
    settle(game)
    assert not options(game, action="attack", name="Blue-Eyes White Dragon")
    assert options(game, action="attack", name="Battle Ox")


def test_a_hero_emerges_summons_a_blind_picked_monster() -> None:
    """A Hero Emerges: "Your opponent picks 1 card from your hand without seeing it. If it is a
    monster that can be Special Summoned, Special Summon it ...; otherwise send it to the
    Graveyard." Whichever of Jinzo and Dark Hole the blind pick finds, the outcome follows."""
    outcomes = set()
    for first in (True, False):
        game = game_of([{"monsters": ["Battle Ox"]},
                        {"hand": ["Jinzo", "Dark Hole"],
                         "spells": [{"card": "A Hero Emerges", "face_up": False}]}],
                       phase="battle")
        answer(game, action="attack", name="Battle Ox", target=-1)
        answer(game, action="activate", name="A Hero Emerges")
        pass_while(game, 1)
        pass_while(game, 0)
        d = game.pending()
        assert d is not None and d.seat == 0  # the attacker's player picks
        assert not options(game, action="card", name="Jinzo")  # blind: no names
        assert not options(game, action="card", name="Dark Hole")
        picks = options(game, action="card")
        game.answer(picks[0] if first else picks[-1])
        if options(game, action="choose", value=1):
            answer(game, action="choose", value=4)
        settle(game)
        f = game.facts()
        if f["monsters.1"] == ["Jinzo"]:
            assert f["hand.1"] == ["Dark Hole"] and f["mzone.1.0.pos"] == "def"
            outcomes.add("summoned")
        else:
            assert "Dark Hole" in f["gy.1"] and f["hand.1"] == ["Jinzo"]
            outcomes.add("sent")
    assert outcomes == {"summoned", "sent"}  # the two picks found the two cards


# --- batch 16 ------------------------------------------------------------------------------------


def test_gather_your_mind_searches_its_copy_once_per_turn() -> None:
    """Gather Your Mind: "Take 1 "Gather Your Mind" from your Deck and add it to your hand. You
    can activate only 1 "Gather Your Mind" per turn." """
    game = game_of([{"hand": ["Gather Your Mind"], "deck": ["Gather Your Mind", "Kuriboh"]}, {}])
    activate(game, "Gather Your Mind")
    assert game.facts()["hand.0"] == ["Gather Your Mind"]
    assert not options(game, action="activate", name="Gather Your Mind")  # the second copy


def test_pyramid_energy_boosts_atk_or_def() -> None:
    """Pyramid Energy: "face-up monsters you control gain 200 ATK, or they gain 500 DEF, until
    the End Phase" (chosen on activation)."""
    for mode, want in (("atk", (1900, 1000)), ("def", (1700, 1500))):
        game = game_of([{"hand": ["Pyramid Energy"], "monsters": ["Battle Ox"]}, {}])
        answer(game, action="activate", name="Pyramid Energy")
        answer(game, action="choose", value=mode)
        settle(game)
        f = game.facts()
        assert (f["mzone.0.0.atk"], f["mzone.0.0.def"]) == want


def test_forced_ceasefire_stops_trap_activation_this_turn() -> None:
    """Forced Ceasefire: "As a cost, discard 1 card. Trap Cards cannot be activated for the rest
    of this turn." Mirror Force is not offered against the attack afterwards."""
    game = game_of([{"hand": ["Kuriboh"], "monsters": ["Summoned Skull"],
                     "spells": [{"card": "Forced Ceasefire", "face_up": False}]},
                    {"spells": [{"card": "Mirror Force", "face_up": False}]}])
    activate(game, "Forced Ceasefire")
    answer(game, action="to_battle")
    settle(game)
    answer(game, action="attack", name="Summoned Skull", target=-1)
    assert not options(game, action="activate", name="Mirror Force")


def test_the_dark_door_allows_one_attacker() -> None:
    """The Dark Door: "Each player can attack with only 1 monster during each Battle Phase." """
    door = {"spells": [{"card": "The Dark Door", "face_up": True}]}
    game = game_of([{"monsters": ["Summoned Skull", "Battle Ox"]}, door], phase="battle")
    answer(game, action="attack", name="Summoned Skull", target=-1)
    settle(game)
    assert game.facts()["lp.1"] == LP - 2500
    assert not options(game, action="attack", name="Battle Ox")


def test_wild_natures_release_adds_def_to_atk_then_destroys() -> None:
    """Wild Nature's Release: "Choose 1 face-up Beast-Type or Beast-Warrior-Type monster: it
    gains ATK equal to its DEF until the End Phase. Destroy it during the End Phase of this
    turn." (Battle Ox, a Beast-Warrior: 1700 + 1000)."""
    game = game_of([{"hand": ["Wild Nature's Release"], "monsters": ["Battle Ox", "Kuriboh"]},
                    {}])
    activate(game, "Wild Nature's Release")
    assert game.facts()["mzone.0.0.atk"] == 2700
    answer(game, action="to_end")
    settle(game)
    f = game.facts()
    assert f["monsters.0"] == ["Kuriboh"] and "Battle Ox" in f["gy.0"]


# --- batch 18 ------------------------------------------------------------------------------------


def test_share_the_pain_makes_the_opponent_tribute_their_choice() -> None:
    """Share the Pain: "As a cost, Tribute 1 monster you control. Your opponent then Tributes 1
    monster they control" (they choose which)."""
    game = game_of([{"hand": ["Share the Pain"], "monsters": ["Kuriboh"]}, {}])
    assert not options(game, action="activate", name="Share the Pain")  # nothing to share
    game = game_of([{"hand": ["Share the Pain"], "monsters": ["Kuriboh"]},
                    {"monsters": ["Jinzo", "Battle Ox"]}])
    activate(game, "Share the Pain")
    d = game.pending()
    assert d is not None and d.seat == 1
    answer(game, action="card", name="Battle Ox")
    settle(game)
    f = game.facts()
    assert f["monsters.0"] == [] and f["monsters.1"] == ["Jinzo"] and "Battle Ox" in f["gy.1"]
