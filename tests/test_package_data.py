"""Every data file under ``src/cardtable`` is shipped: it matches a ``package-data`` pattern of
pyproject.toml. An editable install reads the sources, so a missing pattern only shows in a wheel
install — the compiled build is one, and it lost the Goat card pool (``*.csv``) and the browser
client's files (``*.js``, ``*.css``, ``*.html``, ``*.svg``) that way."""

from __future__ import annotations

import fnmatch
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PKG = ROOT / "src" / "cardtable"


def _patterns() -> list[str]:
    data = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    pats: list[str] = data["tool"]["setuptools"]["package-data"]["cardtable"]
    return pats


def _shipped(rel: str, patterns: list[str]) -> bool:
    """``rel`` (a path below the package) matches a setuptools glob: ``**/`` is any folder
    depth, including none."""
    for p in patterns:
        if p.startswith("**/"):
            if fnmatch.fnmatch(rel.rsplit("/", 1)[-1], p[3:]):
                return True
        elif fnmatch.fnmatch(rel, p):
            return True
    return False


def test_every_data_file_is_shipped() -> None:
    """No file the package holds besides Python sources is left out of a wheel."""
    patterns = _patterns()
    files = [p.relative_to(PKG).as_posix() for p in PKG.rglob("*")
             if p.is_file() and p.suffix not in (".py", ".pyc", ".so")
             and "__pycache__" not in p.parts]
    assert files, "no data files found: wrong folder?"
    assert [f for f in files if not _shipped(f, patterns)] == []


def test_the_matcher_refuses_what_no_pattern_names() -> None:
    """The check itself: a file type that no pattern names is reported."""
    assert _shipped("ygo/cards/pool/goat.csv", ["**/*.csv"])
    assert _shipped("py.typed", ["py.typed"])
    assert not _shipped("ygo/cards/pool/goat.csv", ["**/*.yaml", "py.typed"])
