"""What a network client may choose, by name: profiles, banlists, preset decks, house rules.

Besides what the package ships, the operator may add profiles, banlists and preset decks from a
directory of their own, read once at start (``cardtable serve --catalogue DIR``,
:func:`load_operator_dir` + :func:`use_operator`): ``DIR/profiles/<name>.yaml`` (a profile
mapping, usually ``base:`` a shipped profile plus knobs; ``base`` and ``house_rules`` name
shipped ones, ``banlist`` a shipped or operator list; a room chosen with it carries its knobs
inline), ``DIR/banlists/*.conf`` (``lflist.conf`` lists, chosen by list name) and
``DIR/decks/<name>.ydk``. Clients choose them by name only, like the shipped ones; a name a
shipped item already has is refused at start, and so is a file that does not load.

No field a client sends ever names a file. Everything a client can choose is looked up here by
name among what the package ships; inline data (a profile given as a mapping, a deck given as
passcode lists or ``.ydk`` text) is validated field by field with the engine loaders' names-only
mode (``allow_paths=False``), so nested fields (a profile's ``base``, ``banlist``,
``house_rules``) are names too. Errors list the names that exist and never depend on what exists
on the server's disk, nor echo any file's contents.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from cardtable.core.errors import SetupError
from cardtable.core.yamlio import load_yaml
from cardtable.ygo.deck import DECK_RULE_PRESETS, Deck, load_deck, resolve_deck_rules
from cardtable.ygo.deck import preset_deck_names as _preset_deck_names
from cardtable.ygo.formats.lflist import (
    Banlist,
    builtin_banlists,
    read_lflist,
    resolve_banlist,
    set_operator_banlists,
)
from cardtable.ygo.formats.ydk import parse_ydk, read_ydk
from cardtable.ygo.formats.ydke import parse_ydke
from cardtable.ygo.profile import profile_names as _profile_names
from cardtable.ygo.profile import profile_of

#: Largest deck a client may send as passcode lists (main + extra + side).
MAX_DECK_CARDS = 200
#: What an operator's profile or deck file may be named (its file name without the suffix).
NAME_RE = re.compile(r"[a-z0-9][a-z0-9_.-]{0,47}")


@dataclass(frozen=True, slots=True)
class OperatorCatalogue:
    """The operator's extra profiles (name -> profile mapping), banlists and preset decks."""

    source: str = ""
    profiles: dict[str, dict[str, Any]] = field(default_factory=dict)
    banlists: tuple[Banlist, ...] = ()
    decks: dict[str, Deck] = field(default_factory=dict)

    def summary(self) -> str:
        """One line for the server's log."""
        return (f"{self.source}: profiles {sorted(self.profiles)}, banlists "
                f"{sorted(b.name for b in self.banlists)}, decks {sorted(self.decks)}")


_OPERATOR = OperatorCatalogue()


def _named_files(folder: Path, suffix: str) -> list[tuple[str, Path]]:
    if not folder.is_dir():
        return []
    out = []
    for path in sorted(folder.glob(f"*{suffix}")):
        name = path.name[: -len(suffix)]
        if not NAME_RE.fullmatch(name):
            raise SetupError(f"{path}: a name is lowercase letters, digits, '-', '_' or '.' "
                             "(at most 48)")
        out.append((name, path))
    return out


def load_operator_dir(path: str | Path) -> OperatorCatalogue:
    """Read an operator's directory (see the module docstring). Raises ``SetupError`` naming
    the file and the problem: an unreadable or invalid file, a clash with a shipped name."""
    root = Path(path)
    if not root.is_dir():
        raise SetupError(f"catalogue directory {root}: not a directory")
    banlists = [b for _n, p in _named_files(root / "banlists", ".conf") for b in read_lflist(p)]
    decks: dict[str, Deck] = {}
    for name, p in _named_files(root / "decks", ".ydk"):
        if name in _preset_deck_names():
            raise SetupError(f"{p}: a shipped preset deck is named {name!r}")
        decks[name] = read_ydk(p, None, strict=True)
    profiles: dict[str, dict[str, Any]] = {}
    for name, p in _named_files(root / "profiles", ".yaml"):
        if name in _profile_names():
            raise SetupError(f"{p}: a shipped profile is named {name!r}")
        try:
            data = load_yaml(p.read_text(encoding="utf-8"))
        except (OSError, yaml.YAMLError) as exc:
            raise SetupError(f"{p}: cannot read: {exc}") from None
        if not isinstance(data, dict):
            raise SetupError(f"{p}: a profile is a mapping of knobs")
        profiles[name] = data
    return OperatorCatalogue(str(root), profiles, tuple(banlists), decks)


def use_operator(cat: OperatorCatalogue | None) -> None:
    """Make ``cat`` the operator's catalogue (None: what ships only). Its profiles are checked
    now, with its banlists known, names only (a profile naming a path is refused)."""
    global _OPERATOR
    new = cat or OperatorCatalogue()
    old_lists = _OPERATOR.banlists
    set_operator_banlists(new.banlists)
    try:
        for name, data in new.profiles.items():
            try:
                profile_of(data, allow_paths=False)
            except SetupError as exc:
                raise SetupError(f"{new.source}: profile {name}: {exc}") from None
    except SetupError:
        set_operator_banlists(old_lists)
        raise
    _OPERATOR = new


def profile_names() -> list[str]:
    """The rule profiles the package ships (``ygo/profiles``) and the operator's."""
    return sorted({*_profile_names(), *_OPERATOR.profiles})


def banlist_names() -> list[str]:
    """The banlists the package ships (``ygo/banlists``) and the operator's, by list name."""
    return sorted(builtin_banlists())


def preset_deck_names() -> list[str]:
    """The preset decks the package ships (``ygo/decks``) and the operator's."""
    return sorted({*_preset_deck_names(), *_OPERATOR.decks})


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
        if spec in _OPERATOR.profiles:  # the operator's: the room carries its knobs inline
            return dict(_OPERATOR.profiles[spec])
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
    elif text in _OPERATOR.decks:
        deck = _OPERATOR.decks[text]
    else:
        deck = load_deck(text, None, allow_paths=False)
    return {"main": list(deck.main), "extra": list(deck.extra), "side": list(deck.side)}
