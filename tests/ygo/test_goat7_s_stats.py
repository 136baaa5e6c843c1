"""Amazoness Spellcaster, Triangle Ecstasy Spark (``cards/scripts/goat7_s_stats.py``) under the
goat profile. Source of each text: goat-pool.csv does not flag these cards "Goat-era version",
so today's official text (DawnbrandBots/yaml-yugi ``data/<passcode>.yaml``) is their Goat
behaviour; each test quotes the clause it checks (our wording in ``pool/goat.csv``). Amazoness
Fighter: 1500 ATK; Summoned Skull: 2500; Harpie Lady Sisters: 1950."""

from __future__ import annotations

from tests.ygo.test_goat7_s_equips import _run
from tests.ygo.test_goat_st_batches import answer, game_of, options, pass_while

SPARK = "Triangle Ecstasy Spark"


def test_amazoness_spellcaster_switches_original_atk_for_the_turn() -> None:
    """Amazoness Spellcaster: "switch the original ATK of those targets until the end of this
    turn": Amazoness Fighter 1500 <-> Summoned Skull 2500; back to normal next turn."""
    game = game_of([{"hand": ["Amazoness Spellcaster"], "monsters": ["Amazoness Fighter"]},
                    {"monsters": ["Summoned Skull"]}])
    answer(game, action="activate", name="Amazoness Spellcaster")
    _run(game)
    f = game.facts()
    assert f["mzone.0.0.atk"] == 2500 and f["mzone.1.0.atk"] == 1500
    answer(game, action="to_end")
    _run(game)
    f = game.facts()
    assert f["mzone.0.0.atk"] == 1500 and f["mzone.1.0.atk"] == 2500


def test_amazoness_spellcaster_needs_an_amazoness() -> None:
    """"Target 1 "Amazoness" monster you control": with Battle Ox only, no activation."""
    game = game_of([{"hand": ["Amazoness Spellcaster"], "monsters": ["Battle Ox"]},
                    {"monsters": ["Summoned Skull"]}])
    assert not options(game, action="activate", name="Amazoness Spellcaster")


def test_triangle_ecstasy_spark_2700_and_no_traps() -> None:
    """Triangle Ecstasy Spark: "the ATK of all "Harpie Lady Sisters" currently on the field
    becomes 2700, your opponent cannot activate any Trap Cards": the Sisters attack at 2700 and
    the opponent's Set Mirror Force is not offered."""
    game = game_of([{"hand": [SPARK], "monsters": ["Harpie Lady Sisters"]},
                    {"monsters": ["Summoned Skull"],
                     "spells": [{"card": "Mirror Force", "face_up": False}]}])
    answer(game, action="activate", name=SPARK)
    pass_while(game, 1)
    _run(game)
    assert game.facts()["mzone.0.0.atk"] == 2700
    answer(game, action="to_battle")
    answer(game, action="attack")
    assert not options(game, action="activate", name="Mirror Force")
    _run(game)
    f = game.facts()
    assert f["gy.1"] == ["Summoned Skull"] and f["lp.1"] == 8000 - 200


def test_triangle_ecstasy_spark_negates_face_up_traps() -> None:
    """"also negate all your opponent's Trap effects on the field": the opponent's face-up
    Gravity Bind (Level 4 or higher monsters cannot attack) stops the Level 6 Sisters before
    the Spark, not after it."""
    bind = {"card": "Gravity Bind", "face_up": True}
    game = game_of([{"monsters": ["Harpie Lady Sisters"]},
                    {"monsters": ["Summoned Skull"], "spells": [bind]}])
    answer(game, action="to_battle")
    assert not options(game, action="attack")
    game = game_of([{"hand": [SPARK], "monsters": ["Harpie Lady Sisters"]},
                    {"monsters": ["Summoned Skull"], "spells": [bind]}])
    answer(game, action="activate", name=SPARK)
    pass_while(game, 1)
    _run(game)
    answer(game, action="to_battle")
    assert options(game, action="attack")
