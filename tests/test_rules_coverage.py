"""Every rule line of the seeds is covered by a test or scenario, or is a listed known gap.

The rules are listed in docs/seed-rules.yaml; scripts/gen_rules_coverage.py finds the tests and
scenarios that name each rule (by id, by an alias, or by quoting its seed text) and writes
docs/rules-coverage.md. Regenerate with ``python scripts/gen_rules_coverage.py``.

:data:`KNOWN_GAPS` lists the rules no test names yet, each with the reason. The list must shrink
honestly: a rule that gains a test must leave it (the test below fails otherwise).
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[1]

#: Rule id -> why no test names it yet ("not implemented: …" or "implemented, untested: …").
KNOWN_GAPS: dict[str, str] = {
    # --- not implemented: no card or engine path does it yet ---
}


def _load_script() -> ModuleType:
    path = ROOT / "scripts" / "gen_rules_coverage.py"
    spec = importlib.util.spec_from_file_location("gen_rules_coverage", path)
    assert spec and spec.loader
    mod = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = mod  # dataclasses look the module up while the class is built
    spec.loader.exec_module(mod)
    return mod


gen = _load_script()


@pytest.fixture(scope="module")
def built() -> tuple[str, dict[str, list[str]]]:
    """(the document as generated now, rule id -> tests and scenarios naming it)."""
    return gen.build(ROOT)


def test_rules_file_lists_the_seeds() -> None:
    """docs/seed-rules.yaml: unique well-formed ids for all three seed parts."""
    rules = gen.load_rules(ROOT)
    ids = [r.id for r in rules]
    assert len(ids) == len(set(ids))
    for prefix, at_least in (("S1-", 25), ("Y3-", 120), ("M3-", 40)):
        assert sum(i.startswith(prefix) for i in ids) >= at_least, prefix
    assert all(r.zh and r.en for r in rules)


def test_coverage_doc_is_current(built: tuple[str, dict[str, list[str]]]) -> None:
    """docs/rules-coverage.md is what the script writes now (else: run the script)."""
    text, _ = built
    doc = (ROOT / "docs" / "rules-coverage.md").read_text(encoding="utf-8")
    assert doc == text, "stale: run python scripts/gen_rules_coverage.py"


def test_every_rule_is_covered_or_a_known_gap(built: tuple[str, dict[str, list[str]]]) -> None:
    """No rule of the seeds is silently dropped: uncovered rules must be in KNOWN_GAPS."""
    _, hits = built
    uncovered = sorted(rid for rid, refs in hits.items() if not refs and rid not in KNOWN_GAPS)
    assert not uncovered, f"rules no test names (add a test, or a KNOWN_GAPS entry): {uncovered}"


def test_known_gaps_are_still_gaps(built: tuple[str, dict[str, list[str]]]) -> None:
    """A KNOWN_GAPS entry that a test now covers must be removed (the list only shrinks)."""
    _, hits = built
    covered = sorted(rid for rid in KNOWN_GAPS if hits.get(rid))
    assert not covered, f"covered now, remove from KNOWN_GAPS: {covered}"


def test_known_gaps_name_rules_with_reasons(built: tuple[str, dict[str, list[str]]]) -> None:
    """Every KNOWN_GAPS key is a rule id, and every reason says something."""
    _, hits = built
    assert not sorted(set(KNOWN_GAPS) - set(hits))
    assert all(len(reason) > 10 for reason in KNOWN_GAPS.values())


def test_rule_ids_named_in_tests_exist() -> None:
    """A test naming a rule id that does not exist (a typo) is caught."""
    unknown = gen.unknown_ids(gen.load_rules(ROOT), gen.collect(ROOT))
    assert not unknown, unknown


def test_matching_can_fail() -> None:
    """The matcher finds ids, aliases and quoted seed text, and nothing in unrelated text."""
    rules = gen.load_rules(ROOT)
    units = [
        gen.Unit("by-id", ["checks Y3-chain-example"]),
        gen.Unit("by-quote", ["seed 000 part 3 「连锁的基本处理方法是逆算」"]),
        gen.Unit("by-alias", ["seed 步骤6: the draft"]),
        gen.Unit("unrelated", ["Kernel contract: a bad answer changes nothing; 杀 闪 桃"]),
    ]
    hits = gen.match_rules(rules, units)
    found = {u: sorted(r for r, names in hits.items() if u in names) for u in
             ("by-id", "by-quote", "by-alias", "unrelated")}
    assert found == {"by-id": ["Y3-chain-example"], "by-quote": ["Y3-chain-reverse"],
                     "by-alias": ["S1-draft-step6"], "unrelated": []}


def test_check_mode_fails_on_a_stale_doc(tmp_path: Path) -> None:
    """``--check`` exits 1 when docs/rules-coverage.md differs from what it would write."""
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "seed-rules.yaml").write_text(
        (ROOT / "docs" / "seed-rules.yaml").read_text(encoding="utf-8"), encoding="utf-8")
    (tmp_path / "docs" / "rules-coverage.md").write_text("stale\n", encoding="utf-8")
    assert gen.main(["--check", "--root", str(tmp_path)]) == 1
    assert gen.main(["--root", str(tmp_path)]) == 0
    assert gen.main(["--check", "--root", str(tmp_path)]) == 0
