"""A duel that used DIY cards can be replayed and verified later (issue 3: DIY cards are loaded
at start by every command that builds a duel): ``cardtable --diy DIR replay FILE`` and
``cardtable --diy DIR scenario FILE`` load the folder first. Real processes, so the second
command starts with an empty card table."""

from __future__ import annotations

import os
import subprocess
import sys
from importlib import resources
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "examples" / "diy"
STARFALL = 900000001


def run(*args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT / "src"),
                                                         os.environ.get("PYTHONPATH", "")])}
    env.pop("CARDTABLE_LANG", None)
    env.pop("CARDTABLE_DIY_DIR", None)
    return subprocess.run([sys.executable, "-m", "cardtable.cli.main", *args], input=stdin,
                          capture_output=True, text=True, env=env, timeout=120, check=False)


def test_replay_and_scenario_of_a_diy_duel(tmp_path: Path) -> None:
    lines = resources.files("cardtable.ygo").joinpath("decks", "classic-a.ydk").read_text(
        encoding="utf-8").splitlines()
    lines[2] = str(STARFALL)
    deck = tmp_path / "diy.ydk"
    deck.write_text("\n".join(lines) + "\n", encoding="utf-8")
    rep = tmp_path / "duel.json"
    res = run("--diy", str(EXAMPLES), "ygo", "play", "--hotseat", "--seed", "5", "--deck",
              str(deck), "--deck", "classic-b", "--save-replay", str(rep), stdin="q\n")
    assert res.returncode == 0 and rep.is_file(), res.stdout[-2000:] + res.stderr[-2000:]
    res = run("--diy", str(EXAMPLES), "replay", str(rep))
    assert res.returncode == 0, res.stdout[-2000:] + res.stderr[-2000:]
    assert "Traceback" not in res.stderr
    res = run("replay", str(rep))  # without the folder the DIY passcode is unknown: a clear error
    assert res.returncode in (1, 2) and "Traceback" not in res.stderr + res.stdout
    sc = tmp_path / "diy_scenario.yaml"
    sc.write_text(
        "game: ygo\nname: a DIY card in a scenario\nrule: seed 000 part 3 DIY\n"
        "setup:\n  turn: 3\n  players:\n    - hand: [Starfall Lantern]\n"
        "      deck: [Battle Ox, Battle Ox, Battle Ox]\n    - {}\n"
        "steps:\n  - answer: {action: activate, name: Starfall Lantern}\n"
        "  - expect: {lp.0: 3500, hand_count.0: 2}\n", encoding="utf-8")
    res = run("--diy", str(EXAMPLES), "scenario", str(sc))
    assert res.returncode == 0, res.stdout[-2000:] + res.stderr[-2000:]
