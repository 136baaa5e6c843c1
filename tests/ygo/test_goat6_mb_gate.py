"""g6-mb: Kazejin, Suijin, Sanga of the Thunder (``cards/scripts/goat6_mb_gate.py``). Each test
names the 2005 text line it checks."""

from __future__ import annotations

from typing import Any

import pytest
from goat_mon_steps import answer, options, run


def _offers(g: Any, name: str) -> bool:
    """Pass the windows until ``name``'s activation is offered (True) or the battle is over."""
    for _ in range(12):
        if g.pending() is None:
            return False
        if any(f.get("name") == name for f in options(g, "activate")):
            return True
        if options(g, "pass"):
            answer(g, {"answer": {"action": "pass"}})
        else:
            return False
    return False


def _attack(g: Any, attacker: str) -> None:
    forms = [f for f in options(g, "attack") if f.get("name") == attacker]
    answer(g, {"answer": forms[0]})


def _finish(g: Any) -> None:
    for _ in range(12):
        if g.pending() is None or not options(g, "pass"):
            return
        answer(g, {"answer": {"action": "pass"}})


@pytest.mark.parametrize("piece,atk", [("Kazejin", 2400), ("Suijin", 2500),
                                       ("Sanga of the Thunder", 2600)])
def test_the_attacker_has_0_atk_in_damage_calculation(piece: str, atk: int) -> None:
    """"During damage calculation in the opponent's turn, when this card is attacked: the
    attacking monster's ATK becomes 0 during damage calculation only" — Battle Ox is destroyed
    and its controller takes the piece's full ATK."""
    g = run({"turn": 4, "turn_player": 1, "phase": "battle", "players": [
        {"monsters": [piece]}, {"monsters": ["Battle Ox"]}]})
    _attack(g, "Battle Ox")
    assert _offers(g, piece)
    answer(g, {"answer": {"action": "activate", "name": piece}})
    _finish(g)
    f = g.facts()
    assert f["gy.1"] == ["Battle Ox"] and f["lp.1"] == 4000 - atk and f["monsters.0"] == [piece]


def test_only_once_while_face_up() -> None:
    """"Only once while this card is face-up on the field": the second attacker, in the same
    Battle Phase, is not answered."""
    g = run({"turn": 4, "turn_player": 1, "phase": "battle", "players": [
        {"monsters": ["Kazejin"]}, {"monsters": ["Battle Ox", "Battle Ox"]}]})
    _attack(g, "Battle Ox")
    assert _offers(g, "Kazejin")
    answer(g, {"answer": {"action": "activate", "name": "Kazejin"}})
    _finish(g)
    assert g.facts()["gy.1"] == ["Battle Ox"]
    _attack(g, "Battle Ox")
    assert not _offers(g, "Kazejin")


def test_not_in_its_controllers_own_turn() -> None:
    """"In the opponent's turn": Kazejin attacking, or attacked in no opponent's turn, offers
    nothing — here it attacks Battle Ox in its own turn."""
    g = run({"phase": "battle", "players": [{"monsters": ["Kazejin"]},
                                            {"monsters": ["Battle Ox"]}]})
    _attack(g, "Kazejin")
    assert not _offers(g, "Kazejin")


def test_once_means_one_activation_not_one_per_chain_link() -> None:
    """"Only once": activated, it is not offered again in the chain that follows."""
    g = run({"turn": 4, "turn_player": 1, "phase": "battle", "players": [
        {"monsters": ["Suijin"]}, {"monsters": ["Battle Ox"]}]})
    _attack(g, "Battle Ox")
    assert _offers(g, "Suijin")
    answer(g, {"answer": {"action": "activate", "name": "Suijin"}})
    for _ in range(6):
        if g.pending() is None:
            break
        assert not any(f.get("name") == "Suijin" for f in options(g, "activate"))
        if not options(g, "pass"):
            break
        answer(g, {"answer": {"action": "pass"}})
    assert g.facts()["gy.1"] == ["Battle Ox"]
