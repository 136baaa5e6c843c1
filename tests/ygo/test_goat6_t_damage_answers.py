"""Barrel Behind the Door and Trap of Board Eraser (``goat6_t_damage_answers.py``) under the goat
profile, checked against their era texts (Pojo reviews of PGD-095 / PGD-099, 2003; our own words
in ``pool/goat.csv``) and the yugioh-wiki FAQ rulings quoted in the module."""

from __future__ import annotations

from tests.ygo.test_goat_st_batches import LP, answer, game_of, options, pass_while, settle

SET = {"face_up": False}


def test_barrel_behind_the_door_switches_the_damage() -> None:
    """Barrel Behind the Door: "when an effect that inflicts damage to Life Points is activated:
    the damage you would take goes to your opponent instead": Ookazi's 800 hits its caster."""
    game = game_of([{"hand": ["Ookazi"]},
                    {"spells": [{"card": "Barrel Behind the Door", **SET}]}])
    answer(game, action="activate", name="Ookazi")
    answer(game, action="activate", name="Barrel Behind the Door")
    settle(game)
    f = game.facts()
    assert f["lp.0"] == LP - 800 and f["lp.1"] == LP


def test_barrel_behind_the_door_needs_a_damage_effect() -> None:
    """Barrel Behind the Door answers only "an effect that inflicts damage": not Pot of
    Greed."""
    game = game_of([{"hand": ["Pot of Greed"], "deck": ["Sangan"] * 3},
                    {"spells": [{"card": "Barrel Behind the Door", **SET}]}])
    answer(game, action="activate", name="Pot of Greed")
    assert not options(game, action="activate", name="Barrel Behind the Door")


def test_trap_of_board_eraser_zeroes_the_damage_and_makes_the_opponent_discard() -> None:
    """Trap of Board Eraser: "negate the damage to your Life Points; your opponent then selects
    1 card from their hand and discards it": Ookazi deals nothing, its caster discards 1 of
    its 2 cards (its own choice)."""
    game = game_of([{"hand": ["Ookazi", "Sangan", "Kuriboh"]},
                    {"spells": [{"card": "Trap of Board Eraser", **SET}]}])
    answer(game, action="activate", name="Ookazi")
    answer(game, action="activate", name="Trap of Board Eraser")
    settle(game)
    d = game.pending()
    assert d is not None and d.seat == 0  # the caster picks its discard
    answer(game, action="card", name="Kuriboh")
    settle(game)
    f = game.facts()
    assert f["lp.1"] == LP and f["lp.0"] == LP and f["hand.0"] == ["Sangan"]
    assert "Kuriboh" in f["gy.0"]


def test_trap_of_board_eraser_not_against_an_empty_hand() -> None:
    """Trap of Board Eraser (yugioh-wiki FAQ): it cannot be activated while the opponent has no
    card in hand (its discard could not be carried out)."""
    game = game_of([{"hand": ["Ookazi"]},
                    {"spells": [{"card": "Trap of Board Eraser", **SET}]}])
    answer(game, action="activate", name="Ookazi")
    assert not options(game, action="activate", name="Trap of Board Eraser")
    pass_while(game, 1)
    settle(game)
    assert game.facts()["lp.1"] == LP - 800
