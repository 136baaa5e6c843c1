"""Optional packages: which extra installs each, and the one-line message when one is missing.

Every command that reaches an optional package (numpy for ``bench rl`` and the RL surfaces, Ray
for ``--backend ray``, psycopg for ``serve --db-url postgresql://``, the server extra for
``serve``...) fails with one line naming the package and the install command, exit code 2;
:class:`CardtableGroup` applies it to the whole command line, so no command shows a traceback
for a missing optional package.
"""

from __future__ import annotations

import errno
import os
import sys
from typing import Any

import typer
from typer.core import TyperGroup

from cardtable.cli.i18n import t

#: Top-level module -> the extra of pyproject.toml that installs it.
EXTRAS: dict[str, str] = {
    "numpy": "rl",
    "gymnasium": "rl",
    "pettingzoo": "rl",
    "matplotlib": "plot",
    "pyspiel": "openspiel",
    "open_spiel": "openspiel",
    "ray": "ray",
    "psycopg": "postgres",
    "psycopg_binary": "postgres",
    "starlette": "server",
    "uvicorn": "server",
    "websockets": "server",
    "httpx": "server",
    "argon2": "server",
    "redis": "cluster",
}


def extra_for(module: str | None) -> str | None:
    """The extra that installs ``module`` (``numpy.linalg`` -> ``rl``), or None."""
    if not module:
        return None
    return EXTRAS.get(module.partition(".")[0])


def missing_message(module: str, extra: str) -> str:
    """One line: what is missing and the command that installs it (both languages' source)."""
    return t("missing_package", package=module.partition(".")[0], extra=extra)


def exit_missing(exc: ImportError) -> None:
    """Print the one-line message and exit 2 when ``exc`` is a missing optional package;
    return (so the caller re-raises) when it is anything else."""
    extra = extra_for(exc.name)
    if extra is None or exc.name is None:
        return
    typer.echo(missing_message(exc.name, extra), err=True)
    raise typer.Exit(2)


class CardtableGroup(TyperGroup):
    """The command group of ``cardtable``: a missing optional package is one line and exit 2; a
    closed standard output (``cardtable replay x | head``) ends the command quietly, exit 0."""

    def invoke(self, ctx: Any) -> Any:
        """Run the command; handle missing optional packages and broken pipes."""
        try:
            return super().invoke(ctx)
        except ImportError as exc:
            exit_missing(exc)
            raise
        except OSError as exc:
            if exc.errno != errno.EPIPE:
                raise
            quiet_stdout()
            raise typer.Exit(0) from None


def quiet_stdout() -> None:
    """Point standard output at /dev/null so the interpreter's final flush cannot fail again."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):  # not a real file (a test runner's buffer): nothing to do
        pass
