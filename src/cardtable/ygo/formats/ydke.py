"""``ydke://`` deck URLs (EDOPro, YGOPRODECK).

``ydke://<main>!<extra>!<side>!`` where each part is the standard base64 of the passcodes as
little-endian unsigned 32-bit integers.

>>> url = to_ydke(Deck(main=[89631139], extra=[23995346], side=[]))
>>> url
'ydke://o6lXBQ==!0iNuAQ==!!'
>>> parse_ydke(url).extra
[23995346]
"""

from __future__ import annotations

import base64
import binascii
import struct

from cardtable.core.errors import SetupError
from cardtable.ygo.deck import Deck

PREFIX = "ydke://"
_PARTS = ("main", "extra", "side")


def _short(url: str) -> str:
    return url if len(url) <= 60 else url[:57] + "..."


def _decode(part: str, which: str, url: str) -> list[int]:
    try:
        raw = base64.b64decode(part.encode("ascii"), validate=True)
    except (binascii.Error, UnicodeEncodeError, ValueError):
        raise SetupError(f"ydke URL {_short(url)!r}: {which} part is not valid base64") from None
    if len(raw) % 4:
        raise SetupError(
            f"ydke URL {_short(url)!r}: {which} part has {len(raw)} bytes, "
            "not a multiple of 4 (one 32-bit passcode each)"
        )
    codes = [c for (c,) in struct.iter_unpack("<I", raw)]
    if any(c == 0 for c in codes):
        raise SetupError(f"ydke URL {_short(url)!r}: {which} part contains passcode 0")
    return codes


def parse_ydke(url: str) -> Deck:
    """Decode a ``ydke://`` URL into a :class:`Deck`; a bad URL raises :class:`SetupError`
    naming the URL, the part (main/extra/side) and the problem."""
    text = url.strip()
    if not text.lower().startswith(PREFIX):
        raise SetupError(f"ydke URL {_short(text)!r}: must start with {PREFIX!r}")
    parts = text[len(PREFIX) :].split("!")
    if len(parts) < 3:
        raise SetupError(
            f"ydke URL {_short(text)!r}: expected 3 parts 'main!extra!side!', got {len(parts)}"
        )
    if len(parts) > 4 or (len(parts) == 4 and parts[3] != ""):
        raise SetupError(f"ydke URL {_short(text)!r}: text after the side part")
    main, extra, side = (_decode(p, w, text) for p, w in zip(parts[:3], _PARTS, strict=True))
    return Deck(main, extra, side, source=_short(text))


def _encode(codes: list[int]) -> str:
    for c in codes:
        if not 0 < c < 1 << 32:
            raise SetupError(f"passcode {c} does not fit a ydke URL (1 … 2^32-1)")
    return base64.b64encode(struct.pack(f"<{len(codes)}I", *codes)).decode("ascii")


def to_ydke(deck: Deck) -> str:
    """Encode ``deck`` as a ``ydke://`` URL."""
    return PREFIX + "".join(_encode(p) + "!" for p in (deck.main, deck.extra, deck.side))
