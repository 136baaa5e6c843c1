"""Display names for the browser: static, public card and general names a game's view refers to
by id (Sanguosha views name cards by id and generals by key).

Built from the game's own data tables when that game is installed; an empty table otherwise.
Nothing here is hidden information: the table maps every id, whoever holds the card.
"""

from __future__ import annotations

import importlib
from functools import cache
from typing import Any


def names_for(game: str) -> dict[str, Any]:
    """``{"cards": {id: {zh, en}}, "generals": {key: {zh, en}}, "skills": {...},
    "general_info": {key: {"kingdom", "hp", "skills": [...]}}}`` for ``game`` (the draft screen
    shows each face-up general's kingdom, HP and skills). Only known games are cached: a client
    asking for made-up game names cannot grow the cache."""
    if game != "sgs":
        return {}
    return _sgs_names()


@cache
def _sgs_names() -> dict[str, Any]:
    try:
        cards = importlib.import_module("cardtable.sgs.cards.data")
        generals = importlib.import_module("cardtable.sgs.generals.data")
    except ImportError:
        return {}
    out: dict[str, Any] = {
        "cards": {str(i): t.to_json() for i, t in enumerate(getattr(cards, "CARD_TEXT", ()))},
        "generals": {g.id: g.name.to_json() for g in getattr(generals, "GENERALS", ())},
        "skills": {k: t.to_json() for k, t in getattr(generals, "SKILL_NAMES", {}).items()},
        "general_info": {g.id: {"kingdom": g.kingdom, "hp": g.hp, "skills": list(g.skills)}
                         for g in getattr(generals, "GENERALS", ())},
    }
    return out
