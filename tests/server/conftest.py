"""Shared fixtures for the server tests: an app on a fresh SQLite file and account helpers."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from srvutil import TEST_LIMITS
from starlette.testclient import TestClient

from cardtable.server.app import create_app


@pytest.fixture
def db_path(tmp_path: Path) -> str:
    """A fresh SQLite database file."""
    return str(tmp_path / "server.db")


@pytest.fixture
def client(db_path: str) -> Iterator[TestClient]:
    """A TestClient running the app's lifespan."""
    with TestClient(create_app(db_path, limits=TEST_LIMITS)) as c:
        yield c
