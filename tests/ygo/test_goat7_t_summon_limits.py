"""Narrow Pass (``goat7_t_summon_limits.py``) under the goat profile — a card goat-pool.csv flags
"Goat-era version", checked against its text (yaml-yugi data/40172183.yaml) and the Goat
format's rulings (TheMTtakeover/goat-rulings, goat-indv-rulings/narrow-pass.md)."""

from __future__ import annotations

from tests.ygo.goat7_t_steps import next_main1
from tests.ygo.test_goat_st_batches import answer, game_of, options, settle

SET = {"face_up": False}



def test_narrow_pass_allows_two_more_normal_summons_or_sets() -> None:
    """Goat ruling: "each player can Normal Summon or Set up to 2 additional monsters". Seat 0
    Summons Kuriboh (turn 3) and Sets Sangan (turn 5); in turn 7 no Normal Summon or Set is
    offered although a Monster Zone is free — the destroyed ones do not count back."""
    game = game_of([{"hand": ["Kuriboh", "Sangan", "Battle Ox"],
                     "spells": [{"card": "Narrow Pass", **SET}]},
                    {"deck": ["Giant Soldier of Stone"] * 10}])
    answer(game, action="activate", name="Narrow Pass")
    settle(game)
    answer(game, action="summon", name="Kuriboh")
    settle(game)
    next_main1(game)
    next_main1(game)
    assert game.facts()["turn"] == 5
    answer(game, action="set_monster", name="Sangan")
    settle(game)
    next_main1(game)
    next_main1(game)
    assert game.facts()["turn"] == 7
    assert not options(game, action="summon", name="Battle Ox")
    assert not options(game, action="set_monster", name="Battle Ox")


def test_narrow_pass_needs_two_or_fewer_on_each_side() -> None:
    """Goat ruling: 3 monsters on one side forbid the activation; 2 and 1 allow it."""
    game = game_of([{"monsters": ["Kuriboh", "Sangan", "Battle Ox"],
                     "spells": [{"card": "Narrow Pass", **SET}]}, {"monsters": ["Summoned Skull"]}])
    assert not options(game, action="activate", name="Narrow Pass")
    game = game_of([{"monsters": ["Kuriboh", "Sangan"],
                     "spells": [{"card": "Narrow Pass", **SET}]}, {"monsters": ["Summoned Skull"]}])
    assert options(game, action="activate", name="Narrow Pass")
