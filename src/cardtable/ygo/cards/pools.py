"""Named card pools (lists of passcodes shipped with the engine) and their coverage.

``goat``: the 1,698 cards of the Goat format (``cards/goat_pool.csv``; docs/cards-goat.md). A
pool card is *scripted* when it plays its text (:func:`cardtable.ygo.cards.scripted.is_scripted`).
"""

from __future__ import annotations

import csv
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from cardtable.core.errors import SetupError

POOL_LISTS = {"goat": Path(__file__).with_name("goat_pool.csv")}


@dataclass(frozen=True, slots=True)
class PoolRow:
    """One card of a pool and whether it plays its text."""

    code: int
    name_en: str
    name_zh: str
    kind: str  # "Normal Monster", "Effect Monster", "Spell", "Trap"...
    scripted: bool
    goat_era: bool  # its 2005 wording/ruling differs from today's card


@dataclass(frozen=True, slots=True)
class PoolReport:
    """A pool with its coverage."""

    name: str
    rows: tuple[PoolRow, ...]

    @property
    def scripted(self) -> tuple[PoolRow, ...]:
        """The cards that play their text."""
        return tuple(r for r in self.rows if r.scripted)

    @property
    def missing(self) -> tuple[PoolRow, ...]:
        """The cards that need a script they do not have yet."""
        return tuple(r for r in self.rows if not r.scripted)

    @property
    def normals(self) -> int:
        """How many of the pool's cards are Normal Monsters (no script needed)."""
        return sum(1 for r in self.rows if r.kind == "Normal Monster")


@cache
def pool_codes(name: str) -> tuple[tuple[int, str, bool], ...]:
    """``(passcode, English name, goat_era)`` of every card of pool ``name``, in file order."""
    path = POOL_LISTS.get(name)
    if path is None:
        raise SetupError(f"unknown card pool {name!r} (known: {sorted(POOL_LISTS)})")
    lines = [ln for ln in path.read_text(encoding="utf-8").splitlines()
             if ln and not ln.startswith("#")]
    return tuple((int(r["passcode"]), r["name_en"], r["goat_era"] == "1")
                 for r in csv.DictReader(lines))


def _kind(typ: int) -> str:
    from cardtable.ygo.cards import constants as C

    if typ & C.SPELL:
        return "Spell"
    if typ & C.TRAP:
        return "Trap"
    for bit, name in ((C.FUSION, "Fusion Monster"), (C.RITUAL, "Ritual Monster"),
                      (C.EFFECT, "Effect Monster")):
        if typ & bit:
            return name
    return "Normal Monster"


def pool_report(name: str) -> PoolReport:
    """Pool ``name`` with, for each card, whether it is scripted."""
    from cardtable.ygo.cards.scripted import is_scripted
    from cardtable.ygo.effects.pool import default_pool

    pool = default_pool()
    cards = pool.cards
    rows = []
    for code, en, era in pool_codes(name):
        cd = cards.get(code)
        rows.append(PoolRow(code, en, cd.name.zh if cd else en,
                            _kind(cd.type) if cd else "?", is_scripted(code, pool), era))
    return PoolReport(name, tuple(rows))
