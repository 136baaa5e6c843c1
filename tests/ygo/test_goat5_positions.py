"""Ready for Intercepting, Labyrinth of Nightmare (``goat5_positions.py``) and Earthshaker
(``goat5_removal_traps.py``), played under the goat profile and checked against their 2005
texts, quoted in the tests (our own wording, ``pool/goat.csv``)."""

from __future__ import annotations

from tests.ygo.test_goat_st_batches import answer, game_of, options, settle

from cardtable.ygo.cards import constants as C

SET = {"face_up": False}


def test_ready_for_intercepting_sets_a_warrior() -> None:
    """Ready for Intercepting: "Select 1 face-up Warrior-Type or Spellcaster-Type monster on the
    field and change it to face-down Defense Position": Celtic Guardian (Warrior) is Set again;
    Battle Ox (Beast-Warrior) is not selectable."""
    game = game_of([{"spells": [{"card": "Ready for Intercepting", **SET}]},
                    {"monsters": ["Celtic Guardian", "Battle Ox"]}])
    answer(game, action="activate", name="Ready for Intercepting")
    assert not options(game, action="card", name="Battle Ox")
    settle(game)
    f = game.facts()
    assert f["mzone.1.0.pos"] == "fd_def" and f["mzone.1.1.pos"] == "atk"


def test_ready_for_intercepting_needs_a_warrior_or_spellcaster() -> None:
    """With only Battle Ox face-up there is nothing to select."""
    game = game_of([{"spells": [{"card": "Ready for Intercepting", **SET}]},
                    {"monsters": ["Battle Ox"]}])
    assert not options(game, action="activate", name="Ready for Intercepting")


def test_labyrinth_of_nightmare_flips_the_turn_players_positions() -> None:
    """Labyrinth of Nightmare: "During each End Phase, change the battle positions of all
    face-up monsters the turn player controls": in seat 0's End Phase its Attack Position
    Battle Ox goes to Defense and its Defense Position Celtic Guardian to Attack; seat 1's
    monster and the Set one are untouched."""
    game = game_of([{"monsters": ["Battle Ox", {"card": "Celtic Guardian", "pos": "def"},
                                  {"card": "Sangan", "pos": "fd_def"}],
                     "deck": ["Kuriboh"] * 3},
                    {"monsters": ["Mystical Elf"],
                     "spells": [{"card": "Labyrinth of Nightmare", "face_up": True}],
                     "deck": ["Kuriboh"] * 3}])
    answer(game, action="to_end")
    settle(game)
    f = game.facts()
    assert f["mzone.0.0.pos"] == "def" and f["mzone.0.1.pos"] == "atk"
    assert f["mzone.0.2.pos"] == "fd_def" and f["mzone.1.0.pos"] == "atk"


def test_earthshaker_opponent_picks_of_the_two_named() -> None:
    """Earthshaker: "Name 2 Attributes; your opponent chooses 1 of them. Destroy all face-up
    monsters of the chosen Attribute": EARTH and DARK named, the opponent picks DARK: Sangan
    (DARK) goes, Battle Ox (EARTH) and the Set Kuriboh (DARK, face-down) stay; LIGHT is not
    offered to the opponent."""
    game = game_of([{"spells": [{"card": "Earthshaker", **SET}]},
                    {"monsters": ["Battle Ox", "Sangan", {"card": "Kuriboh", "pos": "fd_def"}]}])
    answer(game, action="activate", name="Earthshaker")
    settle(game)
    answer(game, action="choose", value=C.EARTH)
    answer(game, action="choose", value=C.DARK)
    d = game.pending()
    assert d is not None and d.seat == 1
    assert not options(game, action="choose", value=C.LIGHT)
    answer(game, action="choose", value=C.DARK)
    settle(game)
    assert game.facts()["monsters.1"] == ["Battle Ox", "Kuriboh"]
