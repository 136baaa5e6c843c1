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

from cardtable.cli.i18n import reason_text, t, text_of
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
    console.print(tree, soft_wrap=False)


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
    """One event as a line: ``kind key=value … — text`` with every zh/en text in ``lang``.

    A ``text`` field (one text or a list of texts, e.g. card names or the rule applied) goes
    last; ``cards`` ids are left out when a ``text`` names them; a ``card`` with a ``name`` shows
    as ``#card name``.

    >>> event_line({"kind": "draw", "seat": 1}, "en")
    'draw seat=1'
    >>> event_line({"kind": "use", "cards": [3], "text": [{"zh": "杀", "en": "Slash"}]}, "zh")
    'use — 杀'
    >>> event_line({"kind": "summon", "card": 12, "code": 46986414, "name": "Dark Magician"}, "en")
    'summon #12 Dark Magician'
    >>> event_line({"kind": "rule", "rule": "x", "zh": "错过时点", "en": "missed the timing"}, "zh")
    'rule rule=x — 错过时点'
    """
    text = event.get("text")
    if text is None and isinstance(event.get("en"), str) and isinstance(event.get("zh"), str):
        text = {"zh": event["zh"], "en": event["en"]}  # a message in both languages
        event = {k: v for k, v in event.items() if k not in ("zh", "en")}
    named = "name" in event and "card" in event
    rest = []
    for k, v in event.items():
        if k in ("kind", "text") or (k == "cards" and text is not None):
            continue
        if named and k in ("code", "name", "name_zh"):
            continue  # shown with the card: "#12 Dark Magician"
        if named and k == "card":
            rest.append(_short(plain(_card_ref(event, lang), lang)))
            continue
        rest.append(f"{k}={_short(plain(v, lang))}")
    line = " ".join([str(event.get("kind", "?")), *rest])
    if text is not None:
        shown = plain(text, lang)
        line += " — " + (", ".join(map(str, shown)) if isinstance(shown, list) else str(shown))
    return line


def _card_ref(event: Mapping[str, Any], lang: str) -> dict[str, Any]:
    name = event.get("name_zh") if lang == "zh" and event.get("name_zh") else event["name"]
    return {"card": event["card"], "name": name}


def _short(value: Any) -> str:
    if isinstance(value, Mapping) and "card" in value and "name" in value:
        return f"#{value['card']} {value['name']}"
    if isinstance(value, list):
        return "[" + ", ".join(_short(v) for v in value) + "]"
    return str(value)


EventFormat = Callable[[Mapping[str, Any], str], str]
"""Formats one event as a line in a language (a game's CLI may give a friendlier one)."""


def print_events(
    events: list[dict[str, Any]],
    lang: str,
    console: Console,
    start: int = 0,
    fmt: EventFormat | None = None,
) -> None:
    """Numbered event lines (numbering from ``start``), by ``fmt`` (default
    :func:`event_line`; a formatter that raises falls back to it)."""
    for n, ev in enumerate(events, start):
        line = event_line(ev, lang)
        if fmt is not None:
            try:
                line = fmt(ev, lang)
            except Exception:  # display only
                line = event_line(ev, lang)
        console.print(f"  {n:>4}  {line}", markup=False)


def decision_table(dec: Decision, lang: str) -> Table:
    """The decision's options numbered from 1 (print the prompt above it)."""
    table = Table(show_header=False, box=None, padding=(0, 1))
    table.add_column("#", justify="right", style="bold cyan")
    table.add_column("option")
    for n, label in enumerate(option_labels(dec, lang), 1):
        table.add_row(str(n), escape(label))
    return table


def option_labels(dec: Decision, lang: str) -> list[str]:
    """The options' labels in ``lang``; labels that would read the same (two copies of a card
    in hand) get the card's instance number, ``Set Trap Hole (#39)``, so they can be told
    apart on the board."""
    labels = [opt.label.get(lang) for opt in dec.options]
    counts: dict[str, int] = {}
    for label in labels:
        counts[label] = counts.get(label, 0) + 1
    out = []
    for label, opt in zip(labels, dec.options, strict=True):
        card = dict(opt.form).get("card")
        if counts[label] > 1 and isinstance(card, int) and not isinstance(card, bool):
            label = f"{label} (#{card})"
        out.append(label)
    return out


def result_line(res: Result, lang: str) -> str:
    """``winner: seat 0 (reason: lp_zero)`` or ``draw``, in ``lang``."""
    who = t("winners", seats=", ".join(map(str, res.winners))) if res.winners else t("draw")
    return f"{who} — {t('reason', reason=reason_text(res.reason))}"
