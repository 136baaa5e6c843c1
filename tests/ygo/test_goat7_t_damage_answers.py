"""Nutrient Z and Attack and Receive (``goat7_t_damage_answers.py``) under the goat profile —
cards goat-pool.csv flags "Goat-era version", checked against their texts (yaml-yugi
data/29389368.yaml, data/63689843.yaml) and the Goat format's rulings (TheMTtakeover/
goat-rulings, goat-indv-rulings/nutrient-z.md and attack-and-receive.md)."""

from __future__ import annotations

from tests.ygo.goat7_t_steps import pass_until
from tests.ygo.test_goat_st_batches import LP, answer, game_of, settle

SET = {"face_up": False}



def test_nutrient_z_gains_4000_before_a_big_hit() -> None:
    """Blue-Eyes (3000) attacks directly: in the Damage Step Nutrient Z gains 4000 first, then
    3000 is taken: 8000 + 4000 - 3000."""
    game = game_of([{"monsters": ["Blue-Eyes White Dragon"]},
                    {"spells": [{"card": "Nutrient Z", **SET}]}], phase="battle")
    answer(game, action="attack", name="Blue-Eyes White Dragon", target=-1)
    assert pass_until(game, "Nutrient Z")
    assert any(e["kind"] == "damage_step" for e in game.events(1))
    answer(game, action="activate", name="Nutrient Z")
    settle(game)
    assert game.facts()["lp.1"] == LP + 4000 - 3000


def test_nutrient_z_not_below_2000() -> None:
    """Battle Ox's 1700 direct attack is under 2000: no Nutrient Z."""
    game = game_of([{"monsters": ["Battle Ox"]},
                    {"spells": [{"card": "Nutrient Z", **SET}]}], phase="battle")
    answer(game, action="attack", name="Battle Ox", target=-1)
    assert not pass_until(game, "Nutrient Z")


def test_attack_and_receive_after_battle_damage_and_effect_damage() -> None:
    """Battle Ox attacks directly (1700): Attack and Receive answers with 700 plus 300 for the
    copy already in the Graveyard (1000). Against the opponent's Ookazi (800) it answers too."""
    game = game_of([{"monsters": ["Battle Ox"]},
                    {"gy": ["Attack and Receive"],
                     "spells": [{"card": "Attack and Receive", **SET}]}], phase="battle")
    answer(game, action="attack", name="Battle Ox", target=-1)
    assert pass_until(game, "Attack and Receive")
    answer(game, action="activate", name="Attack and Receive")
    settle(game)
    f = game.facts()
    assert f["lp.1"] == LP - 1700 and f["lp.0"] == LP - 1000
    game = game_of([{"hand": ["Ookazi"]},
                    {"spells": [{"card": "Attack and Receive", **SET}]}])
    answer(game, action="activate", name="Ookazi")
    assert pass_until(game, "Attack and Receive")
    assert game.facts()["lp.1"] == LP - 800
    answer(game, action="activate", name="Attack and Receive")
    settle(game)
    assert game.facts()["lp.0"] == LP - 700


def test_attack_and_receive_only_when_you_take_damage() -> None:
    """"When you take damage": its owner's own Ookazi hurts only the opponent — no window for
    the owner."""
    game = game_of([{"hand": ["Ookazi"], "spells": [{"card": "Attack and Receive", **SET}]},
                    {}])
    answer(game, action="activate", name="Ookazi")
    assert not pass_until(game, "Attack and Receive")
