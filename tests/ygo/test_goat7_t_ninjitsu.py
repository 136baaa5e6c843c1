"""Ninjitsu Art of Transformation (``goat7_t_ninjitsu.py``) under the goat profile — a card
goat-pool.csv flags "Goat-era version", checked against its text (yaml-yugi data/70861343.yaml)
and the Goat format's rulings (TheMTtakeover/goat-rulings,
goat-indv-rulings/ninjitsu-art-of-transformation.md)."""

from __future__ import annotations

from tests.ygo.test_goat_st_batches import answer, game_of, options, settle

SET = {"face_up": False}


def test_a_ninja_becomes_a_beast_and_the_beast_follows_the_card() -> None:
    """White Ninja (Level 4) is Tributed: from the Deck comes Punished Eagle (Winged Beast,
    Level 6 <= 4 + 3), the only candidate — Summoned Skull and Kuriboh are Fiends — chosen at
    resolution (Goat ruling: no target). Mystical Space Typhoon on the Trap then destroys the
    Eagle."""
    game = game_of([{"hand": ["Mystical Space Typhoon"], "monsters": ["White Ninja"],
                     "deck": ["Summoned Skull", "Punished Eagle", "Kuriboh"],
                     "spells": [{"card": "Ninjitsu Art of Transformation", **SET}]}, {}])
    answer(game, action="activate", name="Ninjitsu Art of Transformation")
    settle(game)
    assert not options(game, action="card", name="Summoned Skull")
    if options(game, action="card", name="Punished Eagle"):
        answer(game, action="card", name="Punished Eagle")
    answer(game, action="choose", value=1)
    settle(game)
    f = game.facts()
    assert f["monsters.0"] == ["Punished Eagle"] and "White Ninja" in f["gy.0"]
    answer(game, action="activate", name="Mystical Space Typhoon")
    if options(game, action="card", name="Ninjitsu Art of Transformation"):
        answer(game, action="card", name="Ninjitsu Art of Transformation")
    settle(game)
    f = game.facts()
    assert f["monsters.0"] == [] and "Punished Eagle" in f["gy.0"]


def test_needs_a_face_up_ninja() -> None:
    """The Tribute is a face-up "Ninja" monster: with only Battle Ox it cannot be activated."""
    game = game_of([{"monsters": ["Battle Ox"], "deck": ["Punished Eagle"],
                     "spells": [{"card": "Ninjitsu Art of Transformation", **SET}]}, {}])
    assert not options(game, action="activate", name="Ninjitsu Art of Transformation")
