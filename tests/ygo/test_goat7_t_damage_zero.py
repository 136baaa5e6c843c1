"""Pikeru's Circle of Enchantment (``goat7_t_damage_zero.py``) under the goat profile. Text:
not flagged "Goat-era version" in goat-pool.csv; official text (yaml-yugi data/74270067.yaml):
"damage to you from card effects becomes 0 until the end of this turn"."""

from __future__ import annotations

from tests.ygo.test_goat_st_batches import LP, answer, game_of, settle

SET = {"face_up": False}


def test_pikerus_circle_zeroes_effect_damage_for_the_turn() -> None:
    """Chained to Ookazi (800 to the opponent): seat 1 takes 0, and a second Ookazi the same
    turn deals 0 too."""
    game = game_of([{"hand": ["Ookazi", "Ookazi"]},
                    {"spells": [{"card": "Pikeru's Circle of Enchantment", **SET}]}])
    answer(game, action="activate", name="Ookazi")
    answer(game, action="activate", name="Pikeru's Circle of Enchantment")
    settle(game)
    assert game.facts()["lp.1"] == LP
    answer(game, action="activate", name="Ookazi")
    settle(game)
    assert game.facts()["lp.1"] == LP


def test_pikerus_circle_protects_only_its_controller() -> None:
    """"Damage to YOU": seat 0's own Circle shields seat 0 only; its Ookazi still deals 800 to
    seat 1."""
    game = game_of([{"hand": ["Ookazi"],
                     "spells": [{"card": "Pikeru's Circle of Enchantment", **SET}]}, {}])
    answer(game, action="activate", name="Pikeru's Circle of Enchantment")
    settle(game)
    answer(game, action="activate", name="Ookazi")
    settle(game)
    assert game.facts()["lp.1"] == LP - 800
