"""Common activation costs as (steps, condition) pairs, for scripts and templates."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from cardtable.ygo.effects.api import Link, ask_cards
from cardtable.ygo.effects.hooks import can_tribute, lp_cost_waived
from cardtable.ygo.state import F_ACTIVE, LOC_ONFIELD, POS_FACEUP

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

CostCond = Callable[["Duel", int, int], bool]
Cost = tuple[tuple[Callable[["Duel", Link], None], ...], CostCond]


def _card_activation(g: Duel, c: int) -> bool:
    """Activating ``c`` now is its card activation (it is not a face-up card whose effect is
    activated)."""
    return not (g.loc[c] & LOC_ONFIELD and g.pos[c] & POS_FACEUP and g.flags[c] & F_ACTIVE)


def pay_lp(n: int) -> Cost:
    """Pay ``n`` LP (needs at least ``n`` LP), unless a card waives the cost
    (``hooks.LP_COST_WAIVED``: Spell Economics)."""

    def st(g: Duel, lk: Link) -> None:
        if not (g.hk.lp_cost_waived and lp_cost_waived(g, lk.player, lk.card, lk.card_act)):
            g.pay_lp(lk.player, n)

    def cond(g: Duel, c: int, p: int) -> bool:
        return g.lp[p] >= n or (bool(g.hk.lp_cost_waived) and lp_cost_waived(
            g, p, c, _card_activation(g, c)))

    return (st,), cond


def pay_half_lp() -> Cost:
    """Pay half your LP (rounded down), unless a card waives the cost (as :func:`pay_lp`)."""

    def st(g: Duel, lk: Link) -> None:
        if not (g.hk.lp_cost_waived and lp_cost_waived(g, lk.player, lk.card, lk.card_act)):
            g.pay_lp(lk.player, g.lp[lk.player] // 2)

    return (st,), lambda g, c, p: True


def discard(n: int) -> Cost:
    """Discard ``n`` cards from your hand (other than this card)."""

    def ask(g: Duel, lk: Link) -> None:
        ask_cards(g, lk, lk.player, [c for c in g.hand[lk.player] if c != lk.card], n, n,
                  "discard")

    def do(g: Duel, lk: Link) -> None:
        g.discard(lk.picks[-1])

    return (ask, do), lambda g, c, p: sum(1 for x in g.hand[p] if x != c) >= n


def tribute(n: int) -> Cost:
    """Tribute ``n`` monsters you control."""

    def ask(g: Duel, lk: Link) -> None:
        ask_cards(g, lk, lk.player, g.monsters(lk.player), n, n, "tribute")

    def do(g: Duel, lk: Link) -> None:
        g.send_to_gy(lk.picks[-1], "tribute")

    def cond(g: Duel, c: int, p: int) -> bool:
        ms = g.monsters(p)
        if g.hk.tribute_bans:  # Mask of Restrict, Mind Control
            ms = [m for m in ms if can_tribute(g, m)]
        return len(ms) >= n

    return (ask, do), cond


def discard_self() -> Cost:
    """Discard this card (Kuriboh)."""

    def do(g: Duel, lk: Link) -> None:
        g.discard([lk.card])

    return (do,), lambda g, c, p: True


__all__ = ["Any"]


def detach(n: int = 1) -> Cost:
    """Detach ``n`` Xyz Materials from this card (they go to the GY; rules/extra_summon.py)."""

    def ask(g: Duel, lk: Link) -> None:
        ask_cards(g, lk, lk.player, g.materials_of(lk.card), n, n, "detach")

    def do(g: Duel, lk: Link) -> None:
        from cardtable.ygo.rules.extra_summon import detach as detach_cards

        detach_cards(g, lk.picks[-1])

    return (ask, do), lambda g, c, p: len(g.materials_of(c)) >= n
