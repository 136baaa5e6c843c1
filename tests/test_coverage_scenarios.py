"""Scenarios of scenarios/coverage/: rules of the seeds that the engine implements but that no
other test named (found by the rules coverage audit, docs/rules-coverage.md).

Each document names, in ``rule:``, the ids of docs/seed-rules.yaml it checks; every step must
hold against the real engine.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
import yaml

import cardtable.sgs.game  # registers the game
import cardtable.ygo.game  # noqa: F401  (registers the game)
from cardtable.core.scenario import Scenario

ROOT = Path(__file__).resolve().parents[1]
DIR = ROOT / "scenarios" / "coverage"
RULE_ID = re.compile(r"\b[SYM][13]-[a-z0-9-]+")


def _docs() -> list[tuple[str, dict[str, Any]]]:
    out = []
    for path in sorted(DIR.glob("*.yaml")):
        docs = [d for d in yaml.safe_load_all(path.read_text(encoding="utf-8")) if d]
        for i, doc in enumerate(docs):
            out.append((path.stem if len(docs) == 1 else f"{path.stem}#{i + 1}", doc))
    return out


DOCS = _docs()


def _rule_ids() -> set[str]:
    data = yaml.safe_load((ROOT / "docs" / "seed-rules.yaml").read_text(encoding="utf-8"))
    return {r["id"] for r in data["rules"]}


@pytest.mark.parametrize("doc", [d for _, d in DOCS], ids=[n for n, _ in DOCS])
def test_coverage_scenario(doc: dict[str, Any]) -> None:
    """One coverage scenario: it names existing rule ids and every step holds."""
    sc = Scenario.from_data(doc, source=str(doc.get("name")))
    named = set(RULE_ID.findall(sc.rule))
    assert named, "a coverage scenario names the rule ids it checks in rule:"
    assert named <= _rule_ids(), f"unknown rule ids: {sorted(named - _rule_ids())}"
    sc.run()


def test_there_are_coverage_scenarios() -> None:
    """The folder is not empty (a glob that finds nothing would pass silently)."""
    assert DOCS
