"""Importing card stats and names from a user's YGOPro ``cards.cdb`` (SQLite3).

The database has ``datas(id, ot, alias, setcode, type, atk, def, level, race, attribute,
category)`` and ``texts(id, name, desc, str1…str16)``, joined on ``id`` (the passcode). Our type,
attribute and race bits use the same numbers (:mod:`cardtable.ygo.cards.constants`), so the import
copies fields. ``level`` packs the level in its low byte, the right Pendulum scale in bits 16–23 and
the left one in bits 24–31.

Only cards we can run are imported: a row for a card we already know (it has an effect script or is
vanilla) overlays that card's stats and its name in the database's language; a row for an unknown
card is added only when it is a plain normal monster (no effect to script). Everything else is
listed in :attr:`CdbImport.skipped`, with the reason, and so is a row whose values make no sense
(a passcode out of range, a Level above 13, ATK/DEF outside 0–100000 (YGOPro's "?" is -2), or,
for a known card, a card type other than the one our script is written for): one bad row never
stops the others, and never changes what kind of card a scripted passcode is.
"""

from __future__ import annotations

import re
import sqlite3
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING

from cardtable.core.errors import SetupError
from cardtable.core.text import Text
from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.carddata import CardData

if TYPE_CHECKING:
    from cardtable.ygo.effects.pool import CardPool

_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff]")
_VANILLA = C.MONSTER | C.NORMAL


@dataclass(slots=True)
class CdbImport:
    """Result of :func:`import_cdb`: the merged card table and what happened to each row."""

    cards: dict[int, CardData] = field(default_factory=dict)
    overlaid: list[int] = field(default_factory=list)
    added: list[int] = field(default_factory=list)
    skipped: list[tuple[int, str, str]] = field(default_factory=list)  # (code, name, reason)
    #: the pool with the import applied (:func:`load_cdb`; None for :func:`import_cdb`)
    pool: CardPool | None = None


@dataclass(frozen=True, slots=True)
class CdbRow:
    """One joined ``datas`` + ``texts`` row, decoded."""

    code: int
    name: str
    desc: str
    type: int
    attribute: int
    race: int
    level: int
    atk: int
    defense: int
    lscale: int
    rscale: int
    alias: int
    ot: int


def is_chinese(s: str) -> bool:
    """True when ``s`` contains CJK characters (the database is then taken as zh)."""
    return bool(_CJK.search(s))


def read_cdb_rows(path: str | Path) -> list[CdbRow]:
    """Read and decode every card row of a ``cards.cdb``; a bad file raises :class:`SetupError`
    naming the file and the problem (not SQLite, missing table or column)."""
    p = Path(path)
    if not p.is_file():
        raise SetupError(f"{p}: no such card database file")
    try:
        con = sqlite3.connect(f"file:{p.resolve().as_posix()}?mode=ro", uri=True)
    except sqlite3.Error as exc:
        raise SetupError(f"{p}: cannot open card database: {exc}") from None
    try:
        try:
            found = con.execute("SELECT name FROM sqlite_master WHERE type='table'")
            tables = {r[0] for r in found}
        except sqlite3.DatabaseError as exc:
            raise SetupError(f"{p}: not a SQLite card database ({exc})") from None
        for t in ("datas", "texts"):
            if t not in tables:
                raise SetupError(f"{p}: missing table {t!r} (a cards.cdb has 'datas' and 'texts')")
        sql = (
            "SELECT d.id, t.name, t.desc, d.type, d.attribute, d.race, d.level, d.atk, d.def, "
            "d.alias, d.ot FROM datas d LEFT JOIN texts t ON t.id = d.id ORDER BY d.id"
        )
        try:
            raw = con.execute(sql).fetchall()
        except sqlite3.DatabaseError as exc:
            raise SetupError(f"{p}: unexpected card database layout: {exc}") from None
    finally:
        con.close()
    rows: list[CdbRow] = []
    for r in raw:
        code, name, desc, typ, attr, race, level, atk, dfn, alias, ot = r
        ints = (code, typ, attr, race, level, atk, dfn, alias, ot)
        if not all(isinstance(v, int) or v is None for v in ints):
            raise SetupError(f"{p}: card {code!r}: non-integer field in 'datas'")
        if not all(isinstance(v, str) or v is None for v in (name, desc)):
            raise SetupError(f"{p}: card {code!r}: name or desc in 'texts' is not text")
        typ, level, dfn = typ or 0, level or 0, dfn or 0
        rows.append(
            CdbRow(
                code=code,
                name=name or "",
                desc=desc or "",
                type=typ,
                attribute=attr or 0,
                race=race or 0,
                level=level & 0xFF,
                atk=atk or 0,
                defense=0 if typ & C.LINK else dfn,  # link monsters keep their markers in def
                lscale=(level >> 24) & 0xFF,
                rscale=(level >> 16) & 0xFF,
                alias=alias or 0,
                ot=ot or 0,
            )
        )
    return rows


MAX_CODE = (1 << 32) - 1
MAX_STAT = 100_000


def row_problem(row: CdbRow) -> str:
    """Why a row cannot be used (field and value), or "" when it is sound."""
    if not 0 < row.code <= MAX_CODE:
        return f"passcode {row.code} out of range"
    if row.type < 0 or not row.type & (C.MONSTER | C.SPELL | C.TRAP):
        return f"field 'type' = {row.type}: not a Monster, Spell or Trap"
    if row.type & C.MONSTER:
        for fld, v in (("atk", row.atk), ("def", row.defense)):
            if not 0 <= v <= MAX_STAT:
                shown = "'?'" if v == -2 else str(v)
                return f"field {fld!r} = {shown}: only 0–{MAX_STAT} can be played"
        if not 0 <= row.level <= 13:
            return f"field 'level' = {row.level}: not a Level 0–13"
    else:
        for fld, v in (("level", row.level), ("atk", row.atk), ("def", row.defense)):
            if v:
                return f"field {fld!r} = {v}: a Spell/Trap has none"
    for fld, v in (("attribute", row.attribute), ("race", row.race), ("alias", row.alias)):
        if not 0 <= v <= MAX_CODE:
            return f"field {fld!r} = {v} out of range"
    return ""


def _with_name(old: Text, name: str) -> Text:
    return Text(name, old.en) if is_chinese(name) else Text(old.zh, name)


def import_cdb(path: str | Path, known: Mapping[int, CardData]) -> CdbImport:
    """Merge a ``cards.cdb`` into a copy of ``known`` (see the module doc for the policy)."""
    result = CdbImport(cards=dict(known))
    for row in read_cdb_rows(path):
        bad = row_problem(row)
        if bad:
            result.skipped.append((row.code, row.name, bad))
            continue
        stats = {
            "type": row.type,
            "attribute": row.attribute,
            "race": row.race,
            "level": row.level,
            "atk": row.atk,
            "defense": row.defense,
            "lscale": row.lscale,
            "rscale": row.rscale,
            "alias": row.alias,
        }
        old = known.get(row.code)
        if old is not None and old.type != row.type:
            result.skipped.append((row.code, row.name, f"field 'type' = {row.type} differs from "
                                   f"the card we script ({old.type}); ours is kept"))
            continue
        if old is not None:
            name = _with_name(old.name, row.name) if row.name else old.name
            result.cards[row.code] = replace(old, name=name, **stats)  # type: ignore[arg-type]
            result.overlaid.append(row.code)
        elif not row.name:
            result.skipped.append((row.code, "", "no name in 'texts'"))
        elif row.type == _VANILLA:
            result.cards[row.code] = CardData(
                code=row.code,
                name=Text(row.name, row.name),
                text=Text(row.desc, row.desc),
                **stats,  # type: ignore[arg-type]
            )
            result.added.append(row.code)
        else:
            result.skipped.append((row.code, row.name, "has an effect but no script here"))
    return result


def load_cdb(path: str | Path, base: CardPool | None = None) -> CdbImport:
    """Import a user's ``cards.cdb`` over the pool ``base`` (default: the default pool; what
    ``--cdb`` does): in the new pool (``result.pool``) known cards take the database's names
    and stats (same type and script), vanilla Normal Monsters we do not have become playable;
    the rest is reported in ``skipped``. ``base`` itself never changes. Raises
    :class:`SetupError` only for a file that is not a card database."""
    from cardtable.ygo.effects.pool import default_pool

    pool = base if base is not None else default_pool()
    table = pool.cards
    result = import_cdb(path, table)
    changed = [result.cards[c] for c in result.overlaid if result.cards[c] != table[c]]
    if changed:
        pool = pool.with_overlay(changed)
    if result.added:
        pool = pool.with_cards([result.cards[c] for c in result.added])
    result.pool = pool
    return result


_SCHEMA = (
    "CREATE TABLE datas(id INTEGER PRIMARY KEY, ot INTEGER, alias INTEGER, setcode INTEGER, "
    "type INTEGER, atk INTEGER, def INTEGER, level INTEGER, race INTEGER, attribute INTEGER, "
    "category INTEGER)",
    "CREATE TABLE texts(id INTEGER PRIMARY KEY, name TEXT, desc TEXT, "
    + ", ".join(f"str{i} TEXT" for i in range(1, 17))
    + ")",
)


def write_cdb(cards: Iterable[CardData], path: str | Path, lang: str = "en") -> None:
    """Write cards to a new ``cards.cdb`` (names and texts in ``lang``); for tests and exports."""
    p = Path(path)
    if p.exists():
        raise SetupError(f"{p}: refusing to overwrite an existing file")
    con = sqlite3.connect(p)
    try:
        for stmt in _SCHEMA:
            con.execute(stmt)
        for c in cards:
            level = c.level | (c.rscale << 16) | (c.lscale << 24)
            con.execute(
                "INSERT INTO datas VALUES (?,?,?,?,?,?,?,?,?,?,?)",
                (c.code, 3, c.alias, 0, c.type, c.atk, c.defense, level, c.race, c.attribute, 0),
            )
            con.execute(
                "INSERT INTO texts (id, name, desc) VALUES (?,?,?)",
                (c.code, c.name.get(lang), c.text.get(lang)),
            )
        con.commit()
    finally:
        con.close()
