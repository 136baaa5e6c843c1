"""``cardtable.buildinfo``: which build of the engine runs (docs/performance.md, "Compiled
build"). scripts/test runs the suite on both builds and checks ``build()`` before each run."""

from __future__ import annotations

import pytest

from cardtable import buildinfo


def test_a_plain_module_is_not_compiled() -> None:
    """Modules outside the hot set are always interpreted (loaded from a .py)."""
    assert buildinfo.is_compiled("cardtable.cli.main") is False
    assert buildinfo.is_compiled("cardtable.buildinfo") is False


@pytest.mark.parametrize(
    ("compiled", "expected"),
    [(set(), "interpreted"), ({"all"}, "compiled"), ({"cardtable.sgs.game"}, "mixed")],
)
def test_build_names_all_none_or_some(monkeypatch: pytest.MonkeyPatch, compiled: set[str],
                                      expected: str) -> None:
    """All hot modules compiled: "compiled"; none: "interpreted"; some: "mixed" (a partial or
    broken install, never reported as either)."""
    monkeypatch.setattr(buildinfo, "is_compiled",
                        lambda m: "all" in compiled or m in compiled)
    assert buildinfo.build() == expected
