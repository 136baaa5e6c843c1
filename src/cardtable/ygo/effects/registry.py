"""Loading the built-in card scripts, and the default pool's card data for code without a duel.

The cards, their effects and every table derived from them live on a
:class:`~cardtable.ygo.effects.pool.CardPool` (``effects/pool.py``); a duel reads them through its
own pool (``g.pool``). This module imports the script modules once (:func:`load_scripts`), and
keeps two readers of the *default* pool (:func:`~cardtable.ygo.effects.pool.default_pool`),
:func:`card` and :func:`trig_index`, **deprecated for duel-time use**: a duel created with a DIY
or ``cards.cdb`` pool holds cards the default pool states differently, so conditions, costs,
targets, operations and hooks read the duel's pool (``g.cd(c)``, ``g.pool.cards[code]``,
``g.pool.trig_index(code)``), and import-time tables read ``carddata.builtin_cards()``.
``tests/test_pool_reads.py`` refuses them inside any function taking the duel ``g``.
"""

from __future__ import annotations

import importlib
import pkgutil
from functools import cache

from cardtable.ygo.cards.carddata import CardData, builtin_cards
from cardtable.ygo.effects.api import Effect, scripted

_loaded = [False]  # every script module imported (the built-in pool can be built)


@cache
def load_scripts() -> dict[int | str, tuple[Effect, ...]]:
    """Import every module of ``cardtable.ygo.cards.scripts`` once, sorted by module name (each
    registers its cards' effects and hooks at import, in that order); returns the registered
    effects (code or script id -> effects), which the built-in pool copies."""
    import cardtable.ygo.cards.scripts as pkg

    for info in sorted(pkgutil.iter_modules(pkg.__path__), key=lambda i: i.name):
        importlib.import_module(f"{pkg.__name__}.{info.name}")
    _loaded[0] = True
    return scripted()


def card(code: int) -> CardData:
    """Static data of card ``code`` in the default pool (KeyError names the passcode).
    Deprecated inside a duel (the lint ``tests/test_pool_reads.py`` refuses it there): read
    ``g.cd(c)`` or ``g.pool.cards[code]``, the duel's pool may differ."""
    if not _loaded[0]:  # a script module reading a built-in card while the scripts load
        return builtin_cards()[code]
    from cardtable.ygo.effects.pool import default_pool

    return default_pool().cards[code]


def trig_index(code: int) -> dict[str, tuple[int, ...]]:
    """Trigger/flip effects of ``code`` about its own events, by event name, in the default
    pool. Deprecated inside a duel (refused there by ``tests/test_pool_reads.py``): read
    ``g.pool.trig_index(code)``."""
    from cardtable.ygo.effects.pool import default_pool

    return default_pool().trig_index(code)
