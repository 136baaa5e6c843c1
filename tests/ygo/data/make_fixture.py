#!/usr/bin/env python3
"""Refresh ``card-stats-fixture.csv`` from the reference card-stats CSV (a dev tool, not a test).

Usage: ``python tests/ygo/data/make_fixture.py PATH/TO/ygo-card-stats.csv``

Copies the reference rows (facts: stats and official zh names) for every card of the built-in
pools, their fusion/ritual materials and the passcodes of ``core-reserved.txt``.
"""

from __future__ import annotations

import csv
import sys
from pathlib import Path

from cardtable.ygo.cards.carddata import builtin_cards

HERE = Path(__file__).resolve().parent
TOKENS = {73915052, 29843092}  # Sheep Token, Ojama Token


def main(argv: list[str]) -> int:
    """Write the fixture; print the wanted codes that the reference does not have."""
    if len(argv) != 1:
        print(__doc__, file=sys.stderr)
        return 2
    with open(argv[0], encoding="utf-8") as f:
        rows = {int(r["passcode"]): r for r in csv.DictReader(f)}
    want = set(TOKENS)
    for card in builtin_cards().values():  # the YAML pools and the CSV card tables
        want.add(card.code)
        want.update(card.materials)
    for line in (HERE / "core-reserved.txt").read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            want.add(int(line))
    missing = sorted(c for c in want if c not in rows)
    with (HERE / "card-stats-fixture.csv").open("w", encoding="utf-8", newline="") as f:
        w = csv.DictWriter(f, fieldnames=list(next(iter(rows.values()))), lineterminator="\n")
        w.writeheader()
        for code in sorted(want):
            if code in rows:
                w.writerow(rows[code])
    print(f"{len(want) - len(missing)} rows written; not in the reference: {missing}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
