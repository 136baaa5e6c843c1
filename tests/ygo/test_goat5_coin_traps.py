"""Fiend Comedian (``goat5_coin_traps.py``) and Anti-Spell Fragrance (``goat5_locks.py``), played
under the goat profile and checked against their 2005 texts, quoted in the tests (our own
wording, ``pool/goat.csv``)."""

from __future__ import annotations

from tests.ygo.test_goat_st_batches import answer, game_of, options, settle

from cardtable.ygo.game import YgoGame


def _comedian(call: str) -> YgoGame:
    game = game_of([{"spells": [{"card": "Fiend Comedian", "face_up": False}],
                     "deck": ["Kuriboh"] * 5},
                    {"gy": ["Sangan", "Dark Hole", "Battle Ox"]}])
    answer(game, action="activate", name="Fiend Comedian")
    settle(game)
    answer(game, action="choose", value=call)
    settle(game)
    return game


def test_fiend_comedian_right_call_banishes_wrong_call_mills() -> None:
    """Fiend Comedian: "Call Heads or Tails, then toss a coin. If you called it right, remove
    from play all cards in your opponent's Graveyard. If you called it wrong, send cards from the
    top of your Deck to the Graveyard equal to the number of cards in your opponent's Graveyard":
    the same seeded coin, called both ways: one call empties their Graveyard (3 cards removed),
    the other sends 3 of the caller's cards to the Graveyard."""
    outcomes = []
    for call in ("heads", "tails"):
        game = _comedian(call)
        tosses = [e for e in game.events(-1) if e.get("kind") == "coin_toss"]
        assert len(tosses) == 1
        right = tosses[0]["result"] == call
        f = game.facts()
        if right:
            assert f["gy.1"] == [] and len(f["banished.1"]) == 3 and f["deck_count.0"] == 5
        else:
            assert len(f["gy.1"]) == 3 and f["deck_count.0"] == 2
        outcomes.append(right)
    assert sorted(outcomes) == [False, True]


def test_fiend_comedian_needs_cards_in_their_graveyard() -> None:
    """With the opponent's Graveyard empty there is nothing to count or remove."""
    game = game_of([{"spells": [{"card": "Fiend Comedian", "face_up": False}]}, {}])
    assert not options(game, action="activate", name="Fiend Comedian")


def test_anti_spell_fragrance_spells_wait_a_turn_after_being_set() -> None:
    """Anti-Spell Fragrance: "Both players must Set Spell Cards before activating them, and
    cannot activate a Set Spell Card until their next turn": Pot of Greed cannot be activated
    from the hand, nor in the turn it is Set; a Pot of Greed Set in an earlier turn can."""
    frag = {"card": "Anti-Spell Fragrance", "face_up": True}
    game = game_of([{"hand": ["Pot of Greed"], "deck": ["Sangan"] * 4},
                    {"spells": [frag]}])
    assert not options(game, action="activate", name="Pot of Greed")
    sets = [o for o in options(game) if o.get("action", "").startswith("set")]
    assert sets
    game.answer(sets[0])
    settle(game)
    assert game.facts()["spells.0"] == ["Pot of Greed"]
    assert not options(game, action="activate", name="Pot of Greed")
    game = game_of([{"spells": [{"card": "Pot of Greed", "face_up": False}],
                     "deck": ["Sangan"] * 4}, {"spells": [frag]}])
    answer(game, action="activate", name="Pot of Greed")
    settle(game)
    assert game.facts()["hand_count.0"] == 2
