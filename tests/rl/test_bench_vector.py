"""``cardtable bench rl --vector N`` reports learner steps/s of vector envs of 1, 2 and N."""

from __future__ import annotations

import json

from typer.testing import CliRunner

from cardtable.cli.main import app


def test_bench_rl_vector_json() -> None:
    res = CliRunner().invoke(app, ["bench", "rl", "--game", "ygo-duel", "--steps", "60",
                                   "--vector", "3", "--json"])
    assert res.exit_code == 0, res.output
    rep = json.loads(res.output.strip().splitlines()[-1])
    vec = rep["games"]["ygo-duel"]["vector"]
    for mode in ("sync", "async"):
        assert sorted(vec[mode], key=int) == ["1", "2", "3"]
        for cell in vec[mode].values():
            assert cell["steps_per_s"] > 0
            assert cell["steps_per_cpu_s"] > 0  # async: the workers' CPU time is counted
    assert len(rep["load_avg"]) == 3 and len(rep["load_avg_end"]) == 3


def test_workers_cpu_reads_a_busy_child() -> None:
    """The CPU time of worker processes (async vector envs) is read from /proc: a child
    that spins for a while shows CPU time, a missing pid none."""
    import subprocess
    import sys
    import time

    from cardtable.rl.bench import workers_cpu

    child = subprocess.Popen([sys.executable, "-c",
                              "import time\nt = time.process_time()\n"
                              "while time.process_time() - t < 0.3: pass\n"
                              "time.sleep(30)"])
    try:
        deadline = time.time() + 20
        while workers_cpu([child.pid]) < 0.25 and time.time() < deadline:
            time.sleep(0.1)
        assert workers_cpu([child.pid]) >= 0.25
    finally:
        child.kill()
        child.wait()
    assert workers_cpu([2**22 + 12345]) == 0.0
