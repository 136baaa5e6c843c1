"""Goat-pool Traps that make players send their own cards to the Graveyard (issue 15 part 3,
session 6, g6-t): Arsenal Robber and Bubble Crash. Texts: the old Japanese texts quoted by
yugioh-wiki (which the English prints DCR-048 / LOD-090 translate), our own words in
``pool/goat.csv``.

* Arsenal Robber — "Your opponent selects 1 Equip Spell Card from their Deck and sends it to
  the Graveyard." The opponent picks (the choice is theirs and private until the card is sent);
  their Deck is then shuffled. With no Equip Spell in their Deck nothing is sent.
* Bubble Crash — "Activate only while a player has 6 or more cards in hand and on the field in
  total. Each player sends cards from their hand and field to the Graveyard until the total is
  5." Each player chooses their own cards (the turn player first); yugioh-wiki FAQ: the
  resolving Bubble Crash counts for its controller but cannot be one of the cards sent.

Checks: ``tests/ygo/test_goat6_t_send_to_gy.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import reg
from cardtable.ygo.effects.api import Effect, Link, ask_cards
from cardtable.ygo.effects.ops import Step

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

ARSENAL_ROBBER = 55348096
BUBBLE_CRASH = 61622107


# --- Arsenal Robber ---------------------------------------------------------------------------


def _equips_in_deck(g: Duel, p: int) -> list[int]:
    return [c for c in g.deck[p] if g.cd(c).type & C.SPELL and g.cd(c).type & C.EQUIP]


def _robber_pick(g: Duel, lk: Link) -> None:
    o = 1 - lk.player
    ask_cards(g, lk, o, _equips_in_deck(g, o), 1, 1, "choose")


def _robber_send(g: Duel, lk: Link) -> None:
    o = 1 - lk.player
    got = [c for c in (lk.picks[-1] if lk.picks and isinstance(lk.picks[-1], tuple) else ())
           if c in g.deck[o]]
    if got:
        g.send_to_gy(got[:1], "effect")
        g.shuffle_deck(o)


# --- Bubble Crash -----------------------------------------------------------------------------


def _own_cards(g: Duel, p: int) -> list[int]:
    """``p``'s cards in hand and on the field."""
    return [*g.hand[p], *(c for c in (*g.mz[p], *g.sz[p], g.fz[p]) if c >= 0)]


def _bubble_cond(g: Duel, c: int, p: int, w: tuple[object, ...]) -> bool:
    return any(len(_own_cards(g, q)) >= 6 for q in (0, 1))


def _bubble_pick(first: bool) -> Step:
    def st(g: Duel, lk: Link) -> None:
        q = g.tp if first else 1 - g.tp
        own = _own_cards(g, q)
        n = len(own) - 5
        cands = [c for c in own if c != lk.card]
        ask_cards(g, lk, q, cands, max(n, 0), max(n, 0), "choose")
    return st


def _bubble_send(g: Duel, lk: Link) -> None:
    picked = [c for pk in lk.picks[-2:] if isinstance(pk, tuple) for c in pk]
    if picked:
        g.send_to_gy(picked, "effect")


_bubble_first = _bubble_pick(True)
_bubble_second = _bubble_pick(False)

reg(ARSENAL_ROBBER, Effect(operation=(_robber_pick, _robber_send)))
reg(BUBBLE_CRASH, Effect(operation=(_bubble_first, _bubble_second, _bubble_send),
                         condition=_bubble_cond))
