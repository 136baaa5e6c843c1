"""docs/rules-coverage-ygo.md is generated from the tests and must be up to date."""

from __future__ import annotations

from pathlib import Path

from cardtable.ygo.coverage import render

ROOT = Path(__file__).resolve().parents[2]


def test_coverage_doc_is_current() -> None:
    doc = (ROOT / "docs" / "rules-coverage-ygo.md").read_text(encoding="utf-8")
    assert doc.split("## Not yet covered")[0].rstrip() == render(ROOT).rstrip(), (
        "regenerate: python -m cardtable.ygo.coverage > docs/rules-coverage-ygo.md "
        "(then re-append the 'Not yet covered' section)")
