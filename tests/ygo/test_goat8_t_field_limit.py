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


def test_change_of_heart_needs_room_for_the_taken_monster() -> None:
    """Goat FAQ (goat-rulings goat-indv-rulings/spatial-collapse.md): "When you have 4 cards on
    the field while Spatial Collapse is active, you cannot activate Change of Heart" (the taken
    monster would be the 6th card). Set Change of Heart, Spatial Collapse and 3 monsters: not
    offered; with 2 monsters it is, and the opponent's monster comes over."""
    full = _board(3, [], [{"card": "Change of Heart", **SET}])
    assert not options(full, action="activate", name="Change of Heart")
    game = _board(2, [], [{"card": "Change of Heart", **SET}])
    answer(game, action="activate", name="Change of Heart")
    if options(game, action="card"):
        answer(game, action="card")
    settle(game)
    assert game.facts()["monsters.1"] == []


def test_scapegoat_needs_room_for_four_tokens() -> None:
    """Goat FAQ: "you cannot activate Scapegoat because you would have your 1 previous card +
    the Scapegoat card + 4 monster tokens = 6": Spatial Collapse face-up alone is the 1 card;
    Scapegoat in the hand is not offered."""
    game = game_of([{"hand": ["Scapegoat"], "spells": [SC_UP]}, {}])
    assert not options(game, action="activate", name="Scapegoat")


def test_excess_chained_before_it_resolves_is_sent_by_its_controller() -> None:
    """Goat FAQ: "If Spatial Collapse is activated, and an effect is chained so that a player
    has more than 5 cards on the field after Spatial Collapse resolves, the controller selects
    cards to send to the Graveyard to make the number 5." Seat 0 (Battle Ox, Set Spatial
    Collapse, Set Scapegoat) activates Spatial Collapse and chains Scapegoat: 4 Tokens + Battle
    Ox + Spatial Collapse = 6 cards; seat 0 picks Battle Ox, which goes to the Graveyard."""
    game = game_of([{"monsters": ["Battle Ox"],
                     "spells": [{"card": "Spatial Collapse", **SET}, {"card": "Scapegoat", **SET}]},
                    {}])
    answer(game, action="activate", name="Spatial Collapse")
    while not options(game, action="activate", name="Scapegoat"):
        answer(game, action="pass")
    answer(game, action="activate", name="Scapegoat")
    settle(game)
    answer(game, action="card", name="Battle Ox")
    settle(game)
    f = game.facts()
    assert sorted(f["gy.0"]) == ["Battle Ox", "Scapegoat"]
    assert len(f["monsters.0"]) == 4 and f["spells.0"] == ["Spatial Collapse"]


def test_more_than_five_later_the_player_sends_the_excess() -> None:
    """Goat FAQ: "When you have 4 cards on the field and you activate Remove Brainwashing, you
    select cards ... to make the number of cards you control 5": seat 0 (Spatial Collapse, a Set
    Remove Brainwashing, 3 Battle Oxen: 5 cards) gets its Gemini Elf back from seat 1: 6 cards;
    seat 0 picks one (a Battle Ox) for the Graveyard and ends with 5."""
    game = game_of([{"monsters": ["Battle Ox"] * 3,
                     "spells": [SC_UP, {"card": "Remove Brainwashing", **SET}]},
                    {"monsters": [{"card": "Gemini Elf", "owner": 0}]}])
    answer(game, action="activate", name="Remove Brainwashing")
    settle(game)
    d = game.pending()
    assert d is not None and d.seat == 0
    answer(game, action="card", name="Battle Ox")
    settle(game)
    f = game.facts()
    assert "Gemini Elf" in f["monsters.0"] and f["gy.0"] == ["Battle Ox"]
    assert len(f["monsters.0"]) + len(f["spells.0"]) == 5
