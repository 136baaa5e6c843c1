"""Goblin Fan (``goat6_t_flip_locks.py``) under the goat profile: "While this card is face-up on
the field, a Level 2 or lower monster that is Flip Summoned is destroyed; its effects are not
activated" (the old Japanese text quoted by yugioh-wiki; our own words in ``pool/goat.csv``)."""

from __future__ import annotations

from tests.ygo.test_goat_st_batches import answer, game_of, options

from cardtable.ygo.game import YgoGame

UP = {"face_up": True}


def _settle(game: YgoGame) -> None:
    while options(game, action="pass"):
        answer(game, action="pass")


def test_goblin_fan_destroys_a_flip_summoned_man_eater_bug_before_its_effect() -> None:
    """Man-Eater Bug (Level 2) is Flip Summoned: it is destroyed and its Flip effect (destroy 1
    monster) never activates: the opponent's Battle Ox stays."""
    game = game_of([{"monsters": [{"card": "Man-Eater Bug", "pos": "fd_def"}]},
                    {"monsters": ["Battle Ox"], "spells": [{"card": "Goblin Fan", **UP}]}])
    answer(game, action="flip_summon", name="Man-Eater Bug")
    _settle(game)
    assert not options(game, action="card", name="Battle Ox")
    f = game.facts()
    assert f["monsters.0"] == [] and "Man-Eater Bug" in f["gy.0"]
    assert f["monsters.1"] == ["Battle Ox"]


def test_goblin_fan_spares_higher_levels() -> None:
    """"Level 2 or lower": a Flip Summoned Battle Ox (Level 4) stays."""
    game = game_of([{"monsters": [{"card": "Battle Ox", "pos": "fd_def"}]},
                    {"spells": [{"card": "Goblin Fan", **UP}]}])
    answer(game, action="flip_summon", name="Battle Ox")
    _settle(game)
    assert game.facts()["monsters.0"] == ["Battle Ox"]


def test_without_goblin_fan_man_eater_bug_destroys() -> None:
    """The control: without the Fan, the Flip effect destroys Battle Ox."""
    game = game_of([{"monsters": [{"card": "Man-Eater Bug", "pos": "fd_def"}]},
                    {"monsters": ["Battle Ox"]}])
    answer(game, action="flip_summon", name="Man-Eater Bug")
    _settle(game)
    if options(game, action="card", name="Battle Ox"):
        answer(game, action="card", name="Battle Ox")
    _settle(game)
    assert game.facts()["monsters.1"] == []
