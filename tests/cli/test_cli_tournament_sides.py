"""Issue 13 §1 and issue 11: ``cardtable tournament`` without the optional packages, with the
entrants on the right sides (3v3 teams, identity-mode camps), and no files unless asked."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from typer.testing import CliRunner

from cardtable.cli.main import app
from cardtable.sim.environments import identity_deal
from cardtable.sim.tournament import Entrant, schedule

NO_NUMPY = """
import sys
sys.modules["numpy"] = None
sys.modules["matplotlib"] = None
sys.argv = ["cardtable", *sys.argv[1:]]
from cardtable.cli.main import app
app()
"""


def tournament_without_numpy(tmp_path: Path, *args: str) -> dict[str, object]:
    proc = subprocess.run(
        [sys.executable, "-c", NO_NUMPY, "tournament", *args, "--json"],
        capture_output=True, text=True, timeout=600, cwd=tmp_path,
    )
    assert proc.returncode == 0, proc.stderr
    assert list(tmp_path.iterdir()) == []  # nothing written into the current folder
    report: dict[str, object] = json.loads(proc.stdout)
    return report


def test_ygo_tournament_runs_without_numpy_on_preset_decks(tmp_path: Path) -> None:
    # before: "setup: 'decks' must be a list of two decks" (the decks came from the RL adapter)
    rep = tournament_without_numpy(tmp_path, "ygo", "random", "ygo-heuristic", "-n", "2")
    assert rep["error_count"] == 0
    assert [p["games"] for p in rep["pairs"]] == [2]  # type: ignore[index]


def test_sgs_3v3_tournament_without_numpy_gives_each_entrant_a_whole_team(
    tmp_path: Path,
) -> None:
    # before: the seats alternated between the two bots, splitting both teams (3v3 seat
    # 0-2 are one side, 3-5 the other: the spectator view's "side" of each seat)
    rep = tournament_without_numpy(tmp_path, "sgs", "random", "sgs-heuristic", "-n", "2")
    for rec in rep["records"]:  # type: ignore[attr-defined]
        assert sorted(rec["winners"]) in ([0, 1, 2], [3, 4, 5])
    pair = rep["pairs"][0]  # type: ignore[index]
    assert pair["draws"] == 0 and pair["wins_a"] + pair["wins_b"] == 2


def test_3v3_schedule_owners_follow_the_teams() -> None:
    matches = schedule("sgs", [Entrant("random"), Entrant("sgs-heuristic")], games=2, seed=3)
    assert [m.owners for m in matches] == [(0, 0, 0, 1, 1, 1), (1, 1, 1, 0, 0, 0)]


def test_identity_tournament_gives_each_entrant_a_camp() -> None:
    # issue 11: seats split alternately made both entrants win together (a "draw") in about
    # half the games; the lord's camp (lord + loyalists) is one side, rebels + renegade the other
    matches = schedule(
        "sgs-identity", [Entrant("random"), Entrant("sgs-heuristic")], games=4, seed=10
    )
    for m in matches:
        roles = m.job.setup["roles"]
        assert roles[0] == "lord" and sorted(roles) == sorted(
            ["lord", "loyalist", "rebel", "rebel", "renegade"]
        )
        camp = {m.owners[s] for s, r in enumerate(roles) if r in ("lord", "loyalist")}
        rest = {m.owners[s] for s, r in enumerate(roles) if r not in ("lord", "loyalist")}
        assert len(camp) == 1 and len(rest) == 1 and camp != rest
    # the sides swap every game, so each entrant holds the lord's camp equally often
    lords = [m.owners[0] for m in matches]
    assert lords.count(0) == lords.count(1) == 2


def test_identity_deal_is_the_seeds_and_keeps_given_roles() -> None:
    a = identity_deal({"mode": "identity", "players": 6}, 5, 6)
    assert a == identity_deal({"mode": "identity", "players": 6}, 5, 6)
    assert a.sides[0][0] == 0 and sorted(a.sides[0] + a.sides[1]) == list(range(6))
    given = ["lord", "rebel", "loyalist", "renegade", "rebel", "rebel"]
    b = identity_deal({"mode": "identity", "roles": given}, 5, 6)
    assert b.setup["roles"] == given and b.sides == [[0, 2], [1, 3, 4, 5]]


def test_identity_tournament_has_no_shared_wins(tmp_path: Path) -> None:
    rep = tournament_without_numpy(
        tmp_path, "sgs-identity", "random", "sgs-heuristic", "-n", "6", "-s", "0"
    )
    pair = rep["pairs"][0]  # type: ignore[index]
    assert pair["draws"] == 0 and pair["wins_a"] + pair["wins_b"] == 6


def test_tournament_writes_files_only_when_asked(tmp_path: Path) -> None:
    out = tmp_path / "sub" / "t.json"
    out.parent.mkdir()
    res = CliRunner().invoke(
        app, ["tournament", "ygo", "random", "ygo-heuristic", "-n", "2", "--no-progress",
              "--out", str(out)],
    )
    assert res.exit_code == 0, res.output
    assert json.loads(out.read_text())["games_per_pair"] == 2
    assert "0.0 s" not in res.output  # a short run shows its real time (3 significant digits)
