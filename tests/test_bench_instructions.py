"""scripts/bench_instructions.py: the instruction-count harness of issue 12 reads callgrind's
summary and refuses bad options (running valgrind itself is left to the script's users: it is
not a test dependency)."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

import pytest

SCRIPT = Path(__file__).resolve().parents[1] / "scripts" / "bench_instructions.py"


def _script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("bench_instructions", SCRIPT)
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def test_collected_reads_the_last_summary_line() -> None:
    text = ("==41== Callgrind, a call-graph generating cache profiler\n"
            "==41== Events    : Ir\n==41== Collected : 1742432396\n==41== \n"
            "==41== I   refs:      1,742,432,396\n")
    assert _script().collected(text) == 1742432396


def test_collected_refuses_output_without_a_summary() -> None:
    with pytest.raises(ValueError, match="Collected"):
        _script().collected("==41== Callgrind\nTraceback: the child failed\n")


def test_zero_duels_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_:
        _script().main(["--duels", "0"])
    assert exit_.value.code == 2
    assert "--duels must be at least 1" in capsys.readouterr().err
