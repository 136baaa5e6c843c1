"""Reverse Trap (``goat7_t_reverse.py``, ``hooks.STAT_REVERSALS``) under the goat profile. Text:
not flagged "Goat-era version" in goat-pool.csv; official text (yaml-yugi data/77622396.yaml):
"until the End Phase, all effects that add or subtract ATK or DEF are reversed"."""

from __future__ import annotations

from tests.ygo.test_goat_st_batches import answer, game_of, settle

SET = {"face_up": False}


def test_reverse_trap_turns_boosts_into_losses_for_the_turn() -> None:
    """Battle Ox with Axe of Despair (+1000) is 2700, 700 after Reverse Trap; the opponent's
    Summoned Skull under Yami (+200 to Fiends) goes from 2700 to 2300; a monster without
    modifiers keeps its ATK."""
    game = game_of([{"monsters": ["Battle Ox", "Giant Soldier of Stone"],
                     "spells": [{"card": "Axe of Despair",
                                 "equip_to": {"player": 0, "zone": 0}, "face_up": True},
                                {"card": "Reverse Trap", "face_up": False}]},
                    {"monsters": ["Summoned Skull"], "field": {"card": "Yami", "face_up": True}}])
    f = game.facts()
    assert f["mzone.0.0.atk"] == 2700 and f["mzone.1.0.atk"] == 2700
    answer(game, action="activate", name="Reverse Trap")
    settle(game)
    f = game.facts()
    assert f["mzone.0.0.atk"] == 700 and f["mzone.1.0.atk"] == 2300
    assert f["mzone.0.1.atk"] == 1300
