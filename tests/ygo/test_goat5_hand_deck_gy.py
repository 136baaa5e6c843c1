"""Goat-pool Traps of ``cards/scripts/goat5_hand_deck_gy.py`` and ``goat5_locks.py``, each played
under the goat profile (LP 8000) and checked against its 2005 text, quoted in the test (our own
wording, ``pool/goat.csv``)."""

from __future__ import annotations

from typing import Any

from tests.ygo.test_goat_st_batches import LP, answer, game_of, options, settle

SET = {"face_up": False}


def _trap(name: str) -> dict[str, Any]:
    return {"card": name, **SET}


def test_hidden_spellbook_shuffles_two_spells_back() -> None:
    """Hidden Spellbook: "Select 2 Spell Cards in your Graveyard and shuffle them into your
    Deck": Dark Hole and Pot of Greed leave the Graveyard, Sangan (a monster) stays."""
    game = game_of([{"spells": [_trap("Hidden Spellbook")],
                     "gy": ["Dark Hole", "Pot of Greed", "Sangan"], "deck": ["Kuriboh"]}, {}])
    answer(game, action="activate", name="Hidden Spellbook")
    assert not options(game, action="card", name="Sangan")
    settle(game)
    f = game.facts()
    assert f["gy.0"] == ["Sangan", "Hidden Spellbook"] and f["deck_count.0"] == 3


def test_hidden_spellbook_needs_two_spells() -> None:
    """With 1 Spell Card in the Graveyard, Hidden Spellbook has not 2 to select."""
    game = game_of([{"spells": [_trap("Hidden Spellbook")], "gy": ["Dark Hole", "Sangan"]}, {}])
    assert not options(game, action="activate", name="Hidden Spellbook")


def test_beckoning_light_trades_the_hand_for_light_monsters() -> None:
    """Beckoning Light: "Discard your entire hand. Then add LIGHT monsters from your Graveyard to
    your hand, as many as the cards you discarded": 2 discarded, 2 LIGHT monsters back (not
    Sangan, a DARK one)."""
    game = game_of([{"spells": [_trap("Beckoning Light")], "hand": ["Battle Ox", "Kuriboh"],
                     "gy": ["Mystical Elf", "Magician of Faith", "Sangan"]}, {}])
    answer(game, action="activate", name="Beckoning Light")
    settle(game)
    f = game.facts()
    assert f["hand.0"] == ["Magician of Faith", "Mystical Elf"]
    assert "Battle Ox" in f["gy.0"] and "Kuriboh" in f["gy.0"] and "Sangan" in f["gy.0"]


def test_mind_haxorz_shows_hand_and_set_cards_to_the_activator_only() -> None:
    """Mind Haxorz: "Pay 500 Life Points. Look at your opponent's hand and every face-down card
    on their side of the field": the activator's view names the Set Mirror Force and the hand's
    Sangan afterwards; a spectator's view and log never do."""
    game = game_of([{"spells": [_trap("Mind Haxorz")]},
                    {"hand": ["Sangan"], "spells": [_trap("Mirror Force")]}])
    answer(game, action="activate", name="Mind Haxorz")
    settle(game)
    assert game.facts()["lp.0"] == LP - 500
    mine, spectator = game.view(0)["players"][1], game.view(-1)["players"][1]
    assert mine["spells"][0]["name"] == "Mirror Force"
    assert [c["name"] for c in mine["revealed"]] == ["Sangan"]
    assert spectator["spells"][0].get("hidden") and not spectator["revealed"]
    assert "Sangan" not in str(game.events(-1)) and "Mirror Force" not in str(game.events(-1))


def test_fruits_of_kozakys_studies_reorders_the_top_three() -> None:
    """Fruits of Kozaky's Studies: "Look at the top 3 cards of your Deck, then put them back on
    top in any order": Kuriboh, Sangan, Jinzo become Jinzo, Kuriboh, Sangan."""
    game = game_of([{"spells": [_trap("Fruits of Kozaky's Studies")],
                     "deck": ["Kuriboh", "Sangan", "Jinzo", "Battle Ox"]}, {}])
    answer(game, action="activate", name="Fruits of Kozaky's Studies")
    settle(game)
    answer(game, action="card", name="Jinzo")
    answer(game, action="card", name="Kuriboh")
    settle(game)
    assert game.facts()["deck_top.0"] == "Jinzo"
    assert "Jinzo" not in str(game.events(-1))


def test_non_aggression_area_stops_the_opponents_next_summons() -> None:
    """Non Aggression Area: "Activate only during your Standby Phase. Discard 1 card. During your
    opponent's next turn, they cannot Normal Summon, Set or Special Summon monsters": in their
    next turn Battle Ox can be neither summoned nor Set; in the activator's Main Phase it cannot
    be activated."""
    game = game_of([{"spells": [_trap("Non Aggression Area")], "hand": ["Kuriboh"],
                     "deck": ["Sangan"] * 4},
                    {"hand": ["Battle Ox"], "deck": ["Sangan"] * 4}], phase="standby")
    answer(game, action="activate", name="Non Aggression Area")
    settle(game)
    assert "Kuriboh" in game.facts()["gy.0"]
    answer(game, action="to_end")
    settle(game)
    f = game.facts()
    assert f["turn"] == 4 and f["phase"] == "main1"
    assert not options(game, action="summon", name="Battle Ox")
    assert not options(game, action="set_monster", name="Battle Ox")
    game = game_of([{"spells": [_trap("Non Aggression Area")], "hand": ["Kuriboh"]}, {}])
    assert not options(game, action="activate", name="Non Aggression Area")


def test_cursed_seal_negates_and_seals_the_spells_name() -> None:
    """Cursed Seal of the Forbidden Spell: "Discard 1 Spell Card. Negate the activation of a
    Spell Card and destroy it. For the rest of the Duel, your opponent cannot activate Spell
    Cards with the same name": Pot of Greed is negated (nothing drawn) and the second Pot of
    Greed in that hand can no longer be activated."""
    game = game_of([{"hand": ["Pot of Greed", "Pot of Greed"], "deck": ["Sangan"] * 4},
                    {"spells": [_trap("Cursed Seal of the Forbidden Spell")],
                     "hand": ["Dark Hole"]}])
    answer(game, action="activate", name="Pot of Greed")
    answer(game, action="activate", name="Cursed Seal of the Forbidden Spell")
    settle(game)
    f = game.facts()
    assert f["hand.0"] == ["Pot of Greed"] and "Dark Hole" in f["gy.1"]
    assert not options(game, action="activate", name="Pot of Greed")


def test_cursed_seal_needs_a_spell_to_discard() -> None:
    """Its cost is a Spell Card from the hand: holding only a monster, it cannot be activated."""
    game = game_of([{"hand": ["Pot of Greed"], "deck": ["Sangan"] * 4},
                    {"spells": [_trap("Cursed Seal of the Forbidden Spell")],
                     "hand": ["Sangan"]}])
    answer(game, action="activate", name="Pot of Greed")
    assert not options(game, action="activate", name="Cursed Seal of the Forbidden Spell")


def test_big_burn_answers_monster_reborn() -> None:
    """Big Burn: "Activate only when your opponent activates a card that targets a monster in a
    Graveyard. Remove from play all monsters in both players' Graveyards": Monster Reborn at
    Jinzo is answered; Jinzo and Sangan are removed from play, Dark Hole (a Spell) stays, and
    Monster Reborn summons nothing."""
    game = game_of([{"spells": [{"card": "Big Burn", **SET}], "gy": ["Sangan", "Dark Hole"]},
                    {"hand": ["Monster Reborn"], "gy": ["Jinzo"]}], turn=4, turn_player=1)
    answer(game, action="activate", name="Monster Reborn")
    if options(game, action="card", name="Jinzo"):
        answer(game, action="card", name="Jinzo")
    answer(game, action="activate", name="Big Burn")
    settle(game)
    f = game.facts()
    assert f["monsters.1"] == [] and "Jinzo" in f["banished.1"] and "Sangan" in f["banished.0"]
    assert "Dark Hole" in f["gy.0"]


def test_big_burn_not_against_an_untargeted_card() -> None:
    """Pot of Greed targets nothing: no Big Burn."""
    game = game_of([{"spells": [{"card": "Big Burn", **SET}], "gy": ["Sangan"]},
                    {"hand": ["Pot of Greed"], "deck": ["Kuriboh"] * 3}], turn=4, turn_player=1)
    answer(game, action="activate", name="Pot of Greed")
    assert not options(game, action="activate", name="Big Burn")
