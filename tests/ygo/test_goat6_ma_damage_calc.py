"""g6-ma: "ATK becomes 0 during damage calculation only" (``F_CALC_ZERO``,
``cards/scripts/goat6_ma_damage_calc.py``), the clause of the 2005 Kazejin / Suijin / Sanga of
the Thunder texts ("make the attacking monster's ATK 0 during damage calculation only"). The
helper is called at the damage-calculation window as their effects will be."""

from __future__ import annotations

from goat_mon_steps import answer, cd, run

from cardtable.ygo.cards.scripts.goat6_ma_damage_calc import atk_zero_during_damage_calculation
from cardtable.ygo.game import YgoGame
from cardtable.ygo.state import BS_CALC

SKULL = "Summoned Skull"
WALL = "Giant Soldier of Stone"


def _pass_until_calc(g: YgoGame) -> None:
    for _ in range(10):
        if g.g.bstep == BS_CALC:
            return
        answer(g, {"answer": {"action": "pass"}})
    raise AssertionError("no damage calculation window")


def _pass_out(g: YgoGame) -> None:
    for _ in range(10):
        d = g.pending()
        if d is None or not any(o.form.get("action") == "pass" for o in d.options):
            return
        answer(g, {"answer": {"action": "pass"}})


def test_atk_is_zero_during_the_calculation_then_back() -> None:
    """Summoned Skull (2500) attacks Giant Soldier of Stone in Defense Position (DEF 2000):
    with its ATK 0 during damage calculation the attacker's controller takes 2000 battle
    damage and the wall survives; after the Damage Step the Skull has 2500 again ("during
    damage calculation only")."""
    # Kuriboh in the defender's hand keeps the Damage Step windows open (it may answer there)
    g = run({"phase": "battle", "players": [{"monsters": [SKULL]},
                                            {"hand": ["Kuriboh"],
                                             "monsters": [{"card": WALL, "pos": "def"}]}]})
    answer(g, {"answer": {"action": "attack", "name": SKULL, "target_name": WALL}})
    _pass_until_calc(g)
    skull = g.g.mz[0][0]
    assert g.g.atk(skull) == cd(SKULL).atk  # not before the effect
    assert atk_zero_during_damage_calculation(g.g, skull)
    assert g.g.atk(skull) == 0
    _pass_out(g)
    f = g.facts()
    assert f["lp.0"] == 4000 - cd(WALL).defense and f["monsters.1"] == [WALL]
    assert f["mzone.0.0.atk"] == cd(SKULL).atk


def test_only_in_the_damage_calculation_of_that_battle() -> None:
    """Outside damage calculation (the Main Phase) the helper does nothing: the clause is
    "during damage calculation only"."""
    g = run({"players": [{"monsters": [SKULL]}, {}]})
    skull = g.g.mz[0][0]
    assert not atk_zero_during_damage_calculation(g.g, skull)
    assert g.g.atk(skull) == cd(SKULL).atk
