"""Destruction Punch (``goat7_t_damage_calc.py``) under the goat profile. Text: not flagged
"Goat-era version" in goat-pool.csv; official text (yaml-yugi data/05616412.yaml): "If the ATK
of an attacking monster your opponent controls is lower than the DEF of the attacked Defense
Position monster you control, destroy the attacking monster at the end of the Damage Step.
(Damage calculation is applied normally.)" — its Japanese text: activated during damage
calculation."""

from __future__ import annotations

from tests.ygo.goat7_t_steps import pass_until
from tests.ygo.test_goat_st_batches import LP, answer, game_of

from cardtable.ygo.game import YgoGame

SET = {"face_up": False}



def _board(attacker: str) -> YgoGame:
    return game_of([{"monsters": [attacker]},
                    {"monsters": [{"card": "Giant Soldier of Stone", "pos": "def"}],
                     "spells": [{"card": "Destruction Punch", **SET}]}], phase="battle")


def test_destruction_punch_destroys_the_weaker_attacker_damage_applies() -> None:
    """Battle Ox (1700) attacks Giant Soldier of Stone (DEF 2000): Destruction Punch is first
    offered in damage calculation; the attacker's controller still takes the normal 300 (not
    doubled) and Battle Ox is destroyed as the Damage Step ends."""
    game = _board("Battle Ox")
    answer(game, action="attack", name="Battle Ox", target_name="Giant Soldier of Stone")
    assert pass_until(game, "Destruction Punch")
    assert any(e["kind"] == "damage_step" for e in game.events(1))
    answer(game, action="activate", name="Destruction Punch")
    pass_until(game, "")
    f = game.facts()
    assert f["lp.0"] == LP - 300 and f["monsters.0"] == [] and "Battle Ox" in f["gy.0"]


def test_destruction_punch_needs_the_def_higher_than_the_atk() -> None:
    """Summoned Skull (2500) against DEF 2000: not activatable."""
    game = _board("Summoned Skull")
    answer(game, action="attack", name="Summoned Skull", target_name="Giant Soldier of Stone")
    assert not pass_until(game, "Destruction Punch")
