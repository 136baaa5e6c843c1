"""The card pool: every card a duel may hold, their effects, and every table derived from them.

A :class:`CardPool` is built once and never changes: the built-in cards and the effects their
script modules registered (:meth:`CardPool.builtin`, built lazily once per process), then, each
making a *new* pool with a new :attr:`~CardPool.version`, custom cards (DIY folders, scenario
``cards:``, house rules: :meth:`~CardPool.with_cards`), Python effects of DIY cards
(:meth:`~CardPool.with_scripts`) and ``cards.cdb`` overlays renaming known cards
(:meth:`~CardPool.with_overlay`). A duel receives its pool when it is created
(``DuelState.pool``, shared by its clones) and reads every card through it; two duels of one
process may use two pools.

Every table derived from the cards lives on the pool that it was derived from, so it can never go
stale and never leaks into another pool: the per-passcode effect tables below (bound
``functools.cache`` wrappers: a hit costs what a module-level cache costs), the window and
trigger indexes (:attr:`~CardPool.window_tables`, :attr:`~CardPool.trig_tables`), the hook sets,
and what other modules derive (the duel's feature bits, option labels, the name index...) through
:meth:`~CardPool.derive`.

:func:`default_pool` is the pool a duel gets when its creator names none: the built-in pool
unless the surface that owns the process (the CLI's ``--diy``/``--cdb``, the server's DIY folder)
swapped in another one with :func:`set_default_pool`. Swapping never touches a running duel: it
keeps the pool it was created with.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Hashable, Iterable, Mapping
from dataclasses import replace
from functools import cache, partial
from typing import TYPE_CHECKING, Any, TypeVar

from cardtable.core.errors import SetupError
from cardtable.core.text import Text
from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.carddata import CardData, builtin_cards
from cardtable.ygo.effects.api import Aspect, Effect

if TYPE_CHECKING:
    from cardtable.ygo.effects.hooks import HookSet

T = TypeVar("T")

_VERSIONS = itertools.count(1)  # pool versions: unique per process, in build order


class CardPool:
    """An immutable, versioned card pool (see the module docstring). Never mutate
    :attr:`cards` or :attr:`scripts`: derive a new pool with the ``with_*`` builders."""

    __slots__ = (
        "_derived",
        "any_trig",
        "aspects_of",
        "card_act",
        "card_static",
        "cards",
        "custom",
        "effects_of",
        "hooks_for", "labels",
        "recipe",
        "respond_where",
        "response_events",
        "scripts",
        "speed_table",
        "trig_index",
        "trig_tables",
        "version",
        "window_effs",
        "window_table",
        "window_tables",
    )  # fmt: skip

    version: int
    cards: dict[int, CardData]
    scripts: dict[int | str, tuple[Effect, ...]]
    custom: frozenset[int]
    recipe: tuple[Any, ...]
    window_tables: dict[int, tuple[tuple[Effect, int, int], ...]]
    trig_tables: dict[int, dict[str, tuple[int, ...]]]
    labels: dict[tuple[Any, ...], Text]
    _derived: dict[tuple[str, Hashable], Any]
    effects_of: Callable[[int], tuple[Effect, ...]]
    trig_index: Callable[[int], dict[str, tuple[int, ...]]]
    any_trig: Callable[[int], dict[str, tuple[int, ...]]]
    window_effs: Callable[[int], tuple[Effect, ...]]
    aspects_of: Callable[[int], tuple[Aspect, ...]]
    card_act: Callable[[int], Effect | None]
    speed_table: Callable[[int], tuple[int, tuple[tuple[Effect, int], ...]]]
    window_table: Callable[[int], tuple[tuple[Effect, int, int], ...]]
    respond_where: Callable[[int], int]
    response_events: Callable[[frozenset[int]], frozenset[str]]
    card_static: Callable[[int], tuple[int, int, bool, int]]
    hooks_for: Callable[[frozenset[int]], HookSet]

    def __init__(self, cards: dict[int, CardData], scripts: dict[int | str, tuple[Effect, ...]],
                 custom: frozenset[int] = frozenset(), recipe: tuple[Any, ...] = ()) -> None:
        self.version = next(_VERSIONS)
        self.cards = cards
        self.scripts = scripts
        self.custom = custom
        self.recipe = recipe
        #: ``window_table`` results by passcode, filled by ``rules.legality.legal_activations``
        #: (a dict subscript is cheaper than a cached call on its hot loop)
        self.window_tables = {}
        #: ``trig_index`` results by passcode, filled by ``Duel.raise_event`` (same reason)
        self.trig_tables = {}
        #: option labels by (action, passcode, ...), filled by ``ygo/labels.py``
        self.labels = {}
        self._derived = {}
        for name, fn in _TABLES.items():
            setattr(self, name, cache(partial(fn, self)))

    # --- building ------------------------------------------------------------------------
    @staticmethod
    def builtin() -> CardPool:
        """The built-in pool: every card of ``cards/pool/`` and the effects the script modules
        of ``cards/scripts/`` register (imported here, sorted by module name). Built once."""
        return _builtin()

    def with_cards(self, cards: Iterable[CardData],
                   scripts: Mapping[int | str, tuple[Effect, ...]] | None = None) -> CardPool:
        """A new pool with custom cards added (DIY, scenario or house-rules cards) and, for
        them, effects given in Python (``scripts``: passcode -> effects, indexed here). A
        passcode of a built-in card is refused; one this pool already has as a custom card is
        replaced. Returns ``self`` when nothing would change."""
        cards = list(cards)
        new = dict(self.cards)
        for cd in cards:
            old = new.get(cd.code)
            if old is not None and old != cd and cd.code not in self.custom:
                raise SetupError(f"custom card {cd.code} clashes with built-in {old.name.en}")
            new[cd.code] = cd
        effs = {k: tuple(replace(e, index=i) for i, e in enumerate(v))
                for k, v in (scripts or {}).items()}
        if new == self.cards and all(self.scripts.get(k) == v for k, v in effs.items()):
            return self
        return CardPool(new, {**self.scripts, **effs}, self.custom | {cd.code for cd in cards},
                        (self, "cards", tuple(cards), tuple(effs.items())))

    def with_scripts(self, scripts: Mapping[int | str, tuple[Effect, ...]]) -> CardPool:
        """A new pool where passcodes or script ids get these effects (a DIY card's Python
        hook), replacing what they had."""
        return self.with_cards((), scripts)

    def with_overlay(self, cards: Iterable[CardData]) -> CardPool:
        """A new pool where known cards get new names and stats (a user's ``cards.cdb``,
        :func:`cardtable.ygo.formats.cdb.load_cdb`); their kind and script must stay the
        same (a :class:`SetupError` names the first card that does not)."""
        cards = list(cards)
        for cd in cards:
            was = self.cards.get(cd.code)
            if was is None or was.type != cd.type or was.script != cd.script:
                raise SetupError(f"card {cd.code}: only a known card of the same type can be "
                                 "overlaid")
        if all(self.cards[cd.code] == cd for cd in cards):
            return self
        return CardPool({**self.cards, **{cd.code: cd for cd in cards}}, self.scripts,
                        self.custom, (self, "overlay", tuple(cards)))

    # --- reading -------------------------------------------------------------------------
    def card(self, code: int) -> CardData:
        """Static data of card ``code`` (KeyError names the passcode)."""
        return self.cards[code]

    def derive(self, name: str, key: Hashable, build: Callable[[], T]) -> T:
        """A table derived from this pool by another module (``name`` says which, ``key`` for
        what): built by ``build()`` on first use, then kept with the pool."""
        k = (name, key)
        try:
            return self._derived[k]  # type: ignore[no-any-return]
        except KeyError:
            v = self._derived[k] = build()
            return v

    def __repr__(self) -> str:
        return f"<CardPool v{self.version}: {len(self.cards)} cards, {len(self.custom)} custom>"

    # an immutable value: copies share it; a pickle names how it was built
    def __copy__(self) -> CardPool:
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> CardPool:
        return self

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickle the recipe: the built-in pool by name, a derived one as its base plus the
        cards (and Python effects) added or overlaid."""
        if not self.recipe:
            return (_builtin, ())
        return (_rebuild, self.recipe)


def _rebuild(base: CardPool, how: str, cards: tuple[CardData, ...],
             scripts: tuple[tuple[int | str, tuple[Effect, ...]], ...] = ()) -> CardPool:
    if how == "overlay":
        return base.with_overlay(cards)
    return base.with_cards(cards, dict(scripts))


@cache
def _builtin() -> CardPool:
    from cardtable.ygo.effects.registry import load_scripts

    return CardPool(dict(builtin_cards()), dict(load_scripts()))


_default: list[CardPool] = []


def default_pool() -> CardPool:
    """The pool of a duel whose creator names none: the built-in pool unless
    :func:`set_default_pool` chose another."""
    return _default[0] if _default else _builtin()


def set_default_pool(pool: CardPool | None) -> None:
    """Make ``pool`` the default of new duels (``None``: the built-in pool again). Only a
    surface that owns the process calls this (the CLI's ``--diy``/``--cdb``, the server's DIY
    folder); duels already created keep their own pool."""
    _default[:] = [pool] if pool is not None else []


# ------------------------------------------------------------------------------------------------
# the per-passcode tables every pool derives (bound to the pool and cached in __init__)


def _effects_of(pool: CardPool, code: int) -> tuple[Effect, ...]:
    """The effects of card ``code``: its script if one is registered, else its YAML
    templates."""
    scripts = pool.scripts
    s = scripts.get(code)
    if s is not None:
        return s
    cd = pool.cards.get(code)
    if cd is not None and cd.script and cd.script in scripts:
        return scripts[cd.script]
    if cd is None or not cd.effects:
        return ()
    from cardtable.ygo.effects.templates import compile_templates

    return compile_templates(cd)


def _trig_index(pool: CardPool, code: int) -> dict[str, tuple[int, ...]]:
    """Trigger/flip effects of ``code`` about its own events, by event name."""
    out: dict[str, list[int]] = {}
    for e in pool.effects_of(code):
        if e.kind in ("trigger", "flip") and e.scope == "self":
            out.setdefault("flipped" if e.kind == "flip" and not e.event else e.event, []).append(
                e.index
            )
    return {k: tuple(v) for k, v in out.items()}


def _any_trig(pool: CardPool, code: int) -> dict[str, tuple[int, ...]]:
    """Trigger effects of ``code`` (on the field) about any card's events, by event name."""
    out: dict[str, list[int]] = {}
    for e in pool.effects_of(code):
        if e.kind == "trigger" and e.scope == "any":
            out.setdefault(e.event, []).append(e.index)
    return {k: tuple(v) for k, v in out.items()}


def _window_effs(pool: CardPool, code: int) -> tuple[Effect, ...]:
    """Effects a player may choose to activate in a window or a main-phase menu."""
    return tuple(e for e in pool.effects_of(code)
                 if e.kind in ("activate", "quick", "ignition", "spell_effect"))


def _aspects_of(pool: CardPool, code: int) -> tuple[Aspect, ...]:
    """Continuous aspects the card applies while face-up and active. A Pendulum card's aspects
    are bound to their zone: Pendulum Effects (``where`` has ``LOC_PZONE``) apply only in the
    Pendulum Zone, its monster effects only outside it (``rules.pendulum.zone_aspect``)."""
    cd = pool.cards.get(code)
    if cd is not None and cd.type & C.PENDULUM:
        from cardtable.ygo.rules.pendulum import zone_aspect
        from cardtable.ygo.state import LOC_PZONE

        return tuple(zone_aspect(a, bool(e.where & LOC_PZONE)) for e in pool.effects_of(code)
                     for a in e.aspects)
    return tuple(a for e in pool.effects_of(code) for a in e.aspects)


def _card_act(pool: CardPool, code: int) -> Effect | None:
    """The effect activating the card itself (a Spell/Trap activation), if any."""
    for e in pool.effects_of(code):
        if e.kind == "activate":
            return e
    return None


def _speed_table(pool: CardPool, code: int) -> tuple[int, tuple[tuple[Effect, int], ...]]:
    """``(max speed, ((effect, speed), ...))`` of the window effects of ``code``."""
    from cardtable.ygo.rules.legality import speed_of

    cd = pool.cards[code]
    pairs = tuple((e, speed_of(cd, e)) for e in pool.window_effs(code))
    return (max((sp for _, sp in pairs), default=0), pairs)


def _window_table(pool: CardPool, code: int) -> tuple[tuple[Effect, int, int], ...]:
    """``((effect, speed, where), ...)`` of the window effects of ``code``: ``where`` is the
    location mask it may ever be activated from (a superset of what
    ``rules.legality.why_cannot`` allows), for a pre-filter that skips the full check."""
    from cardtable.ygo.state import LOC_FZONE, LOC_HAND, LOC_MZONE, LOC_SZONE

    typ = pool.cards[code].type
    out = []
    for e, sp in pool.speed_table(code)[1]:
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


def _respond_where(pool: CardPool, code: int) -> int:
    """Where the spell speed >= 2 window effects of ``code`` may be activated from, as a location
    mask (hand/field only; a superset of what ``rules.legality.why_cannot`` allows). Three
    exclusive 16-bit fields: bits 0-15 in any window; bits 16-31 only in the controller's own
    turn (a Quick-Play Spell in the hand); bits 32-47 only in a window answering an event or a
    chain link (effects with an ``event``, e.g. Trap Hole). 0 = the card never responds."""
    from cardtable.ygo.state import LOC_ACT, LOC_FZONE, LOC_HAND, LOC_MZONE, LOC_SZONE

    typ = pool.cards[code].type
    free = own = evd = 0
    for e, sp in pool.speed_table(code)[1]:
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


def _response_events(pool: CardPool, codes: frozenset[int]) -> frozenset[str]:
    """Events that some spell speed >= 2 window effect of ``codes`` answers (its ``event``)."""
    return frozenset(e.event for code in codes for e, sp in pool.speed_table(code)[1]
                     if sp >= 2 and e.event)


def _card_static(pool: CardPool, code: int) -> tuple[int, int, bool, int]:
    """Per-card static facts a duel indexes by instance (``DuelState.spd/r2/ha/nsk``)."""
    from cardtable.ygo.rules.main_phase import NO_NORMAL_SUMMON, tributes_needed

    ti = pool.trig_index(code)
    ha = bool(pool.aspects_of(code)) or "standby" in ti or "end_phase" in ti
    cd = pool.cards[code]
    if cd.type & C.MONSTER:
        nsk = -1 if cd.type & NO_NORMAL_SUMMON else tributes_needed(cd.level)
    else:
        nsk = -3 if cd.type & C.FIELD else -2
    return (pool.speed_table(code)[0], pool.respond_where(code), ha, nsk)


def _hooks_for(pool: CardPool, codes: frozenset[int]) -> HookSet:
    """The hooks active in a duel holding ``codes`` (``effects/hooks.py``)."""
    from cardtable.ygo.effects.hooks import hook_set

    return hook_set(codes)


_TABLES: dict[str, Callable[..., Any]] = {
    "effects_of": _effects_of, "trig_index": _trig_index, "any_trig": _any_trig,
    "window_effs": _window_effs, "aspects_of": _aspects_of, "card_act": _card_act,
    "speed_table": _speed_table, "window_table": _window_table,
    "respond_where": _respond_where, "response_events": _response_events,
    "card_static": _card_static, "hooks_for": _hooks_for,
}
