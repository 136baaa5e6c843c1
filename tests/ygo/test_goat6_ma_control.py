"""g6-ma: Blindly Loyal Goblin (``cards/scripts/goat6_ma_control.py``): "control of this face-up
card cannot switch" (its printed text, our own words in ``pool/goat.csv``)."""

from __future__ import annotations

from goat_mon_steps import answer, run


def _change_of_heart(target: str) -> dict[str, object]:
    g = run({"players": [{"hand": ["Change of Heart"]}, {"monsters": [target]}]})
    answer(g, {"answer": {"action": "activate", "name": "Change of Heart"}})
    for _ in range(6):
        d = g.pending()
        if d is None or not any(o.form.get("action") == "pass" for o in d.options):
            break
        answer(g, {"answer": {"action": "pass"}})
    return g.facts()


def test_change_of_heart_does_not_take_it() -> None:
    """Change of Heart resolves and the Goblin stays with its controller."""
    f = _change_of_heart("Blindly Loyal Goblin")
    assert f["monsters.1"] == ["Blindly Loyal Goblin"] and f["monsters.0"] == []


def test_control_of_another_monster_switches() -> None:
    """Control: the same Change of Heart takes Battle Ox."""
    f = _change_of_heart("Battle Ox")
    assert f["monsters.0"] == ["Battle Ox"]
