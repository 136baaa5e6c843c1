"""Covering Fire (``goat6_t_battle_boosts.py``) under the goat profile: "in the Damage Step of an
opponent's attack on your monster: the attacked monster gains the ATK of 1 other face-up monster
you control" — until damage calculation is over (the old Japanese text and yugioh-wiki's note;
our own words in ``pool/goat.csv``)."""

from __future__ import annotations

from tests.ygo.test_goat_st_batches import LP, answer, game_of, options, pass_while, settle

from cardtable.ygo.game import YgoGame

SET = {"face_up": False}


def _to_damage_step(game: YgoGame) -> None:
    """Pass the attack declaration's windows until the Trap can answer in the Damage Step."""
    for _ in range(12):
        if options(game, action="activate", name="Covering Fire"):
            return
        d = game.pending()
        assert d is not None and options(game, action="pass"), d
        answer(game, action="pass")
    raise AssertionError("Covering Fire never offered")


def test_covering_fire_wins_the_battle_and_ends_with_it() -> None:
    """Summoned Skull (2500) attacks Battle Ox (1700); Covering Fire lends Giant Orc's 2200:
    Battle Ox calculates with 3900, the Skull is destroyed (1400 damage to its controller); after
    the battle Battle Ox is back to 1700."""
    game = game_of([{"monsters": ["Summoned Skull"]},
                    {"monsters": ["Battle Ox", "Giant Orc"],
                     "spells": [{"card": "Covering Fire", **SET}]}], phase="battle")
    answer(game, action="attack", name="Summoned Skull", target_name="Battle Ox")
    _to_damage_step(game)
    answer(game, action="activate", name="Covering Fire")
    settle(game)
    if options(game, action="card", name="Giant Orc"):
        answer(game, action="card", name="Giant Orc")
    settle(game)
    f = game.facts()
    assert "Summoned Skull" in f["gy.0"] and f["lp.0"] == LP - 1400
    assert f["mzone.1.0.atk"] == 1700


def test_covering_fire_needs_another_face_up_monster() -> None:
    """Battle Ox alone: no other face-up monster to lend its ATK, no Covering Fire."""
    game = game_of([{"monsters": ["Summoned Skull"]},
                    {"monsters": ["Battle Ox"],
                     "spells": [{"card": "Covering Fire", **SET}]}], phase="battle")
    answer(game, action="attack", name="Summoned Skull", target_name="Battle Ox")
    for _ in range(8):
        assert not options(game, action="activate", name="Covering Fire")
        if not options(game, action="pass"):
            break
        answer(game, action="pass")
    pass_while(game, 0)
    assert "Battle Ox" in game.facts()["gy.1"]
