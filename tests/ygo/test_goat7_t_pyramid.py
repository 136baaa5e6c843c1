"""Pyramid of Light (``goat7_t_pyramid.py``) under the goat profile. Text: not flagged "Goat-era
version" in goat-pool.csv; official text (yaml-yugi data/53569894.yaml): "if this face-up card is
removed from your side of the field, destroy 'Andro Sphinx' and 'Sphinx Teleia' on your side of
the field and remove them from play". (The Sphinxes stand on the field here as placed cards: their
own texts are not scripted.)"""

from __future__ import annotations

from tests.ygo.test_goat_st_batches import answer, game_of, options, settle

SET = {"face_up": False}


def test_pyramid_leaving_takes_the_sphinxes_out_of_play() -> None:
    """Activated, then destroyed by the opponent's Mystical Space Typhoon: Andro Sphinx and
    Sphinx Teleia are destroyed and removed from play (not in the Graveyard); Battle Ox stays."""
    game = game_of([{"monsters": ["Andro Sphinx", "Sphinx Teleia", "Battle Ox"],
                     "spells": [{"card": "Pyramid of Light", **SET}]},
                    {"hand": ["Mystical Space Typhoon"]}])
    answer(game, action="activate", name="Pyramid of Light")
    settle(game)
    answer(game, action="to_end")
    settle(game)
    while game.facts()["turn"] == 3:
        d = game.pending()
        assert d is not None
        game.answer(d.options[0].form)
    settle(game)
    answer(game, action="activate", name="Mystical Space Typhoon")
    if options(game, action="card", name="Pyramid of Light"):
        answer(game, action="card", name="Pyramid of Light")
    settle(game)
    f = game.facts()
    assert f["monsters.0"] == ["Battle Ox"]
    assert sorted(f["banished.0"]) == ["Andro Sphinx", "Sphinx Teleia"]
    assert "Andro Sphinx" not in f["gy.0"]


def test_a_set_pyramid_destroyed_does_nothing() -> None:
    """Destroyed while still Set (never face-up): the Sphinxes stay."""
    game = game_of([{"monsters": ["Andro Sphinx"],
                     "spells": [{"card": "Pyramid of Light", **SET}]},
                    {"hand": ["Mystical Space Typhoon"]}], turn=4, turn_player=1)
    answer(game, action="activate", name="Mystical Space Typhoon")
    if options(game, action="card"):
        game.answer(options(game, action="card")[0])
    settle(game)
    assert game.facts()["monsters.0"] == ["Andro Sphinx"]
