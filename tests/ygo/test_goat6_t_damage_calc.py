"""Cross Counter (``goat6_t_damage_calc.py``) under the goat profile: "If the DEF of your attacked
Defense Position monster is higher than the attacking monster's ATK, the Battle Damage your
opponent takes is doubled. After damage calculation, destroy the attacking monster" (FET-EN049;
the yugioh-wiki FAQ: during damage calculation only, and only when the DEF is higher)."""

from __future__ import annotations

from tests.ygo.test_goat_st_batches import LP, answer, game_of, options

from cardtable.ygo.game import YgoGame

SET = {"face_up": False}


def _pass_until(game: YgoGame, name: str) -> bool:
    """Pass every window until ``name`` may be activated (True) or no window is left."""
    while options(game, action="pass"):
        if options(game, action="activate", name=name):
            return True
        answer(game, action="pass")
    return False


def _board(attacker: str) -> YgoGame:
    return game_of([{"monsters": [attacker]},
                    {"monsters": [{"card": "Giant Soldier of Stone", "pos": "def"}],
                     "spells": [{"card": "Cross Counter", **SET}]}], phase="battle")


def test_cross_counter_doubles_the_reflected_damage_and_destroys_the_attacker() -> None:
    """Battle Ox (1700) attacks Giant Soldier of Stone (DEF 2000): 300 becomes 600 and Battle Ox
    is destroyed after damage calculation; Cross Counter is first offered in damage
    calculation."""
    game = _board("Battle Ox")
    answer(game, action="attack", name="Battle Ox", target_name="Giant Soldier of Stone")
    assert _pass_until(game, "Cross Counter")
    assert any(e["kind"] == "damage_step" for e in game.events(1))
    answer(game, action="activate", name="Cross Counter")
    _pass_until(game, "")
    f = game.facts()
    assert f["lp.0"] == LP - 600 and f["monsters.0"] == []
    assert "Battle Ox" in f["gy.0"] and f["monsters.1"] == ["Giant Soldier of Stone"]


def test_cross_counter_needs_the_def_higher_than_the_atk() -> None:
    """Summoned Skull (2500) against DEF 2000: not activatable."""
    game = _board("Summoned Skull")
    answer(game, action="attack", name="Summoned Skull", target_name="Giant Soldier of Stone")
    assert not _pass_until(game, "Cross Counter")
