"""Goat-pool monsters with a trigger when they are Summoned (Normal, Flip or Special: the
engine's ``summoned`` event), and one "destroyed and sent to the Graveyard" price (issue 15
part 3, goat-m1). All are mandatory.

* Dark Jeroid: 1 face-up monster on the field (a target; Dark Jeroid itself when it is the
  only one) loses 800 ATK while it stays face-up on the field.
* Dragon Seeker: destroy 1 face-up Dragon-Type monster on the field (a target).
* Granadora: its controller gains 1000 Life Points; when it is destroyed and sent to the
  Graveyard, its owner takes 2000 damage.
* Emissary of the Afterlife (sent from the field to the Graveyard, as Sangan's ``left_field``
  trigger): each player, the turn player first, adds 1 Level 3 or lower Normal Monster from
  their Deck to their hand (shown to the other player: ``g.to_hand``).

Texts in ``pool/goat.csv``; checks in ``tests/ygo/test_goat5_summon.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import last, live_targets, mons, pick, reg, up
from cardtable.ygo.effects import ops
from cardtable.ygo.effects.api import (
    CAT_ATKCHANGE,
    CAT_DAMAGE,
    CAT_DESTROY,
    CAT_RECOVER,
    CAT_SEARCH,
    Effect,
    Link,
    again,
    ask_cards,
)
from cardtable.ygo.state import LOC_DECK, LOC_GY, LOC_MZONE

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

DARK_JEROID = 90980792
DRAGON_SEEKER = 28563545
GRANADORA = 13944422

_face_up = mons("any", True)
_dragons = mons("any", True, lambda g, c: bool(g.race(c) & C.RACE_BY_NAME["Dragon"]))


def _jeroid(g: Duel, lk: Link) -> None:
    for t in live_targets(g, lk):
        if g.loc[t] == LOC_MZONE and up(g, t):
            g.add_buff(t, atk=-800, until_end=False, src=lk.card)


def _destroy(g: Duel, lk: Link) -> None:
    ts = [t for t in live_targets(g, lk) if g.loc[t] == LOC_MZONE and up(g, t)]
    if ts:
        g.destroy(ts, "effect", lk)


reg(DARK_JEROID, Effect(kind="trigger", event="summoned", optional=False,
                        target=(pick(_face_up, "target_monster"),), target_picks=True,
                        operation=(_jeroid,), category=CAT_ATKCHANGE))
reg(DRAGON_SEEKER, Effect(kind="trigger", event="summoned", optional=False,
                          target=(pick(_dragons, "target_monster"),), target_picks=True,
                          operation=(_destroy,), category=CAT_DESTROY))


def _destroyed_to_gy(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
    return g.loc[c] == LOC_GY


reg(GRANADORA,
    Effect(kind="trigger", event="summoned", optional=False, operation=(ops.recover(1000),),
           category=CAT_RECOVER),
    Effect(kind="trigger", event="destroyed", optional=False, condition=_destroyed_to_gy,
           operation=(ops.damage(1000 * 2, "self"),), category=CAT_DAMAGE))

EMISSARY_OF_THE_AFTERLIFE = 75043725


def _small_normal(g: Duel, c: int) -> bool:
    cd = g.cd(c)
    return cd.type & (C.MONSTER | C.NORMAL) == C.MONSTER | C.NORMAL and 0 < cd.level <= 3


def _emissary(g: Duel, lk: Link) -> None:
    """Each player in turn (the turn player first) picks 1 card; the picks are added at the
    end."""
    done: list[int] = lk.data.setdefault("who", [])
    if done:
        lk.data.setdefault("got", []).extend(last(lk))
    if len(done) == 2:
        got = [c for c in lk.data.get("got", ()) if g.loc[c] == LOC_DECK]
        if got:
            g.to_hand(got)
        for q in {g.owner[c] for c in got}:
            g.shuffle_deck(q)
        return
    q = g.tp if not done else 1 - g.tp
    done.append(q)
    again(g, lk, _emissary)
    ask_cards(g, lk, q, [c for c in g.deck[q] if _small_normal(g, c)], 1, 1, "search")


reg(EMISSARY_OF_THE_AFTERLIFE, Effect(kind="trigger", event="left_field", optional=False,
                                      condition=_destroyed_to_gy, operation=(_emissary,),
                                      category=CAT_SEARCH))

__all__ = ["DARK_JEROID", "DRAGON_SEEKER", "EMISSARY_OF_THE_AFTERLIFE", "GRANADORA"]
