"""Dora of Fate (``goat7_t_delayed.py``) under the goat profile. Text: not flagged "Goat-era
version" in goat-pool.csv; official text (yaml-yugi data/67464807.yaml): "you can only activate
this card during your opponent's turn; select 1 face-up monster on your opponent's side of the
field; when you Normal Summon a monster that is 1 Level lower than the selected monster during
your next turn, inflict damage to your opponent equal to the Level of the selected monster x
500"."""

from __future__ import annotations

from tests.ygo.goat7_t_steps import next_main1
from tests.ygo.test_goat_st_batches import LP, answer, game_of, options, settle

from cardtable.ygo.game import YgoGame

SET = {"face_up": False}



def _dora(hand: list[str]) -> YgoGame:
    """Seat 1's turn 4: seat 0 answers seat 1's summon of Battle Ox (Level 4) with Dora of Fate
    selecting it, then plays its turn 5 with ``hand``."""
    game = game_of([{"spells": [{"card": "Dora of Fate", **SET}], "deck": hand + ["Sangan"] * 5},
                    {"hand": ["Battle Ox"]}], turn=4, turn_player=1)
    answer(game, action="summon", name="Battle Ox")
    answer(game, action="activate", name="Dora of Fate")
    settle(game)
    next_main1(game)
    return game


def test_dora_of_fate_burns_on_a_level_3_normal_summon() -> None:
    """Next turn, Normal Summoning Level 3 Sangan (1 Level lower than Battle Ox's 4) inflicts
    4 x 500 = 2000."""
    game = _dora(["Sangan"])
    assert game.facts()["turn"] == 5
    answer(game, action="summon", name="Sangan")
    settle(game)
    assert game.facts()["lp.1"] == LP - 2000


def test_dora_of_fate_needs_exactly_one_level_lower() -> None:
    """Normal Summoning Level 4 Battle Ox (the same Level) inflicts nothing."""
    game = _dora(["Battle Ox"])
    answer(game, action="summon", name="Battle Ox")
    settle(game)
    assert game.facts()["lp.1"] == LP


def test_dora_of_fate_only_in_the_opponents_turn() -> None:
    """In its controller's own turn it cannot be activated."""
    game = game_of([{"spells": [{"card": "Dora of Fate", **SET}]}, {"monsters": ["Battle Ox"]}])
    assert not options(game, action="activate", name="Dora of Fate")
