"""Appropriate (``goat7_t_draw_windows.py``) under the goat profile. Text: not flagged "Goat-era
version" in goat-pool.csv; official text (yaml-yugi data/48539234.yaml): "activate only when your
opponent draws a card(s) outside of either Draw Phase; after that, each time your opponent draws
a card(s) outside of either Draw Phase, immediately draw 2 cards"."""

from __future__ import annotations

from tests.ygo.goat_st_windows import offered_while_passing, pass_until_offered
from tests.ygo.test_goat_st_batches import answer, game_of, settle

SET = {"face_up": False}


def test_appropriate_activates_after_a_draw_then_draws_two_each_time() -> None:
    """The opponent's Pot of Greed (link 1) draws: after that chain Appropriate may be
    activated (its activation draws nothing); the opponent's next Pot of Greed makes its owner
    draw 2 at once — 2, not 4, for the 2 cards one effect draws."""
    game = game_of([{"hand": ["Pot of Greed", "Pot of Greed"]},
                    {"spells": [{"card": "Appropriate", **SET}]}])
    answer(game, action="activate", name="Pot of Greed")
    seen = pass_until_offered(game, "Appropriate")
    assert seen and game.facts()["hand_count.1"] == 0
    answer(game, action="activate", name="Appropriate")
    settle(game)
    assert game.facts()["hand_count.1"] == 0
    answer(game, action="activate", name="Pot of Greed")
    settle(game)
    f = game.facts()
    assert f["hand_count.1"] == 2 and f["hand_count.0"] == 4


def test_no_window_for_your_own_draw() -> None:
    """Its owner's own Pot of Greed opens no Appropriate."""
    game = game_of([{"hand": ["Pot of Greed"], "spells": [{"card": "Appropriate", **SET}]}, {}])
    answer(game, action="activate", name="Pot of Greed")
    seen = offered_while_passing(game, "Appropriate")
    assert not seen


def test_two_appropriates_loop_until_a_deck_runs_out() -> None:
    """Goat ruling (goat-indv-rulings/appropriate.md): with an active Appropriate on each side,
    a draw outside the Draw Phase loops — each one's 2 cards make the other draw 2 — until a
    player cannot draw and loses. Seat 1 (6 cards) runs out before seat 0 (20)."""
    game = game_of([{"hand": ["Pot of Greed"], "deck": ["Sangan"] * 20,
                     "spells": [{"card": "Appropriate", "face_up": True}]},
                    {"deck": ["Kuriboh"] * 6,
                     "spells": [{"card": "Appropriate", "face_up": True}]}])
    answer(game, action="activate", name="Pot of Greed")
    settle(game)
    f = game.facts()
    assert f["deck_count.1"] == 0 and f["winners"] == [0]
