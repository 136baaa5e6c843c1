"""Count the instructions of the YGO bench duels: a load-independent speed figure.

Timings on a shared or noisy host swing by tens of percent; instruction counts do not. This script
plays the duels of ``cardtable bench ygo --seed 1`` exactly as the bench plays them (its setup,
duel seeds ``100003 + i`` and one shared ``Rng(1)`` stream), after 5 warm-up duels, under
valgrind's callgrind with instrumentation switched on **only for the measured duels** (so start-up,
imports and the warm-up do not count), and prints one JSON line:

    {"duels": N, "decisions": D, "instructions": I, "per_duel": I/N, "per_decision": I/D, ...}

Run it on two trees, in paths of the same length (the path's length changes a few instructions),
with the same Python:

    PYTHONPATH=src python scripts/bench_instructions.py                 # 102 duels, ~2 min
    PYTHONPATH=src python scripts/bench_instructions.py --duels 22 --freeze

``--freeze`` does ``gc.collect(); gc.freeze()`` after the warm-up, as ``cardtable bench ygo``
does. Needs valgrind (Debian package ``valgrind``; not needed by the tests). It re-runs itself
under ``setarch -R valgrind --tool=callgrind --instr-atstart=no`` with ``PYTHONHASHSEED=0``, so the
same tree gives the same count to the instruction. Used for issue 12 (docs/performance.md,
"Session 9/10: interpreted YGO per decision").
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import re
import shutil
import subprocess
import sys

_CHILD = "CARDTABLE_BENCH_INSTRUCTIONS_CHILD"
_COLLECTED = re.compile(r"Collected\s*:\s*(\d+)")


def collected(valgrind_stderr: str) -> int:
    """The instruction count in callgrind's closing summary (``==PID== Collected : N``)."""
    found = _COLLECTED.findall(valgrind_stderr)
    if not found:
        raise ValueError("no 'Collected :' line in valgrind's output")
    return int(found[-1])


def _measured_duels(duels: int, freeze: bool) -> int:
    """Inside valgrind: warm up, switch instrumentation on, play the duels; the decision count."""
    from cardtable.core.rng import Rng
    from cardtable.ygo.bench import bench_setup, play_random
    from cardtable.ygo.duel import new_duel_state

    setup = bench_setup()
    for i in range(5):
        play_random(new_duel_state(setup, -1 - i), Rng(i))
    if freeze:
        gc.collect()
        gc.freeze()
    rng = Rng(1)
    pid = str(os.getpid())
    subprocess.run(["callgrind_control", "-i", "on", pid], stdout=subprocess.DEVNULL, check=True)
    decisions = 0
    for i in range(duels):
        made, _ = play_random(new_duel_state(setup, 100003 + i), rng)
        decisions += made
    subprocess.run(["callgrind_control", "-i", "off", pid], stdout=subprocess.DEVNULL, check=True)
    return decisions


def main(argv: list[str] | None = None) -> int:
    """Parse the options; run the child under valgrind (or be the child)."""
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--duels", type=int, default=102, help="measured duels (default 102)")
    ap.add_argument("--freeze", action="store_true", help="gc.freeze() after the warm-up")
    args = ap.parse_args(argv)
    if args.duels < 1:
        ap.error("--duels must be at least 1")
    if os.environ.get(_CHILD):
        print(json.dumps({"decisions": _measured_duels(args.duels, args.freeze)}))
        return 0
    missing = [t for t in ("valgrind", "callgrind_control", "setarch") if not shutil.which(t)]
    if missing:
        print(f"bench_instructions: needs {', '.join(missing)} (Debian: apt install valgrind)",
              file=sys.stderr)
        return 2
    cmd = ["setarch", "-R", "valgrind", "--tool=callgrind", "--instr-atstart=no",
           "--callgrind-out-file=/dev/null", sys.executable, os.path.abspath(__file__),
           "--duels", str(args.duels)] + (["--freeze"] if args.freeze else [])
    env = dict(os.environ, PYTHONHASHSEED="0", **{_CHILD: "1"})
    run = subprocess.run(cmd, env=env, capture_output=True, text=True, check=False)
    if run.returncode != 0:
        print(run.stderr[-2000:], file=sys.stderr)
        return run.returncode
    decisions = int(json.loads(run.stdout.strip().splitlines()[-1])["decisions"])
    instructions = collected(run.stderr)
    print(json.dumps({
        "duels": args.duels, "decisions": decisions, "instructions": instructions,
        "per_duel": round(instructions / args.duels),
        "per_decision": round(instructions / decisions, 1),
        "freeze": args.freeze, "python": sys.version.split()[0],
    }))
    return 0


if __name__ == "__main__":
    sys.exit(main())
