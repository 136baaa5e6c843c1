"""What a network client may choose, by name: profiles, banlists, preset decks, house rules.

No field a client sends ever names a file. Everything a client can choose is looked up here by
name among what the package ships; inline data (a profile given as a mapping, a deck given as
passcode lists or ``.ydk`` text) is validated field by field with the engine loaders' names-only
mode (``allow_paths=False``), so nested fields (a profile's ``base``, ``banlist``,
``house_rules``) are names too. Errors list the names that exist and never depend on what exists
on the server's disk, nor echo any file's contents.
"""

from __future__ import annotations

from typing import Any

from cardtable.core.errors import SetupError
from cardtable.ygo.deck import DECK_RULE_PRESETS, load_deck, resolve_deck_rules
from cardtable.ygo.deck import preset_deck_names as _preset_deck_names
from cardtable.ygo.formats.lflist import Banlist, builtin_banlists, resolve_banlist
from cardtable.ygo.formats.ydk import parse_ydk
from cardtable.ygo.formats.ydke import parse_ydke
from cardtable.ygo.profile import profile_names as _profile_names
from cardtable.ygo.profile import profile_of

#: Largest deck a client may send as passcode lists (main + extra + side).
MAX_DECK_CARDS = 200


def profile_names() -> list[str]:
    """The rule profiles the package ships (``ygo/profiles``)."""
    return list(_profile_names())


def banlist_names() -> list[str]:
    """The banlists the package ships (``ygo/banlists``), by list name."""
    return sorted(builtin_banlists())


def preset_deck_names() -> list[str]:
    """The preset decks the package ships (``ygo/decks``)."""
    return list(_preset_deck_names())


def deck_rule_names() -> list[str]:
    """Deck-rules presets (``classic``, ``mr3``…) a deck check may name besides profiles."""
    return sorted(DECK_RULE_PRESETS)


def client_profile(spec: Any) -> Any:
    """A profile a client chose: a shipped name or an inline mapping whose nested names are all
    shipped ones. Returns it unchanged (plain data for the setup); raises ``SetupError``."""
    if spec is None:
        return None
    if isinstance(spec, str):
        if spec not in profile_names():
            raise SetupError(f"profile: not one of the server's profiles {profile_names()}")
        return spec
    if isinstance(spec, dict):
        profile_of(spec, allow_paths=False)
        return spec
    raise SetupError("profile: a profile name or a mapping of rule knobs")


def client_banlist(name: Any) -> Banlist | None:
    """A shipped banlist a client chose by name, as the engine's ``Banlist`` (None for none)."""
    if name is None or name == "":
        return None
    if not isinstance(name, str) or name not in banlist_names():
        raise SetupError(f"banlist: not one of the server's banlists {banlist_names()}")
    return resolve_banlist(name, allow_paths=False)


def client_deck_rules(spec: Any) -> Any:
    """Deck rules a client chose by name (a deck-rules preset or a shipped profile)."""
    if spec is None or spec == "":
        spec = "classic"
    if not isinstance(spec, str) or spec not in (*deck_rule_names(), *profile_names()):
        raise SetupError("profile: not one of the server's deck rules or profiles "
                         f"{sorted({*deck_rule_names(), *profile_names()})}")
    return resolve_deck_rules(spec, allow_paths=False)


def _codes(part: Any, where: str) -> list[int]:
    if not isinstance(part, list) or not all(
            isinstance(x, int) and not isinstance(x, bool) and 0 < x < 10**10 for x in part):
        raise SetupError(f"{where}: a list of passcodes")
    return list(part)


def client_deck(spec: Any) -> dict[str, list[int]]:
    """A deck a client chose: a preset name, ``.ydk`` text, a ``ydke://`` URL or a mapping of
    passcode lists, as ``{"main", "extra", "side"}``. Never a path."""
    if isinstance(spec, dict):
        unknown = sorted(str(k) for k in spec if k not in ("main", "extra", "side"))
        if unknown:
            raise SetupError(f"deck: unknown parts {unknown} (main, extra, side)")
        out = {k: _codes(spec.get(k, []), f"deck {k}") for k in ("main", "extra", "side")}
        if sum(len(v) for v in out.values()) > MAX_DECK_CARDS:
            raise SetupError(f"deck: at most {MAX_DECK_CARDS} cards")
        return out
    if not isinstance(spec, str):
        raise SetupError("deck: a preset name, .ydk text, a ydke:// URL or passcode lists")
    text = spec.strip()
    if text.lower().startswith("ydke://"):
        deck = parse_ydke(text)
    elif "\n" in text or text.startswith(("#", "!")):
        deck = parse_ydk(text)
    else:
        deck = load_deck(text, None, allow_paths=False)
    return {"main": list(deck.main), "extra": list(deck.extra), "side": list(deck.side)}
