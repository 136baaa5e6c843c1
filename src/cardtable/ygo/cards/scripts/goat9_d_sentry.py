"""Crimson Sentry (LON-033, March 2003; issue 15, g9-d, session 9) — flagged "Goat-era version"
in ``goat-pool.csv``.

Text (the LON wording, never reworded: the English text yaml-yugi ``data/28358902.yaml`` still
keeps; our own words in ``pool/goat.csv``): Tribute this face-up card to return 1 of your
monsters destroyed by battle during this turn to the bottom of your Deck.

Rulings, and the reading built (the sources disagreed in session 8; settled here):

* the Goat format's Individual Card FAQ (``TheMTtakeover/goat-rulings``,
  ``goat-indv-rulings/crimson-sentry.md``, a Netrep ruling): the effect may only be activated
  in its controller's Main Phase 1 or Main Phase 2 — an Ignition Effect. The twin card of the
  same set, The Forgiving Maiden (same wording, to the hand), has the same Netrep ruling;
* Edison format's ruling list (edisonformat.net, kept on edisonrul.ing ``crimson-sentry.md``)
  and EDOPro's Goat entry: it can be activated before or after your monsters are destroyed by
  battle, "similar to Last Will". Main Phase 1 is useless under a plain reading (no battle has
  happened yet), so the Netrep ruling naming it agrees with that reading.

Built: an Ignition Effect (Main Phase only, by the engine's rule for Ignition Effects) whose cost
Tributes this face-up card; no other condition. As it resolves, if monsters of yours destroyed
by battle this turn are in your Graveyard, you pick 1 and it goes to the bottom of your Deck
("after"); if there are none, it leaves a public state for the rest of the turn ("before", as
Last Will's 2005 ruling in ``goat7_s_last_will.py``): the next time a monster of yours is
destroyed by battle and sent to your Graveyard this turn, a mandatory trigger of the Sentry
(from the Graveyard) puts it on the bottom of your Deck, and the state is spent. Several
Sentries leave several states, each spent on its own battle. What is not pinned by any source
and is our reading: the state is spent on the first such battle even if a chained effect
removes the monster from the Graveyard first. Checks: ``tests/ygo/test_goat9_d_sentry.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards.scripts.classic_battle import queue_trigger
from cardtable.ygo.cards.scripts.classic_lib import (
    battle_losses_in_gy,
    last,
    note,
    reg,
)
from cardtable.ygo.cards.scripts.goat7_mb_tributes import tribute_self
from cardtable.ygo.cards.scripts.seed_common import this_turn
from cardtable.ygo.effects.api import Effect, Link, ask_cards
from cardtable.ygo.effects.hooks import EVENT_HOOKS, can_tribute, only_for
from cardtable.ygo.state import LOC_GY, LOC_MZONE

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

CRIMSON_SENTRY = 28358902
STATE_KEY = "goat9_d_sentry_state"  # [sentry, player, turn]
SPENT_KEY = "goat9_d_sentry_spent"  # the sentry whose state is spent
EV_SENTRY = "goat9_d_sentry"  # queued by the hook below, never raised by the engine


def to_bottom(g: Duel, c: int) -> None:
    """Put ``c`` (in a Graveyard) on the bottom of its owner's Deck."""
    g.to_deck([c], shuffle=False)
    deck = g.deck[g.owner[c]]
    if deck and deck[-1] == c:  # the list's end is the top
        deck.insert(0, deck.pop())


def _ask(g: Duel, lk: Link) -> None:
    cands = battle_losses_in_gy(g, lk.player)
    if cands:
        lk.data["now"] = 1
        ask_cards(g, lk, lk.player, cands, 1, 1, "choose")


def _return_or_wait(g: Duel, lk: Link) -> None:
    if not lk.data.get("now"):
        note(g, lk.card, "This turn: the next monster of yours destroyed by battle goes to the "
             "bottom of your Deck", "这个回合：自己的怪兽下次被战斗破坏时，回到卡组最下面",
             **{STATE_KEY: [lk.card, lk.player, g.turn]})
        return
    got = [c for c in last(lk) if g.loc[c] == LOC_GY]
    if got:
        to_bottom(g, got[0])


@only_for({CRIMSON_SENTRY})
def _watch(g: Duel, ev: str, c: int, data: tuple[Any, ...]) -> None:
    """``EVENT_HOOKS``: a monster destroyed by battle and sent to its owner's Graveyard uses
    every unspent Sentry state of that player this turn."""
    if ev != "battle_destroyed" or g.loc[c] != LOC_GY:
        return
    p = g.owner[c]
    states: list[int] = []
    spent: set[int] = set()
    for kind, pub, _ in this_turn(g):
        if kind != "card_effect":
            continue
        if STATE_KEY in pub and pub[STATE_KEY][1] == p:
            states.append(int(pub[STATE_KEY][0]))
        elif SPENT_KEY in pub:
            spent.add(int(pub[SPENT_KEY]))
    for s in states:
        if s not in spent:
            note(g, s, "Its state is used now", "状态在此使用", **{SPENT_KEY: s})
            queue_trigger(g, s, EV_SENTRY, (c,))


def _send_back(g: Duel, lk: Link) -> None:
    c = int(lk.event[2]) if len(lk.event) > 2 else -1
    if c >= 0 and g.loc[c] == LOC_GY and g.owner[c] == lk.player:
        to_bottom(g, c)


EVENT_HOOKS.append(_watch)
reg(CRIMSON_SENTRY,
    Effect(kind="ignition", cost=(tribute_self,), operation=(_ask, _return_or_wait),
           condition=lambda g, c, p, w: g.loc[c] == LOC_MZONE and can_tribute(g, c),
           name=Text("解放这张卡：这个回合被战斗破坏的1只自己的怪兽回到卡组最下面",
                     "Tribute this card: 1 of your monsters destroyed by battle this turn to "
                     "the bottom of your Deck")),
    Effect(kind="trigger", event=EV_SENTRY, optional=False, operation=(_send_back,),
           name=Text("被战斗破坏的自己的怪兽回到卡组最下面",
                     "Your monster destroyed by battle to the bottom of your Deck")))

__all__ = ["CRIMSON_SENTRY", "to_bottom"]
