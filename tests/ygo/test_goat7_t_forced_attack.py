"""Dark Spirit of the Silent (``goat7_t_forced_attack.py``) under the goat profile. Text: not
flagged "Goat-era version" in goat-pool.csv; official text (yaml-yugi data/93599951.yaml):
"activate only when an opponent's monster declares an attack; negate that attack, and select
another face-up monster your opponent controls; that monster attacks instead (if it is in face-up
Defense Position, change it to Attack Position)"; Goat rulings (TheMTtakeover/goat-rulings,
goat-indv-rulings/dark-spirit-of-the-silent.md)."""

from __future__ import annotations

from tests.ygo.goat7_t_steps import pass_until
from tests.ygo.test_goat_st_batches import LP, answer, game_of, options, settle

SET = {"face_up": False}


def test_another_monster_attacks_instead_and_keeps_its_own_attack() -> None:
    """Blue-Eyes attacks Kuriboh; Dark Spirit makes the opponent's Battle Ox (face-up Defense
    Position: changed to Attack) attack Kuriboh instead — Kuriboh is destroyed, 1400 damage.
    Blue-Eyes has used its attack; Battle Ox may still attack (Goat ruling: the forced attack
    does not use up its normal attack)."""
    game = game_of([{"monsters": ["Blue-Eyes White Dragon", {"card": "Battle Ox", "pos": "def"}]},
                    {"monsters": ["Kuriboh", "Mystic Tomato"],
                     "spells": [{"card": "Dark Spirit of the Silent", **SET}]}], phase="battle")
    answer(game, action="attack", name="Blue-Eyes White Dragon", target_name="Kuriboh")
    assert pass_until(game, "Dark Spirit of the Silent")
    answer(game, action="activate", name="Dark Spirit of the Silent")
    if options(game, action="card", name="Battle Ox"):
        answer(game, action="card", name="Battle Ox")
    settle(game)
    f = game.facts()
    assert f["monsters.1"] == ["Mystic Tomato"] and f["lp.1"] == LP - 1400
    assert f["mzone.0.1.pos"] == "atk"
    attackers = {o["card"] for o in options(game, action="attack")}
    g = game.g
    assert g.mz[0][1] in attackers and g.mz[0][0] not in attackers


def test_not_against_a_lone_monster() -> None:
    """Goat ruling: with only 1 monster on the attacker's side it cannot be activated."""
    game = game_of([{"monsters": ["Blue-Eyes White Dragon"]},
                    {"monsters": ["Kuriboh"],
                     "spells": [{"card": "Dark Spirit of the Silent", **SET}]}], phase="battle")
    answer(game, action="attack", name="Blue-Eyes White Dragon", target_name="Kuriboh")
    assert not pass_until(game, "Dark Spirit of the Silent")
