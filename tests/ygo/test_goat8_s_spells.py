"""Spells of ``cards/scripts/goat8_s_spells.py`` under the goat profile: Cost Down, My Body as a
Shield, Combination Attack, all flagged "Goat-era version" in goat-pool.csv. Each test quotes
the 2003 print or period ruling it checks (sources in the module docstring: the Netrep/UDE
rulings on Cost Down, the MFC prints of My Body as a Shield and Combination Attack). Stats:
Summoned Skull Level 6, Blue-Eyes White Dragon Level 8, Battle Ox 1700, Dark Blade 1800 with its
Union Kiryu."""

from __future__ import annotations

from typing import Any

from tests.ygo.test_goat7_s_equips import _run
from tests.ygo.test_goat_st_batches import answer, game_of, options, pass_while

from cardtable.ygo.state import POS_FU_DEF

LP = 8000


def _level(game: Any, name: str) -> int:
    g = game.g
    c = next(c for q in (0, 1) for c in (*g.mz[q], *g.hand[q])
             if c >= 0 and g.cd(c).name.en == name)
    return int(g.level(c))


def _cost_down(game: Any) -> None:
    answer(game, action="activate", name="Cost Down")
    answer(game, action="card", name="Battle Ox")  # the discarded card (the cost)
    _run(game)


def test_cost_down_lets_a_level_6_monster_summon_without_tribute() -> None:
    """Cost Down: "all Monster Cards in your hand" 2 Levels lower until the End Phase (the first
    print): Summoned Skull (Level 6) in the hand is Level 4 and is Normal Summoned with an
    empty field; the Netrep/UDE ruling "The Level of a monster which is Summoned using 'Cost
    Down' is still decreased by 2 after Summoning" -> Level 4 on the field too."""
    game = game_of([{"hand": ["Cost Down", "Summoned Skull", "Battle Ox"]}, {}])
    assert not options(game, action="summon", name="Summoned Skull")
    _cost_down(game)
    f = game.facts()
    assert f["gy.0"] and "Cost Down" in f["gy.0"] and len(f["gy.0"]) == 2, "1 card discarded"
    assert _level(game, "Summoned Skull") == 4
    answer(game, action="summon", name="Summoned Skull")
    _run(game)
    assert game.facts()["monsters.0"] == ["Summoned Skull"]
    assert _level(game, "Summoned Skull") == 4


def test_cost_down_ends_with_the_turn() -> None:
    """"The 2 Level reduction lasts until the End Phase": the Skull summoned with it is Level 6
    again in the opponent's turn."""
    game = game_of([{"hand": ["Cost Down", "Summoned Skull", "Battle Ox"]}, {}])
    _cost_down(game)
    answer(game, action="summon", name="Summoned Skull")
    _run(game)
    answer(game, action="to_end")
    _run(game)
    assert game.facts()["turn_player"] == 1 and _level(game, "Summoned Skull") == 6


def test_two_cost_downs_accumulate() -> None:
    """"You can use multiple 'Cost Downs' in the same turn and their effects accumulate":
    after two, Blue-Eyes White Dragon (Level 8) is Level 4."""
    game = game_of([{"hand": ["Cost Down", "Cost Down", "Blue-Eyes White Dragon", "Battle Ox",
                              "Battle Ox"]}, {}])
    _cost_down(game)
    assert _level(game, "Blue-Eyes White Dragon") == 6
    _cost_down(game)
    assert _level(game, "Blue-Eyes White Dragon") == 4


def test_cost_down_lowers_a_monster_drawn_afterwards() -> None:
    """The print leaves open a monster added to the hand later; the OCG FAQ (10/09/05) and
    today's ruling lower it too, and no period ruling says otherwise: Summoned Skull drawn by
    Pot of Greed after Cost Down resolved is Level 4."""
    game = game_of([{"hand": ["Cost Down", "Pot of Greed", "Battle Ox"],
                     "deck": ["Summoned Skull", "Battle Ox", "Battle Ox"]}, {}])
    _cost_down(game)
    answer(game, action="activate", name="Pot of Greed")
    pass_while(game, 0)
    _run(game)
    assert _level(game, "Summoned Skull") == 4


def _shield_board(opp_hand: list[str]) -> Any:
    return game_of([{"monsters": ["Battle Ox"],
                     "spells": [{"card": "My Body as a Shield", "face_up": False}]},
                    {"hand": opp_hand, "monsters": ["Summoned Skull"]}],
                   turn_player=1, turn=4)


def test_my_body_as_a_shield_negates_dark_hole() -> None:
    """My Body as a Shield: "Activate only by paying 1500 Life Points when your opponent
    activates a card or effect that would destroy a monster(s) on the field. Negate the
    activation of that card and destroy it": against Dark Hole its player pays 1500; Dark Hole
    is negated and destroyed, both monsters stay."""
    game = _shield_board(["Dark Hole"])
    answer(game, action="activate", name="Dark Hole")
    pass_while(game, 1)
    answer(game, action="activate", name="My Body as a Shield")
    _run(game)
    f = game.facts()
    assert f["lp.0"] == LP - 1500
    assert f["monsters.0"] == ["Battle Ox"] and f["monsters.1"] == ["Summoned Skull"]
    assert "Dark Hole" in f["gy.1"]


def test_my_body_as_a_shield_not_against_spell_trap_removal() -> None:
    """"that would destroy a monster(s)": Mystical Space Typhoon (a Spell/Trap Card only)
    cannot be answered by it."""
    game = game_of([{"monsters": ["Battle Ox"],
                     "spells": [{"card": "My Body as a Shield", "face_up": False},
                                {"card": "Banner of Courage", "face_up": True}]},
                    {"hand": ["Mystical Space Typhoon"]}], turn_player=1, turn=4)
    answer(game, action="activate", name="Mystical Space Typhoon")
    answer(game, action="card", name="Banner of Courage")
    pass_while(game, 1)
    assert not options(game, action="activate", name="My Body as a Shield")


def test_my_body_as_a_shield_only_against_the_opponent() -> None:
    """"when your opponent activates": its own player's Dark Hole cannot be answered by it."""
    game = game_of([{"hand": ["Dark Hole"], "monsters": ["Battle Ox"],
                     "spells": [{"card": "My Body as a Shield", "face_up": False}]},
                    {"monsters": ["Summoned Skull"]}])
    answer(game, action="activate", name="Dark Hole")
    assert not options(game, action="activate", name="My Body as a Shield")


def test_combination_attack_frees_the_union_and_attacks_again() -> None:
    """Combination Attack: "on 1 monster that has attacked this turn and is equipped with a
    Union Monster. Change the Union Monster back to a monster in face-up Attack or Defense
    Position. Also, the monster ... may attack again this turn"; the Goat per-card FAQ
    (TheMTtakeover/goat-rulings, combination-attack.md): only a monster that reached the Damage
    Step. After Dark Blade's direct attack, at Battle Ox's attack Kiryu is Special Summoned
    (Defense Position chosen) and Dark Blade is then offered another attack."""
    game = game_of([{"monsters": ["Dark Blade", "Battle Ox"], "hand": ["Combination Attack"],
                     "spells": [{"card": "Kiryu", "face_up": True,
                                 "equip_to": {"player": 0, "zone": 0}}]}, {}])
    g = game.g
    answer(game, action="to_battle")
    blade = next(o for o in options(game, action="attack")
                 if g.cd(o["card"]).name.en == "Dark Blade")
    game.answer(blade)
    assert not options(game, action="activate", name="Combination Attack"), \
        "not before it reached the Damage Step"
    _run(game)
    assert game.facts()["lp.1"] < LP
    answer(game, action="attack")  # Battle Ox, the only attacker left
    while not options(game, action="activate", name="Combination Attack"):
        assert options(game, action="pass"), "never offered after the battle"
        answer(game, action="pass")
    answer(game, action="activate", name="Combination Attack")
    answer(game, action="choose", value=POS_FU_DEF)
    _run(game)
    kiryu = [c for c in g.mz[0] if c >= 0 and g.cd(c).name.en == "Kiryu"]
    assert len(kiryu) == 1 and g.pos[kiryu[0]] == POS_FU_DEF
    assert [o for o in options(game, action="attack")
            if g.cd(o["card"]).name.en == "Dark Blade"]


def test_combination_attack_needs_a_monster_that_attacked() -> None:
    """"1 monster that has attacked this turn": before Dark Blade attacks, Combination Attack
    is not offered in the Battle Phase."""
    game = game_of([{"monsters": ["Dark Blade"], "hand": ["Combination Attack"],
                     "spells": [{"card": "Kiryu", "face_up": True,
                                 "equip_to": {"player": 0, "zone": 0}}]}, {}])
    answer(game, action="to_battle")
    assert not options(game, action="activate", name="Combination Attack")
