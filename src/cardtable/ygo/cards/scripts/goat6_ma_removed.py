""""When this card is removed from play" (issue 15 part 3, g6-ma): the engine raises a
``banished`` event with data ``(from_loc, was_face_up)`` for every card ``g.banish`` removes
from play (``rules/actions.py``); a card script listens to it as to any event
(``Effect(kind="trigger", event="banished")``) or, for a delayed effect, notes it.

Delayed returns as a table, :data:`END_PHASE_RETURNS` (``code -> ReturnRule``): a card removed
from play comes back during the End Phase of that turn, Special Summoned by its own effect (a
mandatory trigger that starts a chain then):

* D.D. Scout Plane — removed from play from anywhere (hand, Deck, Graveyard, field): Special
  Summoned in Attack Position during the End Phase.
* D.D. Survivor — only when it was face-up on the field: Special Summoned in Attack Position
  during the End Phase of that turn.

The note is a chain-less mark (``EVENT_HOOKS``: ``g.counter`` = the turn it was removed, set
after the move, which clears it); the End Phase check is a ``PHASE_HOOKS`` reaction that queues
the trigger (as Sacred Phoenix of Nephthys's Standby Phase return). Texts in ``pool/goat.csv``;
checks in ``tests/ygo/test_goat6_ma_removed.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from cardtable.ygo.cards.scripts.classic_lib import reg
from cardtable.ygo.effects.api import CAT_SPSUMMON, Effect, Link
from cardtable.ygo.effects.hooks import EVENT_HOOKS, PHASE_HOOKS, only_for
from cardtable.ygo.shapes import Trigger
from cardtable.ygo.state import LOC_BANISHED, LOC_MZONE, POS_FU_ATK

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel


class ReturnRule(NamedTuple):
    """How a removed card comes back in the End Phase."""

    from_field_face_up: bool  # only when it was face-up on the field ("this face-up card")
    pos: int  # the battle position it is Special Summoned in


D_D_SCOUT_PLANE = 3773196
D_D_SURVIVOR = 48092532

END_PHASE_RETURNS: dict[int, ReturnRule] = {
    D_D_SCOUT_PLANE: ReturnRule(False, POS_FU_ATK),
    D_D_SURVIVOR: ReturnRule(True, POS_FU_ATK),
}

EV_RETURN = "g6ma_removed_return"  # queued by the End Phase hook, never raised by the engine


def _mark(g: Duel, ev: str, c: int, data: tuple[Any, ...]) -> None:
    if ev != "banished":
        return
    rule = END_PHASE_RETURNS.get(g.code[c])
    if rule is None or g.loc[c] != LOC_BANISHED:
        return
    if rule.from_field_face_up and not (len(data) > 1 and data[0] == LOC_MZONE and data[1]):
        return
    g.counter[c] = g.turn


def _end_phase(g: Duel, ev: str) -> None:
    if ev != "end_phase":
        return
    for p in (g.tp, 1 - g.tp):
        for c in list(g.banished[p]):
            if g.code[c] in END_PHASE_RETURNS and g.counter[c] == g.turn:
                g.counter[c] = 0  # once
                for ei in g.pool.trig_index(g.code[c]).get(EV_RETURN, ()):
                    g.trig.append(Trigger(c, ei, g.owner[c], g.stamp, (EV_RETURN, c)))


def _come_back(g: Duel, lk: Link) -> None:
    c = lk.card
    rule = END_PHASE_RETURNS[g.code[c]]
    if g.loc[c] == LOC_BANISHED and g.can_special_summon(c, lk.player):
        g.special_summon(c, lk.player, rule.pos)


_codes = set(END_PHASE_RETURNS)
EVENT_HOOKS.append(only_for(_codes)(_mark))
PHASE_HOOKS.append(only_for(_codes)(_end_phase))
for _code in END_PHASE_RETURNS:
    reg(_code, Effect(kind="trigger", event=EV_RETURN, optional=False,
                      operation=(_come_back,), category=CAT_SPSUMMON))

__all__ = ["END_PHASE_RETURNS", "EV_RETURN", "ReturnRule"]
