"""Which effects a card has: script modules (discovered automatically) or YAML templates.

Tables are built once per process and cached per passcode, so a duel's setup costs nothing and
an empty response window costs one dictionary lookup per card.
"""

from __future__ import annotations

import importlib
import pkgutil
from functools import cache

from cardtable.ygo.cards.carddata import CardData, builtin_cards
from cardtable.ygo.effects.api import Aspect, Effect, scripted

_loaded = False
_custom: dict[int, bool] = {}  # passcodes added as custom cards (a scenario may redefine them)


def load_scripts() -> None:
    """Import every module of ``cardtable.ygo.cards.scripts`` once (each registers its cards)."""
    global _loaded
    if _loaded:
        return
    _loaded = True
    import cardtable.ygo.cards.scripts as pkg

    for info in sorted(pkgutil.iter_modules(pkg.__path__), key=lambda i: i.name):
        importlib.import_module(f"{pkg.__name__}.{info.name}")


_CARDS: dict[int, CardData] = dict(builtin_cards())  # built-in + custom (DIY) cards


def all_cards() -> dict[int, CardData]:
    """Every card the engine knows: the built-in pool plus custom cards added by
    :func:`add_cards` (the built-in table itself is never modified)."""
    return _CARDS


def card(code: int) -> CardData:
    """Static data of a built-in card (KeyError names the passcode)."""
    return _CARDS[code]


@cache
def speed_table(code: int) -> tuple[int, tuple[tuple[Effect, int], ...]]:
    """``(max speed, ((effect, speed), ...))`` of the window effects of ``code``."""
    from cardtable.ygo.rules.legality import speed_of

    pairs = tuple((e, speed_of(code, e)) for e in window_effs(code))
    return (max((sp for _, sp in pairs), default=0), pairs)


def add_cards(cards: list[CardData]) -> None:
    """Add custom (DIY) cards to the process-wide table (scenarios, house rules). A passcode
    already used by a different card is an error; re-adding the same card is a no-op."""
    table = _CARDS
    for cd in cards:
        old = table.get(cd.code)
        if old is not None and old != cd and not _custom.get(cd.code):
            from cardtable.core.errors import SetupError

            raise SetupError(f"custom card {cd.code} clashes with built-in {old.name.en}")
        table[cd.code] = cd
        _custom[cd.code] = True
    for fn in (effects_of, trig_index, any_trig, window_effs, aspects_of, card_act, speed_table):
        fn.cache_clear()


@cache
def effects_of(code: int) -> tuple[Effect, ...]:
    """The effects of card ``code``: its script if one is registered, else its YAML templates."""
    load_scripts()
    s = scripted().get(code)
    if s is not None:
        return s
    cd = _CARDS.get(code)
    if cd is not None and cd.script and cd.script in scripted():
        return scripted()[cd.script]
    if cd is None or not cd.effects:
        return ()
    from cardtable.ygo.effects.templates import compile_templates

    return compile_templates(cd)


@cache
def trig_index(code: int) -> dict[str, tuple[int, ...]]:
    """Trigger/flip effects of ``code`` about its own events, by event name."""
    out: dict[str, list[int]] = {}
    for e in effects_of(code):
        if e.kind in ("trigger", "flip") and e.scope == "self":
            out.setdefault("flipped" if e.kind == "flip" and not e.event else e.event, []).append(
                e.index
            )
    return {k: tuple(v) for k, v in out.items()}


@cache
def any_trig(code: int) -> dict[str, tuple[int, ...]]:
    """Trigger effects of ``code`` (on the field) about any card's events, by event name."""
    out: dict[str, list[int]] = {}
    for e in effects_of(code):
        if e.kind == "trigger" and e.scope == "any":
            out.setdefault(e.event, []).append(e.index)
    return {k: tuple(v) for k, v in out.items()}


@cache
def window_effs(code: int) -> tuple[Effect, ...]:
    """Effects a player may choose to activate in a window or a main-phase menu."""
    return tuple(
        e for e in effects_of(code) if e.kind in ("activate", "quick", "ignition", "spell_effect")
    )


@cache
def aspects_of(code: int) -> tuple[Aspect, ...]:
    """Continuous aspects the card applies while face-up and active."""
    return tuple(a for e in effects_of(code) for a in e.aspects)


@cache
def card_act(code: int) -> Effect | None:
    """The effect activating the card itself (a Spell/Trap activation), if any."""
    for e in effects_of(code):
        if e.kind == "activate":
            return e
    return None
