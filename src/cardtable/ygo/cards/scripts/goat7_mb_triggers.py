"""Goat-pool monsters with trigger effects (issue 15 part 3, g7-mb, session 7). None is flagged
"Goat-era version" in ``goat-pool.csv``: today's official text (yaml-yugi
``data/<passcode>.yaml``) gives the 2005 behaviour; our wording is in ``pool/goat.csv``.

* Ryu-Kishin Clown (LOD, 2003): when it is Normal, Flip or Special Summoned, 1 face-up monster
  on the field (itself included) is selected and its battle position changed (mandatory; a
  target: the OCG text 対象).
* Kryuel (DB2, 2004; never reprinted in English since, so this is its printed text): when it is
  sent to the Graveyard as a result of battle, its controller calls a coin toss; on a right call
  1 monster the opponent controls is destroyed (picked when the effect resolves: the TCG text
  selects no target).
* Royal Keeper (DB2, 2004): once per turn it may turn itself face-down (``TO_FACE_DOWN``); when
  it is flipped face-up it gains 300 ATK and DEF until the end of the turn (flipped by an attack:
  the trigger resolves after damage calculation, as its text says).

Checks in ``tests/ygo/test_goat7_mb_triggers.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.core.text import Text
from cardtable.ygo.cards.scripts.classic_lib import last, mons, pick, reg, tgt
from cardtable.ygo.cards.scripts.goat5_chance import call_coin, called_right
from cardtable.ygo.cards.scripts.goat_mon_flip import TO_FACE_DOWN
from cardtable.ygo.effects.api import (
    CAT_ATKCHANGE,
    CAT_DESTROY,
    CAT_POSITION,
    Effect,
    Link,
    ask_cards,
)
from cardtable.ygo.state import LOC_GY, LOC_MZONE, POS_FACEUP, POS_FU_ATK, POS_FU_DEF

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

RYU_KISHIN_CLOWN = 42647539
KRYUEL = 82642348
ROYAL_KEEPER = 16509093

# --- Ryu-Kishin Clown ----------------------------------------------------------------------------


def _switch(g: Duel, lk: Link) -> None:
    t = tgt(g, lk)
    if t < 0 or g.loc[t] != LOC_MZONE or not g.pos[t] & POS_FACEUP:
        return
    g.change_position(t, POS_FU_DEF if g.pos[t] == POS_FU_ATK else POS_FU_ATK)


reg(RYU_KISHIN_CLOWN, Effect(
    kind="trigger", event="summoned", optional=False,
    target=(pick(mons("any", True), "target_monster"),), target_picks=True,
    operation=(_switch,), category=CAT_POSITION,
    name=Text("选择场上1只表侧表示怪兽变更表示形式",
              "Change the battle position of 1 face-up monster")))

# --- Kryuel --------------------------------------------------------------------------------------


def _kryuel_cond(g: Duel, c: int, p: int, w: tuple[object, ...]) -> bool:
    return g.loc[c] == LOC_GY


def _kryuel_toss(g: Duel, lk: Link) -> None:
    right = called_right(g, lk)
    lk.data["right"] = right
    foes = g.monsters(1 - lk.player)
    if right and foes:
        ask_cards(g, lk, lk.player, foes, 1, 1, "destroy")


def _kryuel_destroy(g: Duel, lk: Link) -> None:
    if not lk.data.get("right"):
        return
    ts = [t for t in last(lk) if g.loc[t] == LOC_MZONE and g.ctrl[t] != lk.player]
    if ts:
        g.destroy(ts, "effect", lk)


reg(KRYUEL, Effect(kind="trigger", event="battle_destroyed", optional=False,
                   condition=_kryuel_cond, operation=(call_coin, _kryuel_toss, _kryuel_destroy),
                   category=CAT_DESTROY,
                   name=Text("猜硬币：猜中则破坏对方1只怪兽",
                             "Call a coin: if right, destroy 1 of your opponent's monsters")))

# --- Royal Keeper --------------------------------------------------------------------------------


def _keeper_boost(g: Duel, lk: Link) -> None:
    c = lk.card
    if g.loc[c] == LOC_MZONE and g.pos[c] & POS_FACEUP and g.life[c] == lk.life:
        g.add_buff(c, atk=300, defense=300, until_end=True, src=c)


reg(ROYAL_KEEPER, TO_FACE_DOWN,
    Effect(kind="trigger", event="flipped", optional=False, dmg_step=True,
           operation=(_keeper_boost,), category=CAT_ATKCHANGE,
           name=Text("反转时攻击力·守备力上升300", "Flipped face-up: +300 ATK/DEF this turn")))

__all__ = ["KRYUEL", "ROYAL_KEEPER", "RYU_KISHIN_CLOWN"]
