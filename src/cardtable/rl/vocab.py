"""Stable identity indices for cards, generals and skills: the vocabularies shipped with the envs.

A hashed identity code (two CRC-32 buckets of 12) cannot be learned as an embedding: the 157
passcodes of the preset decks share 49 codes. Each vocabulary here is a list of tokens stored
in the package (``cardtable/rl/vocab/*.json``); a token's index never changes, because new
tokens are only ever appended (:func:`extended`). Indices:

* ``0`` — :data:`PAD`: no card (an empty slot);
* ``1`` — :data:`HIDDEN`: a card the seat cannot identify (face-down, another seat's hand);
* ``2`` — :data:`UNKNOWN`: a card the seat sees but the vocabulary does not hold (DIY cards,
  cards loaded from a ``cards.cdb``, generals added after the vocabulary was shipped);
* ``3 + i`` — the ``i``-th token of the shipped list.

Vocabularies: ``ygo`` ``cards`` (passcodes of the built-in pool, as decimal strings), ``sgs``
``cards`` (card names such as ``slash``), ``generals`` (general ids) and ``skills`` (skill
ids). ``python -m cardtable.rl.vocab`` rewrites the files with the tokens of the current pool
appended (existing indices kept).
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Final

PAD: Final = 0
HIDDEN: Final = 1
UNKNOWN: Final = 2
FIRST: Final = 3
VOCAB_DIR = Path(__file__).with_name("vocab")


class Vocabulary:
    """One shipped token list and its index."""

    def __init__(self, name: str, tokens: list[str]) -> None:
        self.name = name
        self.tokens = tokens
        self._index = {t: FIRST + i for i, t in enumerate(tokens)}

    def __len__(self) -> int:
        """Indices in use, the three reserved ones included (an embedding table's size)."""
        return FIRST + len(self.tokens)

    def index(self, token: object) -> int:
        """The index of ``token`` (:data:`UNKNOWN` when the vocabulary lacks it; ``None`` is
        :data:`PAD`)."""
        if token is None:
            return PAD
        return self._index.get(str(token), UNKNOWN)


@cache
def _file(game: str) -> dict[str, list[str]]:
    data: dict[str, list[str]] = json.loads((VOCAB_DIR / f"{game}.json").read_text("utf-8"))
    return data


@cache
def vocabulary(game: str, kind: str) -> Vocabulary:
    """The shipped vocabulary ``kind`` of ``game`` (``"ygo"``/``"sgs"``)."""
    return Vocabulary(f"{game}.{kind}", list(_file(game)[kind]))


def pool_tokens(game: str) -> dict[str, list[str]]:
    """The tokens of the shipped pool, sorted (what the files are built from). For Yu-Gi-Oh!
    that is the built-in card table only: cards added at run time (DIY files, scenarios, a
    ``cards.cdb``, altered house-rule cards) take the UNKNOWN slot, whatever else the process
    has loaded before."""
    if game == "ygo":
        from cardtable.ygo.cards.carddata import builtin_cards

        return {"cards": sorted(str(c) for c in builtin_cards())}
    from cardtable.sgs.cards.data import NAME
    from cardtable.sgs.generals.data import BY_ID, SKILL_NAMES

    # the generals' skills and the skills only gained in play (急袭 from 凿险, 神戟…)
    skills = sorted({s for g in BY_ID.values() for s in g.skills} | set(SKILL_NAMES))
    return {"cards": sorted(set(NAME)), "generals": sorted(BY_ID), "skills": skills}


def extended(old: dict[str, list[str]], new: dict[str, list[str]]) -> dict[str, list[str]]:
    """``old`` with the tokens of ``new`` it lacks appended (indices of ``old`` kept)."""
    out: dict[str, list[str]] = {}
    for kind in sorted(set(old) | set(new)):
        have = list(old.get(kind, []))
        seen = set(have)
        have.extend(t for t in new.get(kind, []) if t not in seen)
        out[kind] = have
    return out


def main() -> None:
    """Rewrite the shipped vocabularies with the current pool's new tokens appended."""
    VOCAB_DIR.mkdir(exist_ok=True)
    for game in ("ygo", "sgs"):
        path = VOCAB_DIR / f"{game}.json"
        old = json.loads(path.read_text("utf-8")) if path.exists() else {}
        data = extended(old, pool_tokens(game))
        path.write_text(json.dumps(data, indent=0) + "\n", encoding="utf-8")
        print(path, {k: len(v) for k, v in data.items()})


if __name__ == "__main__":  # pragma: no cover
    main()
