"""``.ydk`` deck files (YGOPro).

A ``.ydk`` file is plain text: ``#created by …``, ``#main``, one passcode per line, ``#extra``,
passcodes, ``!side``, passcodes. As in YGOPro, every ``#`` line is a comment for the reader; we use
``#main`` / ``#extra`` / ``!side`` to know the part, and when a card table is given, main and extra
cards are sorted by card type (fusion monsters to the extra deck, everything else to the main deck).

>>> deck = parse_ydk("#main\\n89631139\\n#extra\\n23995346\\n!side\\n")
>>> deck.main, deck.extra, deck.side
([89631139], [23995346], [])
>>> format_ydk(deck).splitlines()[1:]
['#main', '89631139', '#extra', '23995346', '!side']
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path

from cardtable.core.errors import SetupError
from cardtable.ygo.cards.carddata import CardData
from cardtable.ygo.deck import Deck, sort_by_type

MAX_CODE = (1 << 32) - 1


def parse_ydk(
    text: str,
    source: str = "<ydk>",
    cards: Mapping[int, CardData] | None = None,
    *,
    strict: bool = True,
) -> Deck:
    """Parse ``.ydk`` text into a :class:`Deck`.

    With ``cards``, main/extra passcodes are sorted by card type, and unknown passcodes raise a
    :class:`SetupError` listing each with its line number (``strict=False`` keeps them instead, in
    the part they were listed in, so a deck check can report them). A line that is neither a
    comment, a section marker nor a passcode raises :class:`SetupError` naming the line.
    """
    deck = Deck(source=source)
    part = deck.main
    unknown: list[str] = []
    for no, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip().lstrip("\ufeff")
        if not line:
            continue
        low = line.lower()
        if low.startswith("#"):
            if low == "#main":
                part = deck.main
            elif low == "#extra":
                part = deck.extra
            continue
        if low.startswith("!"):
            if low == "!side":
                part = deck.side
                continue
            raise SetupError(f"{source}: line {no}: unknown section {line!r} (expected '!side')")
        if not (line.isascii() and line.isdigit()):
            raise SetupError(
                f"{source}: line {no}: expected a passcode (digits only), got {line!r}"
            )
        code = int(line)
        if code <= 0 or code > MAX_CODE:
            raise SetupError(f"{source}: line {no}: {line!r} is not a valid passcode")
        if cards is not None and code not in cards:
            unknown.append(f"{code} (line {no})")
        deck.lines.setdefault(code, no)
        part.append(code)
    if unknown and strict:
        raise SetupError(f"{source}: unknown card code(s): " + ", ".join(unknown))
    if cards is not None:
        sorted_deck = sort_by_type(deck, cards)
        return sorted_deck
    return deck


def read_ydk(
    path: str | Path, cards: Mapping[int, CardData] | None = None, *, strict: bool = True
) -> Deck:
    """Read a ``.ydk`` file (see :func:`parse_ydk`); errors name the file."""
    p = Path(path)
    try:
        text = p.read_text(encoding="utf-8-sig")
    except (OSError, UnicodeDecodeError) as exc:
        raise SetupError(f"{p}: cannot read deck file: {exc}") from None
    return parse_ydk(text, str(p), cards, strict=strict)


def format_ydk(deck: Deck, creator: str = "cardtable") -> str:
    """The ``.ydk`` text of ``deck``, in the layout YGOPro writes."""
    lines = [f"#created by {creator}", "#main", *map(str, deck.main), "#extra"]
    lines += [*map(str, deck.extra), "!side", *map(str, deck.side)]
    return "\n".join(lines) + "\n"


def write_ydk(deck: Deck, path: str | Path, creator: str = "cardtable") -> None:
    """Write ``deck`` to a ``.ydk`` file."""
    try:
        Path(path).write_text(format_ydk(deck, creator), encoding="utf-8")
    except OSError as exc:
        raise SetupError(f"{path}: cannot write deck file: {exc}") from None
