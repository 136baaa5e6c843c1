"""End-to-end fixtures: a real ``cardtable serve`` process and Debian's headless chromium.

Chromium missing is a failure, not a skip, unless ``CARDTABLE_SKIP_BROWSER=1`` is set.
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

CHROMIUM = os.environ.get("CARDTABLE_CHROMIUM", "/usr/bin/chromium")
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
        "--disable-background-networking", "--disable-component-update", "--disable-sync",
        "--no-first-run"]


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest.fixture(scope="session")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """Base URL of a ``cardtable serve`` subprocess on a fresh database."""
    db = Path(tmp_path_factory.mktemp("e2e")) / "e2e.db"
    port = _free_port()
    # the server's log goes to a file: an undrained pipe would block the server once full
    log = db.with_name("serve.log").open("wb")
    proc = subprocess.Popen([sys.executable, "-m", "cardtable.cli.serve", "--port", str(port),
                             "--db", str(db)], stdout=subprocess.DEVNULL, stderr=log)
    base = f"http://127.0.0.1:{port}"
    deadline = time.time() + 120  # generous for a loaded CI machine; returns once it answers
    while time.time() < deadline and proc.poll() is None:
        try:
            if httpx.get(f"{base}/api/games", timeout=1).status_code == 200:
                break
        except httpx.HTTPError:
            time.sleep(0.1)
    else:
        proc.kill()
        log.close()
        pytest.fail("cardtable serve did not come up: "
                    + db.with_name("serve.log").read_text(errors="replace")[-2000:])
    yield base
    proc.kill()
    proc.wait(10)
    log.close()


@pytest.fixture(scope="session")
def browser() -> Iterator[Any]:
    """Debian's chromium driven by Playwright (never a downloaded browser)."""
    if os.environ.get("CARDTABLE_SKIP_BROWSER") == "1":
        pytest.skip("CARDTABLE_SKIP_BROWSER=1 set explicitly")
    if not (Path(CHROMIUM).exists() or shutil.which(CHROMIUM)):
        pytest.fail(f"chromium not found at {CHROMIUM}: run scripts/install-system-deps "
                    "(or set CARDTABLE_SKIP_BROWSER=1 to skip browser tests explicitly)")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        b = pw.chromium.launch(executable_path=CHROMIUM, args=ARGS, headless=True)
        yield b
        b.close()


@pytest.fixture(autouse=True)
def _page_errors_per_test() -> Iterator[None]:
    """Each test starts with an empty page-error list (``test_browser.ERRORS``), so a script
    error is reported by the test whose page raised it, not by every test after it."""
    from test_browser import ERRORS

    ERRORS.clear()
    yield
