"""Spirit's Invitation (``goat7_t_spirit_bounce.py``) under the goat profile. Text: not flagged
"Goat-era version" in goat-pool.csv; official text (yaml-yugi data/92394653.yaml): "each time
your Spirit monster returns to your hand, select 1 monster on your opponent's side of the field
and return it to its owner's hand; pay 500 Life Points during each of your Standby Phases, or
destroy this card" (its Japanese text: the opponent chooses the monster)."""

from __future__ import annotations

from tests.ygo.test_goat_st_batches import answer, game_of, options, settle


def test_a_returning_spirit_sends_an_opponents_monster_home() -> None:
    """Inaba White Rabbit, Normal Summoned, returns to the hand in the End Phase: the opponent
    picks one of their monsters (Battle Ox or Sangan) and it goes back to the hand."""
    game = game_of([{"hand": ["Inaba White Rabbit"],
                     "spells": [{"card": "Spirit's Invitation", "face_up": True}]},
                    {"monsters": ["Battle Ox", "Sangan"]}])
    answer(game, action="summon", name="Inaba White Rabbit")
    settle(game)
    answer(game, action="to_end")
    seen_pick = False
    while game.pending() is not None and game.facts()["turn"] == 3:
        d = game.pending()
        if options(game, action="card", name="Battle Ox"):
            assert d.seat == 1  # the opponent chooses
            seen_pick = True
            answer(game, action="card", name="Battle Ox")
        elif options(game, action="pass"):
            answer(game, action="pass")
        else:
            game.answer(d.options[0].form)
    f = game.facts()
    assert seen_pick and "Battle Ox" not in f["monsters.1"] and "Sangan" in f["monsters.1"]
    assert "Inaba White Rabbit" in f["hand.0"]
