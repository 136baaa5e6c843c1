"""Sacred Phoenix of Nephthys and Hand of Nephthys (Goat pool, the Soul Control deck of 2005).

* Sacred Phoenix of Nephthys: destroyed by a card effect and sent to the GY -> during its owner's
  next Standby Phase it is Special Summoned from the GY (a trigger that activates then); when it
  is Special Summoned by that effect, every Spell and Trap Card on the field is destroyed (a
  second trigger, placed once the first has resolved).
* Hand of Nephthys: tribute it and 1 other monster you control to Special Summon 1 Sacred Phoenix
  of Nephthys from your hand or Deck.

The destruction mark is a chain-less continuous note (``EVENT_HOOKS``: ``g.counter`` = the turn
it was destroyed; any later move of the card clears it), the Standby Phase check a
``PHASE_HOOKS`` reaction that queues the trigger.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards.scripts.classic_lib import POS_CHOICES, in_deck, in_hand, reg
from cardtable.ygo.effects.api import (
    CAT_DESTROY,
    CAT_SPSUMMON,
    Effect,
    Link,
    ask_cards,
    ask_option,
)
from cardtable.ygo.effects.hooks import EVENT_HOOKS, PHASE_HOOKS, only_for
from cardtable.ygo.shapes import Trigger
from cardtable.ygo.state import LOC_DECK, LOC_GY, LOC_HAND, LOC_MZONE

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

PHOENIX = 61441708
HAND = 98446407
EV_REVIVE = "goat_phoenix_revive"  # queued by the Standby Phase hook, never raised by the engine
EV_LANDED = "goat_phoenix_landed"


def _queue(g: Duel, c: int, ev: str) -> None:
    for ei in g.pool.trig_index(g.code[c]).get(ev, ()):
        p = g.ctrl[c] if g.loc[c] == LOC_MZONE else g.owner[c]
        g.trig.append(Trigger(c, ei, p, g.stamp, (ev, c)))


def _mark(g: Duel, ev: str, c: int, data: tuple[Any, ...]) -> None:
    if ev == "destroyed" and g.code[c] == PHOENIX and data and data[0] == "effect" \
            and g.loc[c] == LOC_GY:
        g.counter[c] = g.turn


def _standby(g: Duel, ev: str) -> None:
    if ev != "standby":
        return
    for c in g.gy[g.tp]:
        if g.code[c] == PHOENIX and 0 < g.counter[c] < g.turn:
            g.counter[c] = 0  # its next Standby Phase: once
            _queue(g, c, EV_REVIVE)


def _revive_pos(g: Duel, lk: Link) -> None:
    if g.loc[lk.card] == LOC_GY and g.can_special_summon(lk.card, lk.player):
        ask_option(g, lk, lk.player, POS_CHOICES, "position")
    else:
        lk.picks.append(0)


def _revive(g: Duel, lk: Link) -> None:
    c = lk.card
    if lk.picks[-1] and g.loc[c] == LOC_GY and g.can_special_summon(c, lk.player) \
            and g.special_summon(c, lk.player, int(lk.picks[-1])):
        _queue(g, c, EV_LANDED)


def _destroy_st(g: Duel, lk: Link) -> None:
    cs = [x for q in (0, 1) for x in g.spells(q)]
    if cs:
        g.destroy(cs, "effect", lk)


EVENT_HOOKS.append(only_for({PHOENIX})(_mark))
PHASE_HOOKS.append(only_for({PHOENIX})(_standby))
reg(PHOENIX,
    Effect(kind="trigger", event=EV_REVIVE, optional=False, operation=(_revive_pos, _revive),
           category=CAT_SPSUMMON),
    Effect(kind="trigger", event=EV_LANDED, optional=False, operation=(_destroy_st,),
           category=CAT_DESTROY))

# --- Hand of Nephthys ----------------------------------------------------------------------------

_phoenix_hand = in_hand("self", lambda g, c: g.code[c] == PHOENIX)
_phoenix_deck = in_deck(lambda g, c: g.code[c] == PHOENIX)


def _hand_cost_ask(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, lk.player, [m for m in g.monsters(lk.player) if m != lk.card], 1, 1,
              "tribute")


def _hand_cost(g: Duel, lk: Link) -> None:
    other = [m for m in lk.picks[-1] if g.loc[m] == LOC_MZONE] if lk.picks else []
    g.send_to_gy([lk.card, *other], "tribute")


def _hand_pick(g: Duel, lk: Link) -> None:
    p = lk.player
    ask_cards(g, lk, p, [*_phoenix_hand(g, p, lk.card), *_phoenix_deck(g, p, lk.card)], 1, 1,
              "summon_pick")


def _hand_pos(g: Duel, lk: Link) -> None:
    got = [c for c in lk.picks[-1] if g.loc[c] in (LOC_HAND, LOC_DECK)] if lk.picks else []
    lk.data["ss"] = got[0] if got else -1
    if got and g.can_special_summon(got[0], lk.player):
        ask_option(g, lk, lk.player, POS_CHOICES, "position")


def _hand_summon(g: Duel, lk: Link) -> None:
    c = lk.data.get("ss", -1)
    from_deck = c >= 0 and g.loc[c] == LOC_DECK
    if c >= 0 and g.loc[c] in (LOC_HAND, LOC_DECK) and g.can_special_summon(c, lk.player):
        g.special_summon(c, lk.player, int(lk.picks[-1]))
    if from_deck:
        g.shuffle_deck(lk.player)


def _hand_cond(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
    return any(m != c for m in g.monsters(p)) and bool(_phoenix_hand(g, p, c)
                                                       or _phoenix_deck(g, p, c))


reg(HAND, Effect(kind="ignition", cost=(_hand_cost_ask, _hand_cost),
                 operation=(_hand_pick, _hand_pos, _hand_summon), condition=_hand_cond,
                 category=CAT_SPSUMMON))
