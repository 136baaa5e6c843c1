"""Muko (``goat7_t_draw_answers.py``) under the goat profile. Text: not flagged "Goat-era
version" in goat-pool.csv; official text (yaml-yugi data/80863132.yaml): "Activate only when an
effect of drawing card(s) is activated. Both players see the cards drawn by the effect and
discard them all to the Graveyard"."""

from __future__ import annotations

from tests.ygo.test_goat_st_batches import answer, game_of, options, settle

SET = {"face_up": False}


def test_muko_discards_the_cards_pot_of_greed_draws() -> None:
    """Pot of Greed answered by Muko: the 2 drawn cards are shown to both players (public
    events name them) and go to the Graveyard; the Deck is 2 smaller."""
    game = game_of([{"hand": ["Pot of Greed"], "deck": ["Kuriboh", "Jinzo", "Sangan"]},
                    {"spells": [{"card": "Muko", **SET}]}])
    answer(game, action="activate", name="Pot of Greed")
    answer(game, action="activate", name="Muko")
    settle(game)
    f = game.facts()
    assert f["hand_count.0"] == 0 and f["deck_count.0"] == 1
    assert sorted(f["gy.0"]) == ["Jinzo", "Kuriboh", "Pot of Greed"]
    shown = [c["name"] for e in game.events(1) if e["kind"] == "reveal" for c in e["cards"]]
    assert sorted(shown) == ["Jinzo", "Kuriboh"]


def test_muko_needs_a_draw_effect() -> None:
    """Only a drawing effect: Ookazi (damage) gives no Muko."""
    game = game_of([{"hand": ["Ookazi"]}, {"spells": [{"card": "Muko", **SET}]}])
    answer(game, action="activate", name="Ookazi")
    assert not options(game, action="activate", name="Muko")


def test_later_draws_are_not_touched() -> None:
    """Only that effect's draws: after Muko resolved on one Pot of Greed, a second Pot of Greed
    the same turn draws normally."""
    game = game_of([{"hand": ["Pot of Greed", "Pot of Greed"],
                     "deck": ["Kuriboh", "Jinzo", "Sangan", "Sangan"]},
                    {"spells": [{"card": "Muko", **SET}]}])
    answer(game, action="activate", name="Pot of Greed")
    answer(game, action="activate", name="Muko")
    settle(game)
    answer(game, action="activate", name="Pot of Greed")
    settle(game)
    assert game.facts()["hand_count.0"] == 2
