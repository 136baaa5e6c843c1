"""Tornado Wall (``goat5_t_tornado_wall.py``), played under the goat profile and checked against
its 2005 text, quoted in the tests (our own wording, ``pool/goat.csv``)."""

from __future__ import annotations

from tests.ygo.test_goat_st_batches import LP, answer, game_of, options, settle

UMI = {"card": "Umi", "face_up": True}
WALL = {"card": "Tornado Wall", "face_up": True}


def test_tornado_wall_stops_battle_damage_while_umi_is_up() -> None:
    """Tornado Wall: "While "Umi" stays face-up on the field, you take no Battle Damage from your
    opponent's attacking monsters": Battle Ox's direct attack deals nothing."""
    game = game_of([{"monsters": ["Battle Ox"]}, {"spells": [WALL], "field": UMI}],
                   phase="battle")
    answer(game, action="attack", name="Battle Ox")
    settle(game)
    assert game.facts()["lp.1"] == LP


def test_tornado_wall_only_with_umi() -> None:
    """"Activate only while "Umi" is on the field": Set, it is offered with Umi face-up and not
    without."""
    wall = {"card": "Tornado Wall", "face_up": False}
    game = game_of([{"spells": [wall]}, {}])
    assert not options(game, action="activate", name="Tornado Wall")
    game = game_of([{"spells": [wall], "field": UMI}, {}])
    assert options(game, action="activate", name="Tornado Wall")


def test_tornado_wall_falls_with_umi() -> None:
    """"When "Umi" is no longer on the field, destroy this card": Mystical Space Typhoon on Umi
    takes Tornado Wall with it."""
    game = game_of([{"hand": ["Mystical Space Typhoon"]}, {"spells": [WALL], "field": UMI}])
    answer(game, action="activate", name="Mystical Space Typhoon")
    if options(game, action="card", name="Umi"):
        answer(game, action="card", name="Umi")
    settle(game)
    f = game.facts()
    assert "Umi" in f["gy.1"] and "Tornado Wall" in f["gy.1"]
