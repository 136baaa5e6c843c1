"""Respect Play (``goat7_t_respect_play.py``) under the goat profile. Text: not flagged "Goat-era
version" in goat-pool.csv; official text (yaml-yugi data/08951260.yaml): "during their respective
turns, each player must show their opponent their hand"."""

from __future__ import annotations

from tests.ygo.test_goat_st_batches import answer, game_of, settle

from cardtable.ygo.game import YgoGame

SET = {"face_up": False}


def _revealed(game: YgoGame, seat: int) -> list[str]:
    """The names of the other player's hand cards seat ``seat`` is shown."""
    return sorted(c["name"] for c in game.view(seat)["players"][1 - seat]["revealed"])


def test_respect_play_shows_the_turn_players_hand_only() -> None:
    """Activated in seat 0's turn: seat 1 sees seat 0's hand (Kuriboh, Sangan); seat 0 does not
    see seat 1's (not seat 1's turn)."""
    game = game_of([{"hand": ["Kuriboh", "Sangan"],
                     "spells": [{"card": "Respect Play", **SET}]},
                    {"hand": ["Jinzo"]}])
    assert _revealed(game, 1) == []
    answer(game, action="activate", name="Respect Play")
    settle(game)
    assert _revealed(game, 1) == ["Kuriboh", "Sangan"]
    assert _revealed(game, 0) == []


def test_in_the_opponents_turn_their_hand_is_shown() -> None:
    """With Respect Play face-up, seat 1's turn begins: after its draw, seat 0 sees seat 1's
    whole hand (Jinzo and the drawn Sangan)."""
    game = game_of([{"spells": [{"card": "Respect Play", "face_up": True}]},
                    {"hand": ["Jinzo"], "deck": ["Sangan"] * 3}])
    answer(game, action="to_end")
    settle(game)
    while game.facts()["turn"] == 3:
        d = game.pending()
        assert d is not None
        game.answer(d.options[0].form)
    settle(game)
    assert game.facts()["turn_player"] == 1
    assert _revealed(game, 0) == ["Jinzo", "Sangan"]
