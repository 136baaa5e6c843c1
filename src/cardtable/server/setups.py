"""From a room's settings and seats to the plain-data ``setup`` a game is created from.

The server knows no game rules; it only knows where a seat's chosen deck goes. For Yu-Gi-Oh!
a room's ``decks`` may name preset decks (``"classic-a"``), and each seat may bring its own deck
(``.ydk`` text or a ``ydke://`` URL, from the deck builder), which replaces the room's deck for
that seat. Every game of a best-of-3 alternates who goes first. Other games' setups pass through.
"""

from __future__ import annotations

import copy
import importlib
from typing import Any

from cardtable.core.errors import SetupError


def _deck_data(spec: Any) -> Any:
    """A deck as ``{"main": [...], "extra": [...]}`` from a preset name, .ydk text or ydke URL."""
    if not isinstance(spec, str):
        return spec
    text = spec.strip()
    if text.startswith("ydke://"):
        deck = importlib.import_module("cardtable.ygo.formats.ydke").parse_ydke(text)
        return {"main": list(deck.main), "extra": list(deck.extra)}
    ygo_game = importlib.import_module("cardtable.ygo.game")
    if "\n" in text or text.startswith("#"):
        return ygo_game.read_ydk(text)
    return ygo_game.preset_deck(text)


def normalize_setup(game_id: str, setup: dict[str, Any]) -> dict[str, Any]:
    """Resolve deck names/texts in a room's setup to plain data (raises ``SetupError``)."""
    out = copy.deepcopy(setup)
    if game_id == "ygo" and isinstance(out.get("decks"), list):
        try:
            out["decks"] = [_deck_data(d) for d in out["decks"]]
        except (ValueError, KeyError) as exc:
            raise SetupError(f"bad deck: {exc}") from None
    return out


def build_setup(game_id: str, base: dict[str, Any], seats: list[dict[str, Any]],
                number: int = 0) -> dict[str, Any]:
    """The setup for game ``number`` (0-based) of a room of ``game_id`` with ``seats``."""
    setup = copy.deepcopy(base)
    if game_id == "ygo":
        decks = list(setup.get("decks") or [None] * len(seats))
        for i, s in enumerate(seats):
            if s.get("deck") and i < len(decks):
                try:
                    decks[i] = _deck_data(s["deck"])
                except (ValueError, KeyError) as exc:
                    raise SetupError(f"seat {i}: bad deck: {exc}") from None
        setup["decks"] = decks
        setup["first"] = number % 2
    return setup
