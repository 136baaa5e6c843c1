"""How many scripted Goat cards a test or scenario names (issue 15: "cards with a scenario").

A card counts as tested when a file under ``tests/`` or ``scenarios/`` names it — by its exact
English or Chinese name as a whole name (not inside a longer one) or by its passcode.
Normal Monsters need no script and are counted apart. This is a lower bound on what the suite
checks and an upper bound on what it checks well: a name in a soak's deck list counts too.

    python scripts/goat_coverage.py [--json] [--untested]
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path

from cardtable.ygo.cards.pools import pool_report

ROOT = Path(__file__).resolve().parent.parent


def corpus() -> str:
    """The text of every test and scenario file, joined."""
    parts: list[str] = []
    for folder in ("tests", "scenarios"):
        for p in sorted((ROOT / folder).rglob("*")):
            if p.suffix in (".py", ".yaml", ".yml", ".json", ".ydk") and p.is_file():
                parts.append(p.read_text(encoding="utf-8", errors="replace"))
    return "\n".join(parts)


def _names(text: str, name: str) -> bool:
    """True if ``name`` occurs in ``text`` as a whole name: not inside a longer name (the
    characters around it are not letters, digits, hyphens or spaces followed by a letter)."""
    start = text.find(name)
    while start >= 0:
        end = start + len(name)
        before = text[start - 1] if start else " "
        after = text[end:end + 2]
        longer = after[:1].isalnum() or after[:1] == "-" or (
            after[:1] == " " and after[1:2].isalpha())
        if not (before.isalnum() or before == "-") and not longer:
            return True
        start = text.find(name, start + 1)
    return False


def main(argv: list[str] | None = None) -> int:
    """Print the counts (or JSON, or the untested scripted cards)."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--untested", action="store_true", help="list scripted cards no file names")
    a = ap.parse_args(argv)
    rep = pool_report("goat")
    text = corpus()
    codes = set(re.findall(r"\b\d{3,9}\b", text))
    effect_rows = [r for r in rep.scripted if r.kind != "Normal Monster"]
    untested = []
    for r in effect_rows:
        named = any(_names(text, n) for n in (r.name_en, r.name_zh) if n)
        if not named and str(r.code) not in codes:
            untested.append(r)
    out = {"pool": len(rep.rows), "scripted": len(rep.scripted), "normal_monsters": rep.normals,
           "effect_cards_scripted": len(effect_rows),
           "effect_cards_named_by_a_test_or_scenario": len(effect_rows) - len(untested),
           "missing": len(rep.rows) - len(rep.scripted)}
    if a.untested:
        sys.stdout.writelines(f"{r.code:>8}  {r.kind:<16}  {r.name_en}\n" for r in untested)
    elif a.json:
        print(json.dumps(out))
    else:
        for k, v in out.items():
            print(f"{k}: {v}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
