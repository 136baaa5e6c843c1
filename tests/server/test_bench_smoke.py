"""``cardtable bench server`` runs end to end (a smoke test, not a timing test)."""

from __future__ import annotations

import subprocess
import sys


def test_bench_server_smoke() -> None:
    out = subprocess.run(
        [sys.executable, "-m", "cardtable.cli.bench_server", "--tables", "3", "--seconds", "2",
         "--warmup", "3", "--rate", "5"], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stdout + out.stderr
    assert "actions/s" in out.stdout and "p99" in out.stdout, out.stdout + out.stderr
    actions = int(out.stdout.split("actions: ")[1].split()[0])
    assert actions > 0 and "errors: 0" in out.stdout, out.stdout
    assert "tables that failed" not in out.stdout, out.stdout
