"""Helpers shared by the command modules: loading games, consoles, clean failures."""

from __future__ import annotations

import json
from typing import Any, NoReturn

import typer
from rich.console import Console
from rich.markup import escape

from cardtable.cli.i18n import t
from cardtable.cli.optional import quiet_stdout
from cardtable.core.errors import SetupError
from cardtable.core.game import Game
from cardtable.core.registry import GameSpec
from cardtable.sim.loading import ensure_game


class _Console(Console):
    """A rich console whose reader may stop early: ``cardtable replay x | head`` ends quietly
    with exit code 0 (rich's default exits 1), as a closed pipe is the reader's choice."""

    def on_broken_pipe(self) -> None:
        """Silence the console and end the command with exit code 0."""
        self.quiet = True
        quiet_stdout()
        raise typer.Exit(0)


def out() -> Console:
    """A console on standard output (bound at call time, so test runners capture it)."""
    return _Console(highlight=False, soft_wrap=True)


def err() -> Console:
    """A console on standard error (progress bars and error messages)."""
    return Console(stderr=True, highlight=False, soft_wrap=True)


def fail(message: str, code: int = 1) -> NoReturn:
    """Print ``message`` on standard error and exit with ``code``."""
    err().print(f"[bold red]{t('error')}:[/] {escape(message)}", markup=True)
    raise typer.Exit(code)


def load_spec(game_id: str) -> GameSpec:
    """Import ``game_id``'s package (and ``$CARDTABLE_GAME_MODULES``) and return its spec, or
    exit 2 with a message saying which games exist or why the game did not load."""
    try:
        return ensure_game(game_id)
    except SetupError as exc:
        fail(t("unknown_game", game=game_id, err=exc), 2)
    except Exception as exc:  # a game package that fails to import: say so, no traceback
        fail(t("unknown_game", game=game_id, err=f"{type(exc).__name__}: {exc}"), 2)


def new_game(game_id: str, setup: dict[str, Any], seed: int) -> Game:
    """A new game, or exit 2 with the setup error."""
    spec = load_spec(game_id)
    try:
        return spec.new(setup, seed)
    except SetupError as exc:
        fail(t("setup_error", err=exc), 2)


def parse_setup(raw: str | None) -> dict[str, Any]:
    """Parse ``--setup`` JSON into a mapping (exit 2 when it is not one)."""
    if not raw:
        return {}
    try:
        data = json.loads(raw)
    except json.JSONDecodeError as exc:
        fail(t("bad_setup_json", err=exc), 2)
    if not isinstance(data, dict):
        fail(t("bad_setup_json", err=type(data).__name__), 2)
    return data


def parse_bots(raw: str) -> list[str]:
    """Split ``--bots a,b`` into names (exit 2 when empty)."""
    names = [b.strip() for b in raw.split(",") if b.strip()]
    if not names:
        fail(t("bad_bots"), 2)
    return names
