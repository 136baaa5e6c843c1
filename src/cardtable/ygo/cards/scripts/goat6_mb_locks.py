"""Goat-pool monsters that lock what monsters may do (issue 15 part 3, g6-mb, session 6).

* Invitation to a Dark Sleep (PSV, 2002): when it is Normal or Flip Summoned, its controller
  selects 1 monster the opponent controls (a mandatory trigger, a target); while the Invitation
  stays face-up on the field, that monster cannot declare an attack (an ``ATTACK_ALLOWED``
  hook). The selection is kept on the Invitation (``classic_lib.bind``: the monster as it is
  now, so one that left the field and came back is free) and forgotten when the Invitation is
  turned face-down (an ``EVENT_HOOKS`` watcher: its effect ended, flipping it up again starts
  nothing) or leaves the field (``g.move`` clears the card's counter).
* Jowgen the Spiritualist (LON, 2003): discard 1 card at random from your hand (the Duel's
  seeded RNG; a cost) to destroy every Special Summoned monster on the field (``F_SPECIAL``:
  ``goat5_removal_spells.special_summoned``); while it is face-up on the field and its effect
  applies, neither player can Special Summon monsters (a ``SUMMON_ALLOWED`` hook).

Texts in ``pool/goat.csv``; checks in ``tests/ygo/test_goat6_mb_locks.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards.scripts.classic_lib import (
    active_monster,
    bind,
    bound,
    live_targets,
    mons,
    pick,
    random_discard,
    reg,
)
from cardtable.ygo.cards.scripts.goat5_removal_spells import special_summoned
from cardtable.ygo.effects.api import CAT_DESTROY, Effect, Link
from cardtable.ygo.effects.hooks import ATTACK_ALLOWED, EVENT_HOOKS, SUMMON_ALLOWED, only_for
from cardtable.ygo.state import LOC_MZONE, POS_FACEUP

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

INVITATION_TO_A_DARK_SLEEP = 52675689
JOWGEN_THE_SPIRITUALIST = 41855169

# --- Invitation to a Dark Sleep ----------------------------------------------------------------


def _normal_or_flip(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
    return len(w) > 2 and w[2] in ("normal", "flip")


def _put_to_sleep(g: Duel, lk: Link) -> None:
    me = lk.card
    if g.loc[me] != LOC_MZONE or g.life[me] != lk.life or not g.pos[me] & POS_FACEUP:
        return
    ts = [t for t in live_targets(g, lk) if g.loc[t] == LOC_MZONE]
    if ts:
        bind(g, me, ts[0])


@only_for({INVITATION_TO_A_DARK_SLEEP})
def _sleeper_may_attack(g: Duel, m: int) -> bool:
    """False for a monster a face-up Invitation whose effect applies selected."""
    for q in (0, 1):
        for s in g.monsters(q):
            if g.code[s] == INVITATION_TO_A_DARK_SLEEP and bound(g, s) == m \
                    and active_monster(g, s):
                return False
    return True


@only_for({INVITATION_TO_A_DARK_SLEEP})
def _forget_when_face_down(g: Duel, ev: str, c: int, data: tuple[Any, ...]) -> None:
    """An Invitation turned face-down: its effect has ended for good."""
    if ev == "position_changed" and g.code[c] == INVITATION_TO_A_DARK_SLEEP \
            and len(data) > 1 and not int(data[1]) & POS_FACEUP:
        g.counter[c] = 0


ATTACK_ALLOWED.append(_sleeper_may_attack)
EVENT_HOOKS.append(_forget_when_face_down)
reg(INVITATION_TO_A_DARK_SLEEP,
    Effect(kind="trigger", event="summoned", optional=False, condition=_normal_or_flip,
           target=(pick(mons("opp"), "target_monster"),), target_picks=True,
           operation=(_put_to_sleep,),
           name=Text("选择对方1只怪兽：只要这张卡表侧表示存在，那只怪兽不能攻击",
                     "Select 1 opponent's monster: it cannot attack while this card is "
                     "face-up")))

# --- Jowgen the Spiritualist --------------------------------------------------------------------


def _jowgen_cost_ok(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
    return bool(g.hand[p])


def _discard_random(g: Duel, lk: Link) -> None:
    random_discard(g, lk.player, 1)


def _destroy_special(g: Duel, lk: Link) -> None:
    gone = special_summoned(g)
    if gone:
        g.destroy(gone, "effect", lk)


@only_for({JOWGEN_THE_SPIRITUALIST})
def _no_special_summons(g: Duel, p: int, c: int, how: str) -> bool:
    """False for any Special Summon while a Jowgen whose effect applies is face-up."""
    if how != "special":
        return True
    return not any(g.code[m] == JOWGEN_THE_SPIRITUALIST and active_monster(g, m)
                   for q in (0, 1) for m in g.monsters(q))


SUMMON_ALLOWED.append(_no_special_summons)
reg(JOWGEN_THE_SPIRITUALIST,
    Effect(kind="ignition", condition=_jowgen_cost_ok, cost=(_discard_random,),
           operation=(_destroy_special,), category=CAT_DESTROY,
           name=Text("随机丢弃1张手卡：破坏场上所有特殊召唤的怪兽",
                     "Discard 1 random card: destroy all Special Summoned monsters")),
    Effect(kind="continuous", name=Text("双方不能特殊召唤怪兽",
                                        "Neither player can Special Summon monsters")))

__all__ = ["INVITATION_TO_A_DARK_SLEEP", "JOWGEN_THE_SPIRITUALIST"]
