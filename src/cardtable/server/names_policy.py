"""Account names: what is accepted and when two names count as the same.

A name is compared by its *key*: Unicode NFKC, then case folding, then each character that looks
like a Latin letter or digit (Cyrillic ``а``, Greek ``ο``, the digit ``0``…) replaced by that
letter, and the separators ``_ - .`` dropped. Two accounts never share a key, so ``Alice``,
``ＡＬＩＣＥ``, ``аlice`` (Cyrillic а) and ``a.lice`` are one name. Names that mix scripts, hold
no letter or digit, or use characters other than letters, digits and ``_ - .`` are refused.
"""

from __future__ import annotations

import unicodedata

#: Look-alikes mapped to the Latin letter they imitate (our own table of the common cases).
CONFUSABLE: dict[str, str] = {
    # Cyrillic
    "а": "a", "в": "b", "е": "e", "ё": "e", "к": "k", "м": "m", "н": "h", "о": "o", "р": "p",
    "с": "c", "т": "t", "у": "y", "х": "x", "і": "l", "ї": "l", "ј": "j", "ѕ": "s", "ԁ": "d",
    "ԛ": "q", "ԝ": "w", "һ": "h", "ӏ": "l", "ь": "b",
    # Greek
    "α": "a", "β": "b", "ε": "e", "η": "n", "ι": "l", "κ": "k", "ν": "v", "ο": "o", "ρ": "p",
    "τ": "t", "υ": "u", "χ": "x", "ω": "w", "γ": "y", "μ": "u",
    # Latin look-alikes and digits (i, l, I, 1 and | all read as one letter)
    "i": "l",
    "ı": "l", "ɡ": "g", "ł": "l", "0": "o", "1": "l", "5": "s", "|": "l",
}
SEPARATORS = "_-."
MIN_LEN, MAX_LEN = 2, 24


def _script(ch: str) -> str:
    """A coarse script of a letter: LATIN, CYRILLIC, GREEK, CJK… (the first word of its
    Unicode name; ideographs, kana and hangul count as one East Asian script)."""
    name = unicodedata.name(ch, "")
    head = name.split(" ")[0]
    if head in ("CJK", "HIRAGANA", "KATAKANA", "HANGUL"):
        return "EAST_ASIAN"
    return head


def name_key(name: str) -> str:
    """The key two names are compared by (see the module docstring)."""
    folded = unicodedata.normalize("NFKC", name).casefold()
    return "".join(CONFUSABLE.get(ch, ch) for ch in folded if ch not in SEPARATORS)


def name_problem(name: str) -> str | None:
    """Why ``name`` cannot be an account name (None when it can)."""
    norm = unicodedata.normalize("NFKC", name)
    if not MIN_LEN <= len(norm) <= MAX_LEN:
        return f"{MIN_LEN}-{MAX_LEN} characters"
    if any(not (ch.isalnum() or ch in SEPARATORS) for ch in norm):
        return "letters, digits and _ - . only"
    if not any(ch.isalnum() for ch in norm):
        return "at least one letter or digit"
    scripts = {_script(ch) for ch in norm if ch.isalpha()}
    if len(scripts) > 1:
        return "letters of one script only (no look-alike mixes)"
    if name_key(name).startswith("guest"):
        return "names starting with guest are kept for guests"
    return None
