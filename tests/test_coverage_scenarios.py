"""Scenarios of scenarios/coverage/: rules of the seeds that the engine implements but that no
other test named (found by the rules coverage audit, docs/rules-coverage.md).

Each document names, in ``rule:``, the ids of docs/seed-rules.yaml it checks; every step must
hold against the real engine.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml

import cardtable.sgs.game  # registers the game
import cardtable.ygo.game  # noqa: F401  (registers the game)
from cardtable.core.scenario import Scenario, load_scenarios

ROOT = Path(__file__).resolve().parents[1]
DIR = ROOT / "scenarios" / "coverage"
RULE_ID = re.compile(r"\b[SYM][13]-[a-z0-9-]+")


def _docs() -> list[tuple[str, Scenario]]:
    """Every scenario of the folder, read as ``cardtable scenario`` reads them."""
    return [(Path(sc.source).name, sc) for path in sorted(DIR.glob("*.yaml"))
            for sc in load_scenarios(path)]


DOCS = _docs()


def _rule_ids() -> set[str]:
    data = yaml.safe_load((ROOT / "docs" / "seed-rules.yaml").read_text(encoding="utf-8"))
    return {r["id"] for r in data["rules"]}


@pytest.mark.parametrize("sc", [d for _, d in DOCS], ids=[n for n, _ in DOCS])
def test_coverage_scenario(sc: Scenario) -> None:
    """One coverage scenario: it names existing rule ids and every step holds."""
    named = set(RULE_ID.findall(sc.rule))
    assert named, "a coverage scenario names the rule ids it checks in rule:"
    assert named <= _rule_ids(), f"unknown rule ids: {sorted(named - _rule_ids())}"
    sc.check()


def test_there_are_coverage_scenarios() -> None:
    """The folder is not empty (a glob that finds nothing would pass silently)."""
    assert DOCS
