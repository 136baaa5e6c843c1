"""Nightmare Wheel (issue 15 part 3, goat-t batch 28): a Continuous Trap equipped to 1 face-up
monster the opponent controls (a target; ``classic_lib.link_cards`` makes it an Equip Card, so
it is destroyed when that monster leaves the field or turns face-down, as Kunai with Chain).
The equipped monster cannot attack (a ``no_attack`` aspect) nor change its battle position (a
``POSITION_LOCKED`` hook); in each of your Standby Phases your opponent takes 500 damage (a
mandatory trigger of the face-up card). Text (2005 wording, our own words) in
``pool/goat.csv``; checks in ``tests/ygo/test_goat5_t_nightmare_wheel.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards.scripts.classic_lib import card_ok, link_cards, mons, pick, reg, tgt, up
from cardtable.ygo.cards.scripts.goat5_continuous_traps import active_traps
from cardtable.ygo.effects.api import CAT_DAMAGE, Aspect, Effect, Link
from cardtable.ygo.effects.hooks import POSITION_LOCKED, only_for
from cardtable.ygo.state import LOC_MZONE, LOC_SZONE

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

NIGHTMARE_WHEEL = 54704216

_their_face_up = mons("opp", True)


def _attach(g: Duel, lk: Link) -> None:
    t = tgt(g, lk)
    if t >= 0 and g.loc[t] == LOC_MZONE and up(g, t) and card_ok(g, lk) \
            and g.loc[lk.card] == LOC_SZONE:
        link_cards(g, lk.card, t)


def _wheeled(g: Duel, s: int, c: int) -> bool:
    return g.equip[s] == c


@only_for({NIGHTMARE_WHEEL})
def _locked(g: Duel, m: int) -> bool:
    return any(g.equip[s] == m for s in active_traps(g, NIGHTMARE_WHEEL))


def _own_standby(g: Duel, c: int, p: int, w: W) -> bool:
    return g.tp == g.ctrl[c] and c in active_traps(g, NIGHTMARE_WHEEL) and g.equip[c] >= 0


def _burn(g: Duel, lk: Link) -> None:
    g.damage(1 - lk.player, 500)


POSITION_LOCKED.append(_locked)
reg(NIGHTMARE_WHEEL,
    Effect(target=(pick(_their_face_up, "target_monster"),), target_picks=True,
           operation=(_attach,), condition=lambda g, c, p, w: bool(_their_face_up(g, p, c)),
           aspects=(Aspect("no_attack", _wheeled),)),
    Effect(kind="trigger", event="standby", optional=False, condition=_own_standby,
           operation=(_burn,), category=CAT_DAMAGE))
