"""Goat-pool Flip monsters that take control (issue 15 part 3, g7-mb, session 7). Not flagged
"Goat-era version" in ``goat-pool.csv``: today's official text (yaml-yugi
``data/<passcode>.yaml``) gives the 2005 behaviour; our wording is in ``pool/goat.csv``.

* Rafflesia Seduction (SOD, 2004): FLIP: its controller takes control of 1 face-up monster
  the opponent controls until the end of the turn (``classic_lib.borrow``; picked when the
  effect resolves: the texts select no target).
* Invader of the Throne (SRL, 2002): FLIP: select (target) 1 monster the opponent controls and
  switch control of it and this card (both moves through ``classic_lib.take_control``, so a
  monster whose control cannot switch keeps both where they are); the effect cannot be
  activated during the Battle Phase (flipped by an attack it does nothing).

Checks in ``tests/ygo/test_goat7_mb_control.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards.scripts.classic_lib import (
    borrow,
    control_fixed,
    last,
    mons,
    pick,
    reg,
    return_borrowed,
    take_control,
    tgt,
)
from cardtable.ygo.effects.api import Effect, Link, ask_cards
from cardtable.ygo.effects.hooks import only_for
from cardtable.ygo.state import LOC_MZONE, PH_BATTLE, POS_FACEUP

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

RAFFLESIA_SEDUCTION = 31440542
INVADER_OF_THE_THRONE = 3056267

# --- Rafflesia Seduction -------------------------------------------------------------------------


def _opp_face_up(g: Duel, p: int) -> list[int]:
    return [m for m in g.monsters(1 - p) if g.pos[m] & POS_FACEUP]


def _rafflesia_pick(g: Duel, lk: Link) -> None:
    cs = _opp_face_up(g, lk.player)
    if cs and g.free_mzone(lk.player) >= 0:
        ask_cards(g, lk, lk.player, cs, 1, 1, "choose")


def _rafflesia_take(g: Duel, lk: Link) -> None:
    for m in last(lk):
        if g.loc[m] == LOC_MZONE and g.pos[m] & POS_FACEUP and g.ctrl[m] != lk.player:
            borrow(g, m, lk.player)


only_for({RAFFLESIA_SEDUCTION})(return_borrowed)  # already a phase hook: runs in these duels too
reg(RAFFLESIA_SEDUCTION, Effect(
    kind="flip", optional=False, operation=(_rafflesia_pick, _rafflesia_take),
    name=Text("反转：直到回合结束时得到对方1只表侧表示怪兽的控制权",
              "FLIP: take control of 1 face-up opponent's monster until the end of the turn")))

# --- Invader of the Throne -----------------------------------------------------------------------


def _invader_cond(g: Duel, c: int, p: int, w: W) -> bool:
    return g.phase != PH_BATTLE


def _invader_swap(g: Duel, lk: Link) -> None:
    t = tgt(g, lk)
    me = lk.card
    if t < 0 or g.loc[t] != LOC_MZONE or g.ctrl[t] == lk.player or g.loc[me] != LOC_MZONE \
            or g.life[me] != lk.life or g.ctrl[me] != lk.player:
        return
    if control_fixed(g, t) or control_fixed(g, me):
        return
    if take_control(g, t, lk.player):
        take_control(g, me, 1 - lk.player)


reg(INVADER_OF_THE_THRONE, Effect(
    kind="flip", optional=False, condition=_invader_cond,
    target=(pick(mons("opp"), "target_monster"),), target_picks=True,
    operation=(_invader_swap,),
    name=Text("反转：选择对方1只怪兽，和这张卡交换控制权（战斗阶段不能发动）",
              "FLIP: switch control of 1 opponent's monster and this card (not in the Battle "
              "Phase)")))

__all__ = ["INVADER_OF_THE_THRONE", "RAFFLESIA_SEDUCTION"]
