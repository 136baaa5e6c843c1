"""g6-ma: "When this card is Normal Summoned, Traps cannot be activated" (the ``WINDOW_BANS``
hook, ``cards/scripts/goat6_ma_locks.py``): Creeping Doom Manta and Eagle Eye (their printed
text; the same clause as Tactical Espionage Expert). Each test names the clause it checks."""

from __future__ import annotations

import pytest
from goat_mon_steps import answer, options, run


def _trap_offered(g: object, name: str) -> bool:
    return any(o.get("name") == name for o in options(g, "activate"))  # type: ignore[arg-type]


@pytest.mark.parametrize("locker", ["Creeping Doom Manta", "Eagle Eye"])
def test_no_trap_hole_against_its_normal_summon(locker: str) -> None:
    """Its Normal Summon cannot be answered by a Trap Card: the opponent's set Trap Hole is not
    offered in the summon's response window (the duel goes on in seat 0's Main Phase)."""
    g = run({"players": [{"hand": [locker]}, {"spells": [{"card": "Trap Hole"}]}]})
    answer(g, {"answer": {"action": "summon", "name": locker}})
    d = g.pending()
    assert d is not None and d.seat == 0
    f = g.facts()
    assert f["monsters.0"] == [locker] and f["gy.1"] == []


def test_an_ordinary_monster_meets_the_trap() -> None:
    """Control: the same board with a monster without the clause (Battle Ox, 1700 ATK): Trap
    Hole is offered to the opponent and destroys it."""
    g = run({"players": [{"hand": ["Battle Ox"]}, {"spells": [{"card": "Trap Hole"}]}]})
    answer(g, {"answer": {"action": "summon", "name": "Battle Ox"}})
    assert g.pending().seat == 1 and _trap_offered(g, "Trap Hole")  # type: ignore[union-attr]
    answer(g, {"answer": {"action": "activate", "name": "Trap Hole"}})
    assert g.facts()["gy.0"] == ["Battle Ox"]


def test_the_lock_is_on_the_normal_summon_only() -> None:
    """"When Normal Summoned": a Flip Summon of Eagle Eye is open to Trap Hole (Trap Hole
    answers a Normal or Flip Summon of a monster with 1000 or more ATK)."""
    g = run({"players": [{"monsters": [{"card": "Eagle Eye", "pos": "fd_def"}]},
                         {"spells": [{"card": "Trap Hole"}]}]})
    answer(g, {"answer": {"action": "flip_summon", "name": "Eagle Eye"}})
    assert g.pending().seat == 1 and _trap_offered(g, "Trap Hole")  # type: ignore[union-attr]
