"""Print the preset-deck tables of docs/cards-classic.md: every pair of the four classic presets
with the heuristic bot on both sides, and each preset with the heuristic bot against each preset
with the random bot.

    PYTHONPATH=src python scripts/preset_matchups.py --games 100
"""

from __future__ import annotations

import argparse
import time

from cardtable.sim.preset_matchups import PRESETS, markdown, play_pair


def main() -> None:
    """Play the tables and print them as markdown."""
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args()
    t0 = time.perf_counter()
    both = [play_pair(a, b, args.games, seed=args.seed) for a in PRESETS for b in PRESETS]
    print(f"Heuristic bot on both sides, {args.games} duels per pair, first player alternating, "
          f"seeds {args.seed}…{args.seed + args.games - 1}:\n")
    print(markdown(both))
    vs_random = [play_pair(a, b, args.games, "heuristic", "random", seed=args.seed)
                 for a in PRESETS for b in PRESETS]
    print(f"\nHeuristic bot (first deck) against the random bot (second deck), {args.games} "
          "duels per pair:\n")
    print(markdown(vs_random))
    errors = [e for t in both + vs_random for e in t.errors]
    print(f"\n{sum(t.games for t in both + vs_random)} duels in "
          f"{time.perf_counter() - t0:.1f} s, {len(errors)} error(s)")
    for e in errors[:20]:
        print("  ", e)


if __name__ == "__main__":
    main()
