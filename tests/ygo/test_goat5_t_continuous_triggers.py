"""Life Absorbing Machine and Ordeal of a Traveler (``goat5_t_continuous_triggers.py``), played
under the goat profile and checked against their 2005 texts, quoted in the tests (our own
wording, ``pool/goat.csv``)."""

from __future__ import annotations

from tests.ygo.test_goat_st_batches import LP, answer, game_of, settle

from cardtable.ygo.cards import constants as C
from cardtable.ygo.game import YgoGame

UP = {"face_up": True}


def _end_turn(game: YgoGame) -> None:
    settle(game)
    answer(game, action="to_end")
    settle(game)


def test_life_absorbing_machine_returns_half_of_last_turns_payments() -> None:
    """Life Absorbing Machine: "During each of your Standby Phases, you gain Life Points equal to
    half the Life Points you paid during your previous turn": Skill Drain's 1000 paid in turn 3
    gives 500 back in the controller's next Standby Phase (turn 5), nothing in the opponent's."""
    game = game_of([{"spells": [{"card": "Life Absorbing Machine", **UP},
                                {"card": "Skill Drain", "face_up": False}],
                     "deck": ["Kuriboh"] * 4}, {"deck": ["Kuriboh"] * 4}])
    answer(game, action="activate", name="Skill Drain")
    _end_turn(game)
    assert game.facts()["turn"] == 4 and game.facts()["lp.0"] == LP - 1000
    _end_turn(game)
    f = game.facts()
    assert f["turn"] == 5 and f["lp.0"] == LP - 500


def _ordeal(guess: int) -> YgoGame:
    """Seat 0's Battle Ox attacks directly; seat 1 holds only Dark Hole and Ordeal of a Traveler
    face-up; seat 0 guesses ``guess``."""
    game = game_of([{"monsters": ["Battle Ox"]},
                    {"spells": [{"card": "Ordeal of a Traveler", **UP}], "hand": ["Dark Hole"]}],
                   phase="battle")
    answer(game, action="attack", name="Battle Ox")
    settle(game)
    answer(game, action="choose", value=guess)
    settle(game)
    return game


def test_ordeal_of_a_traveler_wrong_guess_sends_the_attacker_home() -> None:
    """Ordeal of a Traveler: "Each time an opponent's monster declares an attack, your opponent
    picks 1 card at random from your hand and guesses its type ... If the guess is wrong, return
    the attacking monster to its owner's hand": "Trap" for Dark Hole: Battle Ox goes back and
    deals nothing."""
    game = _ordeal(C.TRAP)
    f = game.facts()
    assert f["hand.0"] == ["Battle Ox"] and f["lp.1"] == LP


def test_ordeal_of_a_traveler_right_guess_lets_the_attack_through() -> None:
    """A right guess ("Spell") changes nothing: the direct attack deals 1700; the card shown is
    named in every seat's log."""
    game = _ordeal(C.SPELL)
    f = game.facts()
    assert f["monsters.0"] == ["Battle Ox"] and f["lp.1"] == LP - 1700
    assert "Dark Hole" in str(game.events(-1))
