"""Enervating Mist (``goat6_t_hand_limits.py``) under the goat profile: "Your opponent's hand
size limit becomes 5" (SOD-EN053; the Japanese text quoted by yugioh-wiki; our own words in
``pool/goat.csv``)."""

from __future__ import annotations

from tests.ygo.test_goat_st_batches import answer, game_of, options

from cardtable.ygo.game import YgoGame


def _end_turn_discarding(game: YgoGame) -> int:
    """Go to the End Phase; discard the first card each time the hand limit asks. Returns the
    number of discards asked for."""
    answer(game, action="to_end")
    n = 0
    while (d := game.pending()) is not None and game.facts()["turn"] == 3:
        if options(game, action="pass"):
            answer(game, action="pass")
        else:
            assert d.seat == 0
            game.answer(d.options[0].form)
            n += 1
    return n


def test_enervating_mist_limits_the_opponent_to_five() -> None:
    """7 cards in hand at the End Phase under the opponent's Mist: 2 discarded (down to 5)."""
    game = game_of([{"hand": ["Sangan"] * 7},
                    {"spells": [{"card": "Enervating Mist", "face_up": True}]}])
    assert _end_turn_discarding(game) == 2
    assert game.facts()["gy.0"] == ["Sangan", "Sangan"]


def test_enervating_mist_spares_its_controller() -> None:
    """"Your OPPONENT's limit": under your own Mist the usual 6 holds (1 discard from 7)."""
    game = game_of([{"hand": ["Sangan"] * 7,
                     "spells": [{"card": "Enervating Mist", "face_up": True}]}, {}])
    assert _end_turn_discarding(game) == 1
