"""Hash the Sanguosha event logs of a fixed set of games: a behaviour fingerprint for refactors.

The Sanguosha counterpart of ``scripts/event_log_hash.py``. It plays, for each mode (3v3 and
5-player identity):

(a) ``--fast`` (default 40) games exactly as ``cardtable bench sgs`` plays them (random answers
    from a bench-owned RNG through the fast path :meth:`SgsGame.apply_fast`), and
(b) ``--bots`` (default 12) games through the kernel API (``pending()`` / ``answer()``, labels
    built) with bots: sgs-heuristic on the even seats, random on the odd ones,

and hashes, per game, the spectator's event stream, each seat's event log (JSON, key order kept),
the answers, the decision count and the result. It prints one SHA-256 per part and one for
everything; the last line is the overall hash. The same parts are pinned by
``tests/golden/sgs_event_log_hash.json`` (``tests/test_fingerprints.py``): a change of
behaviour on purpose updates that file in the same commit and says why.

    PYTHONPATH=src python scripts/sgs_event_log_hash.py
    PYTHONPATH=src python scripts/sgs_event_log_hash.py --json     # the golden file's content
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from typing import Any

from cardtable.bots.base import make_bot
from cardtable.core.rng import Rng
from cardtable.sgs.game import SgsGame, new_game

MODES: dict[str, dict[str, Any]] = {"3v3": {"mode": "3v3"},
                                    "identity": {"mode": "identity", "players": 5}}
MAX_DECISIONS = 30000


def _digest_game(h: Any, game: SgsGame, decisions: int) -> None:
    for seat in (-1, *range(game.num_seats)):
        for ev in game.events(seat):
            h.update(json.dumps(ev, ensure_ascii=False, default=repr).encode())
            h.update(b"\n")
        h.update(b"--\n")
    h.update(json.dumps(game.answers, ensure_ascii=False, default=repr).encode())
    res = game.result()
    h.update(repr((decisions, None if res is None else (res.winners, res.reason))).encode())
    h.update(b"==\n")


def fast_part(mode: str, games: int, seed: int = 0) -> str:
    """SHA-256 of ``games`` random games of ``mode`` through the bench's fast path."""
    h = hashlib.sha256()
    for i in range(games):
        g = new_game(dict(MODES[mode]), seed + i)
        r = Rng(seed * 1000003 + i)
        d = 0
        while g.req is not None and d < MAX_DECISIONS:
            g.apply_fast(r.below(len(g.req[3])))
            d += 1
        _digest_game(h, g, d)
    return h.hexdigest()


def bots_part(mode: str, games: int) -> str:
    """SHA-256 of ``games`` games of ``mode`` through the kernel API with bots."""
    h = hashlib.sha256()
    for i in range(games):
        seed = 500 + 13 * i
        g = new_game(dict(MODES[mode]), seed)
        bots = [make_bot("sgs-heuristic" if s % 2 == 0 else "random", seed * 31 + s)
                for s in range(g.num_seats)]
        d = 0
        while (dec := g.pending()) is not None and d < MAX_DECISIONS:
            g.answer(bots[dec.seat].choose(g, dec))
            d += 1
        h.update(f"{mode}|{i}|".encode())
        _digest_game(h, g, d)
    return h.hexdigest()


def fingerprint(fast: int = 40, bots: int = 12) -> dict[str, str]:
    """Every part's hash and the total (``TOTAL``), in a fixed order."""
    out: dict[str, str] = {}
    total = hashlib.sha256()
    for mode in MODES:
        for part, fn in (("fast", lambda m: fast_part(m, fast)),
                         ("bots", lambda m: bots_part(m, bots))):
            d = fn(mode)
            out[f"{mode}:{part}"] = d
            total.update(d.encode())
    out["TOTAL"] = total.hexdigest()
    return out


def main(argv: list[str] | None = None) -> int:
    """Print the part hashes and the overall hash (or, with ``--json``, the golden file)."""
    ap = argparse.ArgumentParser(description=(__doc__ or "").split("\n")[0])
    ap.add_argument("--fast", type=int, default=40, help="fast-path random games per mode")
    ap.add_argument("--bots", type=int, default=12, help="kernel-API bot games per mode")
    ap.add_argument("--json", action="store_true", help="print the golden-file JSON")
    a = ap.parse_args(argv)
    hashes = fingerprint(a.fast, a.bots)
    if a.json:
        print(json.dumps({"fast": a.fast, "bots": a.bots, "hashes": hashes}, indent=2))
        return 0
    for k, v in hashes.items():
        print(f"{k:40s} {v}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
