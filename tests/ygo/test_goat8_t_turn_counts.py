"""Pyro Clock of Destiny (``goat8_t_turn_counts.py``) under the goat profile. Text: not flagged
"Goat-era version" in goat-pool.csv; official text (yaml-yugi data/01082946.yaml): "Move the turn
count forward by 1 turn. The turn in which this card is activated continues as normal." Ruling:
Goat Individual Card FAQ (TheMTtakeover/goat-rulings goat-indv-rulings/pyro-clock-of-destiny.md):
"You can only use Pyro Clock of Destiny to advance the turn count by 1 for Swords of Revealing
Light, Lightforce Sword, or Final Countdown." Swords of Revealing Light (core text): it stays on
the field for 3 of the opponent's turns."""

from __future__ import annotations

from tests.ygo.test_goat_st_batches import activate, answer, game_of, settle

from cardtable.ygo.game import YgoGame

SET = {"face_up": False}


def _swords_game(counted: int, pyro: bool) -> YgoGame:
    """Seat 1's Swords of Revealing Light has counted ``counted`` of seat 0's turns; in seat 0's
    turn (the Swords' opponent) seat 0 activates Pyro Clock (or not) and ends the turn."""
    game = game_of([{"spells": [{"card": "Pyro Clock of Destiny", **SET}]},
                    {"spells": [{"card": "Swords of Revealing Light", "face_up": True,
                                 "counter": counted}]}])
    if pyro:
        activate(game, "Pyro Clock of Destiny")
    answer(game, action="to_end")
    settle(game)
    return game


def test_pyro_clock_makes_the_swords_second_turn_its_third() -> None:
    """Swords counted 1 turn: this End Phase counts the 2nd, it stays; with Pyro Clock the
    count is moved forward, this End Phase counts the 3rd and the Swords leave."""
    assert _swords_game(1, pyro=False).facts()["spells.1"] == ["Swords of Revealing Light"]
    assert "Swords of Revealing Light" in _swords_game(1, pyro=True).facts()["gy.1"]


def test_swords_reaching_three_in_their_owners_turn_leave_in_that_end_phase() -> None:
    """Seat 0's own Swords counted 2 turns; seat 0 (its controller's turn) moves the count to
    3 with Pyro Clock: the Swords leave in this End Phase, not after another opponent's turn."""
    game = game_of([{"spells": [{"card": "Pyro Clock of Destiny", **SET},
                                {"card": "Swords of Revealing Light", "face_up": True,
                                 "counter": 2}]}, {}])
    activate(game, "Pyro Clock of Destiny")
    assert game.facts()["spells.0"] == ["Swords of Revealing Light"]  # the turn goes on
    answer(game, action="to_end")
    settle(game)
    assert "Swords of Revealing Light" in game.facts()["gy.0"]


def test_final_countdown_is_one_turn_shorter() -> None:
    """Final Countdown activated on turn 3 wins in turn 22's End Phase (the 20th counted turn,
    ``test_goat5_batches``); after one Pyro Clock, turn 21's End Phase is the 20th."""
    game = game_of([{"hand": ["Final Countdown"],
                     "spells": [{"card": "Pyro Clock of Destiny", **SET}]}, {}])
    activate(game, "Final Countdown")
    activate(game, "Pyro Clock of Destiny")
    game.g.turn = 21  # type: ignore[attr-defined]  # jump ahead: the count is read from the log
    answer(game, action="to_end")
    settle(game)
    f = game.facts()
    assert f["over"] and f["winners"] == [0]


def test_final_countdown_without_pyro_clock_not_yet_on_turn_21() -> None:
    """The same board without the Pyro Clock activation: turn 21's End Phase does not end it."""
    game = game_of([{"hand": ["Final Countdown"],
                     "spells": [{"card": "Pyro Clock of Destiny", **SET}]}, {}])
    activate(game, "Final Countdown")
    game.g.turn = 21  # type: ignore[attr-defined]
    answer(game, action="to_end")
    settle(game)
    assert not game.facts()["over"]
