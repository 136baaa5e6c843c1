"""g6-ma: control of monsters (``cards/scripts/goat6_ma_control.py``): Blindly Loyal Goblin
("control of this face-up card cannot switch"), Dragon Manipulator, Dummy Golem (their printed
texts, our own words in ``pool/goat.csv``)."""

from __future__ import annotations

from goat_mon_steps import answer, normal, run

from cardtable.ygo.cards import constants as C
from cardtable.ygo.game import YgoGame


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


def _flip(setup: dict[str, object], name: str) -> YgoGame:
    g = run(setup)
    answer(g, {"answer": {"action": "flip_summon", "name": name}})
    return g


def _pass(g: YgoGame) -> None:
    for _ in range(8):
        d = g.pending()
        if d is None or not any(o.form.get("action") == "pass" for o in d.options):
            return
        answer(g, {"answer": {"action": "pass"}})


def test_dragon_manipulator_borrows_a_dragon_until_the_end_phase() -> None:
    """Dragon Manipulator: "FLIP: target 1 face-up Dragon-Type monster your opponent controls;
    you control it until the End Phase of this turn" — taken, then back in the End Phase."""
    dragon = normal(lambda c: c.race & C.RACE_BY_NAME["Dragon"])
    g = _flip({"players": [{"monsters": [{"card": "Dragon Manipulator", "pos": "fd_def"}]},
                           {"monsters": ["Battle Ox", dragon]}]}, "Dragon Manipulator")
    _pass(g)
    f = g.facts()
    assert f["monsters.0"] == ["Dragon Manipulator", dragon] and f["monsters.1"] == ["Battle Ox"]
    answer(g, {"answer": {"action": "to_end"}})
    _pass(g)
    assert dragon in g.facts()["monsters.1"]


def test_dummy_golem_switches_with_the_opponents_choice() -> None:
    """Dummy Golem: "FLIP: your opponent chooses 1 monster on their side of the field; that
    monster and this card change controllers" — the opponent picks Giant Soldier of Stone."""
    g = _flip({"players": [{"monsters": [{"card": "Dummy Golem", "pos": "fd_def"}]},
                           {"monsters": ["Battle Ox", "Giant Soldier of Stone"]}]}, "Dummy Golem")
    for _ in range(6):
        d = g.pending()
        if d is not None and d.seat == 1 and any(o.form.get("action") == "card"
                                                 for o in d.options):
            answer(g, {"answer": {"action": "card", "name": "Giant Soldier of Stone"}})
            break
        answer(g, {"answer": {"action": "pass"}})
    _pass(g)
    f = g.facts()
    assert f["monsters.0"] == ["Giant Soldier of Stone"]
    assert sorted(f["monsters.1"]) == ["Battle Ox", "Dummy Golem"]
