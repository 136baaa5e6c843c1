"""Finding a game by id: import only what that game needs.

A surface asking for ``ygo`` imports ``cardtable.ygo.table`` (or ``cardtable.ygo.game`` for a
game without a table module; and the modules named by
``$CARDTABLE_GAME_MODULES``), not every game, so one game's trouble never blocks another.
"""

from __future__ import annotations

import importlib
import os

from cardtable.core.registry import GameSpec, known_games, spec_for

#: Environment variable naming extra modules (comma-separated) that register games.
GAME_MODULES_ENV = "CARDTABLE_GAME_MODULES"


def extra_game_modules() -> tuple[str, ...]:
    """Modules named by ``$CARDTABLE_GAME_MODULES`` (plug-in games, test games)."""
    raw = os.environ.get(GAME_MODULES_ENV, "")
    return tuple(m.strip() for m in raw.split(",") if m.strip())


def import_modules(modules: tuple[str, ...]) -> None:
    """Import each module (each registers its games when imported)."""
    for mod in modules:
        importlib.import_module(mod)


def _import_if_present(module: str) -> None:
    try:
        importlib.import_module(module)
    except ModuleNotFoundError as exc:
        if exc.name is None or not module.startswith(exc.name):
            raise


def ensure_game(game_id: str) -> GameSpec:
    """The spec of ``game_id``, importing ``cardtable.<id>.game`` and the extra modules first
    when needed. Raises :class:`~cardtable.core.errors.SetupError` for an unknown id; errors
    inside a game's own modules propagate."""
    if game_id not in known_games():
        import_modules(extra_game_modules())
    if game_id not in known_games() and game_id.isidentifier():
        # a game's table module registers the game with its table (cardtable.games)
        _import_if_present(f"cardtable.{game_id}.table")
    if game_id not in known_games() and game_id.isidentifier():
        _import_if_present(f"cardtable.{game_id}.game")
    if game_id not in known_games():
        all_games()  # so the error lists every game that can be loaded, not just those loaded
    return spec_for(game_id)


def all_games() -> list[str]:
    """Every game id that can be loaded (importing them all; broken ones are skipped)."""
    from cardtable.games import GAME_MODULES

    for mod in (*GAME_MODULES, *extra_game_modules()):
        try:
            _import_if_present(mod)
        except Exception:  # a broken game must not hide the others from the list
            continue
    return known_games()
