"""Operation builders: the one vocabulary of "what an effect does" for YAML templates and scripts.

Each builder returns a step function ``step(g, link) -> None`` (docs/ygo-card-api.md §1). The
YAML template ops (``effects/templates.py``: ``damage``, ``recover``, ``draw``, ``destroy``)
compile to these same steps, and scripts use them directly instead of private copies
(``ops.damage(500)`` where a script needs a burn step inside a longer effect). A card whose
whole effect is one of these operations is a template, not a script (issue 10 item 7).

Players are named from the activating player's side: ``"self"``, ``"opp"`` or ``"both"`` (the
turn player first, seed 000 「同时行动」).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from cardtable.core.errors import SetupError
from cardtable.ygo.effects.api import Link

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

Step = Callable[["Duel", Link], None]
#: an amount fixed when the card is written, or computed at resolution from (duel, player)
Amount = int | Callable[["Duel", int], int]
#: candidate cards ``cands(g, player, self_card)`` (the ``classic_lib`` builders)
Cands = Callable[["Duel", int, int], Sequence[int]]

WHO = ("self", "opp", "both")


def players(g: Duel, who: str, p: int) -> tuple[int, ...]:
    """The players ``who`` names from ``p``'s side; ``"both"`` = turn player first."""
    if who == "both":
        return (g.tp, 1 - g.tp)
    if who == "self":
        return (p,)
    if who == "opp":
        return (1 - p,)
    raise SetupError(f"unknown player spec {who!r} (self/opp/both)")


def _check_who(who: str) -> None:
    if who not in WHO:
        raise SetupError(f"unknown player spec {who!r} (self/opp/both)")


def damage(n: Amount, who: str = "opp", src: bool = False) -> Step:
    """Inflict ``n`` effect damage to ``who``; ``src=True`` names the card as its source (for
    hooks that single out a card's damage, Dark Room of Nightmare)."""
    _check_who(who)

    def st(g: Duel, lk: Link) -> None:
        amount = n if isinstance(n, int) else int(n(g, lk.player))
        for s in players(g, who, lk.player):
            if src:
                g.damage(s, amount, src=lk.card)
            else:
                g.damage(s, amount)

    return st


def recover(n: Amount, who: str = "self") -> Step:
    """``who`` gains ``n`` Life Points."""
    _check_who(who)

    def st(g: Duel, lk: Link) -> None:
        amount = n if isinstance(n, int) else int(n(g, lk.player))
        for s in players(g, who, lk.player):
            g.recover(s, amount)

    return st


def draw(n: int, who: str = "self") -> Step:
    """``who`` draws ``n`` cards (``"both"``: the turn player first)."""
    _check_who(who)

    def st(g: Duel, lk: Link) -> None:
        for s in players(g, who, lk.player):
            g.draw(s, n)

    return st


def can_draw(n: int, who: str = "self") -> Callable[[Duel, int, int, tuple[Any, ...]], bool]:
    """Activation condition ``cond(g, card, player[, window])`` of :func:`draw`: every drawing
    player has ``n`` cards in the Deck."""
    _check_who(who)

    def cond(g: Duel, c: int, p: int, w: tuple[Any, ...] = ()) -> bool:
        if who == "self":  # the usual case, without building the players' tuple
            return len(g.deck[p]) >= n
        for s in players(g, who, p):  # noqa: SIM110 (a plain loop: no generator frame)
            if len(g.deck[s]) < n:
                return False
        return True

    return cond


def destroy_all(cands: Cands) -> Step:
    """Destroy every card ``cands`` gives at resolution (nothing happens when there is none)."""

    def st(g: Duel, lk: Link) -> None:
        cs = cands(g, lk.player, lk.card)
        if cs:
            g.destroy(cs, "effect", lk)

    return st


def roll_die(g: Duel, p: int) -> int:
    """``p`` rolls a six-sided die: the one seeded dice helper (the duel's RNG), its result a
    public ``die_roll`` event (Dark Master - Zorc, Agido, Dice Jar)."""
    r = g.rng.below(6) + 1
    g.log("die_roll", {"player": p, "result": r})
    return r


def negate_activation(destroy: bool = True) -> Step:
    """Negate the activation of the chain link right below this one and (``destroy``) destroy
    that card if it is still on the field: the Counter Trap step (Magic Jammer, Trap Jammer,
    the YAML ``negate_activation`` op)."""

    def st(g: Duel, lk: Link) -> None:
        i = g.chain.index(lk) - 1
        if i < 0:
            return
        g.negate_activation(i)
        t = g.chain[i].card
        if destroy and g.chain[i].act_negated and g.on_field(t):  # not negated: not destroyed
            g.destroy([t], "effect", lk)

    return st


__all__ = ["WHO", "Amount", "can_draw", "damage", "destroy_all", "draw", "negate_activation",
           "players", "recover", "roll_die"]
