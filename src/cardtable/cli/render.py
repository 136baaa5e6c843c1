"""Generic rendering of views, events, decisions and results, for any game.

Game-specific boards (:mod:`cardtable.cli.ygo_board`, :mod:`cardtable.cli.sgs_board`) draw
nicer tables; this module is the fallback that works for every game, toy ones included.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from rich.console import Console
from rich.markup import escape
from rich.table import Table
from rich.tree import Tree

from cardtable.cli.i18n import t, text_of
from cardtable.core.decision import Decision
from cardtable.core.game import Result

Renderer = Callable[[Mapping[str, Any], int, str, Console], None]
"""Draws ``view`` as seen by ``seat`` in language ``lang`` on a console."""


def is_text(value: object) -> bool:
    """True for a ``{"zh": ..., "en": ...}`` mapping (a serialised Text)."""
    return isinstance(value, Mapping) and set(value) == {"zh", "en"}


def plain(value: Any, lang: str) -> Any:
    """``value`` with every serialised Text replaced by its string in ``lang``."""
    if is_text(value):
        return text_of(dict(value), lang)
    if isinstance(value, Mapping):
        return {k: plain(v, lang) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [plain(v, lang) for v in value]
    return value


def render_generic(view: Mapping[str, Any], seat: int, lang: str, console: Console) -> None:
    """Draw any view as a tree of its keys (nested mappings as branches)."""
    tree = Tree(t("board_head", seat=seat))
    _branch(tree, plain(view, lang))
    console.print(tree)


def _branch(tree: Tree, value: Any) -> None:
    if isinstance(value, Mapping):
        for k, v in value.items():
            if isinstance(v, Mapping) and v:
                _branch(tree.add(f"[bold]{k}[/]"), v)
            else:
                tree.add(_kv(k, v))
    else:
        tree.add(escape(repr(value)))


def _kv(key: object, value: object) -> str:
    shown = value if isinstance(value, str) else repr(value)
    return f"[bold]{escape(str(key))}[/]: {escape(shown)}"


def event_line(event: Mapping[str, Any], lang: str) -> str:
    """One event as a line: its ``text`` if it carries one, else ``kind key=value …``."""
    if "text" in event and (is_text(event["text"]) or isinstance(event["text"], str)):
        return text_of(event["text"], lang)
    rest = " ".join(f"{k}={plain(v, lang)}" for k, v in event.items() if k != "kind")
    return f"{event.get('kind', '?')} {rest}".strip()


def print_events(events: list[dict[str, Any]], lang: str, console: Console, start: int = 0) -> None:
    """Numbered event lines (numbering from ``start``)."""
    for n, ev in enumerate(events, start):
        console.print(f"  {n:>4}  {event_line(ev, lang)}", markup=False)


def decision_table(dec: Decision, lang: str) -> Table:
    """The decision's options numbered from 1 (print the prompt above it)."""
    table = Table(show_header=False, box=None, padding=(0, 1))
    table.add_column("#", justify="right", style="bold cyan")
    table.add_column("option")
    for n, opt in enumerate(dec.options, 1):
        table.add_row(str(n), opt.label.get(lang))
    return table


def result_line(res: Result, lang: str) -> str:
    """``winner: seat 0 (reason: lp_zero)`` or ``draw``, in ``lang``."""
    who = t("winners", seats=", ".join(map(str, res.winners))) if res.winners else t("draw")
    return f"{who} — {t('reason', reason=res.reason)}"
