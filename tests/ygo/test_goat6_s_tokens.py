"""Jam Breeding Machine (``cards/scripts/goat6_s_tokens.py``) under the goat profile: each test
quotes its 2005 text (our own wording in ``pool/goat.csv``)."""

from __future__ import annotations

from tests.ygo.test_goat_st_batches import answer, game_of, options, settle

JAM = {"card": "Jam Breeding Machine", "face_up": True}


def test_a_slime_token_each_standby_phase() -> None:
    """"During each of your Standby Phases, Special Summon 1 Slime Token (Aqua/WATER/Level 1/
    500/500) in Attack Position": from the Draw Phase on, the token is on the field in Attack
    Position with 500 ATK."""
    game = game_of([{"spells": [JAM]}, {}], phase="draw")
    settle(game)
    f = game.facts()
    assert f["monsters.0"] == ["Slime Token"]
    assert f["mzone.0.0.pos"] == "atk" and f["mzone.0.0.atk"] == 500


def test_no_other_summons_while_it_is_face_up() -> None:
    """"you cannot Summon monsters other than Slime Tokens": Battle Ox cannot be Normal
    Summoned, but may be Set (a Set is not a Summon)."""
    game = game_of([{"hand": ["Battle Ox"], "spells": [JAM]}, {}])
    assert not options(game, action="summon", name="Battle Ox")
    assert options(game, action="set_monster", name="Battle Ox")
    game = game_of([{"hand": ["Battle Ox"]}, {}])
    assert options(game, action="summon", name="Battle Ox")


def test_the_lock_is_only_for_its_controller() -> None:
    """"you cannot Summon": the opponent's Summons are not restricted."""
    game = game_of([{"hand": ["Battle Ox"]}, {"spells": [JAM]}])
    answer(game, action="summon", name="Battle Ox")
    settle(game)
    assert game.facts()["monsters.0"] == ["Battle Ox"]
