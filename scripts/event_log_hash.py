"""Hash the YGO event logs of a fixed set of duels: a behaviour fingerprint for perf work.

A performance change must not change a single duel. This script plays

(a) the first ``--bench`` (default 120) duels of ``cardtable bench ygo --seed 1`` exactly as the
    bench plays them (same setups, duel seeds and shared random stream, through
    ``rules.flow.apply``), and
(b) every ordered pairing of the preset decks (``src/cardtable/ygo/decks``, mirrors included)
    under the profiles ``classic-lp4000`` and ``master-rule-3``, for ``--seeds`` (default 3)
    seeds each, once with bots random vs random and once with ygo-heuristic vs random (seat 0
    heuristic), through the kernel API (``pending()`` / ``answer()``, labels included),

and hashes, per duel, the spectator's event stream, each seat's event log (JSON, key order
kept), the answers, the decision count and the result. It prints one SHA-256 per part and one
for everything; the last line is the overall hash. Run it on the unchanged code first, then after
every change: the hashes must be equal.

    PYTHONPATH=src python scripts/event_log_hash.py            # full run (~1 min)
    PYTHONPATH=src python scripts/event_log_hash.py --bench 40 --seeds 1   # quicker
    PYTHONPATH=src python scripts/event_log_hash.py --bench 40 --seeds 1 --json   # golden file

``tests/golden/ygo_event_log_hash.json`` pins the quicker run (``tests/test_fingerprints.py``):
a change of behaviour on purpose updates that file in the same commit and says why.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from typing import Any

from cardtable.bots.base import make_bot
from cardtable.core.rng import Rng
from cardtable.ygo.bench import bench_setup
from cardtable.ygo.duel import new_duel_state
from cardtable.ygo.game import DECK_DIR, YgoGame, new_duel, preset_deck
from cardtable.ygo.rules.flow import apply


def _digest_duel(h: Any, game: YgoGame, decisions: int) -> None:
    for seat in (-1, 0, 1):
        for ev in game.events(seat):
            h.update(json.dumps(ev, ensure_ascii=False, default=repr).encode())
            h.update(b"\n")
        h.update(b"--\n")
    h.update(json.dumps(game.answers, default=repr).encode())
    res = game.result()
    h.update(repr((decisions, game.g.turn, None if res is None else (res.winners, res.reason),
                   game.g.lp)).encode())
    h.update(b"==\n")


def bench_part(n: int, seed: int = 1) -> str:
    """SHA-256 of the first ``n`` bench duels (bench seed ``seed``)."""
    h = hashlib.sha256()
    setup = bench_setup()
    rng = Rng(seed)
    for i in range(n):
        g = new_duel_state(setup, seed * 100003 + i)
        d = 0
        while g.pend is not None and d < 20000:
            k = len(g.pend[3])
            apply(g, rng.below(k) if k > 1 else 0)
            d += 1
        _digest_duel(h, YgoGame(g), d)
    return h.hexdigest()


def pairing_part(seeds: int, profile: str, bots: tuple[str, str]) -> str:
    """SHA-256 of every ordered pairing of the preset decks under ``profile`` with ``bots``."""
    h = hashlib.sha256()
    names = sorted(p.stem for p in DECK_DIR.glob("*.ydk"))
    decks = {nm: preset_deck(nm) for nm in names}
    for a in names:
        for b in names:
            for s in range(seeds):
                seed = 1000 + 17 * s
                game = new_duel(decks[a], decks[b], profile=profile, seed=seed)
                players = [make_bot(bots[0], seed * 31 + 1), make_bot(bots[1], seed * 31 + 2)]
                d = 0
                while (dec := game.pending()) is not None and d < 20000:
                    game.answer(players[dec.seat].choose(game, dec))
                    d += 1
                h.update(f"{a}|{b}|{s}|".encode())
                _digest_duel(h, game, d)
    return h.hexdigest()


def fingerprint(bench: int = 120, seeds: int = 3) -> dict[str, str]:
    """Every part's hash and the total (``TOTAL``), in a fixed order."""
    out: dict[str, str] = {}
    total = hashlib.sha256()
    d = bench_part(bench)
    out["bench"] = d
    total.update(d.encode())
    for prof in ("classic-lp4000", "master-rule-3"):
        for bots in (("random", "random"), ("ygo-heuristic", "random")):
            d = pairing_part(seeds, prof, bots)
            out[prof + ":" + "-".join(bots)] = d
            total.update(d.encode())
    out["TOTAL"] = total.hexdigest()
    return out


def main(argv: list[str] | None = None) -> int:
    """Print the part hashes and the overall hash (or, with ``--json``, the golden file)."""
    ap = argparse.ArgumentParser(description=(__doc__ or "").split("\n")[0])
    ap.add_argument("--bench", type=int, default=120, help="bench duels (seed 1)")
    ap.add_argument("--seeds", type=int, default=3, help="seeds per preset pairing")
    ap.add_argument("--json", action="store_true", help="print the golden-file JSON")
    a = ap.parse_args(argv)
    hashes = fingerprint(a.bench, a.seeds)
    if a.json:
        print(json.dumps({"bench": a.bench, "seeds": a.seeds, "hashes": hashes}, indent=2))
        return 0
    for k, v in hashes.items():
        print(f"{k:40s} {v}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
