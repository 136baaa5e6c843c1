"""Goat Spells & Traps batch 4 (``cards/scripts/goat_st_equips.py``, ``goat_st_continuous.py``):
Equip Spells and static Continuous Spells, each checked against its 2005 text (quoted)."""

from __future__ import annotations

from tests.ygo.test_goat_st_batches import LP, activate, answer, game_of, options, settle


def test_ritual_weapon_equips_small_ritual_monsters_only() -> None:
    """Ritual Weapon: "Equip only to a Level 6 or lower Ritual Monster. It gains 1500 ATK and
    1500 DEF." (Performance of Sword: Level 6 Ritual, 1950/1850)."""
    game = game_of([{"hand": ["Ritual Weapon"], "monsters": ["Performance of Sword"]}, {}])
    activate(game, "Ritual Weapon")
    f = game.facts()
    assert (f["mzone.0.0.atk"], f["mzone.0.0.def"]) == (3450, 3350)
    game = game_of([{"hand": ["Ritual Weapon"], "monsters": ["Battle Ox"]}, {}])
    assert not options(game, action="activate", name="Ritual Weapon")


def test_mask_of_brutality_stats_and_standby_upkeep() -> None:
    """Mask of Brutality: "The equipped monster gains 1000 ATK and loses 1000 DEF. During each of
    your Standby Phases, pay 1000 Life Points or destroy this card." """
    game = game_of([{"hand": ["Mask of Brutality"], "monsters": ["Battle Ox"]}, {}])
    activate(game, "Mask of Brutality")
    f = game.facts()
    assert (f["mzone.0.0.atk"], f["mzone.0.0.def"]) == (2700, 0)
    mask = {"card": "Mask of Brutality", "face_up": True, "equip_to": {"player": 0, "zone": 0}}
    game = game_of([{"monsters": ["Battle Ox"], "spells": [mask]}, {}], phase="draw")
    settle(game)
    answer(game, action="yes")
    settle(game)
    f = game.facts()
    assert f["lp.0"] == LP - 1000 and f["spells.0"] == ["Mask of Brutality"]
    game = game_of([{"monsters": ["Battle Ox"], "spells": [mask]}, {}], phase="draw")
    settle(game)
    answer(game, action="no")
    settle(game)
    f = game.facts()
    assert f["lp.0"] == LP and f["spells.0"] == [] and f["mzone.0.0.atk"] == 1700


def test_paralyzing_potion_stops_the_attack_and_refuses_machines() -> None:
    """Paralyzing Potion: "Equip only to a monster that is not Machine-Type. The equipped monster
    cannot declare an attack." (Mechanicalchaser is a Machine)."""
    potion = {"card": "Paralyzing Potion", "face_up": True, "equip_to": {"player": 1, "zone": 0}}
    game = game_of([{"monsters": ["Celtic Guardian"]},
                    {"monsters": ["Battle Ox"], "spells": [potion]}],
                   turn=4, turn_player=1, phase="battle")
    assert not options(game, action="attack", name="Battle Ox")
    game = game_of([{"hand": ["Paralyzing Potion"]}, {"monsters": ["Mechanicalchaser"]}])
    assert not options(game, action="activate", name="Paralyzing Potion")


def test_gravity_axe_locks_the_opponents_positions() -> None:
    """Gravity Axe - Grarl: "+500 ATK. While this card is face-up, your opponent cannot change the
    battle positions of their monsters." """
    axe = {"card": "Gravity Axe - Grarl", "face_up": True, "equip_to": {"player": 0, "zone": 0}}
    board = [{"monsters": [{"card": "Celtic Guardian", "new": False}], "spells": [axe]},
             {"monsters": [{"card": "Battle Ox", "new": False}]}]
    game = game_of(board, turn=4, turn_player=1)
    assert game.facts()["mzone.0.0.atk"] == 1900
    assert not options(game, action="change_pos", name="Battle Ox")
    game = game_of([{"monsters": [{"card": "Celtic Guardian", "new": False}]}, board[1]],
                   turn=4, turn_player=1)
    assert options(game, action="change_pos", name="Battle Ox")  # the same board, no Axe


def test_seven_completed_raises_the_chosen_stat_of_a_machine() -> None:
    """7 Completed: "Equip only to a Machine-Type monster. ... choose ATK or DEF: the equipped
    monster gains 700 of that value." (Mechanicalchaser 1850/800; DEF chosen)."""
    game = game_of([{"hand": ["7 Completed"], "monsters": ["Mechanicalchaser"]}, {}])
    activate(game, "7 Completed")
    answer(game, action="choose", value=2)
    settle(game)
    f = game.facts()
    assert (f["mzone.0.0.atk"], f["mzone.0.0.def"]) == (1850, 1500)
    game = game_of([{"hand": ["7 Completed"], "monsters": ["Battle Ox"]}, {}])
    assert not options(game, action="activate", name="7 Completed")


def test_the_a_forces_counts_face_up_warriors_and_spellcasters() -> None:
    """The A. Forces: "Warrior-Type monsters you control gain 200 ATK for each face-up
    Warrior-Type and Spellcaster-Type monster you control." 2 Warriors + 1 Spellcaster face-up,
    1 face-down: +600 to each of your Warriors; the Spellcaster and the opponent's Warrior keep
    theirs."""
    game = game_of([{"hand": ["The A. Forces"],
                     "monsters": ["Celtic Guardian", "Kojikocy", "Mystical Elf",
                                  {"card": "Dark Magician", "pos": "fd_def"}]},
                    {"monsters": ["Celtic Guardian"]}])
    activate(game, "The A. Forces")
    f = game.facts()
    assert (f["mzone.0.0.atk"], f["mzone.0.1.atk"], f["mzone.0.2.atk"]) == (2000, 2100, 800)
    assert f["mzone.1.0.atk"] == 1400


def test_yellow_luster_shield_and_insect_barrier() -> None:
    """Yellow Luster Shield: "Monsters you control gain 300 DEF." Insect Barrier: "Your
    opponent's Insect-Type monsters cannot declare an attack." """
    game = game_of([{"hand": ["Yellow Luster Shield"], "monsters": ["Mystical Elf"]},
                    {"monsters": ["Mystical Elf"]}])
    activate(game, "Yellow Luster Shield")
    f = game.facts()
    assert (f["mzone.0.0.def"], f["mzone.1.0.def"]) == (2300, 2000)
    barrier = {"card": "Insect Barrier", "face_up": True}
    game = game_of([{"monsters": ["Celtic Guardian"], "spells": [barrier]},
                    {"monsters": ["Neo Bug", "Battle Ox"]}], turn=4, turn_player=1, phase="battle")
    assert not options(game, action="attack", name="Neo Bug")
    assert options(game, action="attack", name="Battle Ox")
