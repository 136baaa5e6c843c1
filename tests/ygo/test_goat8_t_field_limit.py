"""Spatial Collapse (``goat8_t_field_limit.py``) under the goat profile. Text: not flagged
"Goat-era version" in goat-pool.csv; official text (yaml-yugi data/20644748.yaml): "You can only
activate this card if both you and your opponent each have 5 or less cards on the field. The
maximum number of cards that each player can have on the field is 5." Cards on the field:
the Monster, Spell & Trap and Field Zones (rulebook: the field)."""

from __future__ import annotations

from typing import Any

from tests.ygo.test_goat_st_batches import answer, game_of, options, settle

SC_UP = {"card": "Spatial Collapse", "face_up": True}
SET = {"face_up": False}


def _board(n_monsters: int, hand: list[str], spells: list[Any] | None = None) -> Any:
    """Seat 0 controls a face-up Spatial Collapse, ``n_monsters`` Battle Oxen and ``spells``."""
    return game_of([{"monsters": ["Battle Ox"] * n_monsters, "hand": hand,
                     "spells": [SC_UP, *(spells or [])]}, {"monsters": ["Battle Ox"]}])


def test_five_cards_no_summon_and_no_set() -> None:
    """"The maximum number of cards ... is 5": with Spatial Collapse and 4 monsters (5 cards),
    neither a Level 4 Normal Summon/Set nor a Spell Set from the hand is offered; with 3
    monsters (4 cards) both are."""
    full = _board(4, ["Gemini Elf", "Pot of Greed"])
    assert not options(full, action="summon", name="Gemini Elf")
    assert not options(full, action="set_monster", name="Gemini Elf")
    assert not options(full, action="set", name="Pot of Greed")
    assert not options(full, action="activate", name="Pot of Greed")
    room = _board(3, ["Gemini Elf", "Pot of Greed"])
    assert options(room, action="summon", name="Gemini Elf")
    assert options(room, action="set", name="Pot of Greed")


def test_a_tribute_summon_leaves_room() -> None:
    """A Tribute Summon at 5 cards: the Tribute leaves the field first, the count stays 5, so
    Summoned Skull (Level 6, 1 Tribute) may be Tribute Summoned."""
    game = _board(4, ["Summoned Skull"])
    assert options(game, action="summon", name="Summoned Skull")


def test_no_activation_with_six_cards_on_a_side() -> None:
    """"only ... if both you and your opponent each have 5 or less cards": seat 1 has 6 cards,
    seat 0's Set Spatial Collapse cannot be activated; with 5 it can."""
    six = game_of([{"spells": [{"card": "Spatial Collapse", **SET}]},
                   {"monsters": ["Battle Ox"] * 5, "spells": [{"card": "Pot of Greed", **SET}]}])
    assert not options(six, action="activate", name="Spatial Collapse")
    five = game_of([{"spells": [{"card": "Spatial Collapse", **SET}]},
                    {"monsters": ["Battle Ox"] * 5}])
    assert options(five, action="activate", name="Spatial Collapse")


def test_no_control_taken_onto_a_full_side() -> None:
    """Change of Heart (Set) resolving for a side with 5 cards (Spatial Collapse, the Change of
    Heart itself, 3 monsters): the opponent's monster would be a 6th card, so it stays where it
    is. With one monster fewer it comes over."""
    for mine, taken in ((3, False), (2, True)):
        game = _board(mine, [], [{"card": "Change of Heart", **SET}])
        answer(game, action="activate", name="Change of Heart")
        if options(game, action="card"):
            answer(game, action="card")
        settle(game)
        assert (len(game.facts()["monsters.1"]) == 0) is taken
