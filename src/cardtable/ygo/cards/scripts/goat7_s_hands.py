"""A card moving into the other player's hand (issue 15 part 3, session 7, g7-s). The engine
piece: ``g.move(c, LOC_HAND, p)`` puts a card into the hand of ``p`` even when ``p`` is not its
owner (the Deck, Graveyard and Extra Deck stay its owner's: a Kuriboh taken by Exchange is
discarded to its owner's Graveyard — Yugipedia "Card Rulings:Exchange", previously official
rulings), through :func:`take_into_hand`: the move is public (both players know the card: it
was revealed) and raises ``to_hand``. Neither card is flagged "Goat-era version" in
``goat-pool.csv``: today's official text (DawnbrandBots/yaml-yugi ``data/<passcode>.yaml``) is
their Goat behaviour; our wording in ``pool/goat.csv``, checks in
``tests/ygo/test_goat7_s_hands.py``.

* Exchange — both players reveal their hands; each adds 1 card of the other's hand to their own
  (the activator picks first; previously official ruling: it cannot be activated without
  another card in the activator's hand).
* Amazoness Chain Master — when destroyed by battle and sent to the Graveyard, its controller
  can pay 1500 LP to look at the opponent's hand and add 1 monster of it to their own hand.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.ygo.cards.scripts.classic_lib import in_grave, last, reg
from cardtable.ygo.cards.scripts.goat_st_peeks import show_privately
from cardtable.ygo.effects import costs
from cardtable.ygo.effects.api import CAT_SEARCH, Effect, Link, ask_cards
from cardtable.ygo.state import LOC_HAND

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

EXCHANGE = 5556668
AMAZONESS_CHAIN_MASTER = 29654737


def take_into_hand(g: Duel, c: int, p: int) -> None:
    """Card ``c`` (in the other player's hand) goes to ``p``'s hand; both players know it."""
    if g.loc[c] != LOC_HAND or g.ctrl[c] == p:
        return
    frm = g.loc[c]
    g.move(c, LOC_HAND, p)
    g.log("to_hand", {**g.card_pub(c), "player": p})
    g.reveal(1 - p, (c,))
    g.raise_event("to_hand", c, (frm,))


# --- Exchange -------------------------------------------------------------------------------


def _exchange_look(g: Duel, lk: Link) -> None:
    p, o = lk.player, 1 - lk.player
    show_privately(g, lk.card, p, list(g.hand[o]), "Sees the opponent's hand", "确认对方的手卡")
    show_privately(g, lk.card, o, list(g.hand[p]), "Sees the opponent's hand", "确认对方的手卡")
    ask_cards(g, lk, p, list(g.hand[o]), 1, 1, "search")


def _exchange_other_pick(g: Duel, lk: Link) -> None:
    lk.data["mine"] = list(last(lk))
    p, o = lk.player, 1 - lk.player
    ask_cards(g, lk, o, list(g.hand[p]), 1, 1, "search")


def _exchange_swap(g: Duel, lk: Link) -> None:
    p, o = lk.player, 1 - lk.player
    theirs = [c for c in last(lk) if g.loc[c] == LOC_HAND and g.ctrl[c] == p]
    mine = [c for c in lk.data.get("mine", []) if g.loc[c] == LOC_HAND and g.ctrl[c] == o]
    for c in mine:
        take_into_hand(g, c, p)
    for c in theirs:
        take_into_hand(g, c, o)


reg(EXCHANGE, Effect(operation=(_exchange_look, _exchange_other_pick, _exchange_swap),
                     category=CAT_SEARCH,
                     condition=lambda g, c, p, w: any(x != c for x in g.hand[p])))


# --- Amazoness Chain Master -----------------------------------------------------------------
_pay1500 = costs.pay_lp(1500)


def _chain_look(g: Duel, lk: Link) -> None:
    o = 1 - lk.player
    hand = list(g.hand[o])
    if not hand:
        return
    show_privately(g, lk.card, lk.player, hand, "Looks at the opponent's hand", "确认对方的手卡")
    mons = [c for c in hand if g.cd(c).is_monster]
    ask_cards(g, lk, lk.player, mons, 1, 1, "search")


def _chain_take(g: Duel, lk: Link) -> None:
    for c in last(lk):
        if g.loc[c] == LOC_HAND and g.ctrl[c] != lk.player and g.cd(c).is_monster:
            take_into_hand(g, c, lk.player)


reg(AMAZONESS_CHAIN_MASTER, Effect(
    kind="trigger", event="battle_destroyed", when=True, cost=_pay1500[0],
    condition=lambda g, c, p, w: in_grave(g, c) and _pay1500[1](g, c, p),
    operation=(_chain_look, _chain_take), category=CAT_SEARCH))
