"""Soul Demolition (``goat6_t_repeatable.py``) under the goat profile: "While this card is on the
field you can pay 500 Life Points: each player selects 1 monster in their opponent's Graveyard
and removes it from play. You can use this effect only while you control a Fiend-Type monster"
(LOD-014; the old Japanese text quoted by yugioh-wiki; our own words in ``pool/goat.csv``)."""

from __future__ import annotations

from tests.ygo.test_goat_st_batches import LP, answer, game_of, options, settle

UP = {"face_up": True}


def test_soul_demolition_each_player_removes_one_from_the_other() -> None:
    """With Summoned Skull (Fiend): 500 paid; the activator removes the opponent's Mystic Tomato
    (their choice over Sangan), the opponent removes the activator's Kuriboh."""
    game = game_of([{"monsters": ["Summoned Skull"], "gy": ["Kuriboh"],
                     "spells": [{"card": "Soul Demolition", **UP}]},
                    {"gy": ["Sangan", "Mystic Tomato"]}])
    answer(game, action="activate", name="Soul Demolition")
    settle(game)
    answer(game, action="card", name="Mystic Tomato")
    settle(game)
    f = game.facts()
    assert f["lp.0"] == LP - 500
    assert f["banished.1"] == ["Mystic Tomato"] and f["gy.1"] == ["Sangan"]
    assert f["banished.0"] == ["Kuriboh"]


def test_soul_demolition_needs_a_fiend_and_both_graveyards() -> None:
    """No Fiend (Battle Ox): not usable; a Fiend but an empty opponent's Graveyard: not
    usable."""
    game = game_of([{"monsters": ["Battle Ox"], "gy": ["Kuriboh"],
                     "spells": [{"card": "Soul Demolition", **UP}]}, {"gy": ["Sangan"]}])
    assert not options(game, action="activate", name="Soul Demolition")
    game = game_of([{"monsters": ["Summoned Skull"], "gy": ["Kuriboh"],
                     "spells": [{"card": "Soul Demolition", **UP}]}, {}])
    assert not options(game, action="activate", name="Soul Demolition")
