"""Pole Position (``goat7_t_pole_position.py``) under the goat profile. Text: not flagged
"Goat-era version" in goat-pool.csv; official text (yaml-yugi data/73578229.yaml): "the face-up
monster(s) with the highest ATK on the field is unaffected by the effects of Spell Cards; when
'Pole Position' is removed from the field, destroy the face-up monster(s) with the highest ATK on
the field"."""

from __future__ import annotations

from tests.ygo.test_goat_st_batches import answer, game_of, options, settle

SET = {"face_up": False}


def test_the_strongest_monster_survives_dark_hole() -> None:
    """Dark Hole (a Spell) destroys every monster but Blue-Eyes (3000, the highest ATK)."""
    game = game_of([{"hand": ["Dark Hole"], "monsters": ["Summoned Skull"]},
                    {"monsters": ["Blue-Eyes White Dragon", "Battle Ox"],
                     "spells": [{"card": "Pole Position", "face_up": True}]}])
    answer(game, action="activate", name="Dark Hole")
    settle(game)
    f = game.facts()
    assert f["monsters.1"] == ["Blue-Eyes White Dragon"] and f["monsters.0"] == []


def test_without_pole_position_dark_hole_takes_all() -> None:
    """Control: without Pole Position Blue-Eyes is destroyed too."""
    game = game_of([{"hand": ["Dark Hole"], "monsters": ["Summoned Skull"]},
                    {"monsters": ["Blue-Eyes White Dragon", "Battle Ox"]}])
    answer(game, action="activate", name="Dark Hole")
    settle(game)
    assert game.facts()["monsters.1"] == []


def test_leaving_the_field_destroys_the_strongest() -> None:
    """Activated, then destroyed by its own controller's Mystical Space Typhoon: Blue-Eyes (the
    highest ATK) is destroyed, Summoned Skull stays. A Set Pole Position destroyed does nothing."""
    game = game_of([{"hand": ["Mystical Space Typhoon"], "monsters": ["Blue-Eyes White Dragon"],
                     "spells": [{"card": "Pole Position", **SET}]},
                    {"monsters": ["Summoned Skull"]}])
    answer(game, action="activate", name="Pole Position")
    settle(game)
    answer(game, action="activate", name="Mystical Space Typhoon")
    if options(game, action="card", name="Pole Position"):
        answer(game, action="card", name="Pole Position")
    settle(game)
    f = game.facts()
    assert f["monsters.0"] == [] and f["monsters.1"] == ["Summoned Skull"]
    game = game_of([{"hand": ["Mystical Space Typhoon"], "monsters": ["Blue-Eyes White Dragon"],
                     "spells": [{"card": "Pole Position", **SET}]}, {}])
    answer(game, action="activate", name="Mystical Space Typhoon")
    if options(game, action="card", name="Pole Position"):
        answer(game, action="card", name="Pole Position")
    settle(game)
    assert game.facts()["monsters.0"] == ["Blue-Eyes White Dragon"]
