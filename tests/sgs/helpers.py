"""Shared helpers for the Sanguosha tests."""

from __future__ import annotations

from typing import Any

from cardtable.core.rng import Rng
from cardtable.sgs.game import SgsGame, new_game
from cardtable.sgs.scenario_setup import build

#: Six standard generals whose own skills a bare table leaves out (``no_skills``).
G6 = ["xuchu", "caocao", "lvmeng", "zhangfei", "sunquan", "huanggai"]


def bare_table(**kw: Any) -> SgsGame:
    """A scenario table of :data:`G6` without their skills, seat 1 to act; ``kw`` adds to or
    overrides the scenario setup (``skills={seat: [...]}``, ``hands``, ``current``...)."""
    setup: dict[str, Any] = {"no_skills": True, "generals": G6, "current": 1}
    setup.update(kw)
    return build(setup, 1)


def random_game(seed: int, mode: str = "3v3", players: int = 6, max_decisions: int = 30000,
                check: Any = None) -> tuple[SgsGame, int]:
    """Play a game with uniformly random answers; ``check(g)`` runs after every answer."""
    setup: dict[str, Any] = {"mode": mode}
    if mode == "identity":
        setup["players"] = players
    g = new_game(setup, seed)
    r = Rng(seed * 31 + 7)
    d = 0
    while g.pending() is not None and d < max_decisions:
        dec = g.pending()
        assert dec is not None
        g.answer(r.below(len(dec.options)))
        d += 1
        if check is not None:
            check(g)
    return g, d
