"""Spirit's Invitation (issue 15 part 3, session 7, g7-t): a Continuous Trap — each time a Spirit
monster of yours returns from the field to your hand, your opponent chooses 1 monster on their
side of the field and returns it to its owner's hand; pay 500 LP in each of your Standby Phases
or destroy this card.

Text: not flagged "Goat-era version" in goat-pool.csv; today's official text (yaml-yugi
``data/92394653.yaml``; the Japanese text there: a face-up Spirit monster on the field returning
to your hand, the opponent choosing the monster) describes it; our own words in
``pool/goat.csv``. An ``EVENT_HOOKS`` hook on ``to_hand`` (from the Monster Zone, a Spirit, to
its owner's hand) queues a mandatory trigger of each face-up active Invitation of that player;
the upkeep is the classic "pay N LP or destroy" Standby trigger. Checks:
``tests/ygo/test_goat7_t_spirit_bounce.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import last, reg, up
from cardtable.ygo.cards.scripts.classic_spells import own_standby, upkeep_or_destroy
from cardtable.ygo.effects.api import Effect, Link, ask_cards
from cardtable.ygo.effects.hooks import EVENT_HOOKS, only_for
from cardtable.ygo.shapes import Trigger
from cardtable.ygo.state import F_ACTIVE, LOC_HAND, LOC_MZONE, LOC_SZONE

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

SPIRITS_INVITATION = 92394653
EV_RETURNED = "spirit_returned"


@only_for({SPIRITS_INVITATION})
def _spirit_back(g: Duel, ev: str, c: int, data: tuple[Any, ...]) -> None:
    if ev != "to_hand" or not data or data[0] != LOC_MZONE or g.loc[c] != LOC_HAND \
            or not g.cd(c).type & C.SPIRIT:
        return
    p = g.owner[c]
    for s in g.sz[p]:
        if s >= 0 and g.code[s] == SPIRITS_INVITATION and up(g, s) and g.flags[s] & F_ACTIVE:
            for ei in g.pool.trig_index(SPIRITS_INVITATION).get(EV_RETURNED, ()):
                g.trig.append(Trigger(s, ei, p, g.stamp, (EV_RETURNED, s, c)))


def _opp_pick(g: Duel, lk: Link) -> None:
    o = 1 - lk.player
    ask_cards(g, lk, o, [m for m in g.mz[o] if m >= 0], 1, 1, "choose")


def _bounce(g: Duel, lk: Link) -> None:
    got = [m for m in last(lk) if g.loc[m] == LOC_MZONE]
    if got:
        g.to_hand(got)


EVENT_HOOKS.append(_spirit_back)
reg(SPIRITS_INVITATION, Effect(),
    Effect(kind="trigger", event=EV_RETURNED, where=LOC_SZONE, optional=False,
           condition=lambda g, c, p, w: any(m >= 0 for m in g.mz[1 - p]),
           operation=(_opp_pick, _bounce)),
    Effect(kind="trigger", event="standby", optional=False, condition=own_standby,
           operation=upkeep_or_destroy(500)))
