"""Interdimensional Matter Transporter (``goat5_t_transporter.py``), played under the goat
profile and checked against its 2005 text, quoted in the tests (our own wording,
``pool/goat.csv``)."""

from __future__ import annotations

from tests.ygo.test_goat_st_batches import answer, game_of, options, settle


def test_transporter_removes_until_the_end_phase() -> None:
    """Interdimensional Matter Transporter: "Select 1 face-up monster you control and remove it
    from play until the End Phase of this turn": Battle Ox (face-up Defense Position) is removed
    from play, then back in the End Phase in Defense Position; Dark Hole in between does not
    touch it."""
    game = game_of([{"monsters": [{"card": "Battle Ox", "pos": "def"}],
                     "spells": [{"card": "Interdimensional Matter Transporter",
                                 "face_up": False}],
                     "hand": ["Dark Hole"], "deck": ["Kuriboh"] * 3},
                    {"monsters": ["Kuriboh"], "deck": ["Kuriboh"] * 3}])
    answer(game, action="activate", name="Interdimensional Matter Transporter")
    settle(game)
    f = game.facts()
    assert f["monsters.0"] == [] and f["banished.0"] == ["Battle Ox"]
    answer(game, action="activate", name="Dark Hole")
    settle(game)
    answer(game, action="to_end")
    settle(game)
    f = game.facts()
    assert f["turn"] == 4 and f["monsters.0"] == ["Battle Ox"] and f["mzone.0.0.pos"] == "def"
    assert f["banished.0"] == [] and f["monsters.1"] == []


def test_transporter_needs_a_face_up_monster_of_yours() -> None:
    """Only "a face-up monster you control": with a Set monster only, nothing to select."""
    game = game_of([{"monsters": [{"card": "Battle Ox", "pos": "fd_def"}],
                     "spells": [{"card": "Interdimensional Matter Transporter",
                                 "face_up": False}]}, {"monsters": ["Sangan"]}])
    assert not options(game, action="activate", name="Interdimensional Matter Transporter")
