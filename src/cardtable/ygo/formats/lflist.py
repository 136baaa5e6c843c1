"""Banlists in the ``lflist.conf`` format (YGOPro / EDOPro).

The format, as the two clients read it:

* lines starting with ``#`` are comments;
* ``!Name`` starts a new list;
* ``$whitelist`` (EDOPro) marks the current list as a whitelist: only the cards it lists are legal;
* every other non-empty line is ``passcode count`` optionally followed by ``--comment``, where
  ``count`` is how many copies a deck may hold (0 forbidden, 1 limited, 2 semi-limited, 3 free).

>>> lists = parse_lflist("!2005.4\\n55144522 0 --Pot of Greed\\n79571449 1\\n")
>>> lists[0].limit(55144522), lists[0].limit(79571449), lists[0].limit(89631139)
(0, 1, 3)
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path

from cardtable.core.errors import SetupError

BANLIST_DIR = Path(__file__).resolve().parent.parent / "banlists"

UNLIMITED = 3
_DIGITS = re.compile(r"[0-9]+")


@dataclass(frozen=True, slots=True)
class Banlist:
    """One named banlist: passcode -> allowed copies; ``whitelist`` means unlisted cards are out."""

    name: str
    limits: Mapping[int, int] = field(default_factory=dict)
    whitelist: bool = False
    comments: Mapping[int, str] = field(default_factory=dict, compare=False)

    def limit(self, code: int) -> int:
        """How many copies of ``code`` a deck may hold under this list (0–3)."""
        if code in self.limits:
            return self.limits[code]
        return 0 if self.whitelist else UNLIMITED

    def listed(self, code: int) -> bool:
        """True when ``code`` has an entry in this list."""
        return code in self.limits


def _strip_comment(line: str) -> tuple[str, str]:
    body, sep, comment = line.partition("--")
    return body.strip(), comment.strip() if sep else ""


def parse_lflist(text: str, source: str = "<lflist>") -> list[Banlist]:
    """Parse ``lflist.conf`` text into its lists, in file order.

    Raises :class:`SetupError` naming ``source``, the line number and the problem for a malformed
    line, an entry before any ``!list`` line, or a count outside 0–3.
    """
    out: list[Banlist] = []
    name: str | None = None
    limits: dict[int, int] = {}
    comments: dict[int, str] = {}
    white = False

    def close() -> None:
        if name is not None:
            out.append(Banlist(name, dict(limits), white, dict(comments)))

    for no, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip().lstrip("\ufeff")
        if not line or line.startswith("#"):
            continue
        if line.startswith("!"):
            close()
            name = line[1:].strip()
            if not name:
                raise SetupError(f"{source}: line {no}: a '!' line must name the list")
            limits, comments, white = {}, {}, False
            continue
        if line.startswith("$"):
            if line.split()[0].lower() != "$whitelist":
                raise SetupError(f"{source}: line {no}: unknown directive {line.split()[0]!r}")
            if name is None:
                raise SetupError(f"{source}: line {no}: '$whitelist' before any '!list' line")
            white = True
            continue
        body, comment = _strip_comment(line)
        parts = body.split()
        if len(parts) != 2 or not all(_DIGITS.fullmatch(p) for p in parts):
            raise SetupError(
                f"{source}: line {no}: expected 'passcode count [--comment]', got {raw.strip()!r}"
            )
        code, count = int(parts[0]), int(parts[1])
        if code <= 0 or code >= 1 << 32:
            raise SetupError(f"{source}: line {no}: {parts[0]!r} is not a valid passcode")
        if not 0 <= count <= UNLIMITED:
            raise SetupError(f"{source}: line {no}: count {count} for {code} must be 0, 1, 2 or 3")
        if name is None:
            raise SetupError(f"{source}: line {no}: entry before any '!list' line")
        limits[code] = count
        if comment:
            comments[code] = comment
    close()
    return out


def read_lflist(path: str | Path) -> list[Banlist]:
    """Read an ``lflist.conf`` file; errors name the file."""
    p = Path(path)
    try:
        text = p.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise SetupError(f"{p}: cannot read banlist file: {exc}") from None
    return parse_lflist(text, str(p))


def format_lflist(banlists: Iterable[Banlist]) -> str:
    """Write lists in ``lflist.conf`` form (entries grouped by count, comments kept)."""
    lists = list(banlists)
    lines = ["#[" + "][".join(b.name for b in lists) + "]"] if lists else []
    heads = {0: "#forbidden", 1: "#limited", 2: "#semi-limited", 3: "#unlimited"}
    for b in lists:
        lines.append(f"!{b.name}")
        if b.whitelist:
            lines.append("$whitelist")
        for count in (0, 1, 2, 3):
            codes = sorted(c for c, n in b.limits.items() if n == count)
            if not codes:
                continue
            lines.append(heads[count])
            for c in codes:
                note = b.comments.get(c, "")
                lines.append(f"{c} {count}" + (f" --{note}" if note else ""))
    return "\n".join(lines) + "\n"


def write_lflist(banlists: Iterable[Banlist], path: str | Path) -> None:
    """Write lists to an ``lflist.conf`` file."""
    Path(path).write_text(format_lflist(banlists), encoding="utf-8")


def select_banlist(banlists: list[Banlist], name: str | None, source: str) -> Banlist:
    """Pick the list called ``name`` (or the first one when ``name`` is None)."""
    if not banlists:
        raise SetupError(f"{source}: no '!list' in this banlist file")
    if name is None:
        return banlists[0]
    for b in banlists:
        if b.name == name:
            return b
    names = ", ".join(repr(b.name) for b in banlists)
    raise SetupError(f"{source}: no list named {name!r} (lists: {names})")


#: Lists the operator added at start (``cardtable serve --catalogue DIR``), by list name:
#: chosen by name exactly like the shipped ones (:func:`set_operator_banlists`).
_OPERATOR_LISTS: dict[str, Banlist] = {}


def builtin_banlists() -> dict[str, Banlist]:
    """The banlists shipped in ``ygo/banlists/*.conf`` and those the operator added at start
    (:func:`set_operator_banlists`), by list name."""
    out: dict[str, Banlist] = {}
    for path in sorted(BANLIST_DIR.glob("*.conf")):
        for b in read_lflist(path):
            out[b.name] = b
    out.update(_OPERATOR_LISTS)
    return out


def set_operator_banlists(lists: Iterable[Banlist]) -> None:
    """Replace the operator's extra banlists (read once at start from the operator's own
    directory; a network client can only name them). A name a shipped list has is refused."""
    shipped = {b.name for path in BANLIST_DIR.glob("*.conf") for b in read_lflist(path)}
    new = {b.name: b for b in lists}
    clash = sorted(set(new) & shipped)
    if clash:
        raise SetupError(f"operator banlists {clash}: a shipped list has that name")
    _OPERATOR_LISTS.clear()
    _OPERATOR_LISTS.update(new)


def resolve_banlist(spec: Banlist | str | None, allow_paths: bool = True) -> Banlist | None:
    """Turn a profile's ``banlist`` setting into a :class:`Banlist`.

    ``spec`` may be a Banlist, None, the name of a shipped list (``"lp4000"``…), a path to an
    ``lflist.conf`` file, or ``"path.conf#List name"`` to pick one list of a file. With
    ``allow_paths`` False (a network client's choice) only shipped names are accepted, and the
    error neither reads nor tells anything about files.
    """
    if spec is None or isinstance(spec, Banlist):
        return spec
    shipped = builtin_banlists()
    if spec in shipped:
        return shipped[spec]
    if not allow_paths:
        raise SetupError(f"unknown banlist (shipped: {', '.join(sorted(shipped)) or 'none'})")
    path_s, _, name = spec.partition("#")
    path = Path(path_s)
    if not path.exists():
        known = ", ".join(sorted(shipped)) or "none"
        raise SetupError(f"banlist {spec!r}: no such shipped list ({known}) or file")
    return select_banlist(read_lflist(path), name or None, str(path))
