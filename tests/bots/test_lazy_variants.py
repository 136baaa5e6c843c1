"""ISMCTS variant names resolve in a fresh process (``LAZY_BOTS``), without importing the module."""

from __future__ import annotations

import json
import subprocess
import sys

from cardtable.bots.base import LAZY_BOTS


def test_every_ismcts_variant_is_lazy() -> None:
    from cardtable.bots.ismcts import VARIANTS

    for name in VARIANTS:
        assert LAZY_BOTS.get(name) == "cardtable.bots.ismcts", name


def test_cli_sim_resolves_variant_in_fresh_process() -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "cardtable.cli.main", "sim", "sgs", "-n", "1",
         "--bots", "ismcts-fast,random", "--json", "--backend", "local"],
        capture_output=True, text=True, timeout=120, check=False,
    )
    assert proc.returncode == 0, proc.stderr + proc.stdout
    report = json.loads(proc.stdout)
    assert report["errors"] == 0 and report["bots"] == ["ismcts-fast", "random"]
