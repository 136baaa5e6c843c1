"""Yu-Gi-Oh! at a table (the kernel :class:`~cardtable.core.table.Table` of this game): the
lobby's modes, rooms' best-of-3 :class:`~cardtable.ygo.match.Match` (deck checks against the
room's profile and banlist, siding, the coin toss and the loser choosing who goes first), the
decks seats bring, conceding by the engine's surrender answer, and the duel's sentences.

Everything a network client chooses is a name or inline data checked by
:mod:`cardtable.ygo.catalogue` (never a path). Imported by :mod:`cardtable.games`, which
registers the table with the game's spec.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from cardtable.core.decision import Form
from cardtable.core.errors import CardtableError, SetupError
from cardtable.core.match import MatchSetup
from cardtable.core.registry import register, spec_for
from cardtable.core.table import Mode, Table
from cardtable.core.text import Text
from cardtable.ygo.catalogue import banlist_names, client_deck, client_profile
from cardtable.ygo.deck import check_deck, resolve_deck_rules
from cardtable.ygo.effects.pool import default_pool
from cardtable.ygo.game import YgoGame
from cardtable.ygo.match import Match, as_deck
from cardtable.ygo.profile import profile_of
from cardtable.ygo.sentences import event_text, result_text

#: Banlist choice meaning "no banlist at all" (even when the profile names one).
NO_BANLIST = "none"
#: The profile of a room that names none.
DEFAULT_PROFILE = "classic-lp4000"

MODES = (
    Mode("classic", Text("经典规则（4000 基本分）", "Classic (LP 4000)"),
         {"profile": "classic-lp4000", "decks": ["classic-a", "classic-b"]}),
    Mode("house", Text("LP4000 种子房规（改动卡文）", "LP4000 seed house rules (altered cards)"),
         {"profile": "lp4000-seed-house", "decks": ["classic-a", "classic-b"]}),
    Mode("mr3", Text("大师规则3", "Master Rule 3"),
         {"profile": "master-rule-3", "decks": ["classic-a", "classic-b"]}),
)


def _deck_data(spec: Any, where: str = "") -> dict[str, list[int]]:
    """A deck as ``{"main", "extra", "side"}`` passcode lists from a preset name, ``.ydk``
    text, a ``ydke://`` URL or passcode lists (never a path); ``SetupError`` says what is
    wrong and where."""
    try:
        return client_deck(spec)
    except (ValueError, KeyError) as exc:
        raise SetupError(f"{where}bad deck: {exc}") from None


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
        name = profile_of(profile, allow_paths=False).banlist
    except CardtableError:
        return None
    return name if isinstance(name, str) else None


def _banlist(options: Mapping[str, Any]) -> str | None:
    val = options.get("banlist")
    return val if isinstance(val, str) else None


def deck_problems(setup: Mapping[str, Any], deck: str, options: Mapping[str, Any]) -> list[str]:
    """Why a seat's deck (preset name, ``.ydk`` text or ``ydke://``) breaks a room's deck
    rules and banlist (side deck included), the way the room's match will check it; empty
    when it is legal. Raises ``SetupError`` for a deck that cannot be read."""
    data = _deck_data(deck)
    profile = profile_with_banlist(setup.get("profile", DEFAULT_PROFILE), _banlist(options))
    rules = resolve_deck_rules(profile_of(profile, allow_paths=False))
    return [str(v) for v in check_deck(as_deck(data), default_pool().cards, rules)]


def seat_decks(setup: Mapping[str, Any], seat_decks: tuple[Any, ...]) -> list[dict[str, Any]]:
    """The decks of the seats: a seat's own deck replaces the room's (side deck included)."""
    decks = list(setup.get("decks") or [None] * len(seat_decks))
    for i, d in enumerate(seat_decks):
        if d and i < len(decks):
            decks[i] = _deck_data(d, f"seat {i}: ")
    out = []
    for d in decks:
        if not isinstance(d, dict):
            raise SetupError("every seat needs a deck")
        out.append({"main": list(d.get("main", [])), "extra": list(d.get("extra", [])),
                    "side": list(d.get("side", []))})
    return out


def make_match(ms: MatchSetup) -> Match:
    """A room's match: the seats' decks, the room's profile and banlist, best of 1 or 3. Before
    duel 1 the match's own seeded draw names a seat (the coin toss), which then chooses to go
    first or second, like the loser of a duel before the next one."""
    decks = seat_decks(ms.setup, ms.seat_decks)
    profile = profile_with_banlist(ms.setup.get("profile", DEFAULT_PROFILE), _banlist(ms.options))
    match = Match(decks[0], decks[1], profile=profile, seed=ms.seed & (2**40 - 1), first=None,
                  best_of=ms.best_of)
    match.chooser, match.next_first = match.next_first, None
    return match


def normalize_setup(setup: dict[str, Any]) -> dict[str, Any]:
    """A room's setup with its profile checked (a shipped name or an inline mapping of names)
    and its decks resolved to passcode lists (raises ``SetupError``)."""
    out = copy.deepcopy(setup)
    out["profile"] = client_profile(out.get("profile", DEFAULT_PROFILE))
    if isinstance(out.get("decks"), list):
        out["decks"] = [_deck_data(d) for d in out["decks"]]
    return out


def forfeit(seat: int) -> Form:
    """The engine's surrender answer for ``seat`` (a duel is lost at once)."""
    return {"action": "surrender", "seat": seat}


def options() -> dict[str, list[str]]:
    """The room option a Yu-Gi-Oh! room has besides the standard ones: its banlist."""
    return {"banlist": [*banlist_names(), NO_BANLIST]}


def room_info(setup: Mapping[str, Any], opts: Mapping[str, Any]) -> dict[str, Any]:
    """The banlist the room's decks are checked against and its profile's name."""
    profile = setup.get("profile")
    return {"banlist": effective_banlist(profile, _banlist(opts)),
            "profile": profile if isinstance(profile, str) else None}


def catalogue_extras() -> dict[str, Any]:
    """The banlists a room may choose and each mode's own."""
    return {"banlists": [*banlist_names(), NO_BANLIST],
            "mode_banlists": {m.id: effective_banlist(m.setup.get("profile"), None)
                              or NO_BANLIST for m in MODES}}


def event_lines(events: list[dict[str, Any]], seat: int, view: Any) -> list[Text]:
    """The seat's events as sentences."""
    who = seat if seat >= 0 else None
    return [event_text(e, who) for e in events]


def result_line(result: Mapping[str, Any], seat: int, view: Any) -> Text:
    """The duel's result as ``seat`` reads it."""
    return result_text(result, seat)


TABLE = Table(
    name=Text("游戏王", "Yu-Gi-Oh!"),
    modes=MODES,
    custom_setup=frozenset({"profile", "decks"}),
    match=make_match,
    on_timeout="lose",
    forfeit=forfeit,
    normalize_setup=normalize_setup,
    deck_problems=deck_problems,
    options=options,
    room_info=room_info,
    catalogue_extras=catalogue_extras,
    event_lines=event_lines,
    result_line=result_line,
)

register(replace(spec_for(YgoGame.game_id), table=TABLE))
