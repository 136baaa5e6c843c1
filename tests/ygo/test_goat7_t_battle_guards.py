"""Ninjitsu Art of Decoy and Lone Wolf (``goat7_t_battle_guards.py``) under the goat profile.
Texts: not flagged "Goat-era version" in goat-pool.csv; official texts (yaml-yugi
data/89628781.yaml Decoy: "target 1 face-up 'Ninja' monster you control; it cannot be destroyed
by battle" — the Japanese text there: while this card is on the field, damage calculation
applies; data/82452993.yaml Lone Wolf: "activate only if the 1 and only monster on your side of
the field is 'Chu-Ske the Mouse Fighter', 'Monk Fighter', or 'Master Monk'; that monster cannot
be destroyed as a result of battle, and is unaffected by your opponent's monster effects")."""

from __future__ import annotations

from tests.ygo.test_goat_st_batches import LP, answer, game_of, options, settle

SET = {"face_up": False}


def _attack_and_answer(game: object, attacker: str, target: str, trap: str) -> None:
    answer(game, action="attack", name=attacker, target_name=target)
    answer(game, action="activate", name=trap)
    if options(game, action="card", name=target):
        answer(game, action="card", name=target)
    settle(game)


def test_decoy_keeps_the_ninja_but_damage_is_calculated() -> None:
    """Blue-Eyes (3000) attacks White Ninja (1500, Attack Position) after Decoy targets it: the
    Ninja stays, its controller takes 1500."""
    game = game_of([{"monsters": ["Blue-Eyes White Dragon"]},
                    {"monsters": ["White Ninja"],
                     "spells": [{"card": "Ninjitsu Art of Decoy", **SET}]}], phase="battle")
    _attack_and_answer(game, "Blue-Eyes White Dragon", "White Ninja", "Ninjitsu Art of Decoy")
    f = game.facts()
    assert f["monsters.1"] == ["White Ninja"] and f["lp.1"] == LP - 1500


def test_decoy_needs_a_ninja() -> None:
    """"Ninja" monster: with only Battle Ox, Decoy cannot be activated."""
    game = game_of([{"monsters": ["Blue-Eyes White Dragon"]},
                    {"monsters": ["Battle Ox"],
                     "spells": [{"card": "Ninjitsu Art of Decoy", **SET}]}], phase="battle")
    answer(game, action="attack", name="Blue-Eyes White Dragon", target_name="Battle Ox")
    assert not options(game, action="activate", name="Ninjitsu Art of Decoy")


def test_lone_wolf_keeps_the_lone_monk_fighter() -> None:
    """Monk Fighter alone on the field: Lone Wolf is activated at Blue-Eyes' attack; Monk
    Fighter is not destroyed by battle."""
    game = game_of([{"monsters": ["Blue-Eyes White Dragon"]},
                    {"monsters": ["Monk Fighter"],
                     "spells": [{"card": "Lone Wolf", **SET}]}], phase="battle")
    _attack_and_answer(game, "Blue-Eyes White Dragon", "Monk Fighter", "Lone Wolf")
    assert game.facts()["monsters.1"] == ["Monk Fighter"]


def test_lone_wolf_needs_the_monster_alone() -> None:
    """"The 1 and only monster on your side": with Battle Ox beside Monk Fighter it cannot be
    activated."""
    game = game_of([{"monsters": ["Blue-Eyes White Dragon"]},
                    {"monsters": ["Monk Fighter", "Battle Ox"],
                     "spells": [{"card": "Lone Wolf", **SET}]}], phase="battle")
    answer(game, action="attack", name="Blue-Eyes White Dragon", target_name="Monk Fighter")
    assert not options(game, action="activate", name="Lone Wolf")
