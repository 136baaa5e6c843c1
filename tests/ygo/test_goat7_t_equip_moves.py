"""Collected Power (``goat7_t_equip_moves.py``) under the goat profile. Text: not flagged
"Goat-era version" in goat-pool.csv; official text (yaml-yugi data/07565547.yaml): "target 1
face-up monster on the field; equip it with all Equip Cards on the field; if any of those Equip
Cards is now equipped to an incorrect target, destroy that Equip Card"."""

from __future__ import annotations

from tests.ygo.test_goat_st_batches import answer, game_of, options, settle

SET = {"face_up": False}


def test_collected_power_gathers_every_equip_card() -> None:
    """Summoned Skull (Fiend, 2500) is targeted: the opponent's Axe of Despair (+1000, any
    monster) moves to it (3500; Battle Ox back to 1700) and stays in its controller's zone;
    Beast Fangs (Beast only) cannot equip a Fiend and is destroyed."""
    game = game_of([{"monsters": ["Summoned Skull", "Silver Fang"],
                     "spells": [{"card": "Collected Power", **SET},
                                {"card": "Beast Fangs", "face_up": True,
                                 "equip_to": {"player": 0, "zone": 1}}]},
                    {"monsters": ["Battle Ox"],
                     "spells": [{"card": "Axe of Despair", "face_up": True,
                                 "equip_to": {"player": 1, "zone": 0}}]}])
    assert game.facts()["mzone.1.0.atk"] == 2700
    answer(game, action="activate", name="Collected Power")
    if options(game, action="card", name="Summoned Skull"):
        answer(game, action="card", name="Summoned Skull")
    settle(game)
    f = game.facts()
    assert f["mzone.0.0.atk"] == 3500 and f["mzone.1.0.atk"] == 1700
    assert f["spells.1"] == ["Axe of Despair"] and f["szone.1.0.equip"] == "Summoned Skull"
    assert "Beast Fangs" in f["gy.0"]
