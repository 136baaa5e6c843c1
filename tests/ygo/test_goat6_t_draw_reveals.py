"""Pikeru's Second Sight (``goat6_t_draw_reveals.py``) under the goat profile: "Until your
opponent's 2nd End Phase, your opponent shows each card they draw before adding it to their
hand" (TLM-EN050; the Japanese text quoted by yugioh-wiki; our own words in
``pool/goat.csv``)."""

from __future__ import annotations

from tests.ygo.test_goat_st_batches import answer, game_of, options, settle

from cardtable.ygo.game import YgoGame

SET = {"face_up": False}


def _to_next_turn(game: YgoGame) -> None:
    turn = game.facts()["turn"]
    if options(game, action="to_end"):
        answer(game, action="to_end")
    while game.pending() is not None and game.facts()["turn"] == turn:
        answer(game, action="pass")


def test_pikerus_second_sight_shows_the_opponents_next_draws() -> None:
    """Activated in your turn 3: the opponent's draw of turn 4 is shown to you (your view names
    it in their hand, the log shows it to all); the opponent's draws before were not."""
    game = game_of([{"spells": [{"card": "Pikeru's Second Sight", **SET}],
                     "deck": ["Sangan"] * 5},
                    {"deck": ["Mystic Tomato"] * 5}])
    assert game.view(0)["players"][1]["revealed"] == []
    answer(game, action="activate", name="Pikeru's Second Sight")
    settle(game)
    _to_next_turn(game)
    assert game.facts()["turn"] == 4
    shown = game.view(0)["players"][1]["revealed"]
    assert [c["name"] for c in shown] == ["Mystic Tomato"]
    assert any(e["kind"] == "reveal" for e in game.events(-1))


def test_without_second_sight_a_draw_stays_hidden() -> None:
    """The control: the same draw without the Trap is not shown."""
    game = game_of([{"deck": ["Sangan"] * 5}, {"deck": ["Mystic Tomato"] * 5}])
    _to_next_turn(game)
    assert game.facts()["turn"] == 4 and game.view(0)["players"][1]["revealed"] == []
