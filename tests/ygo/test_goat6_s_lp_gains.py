"""Soul Absorption and Spring of Rebirth (``cards/scripts/goat6_s_lp_gains.py``) under the goat
profile (LP 8000): each test quotes the text (our own wording in ``pool/goat.csv``)."""

from __future__ import annotations

from tests.ygo.test_goat_st_batches import LP, answer, game_of, options, settle


def test_soul_absorption_500_per_card_removed() -> None:
    """Soul Absorption: "Each time a card is removed from play, you gain 500 Life Points for that
    card": Soul Release removing 3 cards from the Graveyards gives 1500."""
    game = game_of([{"hand": ["Soul Release"], "gy": ["Sangan", "Kuriboh"],
                     "spells": [{"card": "Soul Absorption", "face_up": True}]},
                    {"gy": ["Jinzo"]}])
    answer(game, action="activate", name="Soul Release")
    while options(game, action="card"):
        answer(game, action="card")
    settle(game)
    f = game.facts()
    n = len(f["banished.0"]) + len(f["banished.1"])
    assert n == 3 and f["lp.0"] == LP + 500 * n


def test_spring_of_rebirth_500_per_monster_returned() -> None:
    """Spring of Rebirth: "Each time a monster on the field returns to its owner's hand, you gain
    500 Life Points": Compulsory Evacuation Device returns the opponent's Battle Ox — 500 for
    Spring of Rebirth's controller."""
    game = game_of([{"spells": [{"card": "Spring of Rebirth", "face_up": True},
                                {"card": "Compulsory Evacuation Device", "face_up": False}]},
                    {"monsters": ["Battle Ox"]}])
    answer(game, action="activate", name="Compulsory Evacuation Device")
    while options(game, action="card"):
        answer(game, action="card")
    settle(game)
    f = game.facts()
    assert f["hand.1"] == ["Battle Ox"] and f["lp.0"] == LP + 500 and f["lp.1"] == LP


def test_spring_of_rebirth_not_for_a_card_from_the_graveyard() -> None:
    """"a monster on the field": a monster added to the hand from the Graveyard (The Warrior
    Returning Alive on Celtic Guardian) gives nothing."""
    game = game_of([{"hand": ["The Warrior Returning Alive"], "gy": ["Celtic Guardian"],
                     "spells": [{"card": "Spring of Rebirth", "face_up": True}]}, {}])
    answer(game, action="activate", name="The Warrior Returning Alive")
    while options(game, action="card"):
        answer(game, action="card")
    settle(game)
    f = game.facts()
    assert f["hand.0"] == ["Celtic Guardian"] and f["lp.0"] == LP
