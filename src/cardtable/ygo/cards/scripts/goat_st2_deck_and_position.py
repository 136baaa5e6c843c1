"""Goat-pool Spells that order the Deck or set positions (issue 15 part 3, goat-st2 batch 11):
Spellbook Organization (the top 3 cards of your Deck: revealed to you only, then put back in the
order you pick, the first picked on top) and Stumbling (while face-up, a monster Normal or
Special Summoned is changed to Defense Position at once: an event hook, as Level Limit - Area
B's); batch 12: Mind Wipe (the opponent's hand of 3 or fewer is shuffled into their Deck and
as many cards drawn). Texts (2005 wording, our own words) are in ``pool/goat.csv``; the checks
are ``tests/ygo/test_goat_st2_batches.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards.scripts.classic_lib import last, reg, up
from cardtable.ygo.cards.scripts.goat_st_peeks import show_privately
from cardtable.ygo.effects.api import Effect, Link, again, ask_cards
from cardtable.ygo.effects.hooks import EVENT_HOOKS, only_for
from cardtable.ygo.state import F_ACTIVE, F_NEGATED, LOC_DECK, LOC_MZONE, POS_FU_ATK, POS_FU_DEF

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

SPELLBOOK_ORGANIZATION = 96677818
STUMBLING = 34646691
MIND_WIPE = 52817046


# --- Spellbook Organization: look at the top 3 cards of your Deck, put them back in any order --

def _look(g: Duel, lk: Link) -> None:
    top = list(reversed(g.deck[lk.player][-3:]))  # top first
    lk.data["book"] = top
    lk.data["order"] = []
    show_privately(g, lk.card, lk.player, top, "Looks at the top cards of their Deck",
                   "确认自己卡组最上面的卡")


def order_back(g: Duel, lk: Link) -> None:
    """Operation step: the cards looked at (``lk.data["book"]``, top first; ``lk.data["order"]``
    starts empty) are picked top first, one at a time (the last is placed without asking), and
    put back on top of the Deck in that order (Spellbook Organization, Big Eye)."""
    order: list[int] = lk.data["order"]
    if lk.data.pop("asked", False):
        order.extend(last(lk))
    left = [c for c in lk.data["book"] if c not in order and g.loc[c] == LOC_DECK]
    if len(left) > 1:
        lk.data["asked"] = True
        again(g, lk, order_back)
        ask_cards(g, lk, lk.player, left, 1, 1, "choose")
        return
    order.extend(left)
    deck = g.deck[lk.player]
    kept = [c for c in order if c in deck]
    rest = [c for c in deck if c not in kept]
    deck[:] = rest + list(reversed(kept))  # the first picked ends on top (the list's end)
    g.log("card_effect", {**g.card_pub(lk.card), "en": "Puts the cards back in an order",
                          "zh": "以任意顺序放回"})


reg(SPELLBOOK_ORGANIZATION, Effect(operation=(_look, order_back),
                                   condition=lambda g, c, p, w: len(g.deck[p]) >= 3))


# --- Stumbling: a monster Normal or Special Summoned is changed to Defense Position -------------

def _stumbling_on(g: Duel) -> bool:
    return any(s >= 0 and g.code[s] == STUMBLING and up(g, s)
               and g.flags[s] & (F_ACTIVE | F_NEGATED) == F_ACTIVE and not g.spells_negated()
               for q in (0, 1) for s in g.sz[q])


@only_for({STUMBLING})
def _trip(g: Duel, ev: str, c: int, data: tuple[Any, ...]) -> None:
    if ev != "summoned" or not data or data[0] == "flip":
        return
    if g.loc[c] == LOC_MZONE and g.pos[c] == POS_FU_ATK and _stumbling_on(g):
        g.change_position(c, POS_FU_DEF)


EVENT_HOOKS.append(_trip)
reg(STUMBLING, Effect())


# --- Mind Wipe: only while the opponent holds 3 or fewer cards; they shuffle their hand into
#     their Deck and draw that many (batch 12) -----------------------------------------------


def _wipe(g: Duel, lk: Link) -> None:
    o = 1 - lk.player
    cards = list(g.hand[o])
    if not cards:
        return
    g.to_deck(cards)  # named only to their owner (cards from a hand)
    g.draw(o, len(cards))


reg(MIND_WIPE, Effect(operation=(_wipe,),
                      condition=lambda g, c, p, w: 0 < len(g.hand[1 - p]) <= 3))

#: "look at the top 3 cards of your Deck, then put them back in any order" as operation steps,
#: shared with Fruits of Kozaky's Studies (``goat5_hand_deck_gy.py``)
LOOK_AND_ORDER_TOP_3 = (_look, order_back)
