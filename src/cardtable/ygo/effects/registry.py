"""Which effects a card has: script modules (discovered automatically) or YAML templates.

Tables are built once per process and cached per passcode, so a duel's setup costs nothing and
an empty response window costs one dictionary lookup per card.
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from functools import cache

from cardtable.ygo.cards import constants as C
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
_GEN = [0]  # the card pool version, bumped by every change (add_cards, overlay_cards)
#: The one invalidation point: the clear functions of every table derived from the card pool
#: (this module's per-passcode tables, the duel's feature bits and name index, option labels,
#: hook sets...). A module that derives a table from card data registers its clear function with
#: :func:`on_pool_change`; :func:`pool_changed` bumps the version and runs them all.
_INVALIDATORS: list[Callable[[], None]] = []


def generation() -> int:
    """The card pool version: how many times the card table changed (a cache key part)."""
    return _GEN[0]


def on_pool_change(clear: Callable[[], None]) -> Callable[[], None]:
    """Register ``clear`` (drops a table derived from the card pool) to run at every pool
    change; returns it. Registering the same function twice runs it once."""
    if clear not in _INVALIDATORS:
        _INVALIDATORS.append(clear)
    return clear


def pool_changed() -> None:
    """The card pool changed (cards added, replaced or renamed, scripts re-registered): bump
    its version and clear every registered derived table."""
    _GEN[0] += 1
    for clear in _INVALIDATORS:
        clear()


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


#: ``window_table`` results by passcode, filled by ``rules.legality.legal_activations`` (a dict
#: subscript is cheaper than a call through ``functools.cache`` on its hot loop); cleared with
#: the other caches when cards change
WINDOW_TABLES: dict[int, tuple[tuple[Effect, int, int], ...]] = {}
#: ``trig_index`` results by passcode, filled by ``Duel.raise_event`` (same reason, same
#: clearing)
TRIG_INDEX: dict[int, dict[str, tuple[int, ...]]] = {}


@cache
def window_table(code: int) -> tuple[tuple[Effect, int, int], ...]:
    """``((effect, speed, where), ...)`` of the window effects of ``code``: ``where`` is the
    location mask it may ever be activated from (a superset of what
    ``rules.legality.why_cannot`` allows), for a pre-filter that skips the full check."""
    from cardtable.ygo.state import LOC_FZONE, LOC_HAND, LOC_MZONE, LOC_SZONE

    typ = _CARDS[code].type
    out = []
    for e, sp in speed_table(code)[1]:
        k = e.kind
        if k == "activate":
            if typ & C.MONSTER:
                m = LOC_HAND  # a Pendulum Monster activated from the hand
            else:
                m = LOC_SZONE | LOC_FZONE if typ & C.TRAP else LOC_HAND | LOC_SZONE | LOC_FZONE
        elif k == "ignition":
            m = LOC_MZONE
        elif k == "quick":
            m = e.where or LOC_MZONE
        elif k == "spell_effect":
            m = e.where or (LOC_SZONE | LOC_FZONE)
        else:
            m = 0xFFFF
        out.append((e, sp, m))
    return tuple(out)


@cache
def respond_where(code: int) -> int:
    """Where the spell speed >= 2 window effects of ``code`` may be activated from, as a location
    mask (hand/field only; a superset of what ``rules.legality.why_cannot`` allows). Three
    exclusive 16-bit fields: bits 0-15 in any window; bits 16-31 only in the controller's own
    turn (a Quick-Play Spell in the hand); bits 32-47 only in a window answering an event or a
    chain link (effects with an ``event``, e.g. Trap Hole). 0 = the card never responds."""
    from cardtable.ygo.state import LOC_ACT, LOC_FZONE, LOC_HAND, LOC_MZONE, LOC_SZONE

    typ = _CARDS[code].type
    free = own = evd = 0
    for e, sp in speed_table(code)[1]:
        if sp < 2:
            continue
        k = e.kind
        m = 0
        if k == "activate":
            if typ & C.MONSTER:
                m = LOC_HAND  # a Pendulum Monster activated from the hand
            else:
                m = LOC_SZONE | LOC_FZONE
                if typ & C.QUICKPLAY:
                    own |= LOC_HAND
                elif not typ & C.TRAP:
                    m |= LOC_HAND
        elif k == "quick":
            m = e.where or LOC_MZONE
        elif k == "spell_effect":
            m = e.where or (LOC_SZONE | LOC_FZONE)
        else:
            m = LOC_ACT
        if e.event:
            evd |= m
        else:
            free |= m
    free |= own & evd  # in both "own turn" and "evented" classes: count it as free
    free &= LOC_ACT
    own &= LOC_ACT & ~free
    evd &= LOC_ACT & ~free & ~own
    return free | own << 16 | evd << 32


@cache
def response_events(codes: frozenset[int]) -> frozenset[str]:
    """Events that some spell speed >= 2 window effect of ``codes`` answers (its ``event``)."""
    return frozenset(e.event for code in codes for e, sp in speed_table(code)[1]
                     if sp >= 2 and e.event)


@cache
def card_static(code: int) -> tuple[int, int, bool, int]:
    """Per-card static facts a duel indexes by instance (``DuelState.spd/r2/ha/nsk``)."""
    from cardtable.ygo.rules.main_phase import NO_NORMAL_SUMMON, tributes_needed

    ti = trig_index(code)
    ha = bool(aspects_of(code)) or "standby" in ti or "end_phase" in ti
    cd = _CARDS[code]
    if cd.type & C.MONSTER:
        nsk = -1 if cd.type & NO_NORMAL_SUMMON else tributes_needed(cd.level)
    else:
        nsk = -3 if cd.type & C.FIELD else -2
    return (speed_table(code)[0], respond_where(code), ha, nsk)


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
    pool_changed()


@contextmanager
def pool_scope() -> Iterator[None]:
    """Changes to the card pool inside the ``with`` block (added DIY or scenario cards,
    overlays, registered scripts) are undone at its end, and every derived table is cleared
    both times: tests install cards this way instead of monkeypatching :func:`add_cards`."""
    load_scripts()
    cards, custom, scripts = dict(_CARDS), dict(_custom), dict(scripted())
    try:
        yield
    finally:
        _CARDS.clear()
        _CARDS.update(cards)
        _custom.clear()
        _custom.update(custom)
        scripted().clear()
        scripted().update(scripts)
        pool_changed()


def overlay_cards(cards: list[CardData]) -> list[CardData]:
    """Replace the names and stats of cards the engine already knows (a user's ``cards.cdb``,
    :func:`cardtable.ygo.formats.cdb.load_cdb`); their script and kind must stay the same.
    Returns the entries replaced, so a caller can put them back."""
    from cardtable.core.errors import SetupError

    old: list[CardData] = []
    for cd in cards:
        was = _CARDS.get(cd.code)
        if was is None or was.type != cd.type or was.script != cd.script:
            raise SetupError(f"card {cd.code}: only a known card of the same type can be overlaid")
        old.append(was)
    for cd in cards:
        _CARDS[cd.code] = cd
    pool_changed()
    return old


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
    """Continuous aspects the card applies while face-up and active. A Pendulum card's aspects
    are bound to their zone: Pendulum Effects (``where`` has ``LOC_PZONE``) apply only in the
    Pendulum Zone, its monster effects only outside it (``rules.pendulum.zone_aspect``)."""
    cd = _CARDS.get(code)
    if cd is not None and cd.type & C.PENDULUM:
        from cardtable.ygo.rules.pendulum import zone_aspect
        from cardtable.ygo.state import LOC_PZONE

        return tuple(zone_aspect(a, bool(e.where & LOC_PZONE)) for e in effects_of(code)
                     for a in e.aspects)
    return tuple(a for e in effects_of(code) for a in e.aspects)


@cache
def card_act(code: int) -> Effect | None:
    """The effect activating the card itself (a Spell/Trap activation), if any."""
    for e in effects_of(code):
        if e.kind == "activate":
            return e
    return None


for _table in (effects_of, trig_index, any_trig, window_effs, aspects_of, card_act, speed_table,
               respond_where, card_static, window_table, response_events):
    on_pool_change(_table.cache_clear)
on_pool_change(WINDOW_TABLES.clear)
on_pool_change(TRIG_INDEX.clear)
