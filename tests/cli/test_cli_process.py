"""The command as a real process: a plug-in game from $CARDTABLE_GAME_MODULES, stdout holding
exactly one JSON object, clean exit codes."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

TESTS = Path(__file__).resolve().parents[1]


def run(*args: str) -> subprocess.CompletedProcess[str]:
    env = {
        **os.environ,
        "CARDTABLE_GAME_MODULES": "toy.game",
        "PYTHONPATH": os.pathsep.join([str(TESTS), os.environ.get("PYTHONPATH", "")]),
    }
    env.pop("CARDTABLE_LANG", None)
    return subprocess.run(
        [sys.executable, "-m", "cardtable.cli.main", *args],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        check=False,
    )


def test_sim_json_from_a_real_process() -> None:
    res = run(
        "sim", "toy", "-n", "8", "-s", "1", "--json", "--backend", "process", "--workers", "2"
    )
    assert res.returncode == 0, res.stderr
    data = json.loads(res.stdout)  # the whole of stdout is one JSON object
    assert data["games"] == 8 and data["backend"] == "process"
    assert "Traceback" not in res.stderr


def test_unknown_game_exits_2_without_traceback() -> None:
    res = run("sim", "chess", "-n", "1")
    assert res.returncode == 2
    assert "unknown game 'chess'" in res.stderr and "Traceback" not in res.stderr


def test_python_dash_m_cardtable_is_the_command_line() -> None:
    """``python -m cardtable`` runs the same app as the console script."""
    res = subprocess.run([sys.executable, "-m", "cardtable", "games"], capture_output=True,
                         text=True, timeout=120, check=False,
                         env={**os.environ, "PYTHONPATH": str(TESTS.parent / "src")})
    assert res.returncode == 0, res.stderr
    assert "ygo" in res.stdout and "sgs" in res.stdout
