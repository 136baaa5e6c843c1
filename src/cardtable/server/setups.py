"""From a room's settings and seats to the plain-data ``setup`` a game is created from.

The server knows no game rules; it only knows where a seat's chosen deck goes. For Yu-Gi-Oh!
a room's ``decks`` may name preset decks (``"classic-a"``), and each seat may bring its own deck
(``.ydk`` text or a ``ydke://`` URL, from the deck builder), which replaces the room's deck for
that seat, side deck included. A Yu-Gi-Oh! room's duels are driven by the engine's
:class:`cardtable.ygo.match.Match` (deck checks against the room's profile and banlist, side-decking
between duels, the loser choosing who goes first): :func:`ygo_match_args` gives its inputs. Other
games' setups pass through (every game of a match alternates who goes first).
"""

from __future__ import annotations

import copy
import importlib
from typing import Any

from cardtable.core.errors import CardtableError, SetupError
from cardtable.server.catalogue import banlist_names as catalogue_banlists
from cardtable.server.catalogue import client_deck

#: Banlist choice meaning "no banlist at all" (even when the profile names one).
NO_BANLIST = "none"


def _deck_data(spec: Any) -> Any:
    """A deck as ``{"main": [...], "extra": [...], "side": [...]}`` from a preset name, .ydk text,
    a ydke URL or passcode lists (:func:`cardtable.server.catalogue.client_deck`: never a path;
    cards stay in the part they were listed in)."""
    return client_deck(spec)


def banlist_names() -> list[str]:
    """The shipped banlists by name (:func:`cardtable.server.catalogue.banlist_names`)."""
    return catalogue_banlists()


def profile_with_banlist(profile: Any, banlist: str | None) -> Any:
    """The room's profile with its banlist replaced: ``None`` keeps the profile's own,
    :data:`NO_BANLIST` removes it, a shipped list's name selects that list."""
    if banlist is None or not isinstance(profile, str):
        return profile
    return {"base": profile, "banlist": None if banlist == NO_BANLIST else banlist}


def effective_banlist(profile: Any, banlist: str | None) -> str | None:
    """The banlist a room's decks are checked against (None = no banlist)."""
    if banlist is not None:
        return None if banlist == NO_BANLIST else banlist
    try:
        prof = importlib.import_module("cardtable.ygo.profile").profile_of(
            profile, allow_paths=False)
    except (ImportError, CardtableError):
        return None
    name = getattr(prof, "banlist", None)
    return name if isinstance(name, str) else None


def ygo_deck_problems(base: dict[str, Any], deck: str, banlist: str | None) -> list[str]:
    """Why a seat's deck (preset name, ``.ydk`` text or ``ydke://``) breaks a Yu-Gi-Oh! room's
    deck rules and banlist (side deck included), the way the room's match will check it;
    empty when it is legal. Raises ``SetupError`` for a deck that cannot be read."""
    try:
        data = _deck_data(deck)
    except (ValueError, KeyError) as exc:
        raise SetupError(f"bad deck: {exc}") from None
    profile = profile_with_banlist(base.get("profile", "classic-lp4000"), banlist)
    deck_mod = importlib.import_module("cardtable.ygo.deck")
    rules = deck_mod.resolve_deck_rules(
        importlib.import_module("cardtable.ygo.profile").profile_of(profile, allow_paths=False))
    cards = importlib.import_module("cardtable.ygo.effects.registry").all_cards()
    as_deck = importlib.import_module("cardtable.ygo.match").as_deck
    return [str(v) for v in deck_mod.check_deck(as_deck(data), cards, rules)]


def ygo_match_args(base: dict[str, Any], seats: list[dict[str, Any]],
                   banlist: str | None) -> tuple[list[Any], Any]:
    """The two decks (seat decks replacing the room's, side decks kept) and the profile (with
    the room's banlist) a Yu-Gi-Oh! room's :class:`~cardtable.ygo.match.Match` is built from."""
    setup = build_setup("ygo", base, seats, 0)
    decks = []
    for d in setup["decks"]:
        if not isinstance(d, dict):
            raise SetupError("every seat needs a deck")
        decks.append({"main": list(d.get("main", [])), "extra": list(d.get("extra", [])),
                      "side": list(d.get("side", []))})
    profile = profile_with_banlist(setup.get("profile", "classic-lp4000"), banlist)
    return decks, profile


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
