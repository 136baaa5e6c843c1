"""Makes the toy game (tests/toy) importable and registered for the CLI tests."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

_TESTS = str(Path(__file__).resolve().parents[1])
if _TESTS not in sys.path:
    sys.path.insert(0, _TESTS)

from cardtable.core.registry import register  # noqa: E402
from toy.game import SPEC, ToyGame  # noqa: E402


@pytest.fixture
def toy() -> ToyGame:
    """A fresh toy game, seed 7, registered as "toy"."""
    register(SPEC)
    return ToyGame({}, 7)
