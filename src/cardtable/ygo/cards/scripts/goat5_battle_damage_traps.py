"""Goat-pool Continuous Traps answering battle damage (issue 15 part 3, goat-t batch 11): Des
Counterblow (a direct attack damages you: destroy the attacker) and Begone, Knave! (any monster
that inflicts battle damage to a player goes back to its owner's hand). As
``goat_st_battle_damage.py``: one battle-damage hook (it changes no amount) queues a mandatory
trigger on each face-up, active card whose row matches; the trigger's event carries the monster
that dealt the damage, so a dealer that left the field (destroyed in the same battle) is not
touched. Texts (2005 wording, our own words) are in ``pool/goat.csv``; the checks are
``tests/ygo/test_goat5_battle_damage_traps.py``."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from cardtable.ygo.cards.scripts.classic_lib import reg
from cardtable.ygo.cards.scripts.goat5_continuous_traps import active_traps
from cardtable.ygo.effects.api import CAT_DESTROY, Effect, Link
from cardtable.ygo.effects.hooks import BATTLE_DAMAGE_HOOKS, only_for
from cardtable.ygo.shapes import Trigger
from cardtable.ygo.state import LOC_MZONE

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

DES_COUNTERBLOW = 39131963
BEGONE_KNAVE = 20374520

EV_DAMAGED = "goat5_battle_damage"  # queued by the hook below, never raised by the engine

#: passcode -> does the card (of its controller) answer ``dealer``'s battle damage to ``p``?
#: ``fn(g, card, dealer, p)``
ANSWERS: dict[int, Callable[[Duel, int, int, int], bool]] = {
    # "When a monster inflicts Battle Damage to your Life Points by a direct attack"
    DES_COUNTERBLOW: lambda g, s, m, p: g.ctrl[s] == p and g.battle is not None
    and g.battle.target < 0,
    # "When a monster inflicts Battle Damage to a player's Life Points"
    BEGONE_KNAVE: lambda g, s, m, p: True,
}


@only_for(ANSWERS)
def _damaged(g: Duel, p: int, n: int) -> int:
    b = g.battle
    if n <= 0 or b is None:
        return n
    dealer = b.attacker if g.ctrl[b.attacker] != p else b.target
    if dealer < 0 or g.loc[dealer] != LOC_MZONE or g.ctrl[dealer] == p:
        return n
    for code, answers in ANSWERS.items():
        for s in active_traps(g, code):
            if answers(g, s, dealer, p):
                for ei in g.pool.trig_index(code).get(EV_DAMAGED, ()):
                    g.trig.append(Trigger(s, ei, g.ctrl[s], g.stamp,
                                          (EV_DAMAGED, s, dealer, g.life[dealer])))
    return n


BATTLE_DAMAGE_HOOKS.append(_damaged)


def _dealer(g: Duel, lk: Link) -> int:
    """The monster the trigger names, if it is still that card on the field."""
    m, life = int(lk.event[2]), int(lk.event[3])
    return m if g.loc[m] == LOC_MZONE and g.life[m] == life else -1


def _counterblow(g: Duel, lk: Link) -> None:
    m = _dealer(g, lk)
    if m >= 0:
        g.destroy([m], "effect", lk)


def _begone(g: Duel, lk: Link) -> None:
    m = _dealer(g, lk)
    if m >= 0:
        g.to_hand([m])


reg(DES_COUNTERBLOW, Effect(kind="activate"),
    Effect(kind="trigger", event=EV_DAMAGED, optional=False, operation=(_counterblow,),
           category=CAT_DESTROY))
reg(BEGONE_KNAVE, Effect(kind="activate"),
    Effect(kind="trigger", event=EV_DAMAGED, optional=False, operation=(_begone,)))
