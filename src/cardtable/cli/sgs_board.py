"""The Sanguosha table: draws a seat's view of a game with rich.

Until the engine's view schema settles, unknown views fall back to the generic renderer.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rich.console import Console

from cardtable.cli.render import render_generic


def render_sgs(view: Mapping[str, Any], seat: int, lang: str, console: Console) -> None:
    """Draw ``view`` (the engine's ``view(seat)``) for ``seat`` in ``lang``."""
    render_generic(view, seat, lang, console)
