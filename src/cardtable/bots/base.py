"""The bot protocol and the registry of bots by name.

A bot answers a decision with an option index; it sees the game only through the kernel
contracts (:meth:`~cardtable.core.game.Game.view`, :meth:`~cardtable.core.game.Game.pending`,
``clone``/``determinize`` for search) and keeps its own seeded RNG, never the game's.

Bots are made by name with a seed::

    >>> from cardtable.bots.base import make_bot
    >>> make_bot("random", seed=1).name
    'random'

``random`` is built in. ``ygo-heuristic``, ``sgs-heuristic`` and ``ismcts`` live in modules of
their own that are imported only when asked for; such a module calls :func:`register_bot` when
imported, or defines ``make_bot(seed: int) -> Bot``, or has a bot class whose ``name``
attribute is the bot's name (made with ``cls(seed)``).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Protocol, runtime_checkable

from cardtable.core.decision import Decision
from cardtable.core.errors import CardtableError
from cardtable.core.game import Game


@runtime_checkable
class Bot(Protocol):
    """Anything that picks an option index for a decision of a game."""

    def choose(self, game: Game, decision: Decision) -> int:
        """The index of the chosen option of ``decision`` (the game's pending decision)."""
        ...


BotFactory = Callable[[int], Bot]
"""Makes a bot from a seed."""


class BotError(CardtableError):
    """A bot name is unknown, or its module is missing or broken."""


_FACTORIES: dict[str, BotFactory] = {}

#: Bots whose code lives in a module of its own, imported on first use.
LAZY_BOTS: dict[str, str] = {
    "ygo-heuristic": "cardtable.bots.ygo_heuristic",
    "sgs-heuristic": "cardtable.bots.sgs_heuristic",
    "ismcts": "cardtable.bots.ismcts",
    "ppo": "cardtable.bots.ppo",  # masked-PPO policies shipped as .npz (numpy inference)
    # The ISMCTS budget variants (``cardtable.bots.ismcts.VARIANTS``), so that a fresh process
    # (``cardtable sim --bots ismcts-h``) resolves them without importing the module first.
    "ismcts-fast": "cardtable.bots.ismcts",
    "ismcts-50": "cardtable.bots.ismcts",
    "ismcts-100": "cardtable.bots.ismcts",
    "ismcts-400": "cardtable.bots.ismcts",
    "ismcts-1s": "cardtable.bots.ismcts",
    "ismcts-h": "cardtable.bots.ismcts",
    "ismcts-h100": "cardtable.bots.ismcts",
    "ismcts-pi": "cardtable.bots.ismcts",
    "ismcts-pi2": "cardtable.bots.ismcts",
    "ismcts-pi3": "cardtable.bots.ismcts",
    "ismcts-pi4": "cardtable.bots.ismcts",
}


def register_bot(name: str, factory: BotFactory) -> None:
    """Register (or replace) the factory of bot ``name``."""
    _FACTORIES[name] = factory


def bot_names() -> list[str]:
    """Every bot name that can be asked for (built-in, registered and lazy)."""
    _ensure_builtin()
    return sorted(set(_FACTORIES) | set(LAZY_BOTS))


def bot_name(bot: Bot) -> str:
    """A bot's ``name`` attribute, or its class name."""
    name = getattr(bot, "name", None)
    return name if isinstance(name, str) else type(bot).__name__


def make_bot(name: str, seed: int = 0) -> Bot:
    """A new bot ``name`` seeded with ``seed``; :class:`BotError` says what is wrong."""
    _ensure_builtin()
    if name not in _FACTORIES and name in LAZY_BOTS:
        _load_lazy(name)
    try:
        factory = _FACTORIES[name]
    except KeyError:
        raise BotError(f"unknown bot {name!r} (known: {', '.join(bot_names())})") from None
    return factory(seed)


def _ensure_builtin() -> None:
    if "random" not in _FACTORIES:
        from cardtable.bots.random_bot import RandomBot

        _FACTORIES["random"] = RandomBot


def _load_lazy(name: str) -> None:
    module_name = LAZY_BOTS[name]
    try:
        module = importlib.import_module(module_name)
    except ModuleNotFoundError as exc:
        if exc.name is not None and module_name.startswith(exc.name):
            raise BotError(
                f"bot {name!r} is not available: its module {module_name} is not installed "
                "(not written yet?); try --bots random"
            ) from None
        raise BotError(f"bot {name!r} failed to load: {type(exc).__name__}: {exc}") from exc
    except Exception as exc:  # a broken bot module must not take the surface down
        raise BotError(f"bot {name!r} failed to load: {type(exc).__name__}: {exc}") from exc
    if name in _FACTORIES:
        return
    factory = getattr(module, "make_bot", None)
    if not callable(factory):
        factory = _bot_class(module, name)
    if factory is None:
        raise BotError(
            f"bot {name!r}: module {module_name} neither registers it, defines make_bot(seed), "
            f"nor has a bot class named {name!r}"
        )
    _FACTORIES[name] = factory


def _bot_class(module: object, name: str) -> BotFactory | None:
    """A class of ``module`` whose ``name`` attribute is ``name`` and that has ``choose``; it
    is made with ``cls(seed)``."""
    for value in vars(module).values():
        if (
            isinstance(value, type)
            and getattr(value, "name", None) == name
            and callable(getattr(value, "choose", None))
        ):
            return _class_factory(value)
    return None


def _class_factory(cls: type) -> BotFactory:
    def make(seed: int) -> Bot:
        bot: Bot = cls(seed)
        return bot

    return make
