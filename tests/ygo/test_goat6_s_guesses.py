"""Reversal Quiz and Chosen One (``cards/scripts/goat6_s_guesses.py``) under the goat profile
(LP 8000): each test quotes the 2005 text (our own wording in ``pool/goat.csv``) or the ruling
it checks (Reversal Quiz: the hand and field are its activation cost — Metagame.com "Reversal
Quiz" ruling article, 2005)."""

from __future__ import annotations

import json

from tests.ygo.test_goat_st_batches import LP, answer, game_of, options, settle

from cardtable.ygo.duel import scenario_duel
from cardtable.ygo.game import YgoGame


def test_reversal_quiz_right_call_exchanges_life_points() -> None:
    """Reversal Quiz: "Send all cards in your hand and on your side of the field to the
    Graveyard. Call ... If you called its kind right, exchange your current Life Points": the
    top card is Sangan (a Monster Card), Monster is called — 1000 and 8000 swap."""
    game = game_of([{"hand": ["Reversal Quiz", "Raigeki"], "monsters": ["Battle Ox"],
                     "deck": ["Sangan"]}, {}], lp=[1000, LP])
    answer(game, action="activate", name="Reversal Quiz")
    settle(game)
    f = game.facts()
    assert "Raigeki" in f["gy.0"] and "Battle Ox" in f["gy.0"]
    answer(game, action="choose", value="monster")
    settle(game)
    f = game.facts()
    assert f["lp.0"] == LP and f["lp.1"] == 1000 and f["deck_top.0"] == "Sangan"


def test_reversal_quiz_wrong_call_changes_nothing() -> None:
    """"If you called its kind right": a wrong call (Trap for Sangan) leaves the Life Points."""
    game = game_of([{"hand": ["Reversal Quiz", "Raigeki"], "deck": ["Sangan"]}, {}],
                   lp=[1000, LP])
    answer(game, action="activate", name="Reversal Quiz")
    settle(game)
    answer(game, action="choose", value="trap")
    settle(game)
    f = game.facts()
    assert f["lp.0"] == 1000 and f["lp.1"] == LP


def test_reversal_quiz_needs_something_to_send() -> None:
    """Ruling: sending the hand and field is the activation cost, so with no other card in
    hand or on the field it cannot be activated."""
    game = game_of([{"hand": ["Reversal Quiz"], "deck": ["Sangan"]}, {}])
    assert not options(game, action="activate", name="Reversal Quiz")


def test_chosen_one_summons_or_sends_all() -> None:
    """Chosen One: "Select 1 Monster Card and 2 non-Monster Cards ... Your opponent picks 1 of
    the 3 at random. If it is the Monster Card, Special Summon it ... and send the other 2 to the
    Graveyard; otherwise send all 3": whichever the seeded pick, the three leave the hand, the
    kept card (Pot of Greed) stays, and Battle Ox is on the field exactly when it was picked."""
    outcomes = set()
    for seed in range(8):
        game = YgoGame(scenario_duel({"profile": "goat", "turn": 3, "players": [
            {"hand": ["Chosen One", "Battle Ox", "Raigeki", "Dark Hole", "Pot of Greed"]}, {}]},
            seed))
        answer(game, action="activate", name="Chosen One")
        settle(game)
        if options(game, action="card", name="Battle Ox"):  # the only monster: forced
            answer(game, action="card", name="Battle Ox")
        answer(game, action="card", name="Raigeki")
        if options(game, action="card", name="Dark Hole"):
            answer(game, action="card", name="Dark Hole")
        while options(game, action="position") or options(game, action="choose"):
            answer(game, **({"action": "position"} if options(game, action="position")
                            else {"action": "choose"}))
        settle(game)
        f = game.facts()
        assert f["hand.0"] == ["Pot of Greed"]
        summoned = f["monsters.0"] == ["Battle Ox"]
        gy = sorted(x for x in f["gy.0"] if x != "Chosen One")
        assert gy == (["Dark Hole", "Raigeki"] if summoned
                      else ["Battle Ox", "Dark Hole", "Raigeki"])
        outcomes.add(summoned)
        assert "Pot of Greed" not in json.dumps(game.events(1))
    assert outcomes == {True, False}


def test_chosen_one_needs_one_monster_and_two_others() -> None:
    """"1 Monster Card and 2 non-Monster Cards": a hand of 1 monster and 1 Spell is not
    enough."""
    game = game_of([{"hand": ["Chosen One", "Battle Ox", "Raigeki"]}, {}])
    assert not options(game, action="activate", name="Chosen One")
