"""Goat Spells & Traps batch 3 (``cards/scripts/goat_st_excavate.py``): Reasoning and Monster Gate,
checked against their 2005 texts (quoted in each test)."""

from __future__ import annotations

import json

from tests.ygo.test_goat_st_batches import activate, answer, game_of, options, settle

DECK = ["Dark Hole", "Mystic Plasma Zone", "Battle Ox", "Kuriboh"]  # top first; Battle Ox: Lv 4


def test_reasoning_other_level_summons_the_monster_and_mills_the_rest() -> None:
    """Reasoning: "Your opponent declares a Level ... pick up cards ... until a monster that can
    be Normal Summoned ... otherwise Special Summon that monster and send the other picked-up
    cards to the Graveyard." The opponent declares 3; Battle Ox is Level 4."""
    game = game_of([{"hand": ["Reasoning"], "deck": DECK}, {}])
    activate(game, "Reasoning")
    d = game.pending()
    assert d is not None and d.seat == 1  # the opponent declares
    answer(game, action="choose", value=3)
    answer(game, action="choose", value=4)  # face-up Defense Position (the player's choice)
    settle(game)
    f = game.facts()
    assert f["monsters.0"] == ["Battle Ox"] and f["mzone.0.0.pos"] == "def"
    assert sorted(f["gy.0"]) == ["Dark Hole", "Mystic Plasma Zone", "Reasoning"]
    assert f["deck_top.0"] == "Kuriboh" and f["deck_count.0"] == 1
    assert "Mystic Plasma Zone" in json.dumps(game.events(-1))  # picked up in public


def test_reasoning_right_level_sends_everything_to_the_graveyard() -> None:
    """Reasoning: "If its Level is the declared one, send every picked-up card to the
    Graveyard." """
    game = game_of([{"hand": ["Reasoning"], "deck": DECK}, {}])
    activate(game, "Reasoning")
    answer(game, action="choose", value=4)
    settle(game)
    f = game.facts()
    assert f["monsters.0"] == []
    assert sorted(f["gy.0"]) == ["Battle Ox", "Dark Hole", "Mystic Plasma Zone", "Reasoning"]


def test_monster_gate_skips_monsters_that_cannot_be_normal_summoned() -> None:
    """Monster Gate: "As a cost, Tribute 1 monster you control. Pick up cards ... until you pick
    up a monster that can be Normal Summoned. Special Summon that monster and send the other
    picked-up cards to the Graveyard" — Lava Golem (cannot be Normal Summoned) is passed over;
    Summoned Skull (a Level 6 Normal Monster) stops it."""
    game = game_of([{"hand": ["Monster Gate"], "monsters": ["Kuriboh"],
                     "deck": ["Lava Golem", "Dark Hole", "Summoned Skull", "Battle Ox"]}, {}])
    activate(game, "Monster Gate")
    answer(game, action="choose", value=1)
    settle(game)
    f = game.facts()
    assert f["monsters.0"] == ["Summoned Skull"] and f["mzone.0.0.pos"] == "atk"
    assert sorted(f["gy.0"]) == ["Dark Hole", "Kuriboh", "Lava Golem", "Monster Gate"]
    assert f["deck_top.0"] == "Battle Ox"


def test_monster_gate_needs_a_tribute_and_a_summonable_monster_in_the_deck() -> None:
    """Monster Gate's cost is a Tribute; with no Normal-Summonable monster in the Deck its effect
    could not apply, so it cannot be activated (docs/rulings.md G4)."""
    game = game_of([{"hand": ["Monster Gate"], "deck": ["Battle Ox"]}, {}])
    assert not options(game, action="activate", name="Monster Gate")
    game = game_of([{"hand": ["Monster Gate"], "monsters": ["Kuriboh"],
                     "deck": ["Lava Golem", "Dark Hole"]}, {}])
    assert not options(game, action="activate", name="Monster Gate")
