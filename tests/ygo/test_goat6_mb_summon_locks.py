"""g6-mb: Invasion of Flames, Tactical Espionage Expert (``cards/scripts/goat6_mb_summon_locks.py``
over g6-ma's ``SUMMON_TRAP_LOCKS``): "no Trap Card can be activated in response to the Normal
Summon of this card" (the RDS cycle's shared text, our own words)."""

from __future__ import annotations

import pytest
from goat_mon_steps import answer, options, run


@pytest.mark.parametrize("locker", ["Invasion of Flames", "Tactical Espionage Expert"])
def test_no_trap_hole_against_its_normal_summon(locker: str) -> None:
    """The opponent's set Trap Hole is not offered in the Normal Summon's response window: the
    monster lands and play stays with its controller."""
    g = run({"players": [{"hand": [locker]}, {"spells": [{"card": "Trap Hole"}]}]})
    answer(g, {"answer": {"action": "summon", "name": locker}})
    d = g.pending()
    assert d is not None and d.seat == 0
    f = g.facts()
    assert f["monsters.0"] == [locker] and f["gy.1"] == []


def test_its_flip_summon_is_open_to_trap_hole() -> None:
    """Only the Normal Summon: Flip Summoned, Tactical Espionage Expert meets Trap Hole."""
    g = run({"players": [{"monsters": [{"card": "Tactical Espionage Expert", "pos": "fd_def"}]},
                         {"spells": [{"card": "Trap Hole"}]}]})
    answer(g, {"answer": {"action": "flip_summon", "name": "Tactical Espionage Expert"}})
    assert g.pending().seat == 1  # type: ignore[union-attr]
    assert "Trap Hole" in {f.get("name") for f in options(g, "activate")}
