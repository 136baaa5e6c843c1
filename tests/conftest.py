"""Settings for the whole suite.

Hypothesis runs *derandomized* by default: the property tests draw the same examples on every
run, so CI is reproducible and a red run can be re-run to the same failure. Set
``CARDTABLE_HYPOTHESIS=explore`` to draw fresh random examples (how new bugs are hunted; a
failure found that way is then pinned by an ordinary test).

Markers (docs/design.md §6, README "Fast test loop"): every test under ``tests/e2e`` is ``e2e``,
under ``tests/server`` ``server``, under ``tests/rl`` ``rl``; the PostgreSQL store tests are
``pg``; tests that take more than a few seconds are ``slow``. The fast engine loop is
``pytest -m "not e2e and not server and not rl and not pg and not slow"``.

With only the ``test`` extra installed (an engine contributor's install), the folders of the
optional surfaces whose packages are missing are left out of the collection, and the run's
header says which. On CI (``CI`` set) nothing is left out: a missing package fails the run.
"""

from __future__ import annotations

import importlib.util
import os
from pathlib import Path

import pytest
from hypothesis import settings

settings.register_profile("ci", derandomize=True, print_blob=True)
settings.register_profile("explore", derandomize=False, print_blob=True)
settings.load_profile("explore" if os.environ.get("CARDTABLE_HYPOTHESIS") == "explore" else "ci")

TESTS = Path(__file__).resolve().parent

#: Folder of tests -> (its marker, the packages its tests import).
SURFACE_FOLDERS: dict[str, tuple[str, tuple[str, ...]]] = {
    "e2e": ("e2e", ("starlette", "uvicorn", "httpx", "argon2", "playwright")),
    "server": ("server", ("starlette", "uvicorn", "httpx", "argon2", "websockets")),
    "rl": ("rl", ("numpy", "gymnasium", "pettingzoo", "pyspiel", "ray")),
}

#: Single test files outside those folders that need an optional package (the ISMCTS game tests
#: build their setups with the RL adapters, which encode observations with numpy).
SURFACE_FILES: dict[str, tuple[str, ...]] = {
    "bots/test_ismcts_games.py": ("numpy",),
    "bots/test_ismcts_root.py": ("numpy",),
}


def _missing(packages: tuple[str, ...]) -> list[str]:
    return [p for p in packages if importlib.util.find_spec(p) is None]


#: Folders left out of this run because their packages are not installed (never on CI).
LEFT_OUT: dict[str, list[str]] = {}
if not os.environ.get("CI"):
    for _folder, (_marker, _packages) in SURFACE_FOLDERS.items():
        _gone = _missing(_packages)
        if _gone:
            LEFT_OUT[_folder] = _gone
    for _file, _packages in SURFACE_FILES.items():
        _gone = _missing(_packages)
        if _gone:
            LEFT_OUT[_file] = _gone

collect_ignore = list(LEFT_OUT)


def pytest_report_header(config: pytest.Config) -> list[str]:
    """Say which optional folders this run leaves out, and why."""
    return [f"left out tests/{folder}: not installed: {', '.join(gone)} "
            f"(pip install -e '.[dev]' runs everything)"
            for folder, gone in LEFT_OUT.items()]


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Mark every test by the folder it lives in (``e2e``, ``server``, ``rl``) and the
    PostgreSQL store tests ``pg``."""
    for item in items:
        try:
            rel = Path(str(item.path)).resolve().relative_to(TESTS)
        except ValueError:
            continue
        top = rel.parts[0] if len(rel.parts) > 1 else ""
        if top in SURFACE_FOLDERS:
            item.add_marker(getattr(pytest.mark, SURFACE_FOLDERS[top][0]))
        if rel.name == "test_postgres.py":
            item.add_marker(pytest.mark.pg)
