"""Amazoness Archers (issue 15 part 3, goat-t batch 24): activate only when an opponent's monster
declares an attack while you control an "Amazoness" monster. Every monster the opponent controls
is changed to face-up Attack Position — a face-down one's Flip effect is not activated (its
``flipped`` triggers are taken back off the queue) — and loses 500 ATK while it stays face-up
(a buff without an end); the opponent must attack with all their monsters this turn (goat-m1's
``MUST_ATTACK`` hook over a public mark of this turn naming the player). Text (2005 wording, our
own words) in ``pool/goat.csv``; checks in ``tests/ygo/test_goat5_t_amazoness_archers.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards.scripts.classic_lib import note, opp_attack, reg, up
from cardtable.ygo.cards.scripts.seed_common import this_turn
from cardtable.ygo.effects.api import CAT_ATKCHANGE, CAT_POSITION, Effect, Link
from cardtable.ygo.effects.hooks import MUST_ATTACK, only_for
from cardtable.ygo.state import LOC_MZONE, POS_FU_ATK

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

AMAZONESS_ARCHERS = 67987611
_KEY = "must_attack_all"


def _amazoness(g: Duel, p: int) -> bool:
    return any(m >= 0 and up(g, m) and "Amazoness" in g.cd(m).name.en for m in g.mz[p])


def _archers(g: Duel, lk: Link) -> None:
    o = 1 - lk.player
    for m in [m for m in g.mz[o] if m >= 0]:
        if g.pos[m] != POS_FU_ATK:
            g.change_position(m, POS_FU_ATK)
            # "Flip effects are not activated": its own flipped triggers are taken back
            g.trig[:] = [t for t in g.trig if not (t.card == m and t.event[0] == "flipped")]
        if g.loc[m] == LOC_MZONE:
            g.add_buff(m, atk=-500, until_end=False, src=lk.card)
    note(g, lk.card, "The opponent must attack with all their monsters this turn",
         "这个回合，对方必须用全部怪兽攻击", **{_KEY: o})


@only_for({AMAZONESS_ARCHERS})
def _must_attack(g: Duel, a: int) -> bool:
    return any(kind == "card_effect" and pub.get(_KEY) == g.ctrl[a]
               for kind, pub, _ in this_turn(g))


MUST_ATTACK.append(_must_attack)
reg(AMAZONESS_ARCHERS, Effect(event="attack", operation=(_archers,),
                              category=CAT_POSITION | CAT_ATKCHANGE,
                              condition=lambda g, c, p, w: opp_attack(g, c, p, w)
                              and _amazoness(g, p)))
