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
