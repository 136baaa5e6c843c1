"""Fusion Gate and De-Fusion (``cards/scripts/goat6_s_fusion.py``) under the goat profile: each
test quotes the 2005 text (our own wording in ``pool/goat.csv``). Flame Swordsman is "Flame
Manipulator + Masaki the Legendary Swordsman"."""

from __future__ import annotations

from tests.ygo.test_goat_st_batches import answer, game_of, options, settle

from cardtable.ygo.game import YgoGame

MATS = ["Flame Manipulator", "Masaki the Legendary Swordsman"]


def _finish(game: YgoGame) -> None:
    """Answer the material picks and positions (first offered), then let nobody chain."""
    while True:
        if options(game, action="card"):
            answer(game, action="card")
        elif options(game, action="choose"):
            answer(game, action="choose")
        elif options(game, action="yes"):
            answer(game, action="yes")
        else:
            break
    settle(game)


def test_fusion_gate_fuses_without_polymerization_and_removes_materials() -> None:
    """Fusion Gate: "you can Fusion Summon without Polymerization. The Fusion Material Monsters
    used for it are removed from play" — twice in one turn (its effect, as often as you can)."""
    game = game_of([{"hand": [*MATS, *MATS], "extra": ["Flame Swordsman", "Flame Swordsman"],
                     "field": {"card": "Fusion Gate", "face_up": True}}, {}])
    for n in (1, 2):
        answer(game, action="activate", name="Fusion Gate")
        _finish(game)
        f = game.facts()
        assert f["monsters.0"] == ["Flame Swordsman"] * n
        assert sorted(f["banished.0"]) == sorted(MATS * n) and f["gy.0"] == []


def test_fusion_gate_needs_the_materials() -> None:
    """Without both materials there is nothing to Fusion Summon."""
    game = game_of([{"hand": [MATS[0]], "extra": ["Flame Swordsman"],
                     "field": {"card": "Fusion Gate", "face_up": True}}, {}])
    assert not options(game, action="activate", name="Fusion Gate")


def test_de_fusion_returns_and_brings_back_the_materials() -> None:
    """De-Fusion: "Return 1 Fusion Monster on the field to the Fusion Deck. Then, if all the
    Fusion Material Monsters used for its Fusion Summon are in your Graveyard, you can Special
    Summon them" — after Polymerization, the two materials come back."""
    game = game_of([{"hand": ["Polymerization", *MATS, "De-Fusion"],
                     "extra": ["Flame Swordsman"]}, {}])
    answer(game, action="activate", name="Polymerization")
    _finish(game)
    assert game.facts()["monsters.0"] == ["Flame Swordsman"]
    answer(game, action="activate", name="De-Fusion")
    _finish(game)
    f = game.facts()
    assert sorted(f["monsters.0"]) == sorted(MATS) and f["extra_count.0"] == 1


def test_de_fusion_without_the_materials_in_the_graveyard_only_returns() -> None:
    """"if all the Fusion Material Monsters ... are in your Graveyard": fused by Fusion Gate,
    the materials were removed from play — Flame Swordsman goes back, nothing is summoned."""
    game = game_of([{"hand": [*MATS, "De-Fusion"], "extra": ["Flame Swordsman"],
                     "field": {"card": "Fusion Gate", "face_up": True}}, {}])
    answer(game, action="activate", name="Fusion Gate")
    _finish(game)
    answer(game, action="activate", name="De-Fusion")
    _finish(game)
    f = game.facts()
    assert f["monsters.0"] == [] and f["extra_count.0"] == 1


def test_de_fusion_of_a_monster_not_fusion_summoned_only_returns() -> None:
    """"used for its Fusion Summon": a Flame Swordsman that was not Fusion Summoned (already on
    the field) has no materials to bring back, even with both in the Graveyard."""
    game = game_of([{"hand": ["De-Fusion"], "monsters": ["Flame Swordsman"], "gy": MATS}, {}])
    answer(game, action="activate", name="De-Fusion")
    _finish(game)
    f = game.facts()
    assert f["monsters.0"] == [] and sorted(f["gy.0"]) == sorted([*MATS, "De-Fusion"])
