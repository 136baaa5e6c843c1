"""Runs every scenario under scenarios/ygo/: each names the seed rule line it checks."""

from __future__ import annotations

from pathlib import Path

import pytest

import cardtable.ygo.game  # noqa: F401  (registers the game)
from cardtable.core.scenario import load_scenarios

ROOT = Path(__file__).resolve().parents[2] / "scenarios" / "ygo"
FILES = sorted(ROOT.glob("*.yaml"))


def test_there_are_scenarios() -> None:
    assert len(FILES) >= 10


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_scenario(path: Path) -> None:
    for sc in load_scenarios(path):  # every document and variant of the file
        assert sc.rule, f"{sc.source}: every rules scenario names the seed line it checks"
        sc.check()
