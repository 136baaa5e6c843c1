"""Spell Vanishing and The Dragon's Bead (``goat5_spell_trap_negation.py``), played under the goat
profile and checked against their 2005 texts, quoted in the tests (our own wording,
``pool/goat.csv``)."""

from __future__ import annotations

from tests.ygo.test_goat_st_batches import LP, answer, game_of, options, settle

SET = {"face_up": False}


def test_spell_vanishing_negates_and_clears_the_same_name() -> None:
    """Spell Vanishing: "Discard 2 cards. Negate the activation of a Spell Card and destroy it.
    Then look at your opponent's hand and Deck, and send every card with the same name as the
    destroyed Spell Card to the Graveyard": the Pot of Greed in hand and the one in the Deck
    follow the negated one; Sangan stays; nothing is drawn. A spectator's log never names the
    Deck's cards."""
    game = game_of([{"hand": ["Pot of Greed", "Pot of Greed", "Sangan"],
                     "deck": ["Kuriboh", "Pot of Greed", "Battle Ox"]},
                    {"spells": [{"card": "Spell Vanishing", **SET}],
                     "hand": ["Dark Hole", "Jinzo"]}])
    answer(game, action="activate", name="Pot of Greed")
    answer(game, action="activate", name="Spell Vanishing")
    settle(game)
    f = game.facts()
    assert f["hand.0"] == ["Sangan"] and f["deck_count.0"] == 2
    assert f["gy.0"].count("Pot of Greed") == 3 and f["hand_count.1"] == 0
    looked = [e for e in game.events(-1) if e.get("kind") == "card_effect"]
    assert looked and "Kuriboh" not in str(looked)


def test_spell_vanishing_needs_two_cards_to_discard() -> None:
    """Its cost is 2 cards from the hand: with 1 it cannot be activated."""
    game = game_of([{"hand": ["Pot of Greed"], "deck": ["Kuriboh"] * 3},
                    {"spells": [{"card": "Spell Vanishing", **SET}], "hand": ["Dark Hole"]}])
    answer(game, action="activate", name="Pot of Greed")
    assert not options(game, action="activate", name="Spell Vanishing")


def test_the_dragons_bead_negates_a_trap_at_a_dragon() -> None:
    """The Dragon's Bead: "You can discard 1 card to negate the effect of a Trap Card that
    targets 1 face-up Dragon-Type monster, and destroy that Trap Card": Ring of Destruction at
    Luster Dragon destroys nothing and burns nobody."""
    game = game_of([{"spells": [{"card": "Ring of Destruction", **SET}]},
                    {"monsters": ["Luster Dragon"], "hand": ["Kuriboh"],
                     "spells": [{"card": "The Dragon's Bead", "face_up": True}]}])
    answer(game, action="activate", name="Ring of Destruction")
    if options(game, action="card", name="Luster Dragon"):
        answer(game, action="card", name="Luster Dragon")
    answer(game, action="activate", name="The Dragon's Bead")
    settle(game)
    f = game.facts()
    assert f["monsters.1"] == ["Luster Dragon"] and f["lp.0"] == LP and f["lp.1"] == LP
    assert "Kuriboh" in f["gy.1"] and "Ring of Destruction" in f["gy.0"]


def test_the_dragons_bead_not_for_other_types() -> None:
    """Only a Trap at a Dragon: Ring of Destruction at Battle Ox (Beast-Warrior) gives no
    window to the Bead."""
    game = game_of([{"spells": [{"card": "Ring of Destruction", **SET}]},
                    {"monsters": ["Battle Ox"], "hand": ["Kuriboh"],
                     "spells": [{"card": "The Dragon's Bead", "face_up": True}]}])
    answer(game, action="activate", name="Ring of Destruction")
    if options(game, action="card", name="Battle Ox"):
        answer(game, action="card", name="Battle Ox")
    assert not options(game, action="activate", name="The Dragon's Bead")
