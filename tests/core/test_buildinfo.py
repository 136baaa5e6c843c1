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


def test_asking_the_build_imports_nothing_it_asks_about() -> None:
    """``build()`` looks at files only: asking whether the RL encoders are compiled must not
    import the RL stack (it pulled in gymnasium, 200 modules and ~70 ms, into every
    ``cardtable bench sgs``). Checked in a fresh interpreter."""
    import subprocess
    import sys

    code = ("import sys; from cardtable.buildinfo import build; b = build(); "
            "print(b, 'cardtable.rl' in sys.modules, 'gymnasium' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout.split()
    assert out[0] in ("interpreted", "compiled")
    assert out[1:] == ["False", "False"]


def test_a_missing_module_is_not_compiled() -> None:
    """A name with no file behind it is reported as not compiled, without an import error."""
    assert buildinfo.is_compiled("cardtable.no_such_package.no_module") is False
