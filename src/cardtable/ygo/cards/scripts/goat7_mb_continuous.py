"""Goat-pool monsters with continuous effects (issue 15 part 3, g7-mb, session 7). None of these
cards is flagged "Goat-era version" in ``goat-pool.csv``, so today's official text (yaml-yugi
``data/<passcode>.yaml``) gives their 2005 behaviour; our wording is in ``pool/goat.csv``.

* Horus' Servant (SOD, 2004): the opponent's effects cannot target the face-up "Horus the Black
  Flame Dragon" monsters (any LV) of the Servant's controller while the Servant is face-up and
  its effect applies (a ``TARGET_BANS`` hook; the OCG text: 自分フィールド上, "on your field").
* Twin-Headed Wolf (LOD, 2003): while its controller controls another face-up Fiend-Type
  monster, the effects of Flip Effect Monsters it destroys by battle are negated (a
  ``RESOLVE_HOOKS`` hook over ``classic_battle.battle_destroyer``, as Terrorking Archfiend's;
  the Fiend is looked for when the effect resolves).
* Prickle Fairy (IOC, 2004): while it is face-up its controller's face-up Insect-Type monsters
  cannot be attacked (an ``ATTACK_TARGETS`` hook; a face-down monster shows no Type); a monster
  it battled is changed to Defense Position at the end of the Damage Step (a trigger queued by a
  ``BATTLE_END_HOOKS`` hook, also when the Fairy was destroyed in that battle: "If this card
  battled a monster").

* Maiden of the Aqua (DB2, 2004): while it is face-up on the field with its effect applying,
  the field is treated as "Umi" (a ``goat_mon_continuous.UMI_STANDINS`` row read by
  ``umi_on_field``, so every "while Umi is on the field" card sees it), unless a face-up Field
  Spell Card is on the field; "Umi"'s own ATK/DEF changes do not apply (no "Umi" card is there).

Checks in ``tests/ygo/test_goat7_mb_continuous.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.core.text import Text
from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_battle import battle_destroyer
from cardtable.ygo.cards.scripts.classic_lib import active_monster, last_battle, reg
from cardtable.ygo.cards.scripts.goat_mon_continuous import UMI_STANDINS
from cardtable.ygo.effects.api import CAT_POSITION, Effect, Link
from cardtable.ygo.effects.hooks import (
    ATTACK_TARGETS,
    BATTLE_END_HOOKS,
    RESOLVE_HOOKS,
    TARGET_BANS,
    only_for,
)
from cardtable.ygo.shapes import Trigger
from cardtable.ygo.state import LOC_GY, LOC_MZONE, POS_FACEUP, POS_FU_ATK, POS_FU_DEF

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

HORUS_SERVANT = 9264485
TWIN_HEADED_WOLF = 88132637
PRICKLE_FAIRY = 91559748
MAIDEN_OF_THE_AQUA = 17214465

_HORUS = "Horus the Black Flame Dragon"
_FIEND = C.RACE_BY_NAME["Fiend"]
_INSECT = C.RACE_BY_NAME["Insect"]


def _face_up(g: Duel, c: int) -> bool:
    return g.loc[c] == LOC_MZONE and bool(g.pos[c] & POS_FACEUP)


# --- Horus' Servant ------------------------------------------------------------------------------


@only_for({HORUS_SERVANT})
def _servant_guards(g: Duel, card: int, player: int, src: int) -> bool:
    """``TARGET_BANS``: ``player``'s effect cannot target ``card``, a face-up Horus the Black
    Flame Dragon of the other player who controls an active Horus' Servant."""
    if not _face_up(g, card) or g.ctrl[card] == player \
            or not g.cd(card).name.en.startswith(_HORUS):
        return False
    return any(g.code[m] == HORUS_SERVANT and active_monster(g, m)
               for m in g.monsters(g.ctrl[card]))


TARGET_BANS.append(_servant_guards)
reg(HORUS_SERVANT, Effect(kind="continuous", name=Text(
    "对方不能把自己场上表侧表示的「荷鲁斯之黑炎龙」作为效果的对象",
    "Your opponent cannot target your face-up \"Horus the Black Flame Dragon\" monsters")))

# --- Twin-Headed Wolf ----------------------------------------------------------------------------


@only_for({TWIN_HEADED_WOLF})
def _wolf_negates(g: Duel, lk: Link) -> bool:
    """``RESOLVE_HOOKS``: the effect of a Flip Effect Monster just destroyed by battle with an
    active Twin-Headed Wolf whose controller controls another face-up Fiend is negated."""
    other = battle_destroyer(g, lk)
    if other < 0 or g.code[other] != TWIN_HEADED_WOLF or not active_monster(g, other) \
            or not g.pool.cards[lk.code].type & C.FLIP:
        return False
    if not any(m != other and _face_up(g, m) and g.race(m) & _FIEND
               for m in g.monsters(g.ctrl[other])):
        return False
    g.log("effect_negated_by", {**g.card_pub(other), "negated": g.card_pub(lk.card)})
    return True


RESOLVE_HOOKS.append(_wolf_negates)
reg(TWIN_HEADED_WOLF, Effect(kind="continuous", name=Text(
    "自己场上有其他恶魔族怪兽时，被这张卡战斗破坏的反转怪兽的效果无效",
    "With another Fiend: effects of Flip monsters it destroys by battle are negated")))

# --- Prickle Fairy -------------------------------------------------------------------------------

EV_PRICKLE = "g7mb_prickle_battled"  # queued by the hook below, never raised by the engine


@only_for({PRICKLE_FAIRY})
def _prickle_guards(g: Duel, a: int, targets: list[int]) -> list[int]:
    """``ATTACK_TARGETS``: while the defender controls an active Prickle Fairy, its face-up
    Insect-Type monsters cannot be attacked."""
    d = 1 - g.ctrl[a]
    if not any(g.code[m] == PRICKLE_FAIRY and active_monster(g, m) for m in g.monsters(d)):
        return targets
    return [t for t in targets if t < 0 or not (_face_up(g, t) and g.race(t) & _INSECT)]


def _prickle_after_battle(g: Duel, destroyed: tuple[int, ...]) -> None:
    """End of a Damage Step: a Prickle Fairy that battled queues its trigger against the
    monster it battled while that one is still face-up in Attack Position."""
    a, t = last_battle(g)
    if a < 0 or t < 0:
        return
    for me, other in ((a, t), (t, a)):
        if g.code[me] == PRICKLE_FAIRY and g.loc[other] == LOC_MZONE \
                and g.pos[other] == POS_FU_ATK:
            p = g.ctrl[me] if g.loc[me] == LOC_MZONE else g.owner[me]
            for ei in g.pool.trig_index(PRICKLE_FAIRY).get(EV_PRICKLE, ()):
                g.trig.append(Trigger(me, ei, p, g.stamp,
                                      (EV_PRICKLE, me, other, g.life[other])))


def _prickle_defense(g: Duel, lk: Link) -> None:
    ev = lk.event
    if ev is None or len(ev) < 4:
        return
    m, life = int(ev[2]), int(ev[3])
    if g.loc[m] == LOC_MZONE and g.life[m] == life and g.pos[m] == POS_FU_ATK:
        g.change_position(m, POS_FU_DEF)


ATTACK_TARGETS.append(_prickle_guards)
BATTLE_END_HOOKS.append(only_for({PRICKLE_FAIRY})(_prickle_after_battle))
reg(PRICKLE_FAIRY,
    Effect(kind="continuous", name=Text("对方不能攻击昆虫族怪兽",
                                        "Your opponent cannot attack Insect monsters")),
    Effect(kind="trigger", event=EV_PRICKLE, optional=False, dmg_step=True,
           where=LOC_MZONE | LOC_GY, operation=(_prickle_defense,), category=CAT_POSITION,
           name=Text("与这张卡战斗的怪兽变成守备表示",
                     "The monster that battled this card becomes Defense Position")))

# --- Maiden of the Aqua --------------------------------------------------------------------------


def _maiden_umi(g: Duel) -> bool:
    """``UMI_STANDINS``: an active Maiden of the Aqua is on the field and no face-up Field
    Spell Card is."""
    if any(f >= 0 and g.pos[f] & POS_FACEUP for f in g.fz):
        return False
    return any(g.code[m] == MAIDEN_OF_THE_AQUA and active_monster(g, m)
               for q in (0, 1) for m in g.monsters(q))


UMI_STANDINS.append(_maiden_umi)
reg(MAIDEN_OF_THE_AQUA, Effect(kind="continuous", name=Text(
    "场上当作「海」使用（有场地魔法卡表侧表示存在时不适用）",
    "The field is treated as \"Umi\" (not while a Field Spell Card is face-up)")))

__all__ = ["HORUS_SERVANT", "MAIDEN_OF_THE_AQUA", "PRICKLE_FAIRY", "TWIN_HEADED_WOLF"]
