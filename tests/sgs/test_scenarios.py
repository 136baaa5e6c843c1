"""Runs every scenario file under scenarios/sgs/ (cards, seed lines, skills). Each file names the
seed line or card it checks in its ``rule`` field."""

from __future__ import annotations

from pathlib import Path

import pytest

import cardtable.sgs.game  # noqa: F401  (registers the game)
from cardtable.core.scenario import load_scenarios

ROOT = Path(__file__).resolve().parents[2] / "scenarios" / "sgs"
FILES = sorted(ROOT.rglob("*.yaml"))


def test_there_are_scenarios() -> None:
    """The scenario suite is not empty (a missing folder must fail, not pass)."""
    assert len(FILES) >= 30


@pytest.mark.parametrize("path", FILES, ids=[str(p.relative_to(ROOT)) for p in FILES])
def test_scenario(path: Path) -> None:
    """One scenario file: its rule field names what it checks; every step must hold."""
    for sc in load_scenarios(path):  # every document and variant of the file
        assert sc.rule, f"{sc.source}: scenarios must name the seed line or card they check"
        sc.check()
