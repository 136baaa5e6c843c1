"""Goat-pool Spells the Empty Jar deck needs (issue 15 part 3, Spells & Traps batch 1): Card of
Safe Return and Dragged Down into the Grave. Texts (2005 wording, our own words) are in
``pool/goat.csv``; the checks are ``tests/ygo/test_goat_st_empty_jar.py``.

* Card of Safe Return (Continuous Spell): an optional "when" trigger listening to every Special
  Summon (``scope="any"``); the summon event carries the location the monster came from
  (``rules/actions.py``), so "from your Graveyard to your side of the field" is read there.
* Dragged Down into the Grave: each player sees the other's hand (the reveal is private to that
  seat), picks 1 card of it; both picks are discarded together, then each player draws 1.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards.scripts.classic_lib import ask_revealed, reg, revealed_pick
from cardtable.ygo.effects import ops
from cardtable.ygo.effects.api import CAT_DRAW, Effect, Link
from cardtable.ygo.state import F_ACTIVE, F_NEGATED, LOC_GY, LOC_HAND, LOC_SZONE

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

CARD_OF_SAFE_RETURN = 57953380
DRAGGED_DOWN_INTO_THE_GRAVE = 16435215

# --- Card of Safe Return ---------------------------------------------------------------------


def _safe_return_cond(g: Duel, c: int, p: int, w: W) -> bool:
    """A monster of ``p``'s Graveyard was just Special Summoned to ``p``'s field, this card is
    an active face-up Continuous Spell, and ``p`` can draw."""
    if len(w) < 5 or w[0] != "summoned" or w[2] != "special" or w[4] != LOC_GY:
        return False
    m = w[1]
    return (w[3] == p and g.owner[m] == p and g.loc[c] == LOC_SZONE
            and g.flags[c] & (F_ACTIVE | F_NEGATED) == F_ACTIVE and bool(g.deck[p]))


reg(CARD_OF_SAFE_RETURN,
    Effect(),  # the card's activation: it stays face-up
    Effect(kind="trigger", event="summoned", scope="any", when=True,
           condition=_safe_return_cond, operation=(ops.draw(1),), category=CAT_DRAW))

# --- Dragged Down into the Grave -------------------------------------------------------------


def _look_and_pick(seat_of: str) -> Any:
    """``seat`` (the activator, or the other player) sees the other hand and picks 1 card."""

    def st(g: Duel, lk: Link) -> None:
        me = lk.player if seat_of == "self" else 1 - lk.player
        other = 1 - me
        if g.hand[other]:
            g.log("reveal_hand", {"player": other, "to": me},
                  {me: {"cards": [g.card_pub(c) for c in g.hand[other]]}})
        ask_revealed(g, lk, me, g.hand[other], "discard")

    return st


def _keep_first(g: Duel, lk: Link) -> None:
    lk.data["first"] = revealed_pick(lk)


def _discard_both(g: Duel, lk: Link) -> None:
    got = [c for c in (*lk.data.get("first", ()), *revealed_pick(lk)) if g.loc[c] == LOC_HAND]
    if got:
        g.discard(got)


reg(DRAGGED_DOWN_INTO_THE_GRAVE, Effect(
    operation=(_look_and_pick("self"), _keep_first, _look_and_pick("opp"), _discard_both,
               ops.draw(1, "both")),
    category=CAT_DRAW, condition=lambda g, c, p, w: bool(g.deck[0]) and bool(g.deck[1])))
