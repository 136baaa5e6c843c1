"""Balloon Lizard (issue 15 part 3, g6-ma; a "Goat-era version" card: its Invasion of Chaos
text, IOC-072, quoted by Pojo's card of the day of 3 June 2004, differs from today's): "put 1
counter on this card during each of your Standby Phases; when this card is destroyed, inflict
400 damage for each counter to the controller of the card that destroyed it" (today's text
burns the opponent instead).

* The counters live in the card's ``g.counter`` (public in the views; cleared when the card
  moves, and by an ``EVENT_HOOKS`` watcher when it is turned face-down: counters do not stay on
  a face-down card).
* The destruction is seen just before it happens (a ``DESTROY_SUBSTITUTES`` watcher that
  replaces nothing): the count and the player who destroys it — by battle, the controller of
  the other monster of the battle; by an effect, the player of the resolving chain link — go
  into the trigger's event, since the move clears the counters.

Text in ``pool/goat.csv``; checks in ``tests/ygo/test_goat6_ma_counters.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards.scripts.classic_lib import reg, up
from cardtable.ygo.effects.api import CAT_DAMAGE, Effect, Link
from cardtable.ygo.effects.hooks import DESTROY_SUBSTITUTES, EVENT_HOOKS, only_for
from cardtable.ygo.shapes import Trigger
from cardtable.ygo.state import LOC_MZONE, POS_FACEDOWN

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

BALLOON_LIZARD = 39892082
EV_POP = "g6ma_balloon_lizard_destroyed"  # queued by the watcher below


def _add_counter(g: Duel, lk: Link) -> None:
    c = lk.card
    if g.loc[c] == LOC_MZONE and up(g, c) and g.life[c] == lk.life:
        g.counter[c] += 1
        g.log("counter", {**g.card_pub(c), "added": 1, "now": g.counter[c]})


def destroying_player(g: Duel, c: int, reason: str) -> int:
    """The player whose card destroys ``c`` now, seen before the move (-1: unknown): by
    battle, the controller of the other monster of the battle; by an effect, the player of the
    resolving chain link (Balloon Lizard; Dark Necrofear in ``goat7_ma_necrofear``)."""
    if reason == "battle":
        b = g.battle
        if b is None or c not in (b.attacker, b.target):
            return -1
        other = b.target if c == b.attacker else b.attacker
        return g.ctrl[other] if other >= 0 else -1
    if reason != "rule" and g.chain and g.chain[-1].ready:
        return g.chain[-1].player
    return -1


def _watch_destruction(g: Duel, cs: list[int], reason: str) -> list[int]:
    for c in cs:
        if g.code[c] == BALLOON_LIZARD and g.loc[c] == LOC_MZONE and up(g, c) \
                and g.counter[c] > 0:
            who = destroying_player(g, c, reason)
            if who >= 0:
                for ei in g.pool.trig_index(BALLOON_LIZARD).get(EV_POP, ()):
                    g.trig.append(Trigger(c, ei, g.ctrl[c], g.stamp,
                                          (EV_POP, c, g.counter[c], who)))
    return cs


def _face_down_clears(g: Duel, ev: str, c: int, data: tuple[Any, ...]) -> None:
    if ev == "position_changed" and g.code[c] == BALLOON_LIZARD and len(data) > 1 \
            and data[1] & POS_FACEDOWN:
        g.counter[c] = 0


def _pop(g: Duel, lk: Link) -> None:
    ev = lk.event
    n, who = int(ev[2]), int(ev[3])
    if n > 0:
        g.damage(who, 400 * n, src=lk.card)


DESTROY_SUBSTITUTES.append(only_for({BALLOON_LIZARD})(_watch_destruction))
EVENT_HOOKS.append(only_for({BALLOON_LIZARD})(_face_down_clears))
reg(BALLOON_LIZARD,
    Effect(kind="trigger", event="standby", optional=False,
           condition=lambda g, c, p, w: g.tp == p and g.loc[c] == LOC_MZONE and up(g, c),
           operation=(_add_counter,)),
    Effect(kind="trigger", event=EV_POP, optional=False, operation=(_pop,),
           category=CAT_DAMAGE))

__all__ = ["BALLOON_LIZARD"]
