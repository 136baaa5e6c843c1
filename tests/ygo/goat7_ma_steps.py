"""Helpers shared by g7-ma's tests (``test_goat7_ma_*.py``): answer the pending decisions that
are not the point of a test (response windows passed, optional triggers declined) until a menu
the test acts on is pending."""

from __future__ import annotations

from typing import Any

MENUS = ("to_end", "end_battle")  # a Main Phase menu or a Battle Step


def settle(g: Any, stops: tuple[str, ...] = MENUS, prefer: tuple[str, ...] = ("pass", "decline"),
           seat: int | None = None, limit: int = 20) -> None:
    """Answer the pending decisions — an action of ``prefer`` when offered, else the first
    option — until one offers an action of ``stops`` (to ``seat``, when given) or the duel
    has nothing pending."""
    for _ in range(limit):
        d = g.pending()
        if d is None:
            return
        forms = [dict(o.form) for o in d.options]
        if any(f.get("action") in stops for f in forms) and (seat is None or d.seat == seat):
            return
        g.answer(next((f for f in forms if f.get("action") in prefer), forms[0]))
    raise AssertionError("the duel never reached a menu")
