"""Des Counterblow and Begone, Knave! (``goat5_battle_damage_traps.py``), played under the goat
profile and checked against their 2005 texts, quoted in the tests (our own wording,
``pool/goat.csv``)."""

from __future__ import annotations

from typing import Any

from tests.ygo.test_goat_st_batches import LP, answer, game_of, settle

from cardtable.ygo.game import YgoGame

UP = {"face_up": True}


def _battle(p0: dict[str, Any], p1: dict[str, Any]) -> YgoGame:
    """Seat 0's Battle Ox attacks (directly if seat 1 has no monster); nobody chains."""
    game = game_of([{"monsters": ["Battle Ox"], **p0}, p1], phase="battle")
    answer(game, action="attack", name="Battle Ox")
    settle(game)
    return game


def test_des_counterblow_destroys_a_direct_attacker() -> None:
    """Des Counterblow: "When a monster inflicts Battle Damage to your Life Points by a direct
    attack, destroy that monster": Battle Ox hits for 1700, then is destroyed."""
    game = _battle({}, {"spells": [{"card": "Des Counterblow", **UP}]})
    f = game.facts()
    assert f["lp.1"] == LP - 1700 and f["monsters.0"] == [] and "Battle Ox" in f["gy.0"]


def test_des_counterblow_ignores_damage_through_a_monster() -> None:
    """Only a direct attack counts: Battle Ox beating Sangan (battle damage 700) stays."""
    game = _battle({}, {"spells": [{"card": "Des Counterblow", **UP}],
                        "monsters": ["Sangan"]})
    while (d := game.pending()) is not None and game.facts()["monsters.1"]:
        game.answer(d.options[0].form)
    settle(game)
    f = game.facts()
    assert f["lp.1"] == LP - 700 and f["monsters.0"] == ["Battle Ox"]


def test_begone_knave_returns_the_dealer_to_its_owners_hand() -> None:
    """Begone, Knave!: "When a monster inflicts Battle Damage to a player's Life Points, return
    that monster to its owner's hand" — whoever controls the Trap: seat 0's own Begone, Knave!
    sends its Battle Ox back after the hit."""
    game = _battle({"spells": [{"card": "Begone, Knave!", **UP}]}, {})
    f = game.facts()
    assert f["lp.1"] == LP - 1700 and f["monsters.0"] == [] and f["hand.0"] == ["Battle Ox"]
