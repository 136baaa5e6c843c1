"""Issue 13 §1: commands that reach a missing optional package, an unopenable store or a busy
port fail with one line naming what is wrong and how to fix it, exit 2, no traceback; an
unknown game lists the known ones; a closed pipe ends a command quietly.

Missing packages are simulated in a fresh interpreter by putting ``None`` in ``sys.modules``
(Python then raises ModuleNotFoundError for that name, as when it is not installed), and the
command runs through the real entry point ``cardtable.cli.main:app``.
"""

from __future__ import annotations

import random
import socket
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from cardtable.cli.main import app
from cardtable.core.replay import Replay
from cardtable.sim.environments import ygo_default_setup
from cardtable.ygo.game import from_setup

RUNNER = """
import sys
for m in sys.argv[1].split(","):
    if m:
        sys.modules[m] = None
sys.argv = ["cardtable", *sys.argv[2:]]
from cardtable.cli.main import app
from cardtable.core.replay import Replay
from cardtable.sim.environments import ygo_default_setup
from cardtable.ygo.game import from_setup
app()
"""


def run_without(missing: str, *args: str) -> subprocess.CompletedProcess[str]:
    """``cardtable ARGS`` in a fresh interpreter where the modules ``missing`` do not import."""
    return subprocess.run(
        [sys.executable, "-c", RUNNER, missing, *args],
        capture_output=True, text=True, timeout=300,
    )


def assert_one_line(proc: subprocess.CompletedProcess[str], *needles: str) -> None:
    """Exit 2, no traceback, a single non-empty line on stderr that contains every needle."""
    lines = [ln for ln in proc.stderr.splitlines() if ln.strip()]
    assert proc.returncode == 2, proc.stderr
    assert "Traceback" not in proc.stderr
    assert len(lines) == 1, lines
    for n in needles:
        assert n in lines[0], lines[0]


@pytest.mark.parametrize(
    ("missing", "args", "extra"),
    [
        ("numpy", ("bench", "rl"), "rl"),
        ("ray", ("ygo", "sim", "--backend", "ray", "-n", "1", "--no-progress"), "ray"),
        ("psycopg", ("serve", "--db-url", "postgresql://u@127.0.0.1:1/x"), "postgres"),
        ("uvicorn", ("serve",), "server"),
    ],
)
def test_missing_optional_package_is_one_line_exit_2(
    missing: str, args: tuple[str, ...], extra: str
) -> None:
    proc = run_without(missing, *args)
    assert_one_line(proc, f"{missing} is not installed", f".[{extra}]")


def test_serve_unopenable_sqlite_file_is_one_line() -> None:
    res = CliRunner().invoke(app, ["serve", "--db", "/nonexistent/dir/x.db", "--port", "1"])
    assert res.exit_code == 2
    assert res.exception is None or isinstance(res.exception, SystemExit)
    assert "cannot open the store /nonexistent/dir/x.db" in res.output


def test_serve_unreachable_postgres_is_one_line_without_password() -> None:
    pytest.importorskip("psycopg")
    res = CliRunner().invoke(
        app, ["serve", "--db-url", "postgresql://u:secret@127.0.0.1:1/x", "--port", "1"]
    )
    assert res.exit_code == 2
    assert isinstance(res.exception, SystemExit)
    assert "cannot open the store postgresql://u:***@127.0.0.1:1/x" in res.output
    assert "secret" not in res.output


def test_serve_on_a_busy_port_fails_before_printing_its_url(tmp_path: Path) -> None:
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = busy.getsockname()[1]
        res = CliRunner().invoke(
            app, ["serve", "--db", str(tmp_path / "x.db"), "--port", str(port)]
        )
    assert res.exit_code == 2
    assert "http://" not in res.output
    assert f"cannot listen on 127.0.0.1:{port}" in res.output


def test_unknown_game_lists_the_games() -> None:
    res = CliRunner().invoke(app, ["sim", "chess"])
    assert res.exit_code == 2
    assert "unknown game 'chess' (known: " in res.output
    assert "sgs" in res.output and "ygo" in res.output
    assert "known: none" not in res.output


def test_replay_into_a_closed_pipe_exits_quietly(tmp_path: Path) -> None:
    rep = tmp_path / "r.json"
    game = from_setup(ygo_default_setup(), 1)
    pick = random.Random(1)
    while (dec := game.pending()) is not None:
        game.answer(pick.randrange(len(dec.options)))
    Replay.of(game).save(rep)
    proc = subprocess.Popen(
        [sys.executable, "-m", "cardtable.cli.main", "replay", str(rep)],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE,
    )
    assert proc.stdout is not None and proc.stderr is not None
    proc.stdout.readline()
    proc.stdout.close()  # like `| head -1`
    err = proc.stderr.read().decode()
    assert proc.wait(timeout=300) == 0, err
    assert err == ""
