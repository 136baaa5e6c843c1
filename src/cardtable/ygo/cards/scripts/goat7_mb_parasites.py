"""Goat-pool monsters that live on another monster (issue 15 part 3, g7-mb, session 7): the
"as long as" links. Not flagged "Goat-era version" in ``goat-pool.csv``: today's official text
(yaml-yugi ``data/<passcode>.yaml``; both cards were never reprinted in English after DB1/DR1, so
it is their printed text) gives the 2005 behaviour; our wording is in ``pool/goat.csv``.

* Metallizing Parasite - Lunatite (DCR, 2003): a Union Monster (a row of
  ``goat_mon2_union.UNIONS`` through ``add_unions``: once per turn in its controller's Main Phase,
  equip it to a face-up monster they control, or unequip it and Special Summon it in face-up
  Attack Position; 1 Union per monster; if the equipped monster would be destroyed by battle,
  this card is destroyed instead); while it is equipped, the equipped monster is unaffected by
  the effects of Spell Cards its opponent controls (an ``UNAFFECTED`` hook).
* Kiseitai (PSV, 2002): when an opponent's monster attacks it while it is in face-down Defense
  Position, it becomes an Equip Spell Card equipped to the attacking monster before damage
  calculation, so no damage calculation is made (an ``EVENT_HOOKS`` hook on its flip during that
  Damage Step: no chain link; it stays in its controller's Spell & Trap Zone, and the engine
  sends it to the Graveyard when that monster leaves the field or turns face-down); in each of
  the opponent's Standby Phases its controller gains LP equal to half the equipped monster's ATK
  (a mandatory trigger while it is such an Equip Card; rounded down).

Checks in ``tests/ygo/test_goat7_mb_parasites.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards.scripts.classic_lib import reg, up
from cardtable.ygo.cards.scripts.goat_mon2_union import (
    UnionRow,
    add_unions,
    union_effects,
    union_of,
)
from cardtable.ygo.effects.api import CAT_RECOVER, Effect, Link
from cardtable.ygo.effects.hooks import EVENT_HOOKS, UNAFFECTED, only_for
from cardtable.ygo.state import BS_NONE, F_ACTIVE, LOC_MZONE, LOC_SZONE, POS_FACEUP

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

LUNATITE = 7369217
KISEITAI = 4266839

# --- Metallizing Parasite - Lunatite -------------------------------------------------------------


@only_for({LUNATITE})
def _lunatite_shield(g: Duel, card: int, src: int) -> bool:
    """``UNAFFECTED``: a monster equipped with Lunatite ignores the effects of Spell Cards its
    opponent controls."""
    if g.loc[card] != LOC_MZONE or not g.pool.cards[g.code[src]].is_spell \
            or g.ctrl[src] == g.ctrl[card]:
        return False
    u = union_of(g, card)
    return u >= 0 and g.code[u] == LUNATITE


UNAFFECTED.append(_lunatite_shield)
add_unions({LUNATITE: UnionRow(lambda g, m: True, 0, 0, battle_only=True)})
reg(LUNATITE, *union_effects(LUNATITE),
    Effect(kind="continuous", name=Text(
        "装备怪兽不受对方控制的魔法的效果影响",
        "The equipped monster is unaffected by your opponent's Spell Cards")))

# --- Kiseitai ------------------------------------------------------------------------------------


@only_for({KISEITAI})
def _kiseitai_latches(g: Duel, ev: str, c: int, data: tuple[Any, ...]) -> None:
    """``EVENT_HOOKS``: Kiseitai flipped face-up as the target of an opponent's attack during
    the Damage Step becomes an Equip Card of its controller on the attacking monster."""
    if ev != "flipped" or g.code[c] != KISEITAI or g.bstep == BS_NONE:
        return
    b = g.battle
    if b is None or b.target != c or g.loc[c] != LOC_MZONE:
        return
    a = b.attacker
    p = g.ctrl[c]
    if a < 0 or g.ctrl[a] == p or g.loc[a] != LOC_MZONE or not up(g, a) \
            or g.free_szone(p) < 0:
        return
    g.move(c, LOC_SZONE, p, POS_FACEUP)
    g.flags[c] |= F_ACTIVE
    g.equip[c] = a
    g.log("equip", {**g.card_pub(c), "to": g.card_pub(a)})


def _kiseitai_standby(g: Duel, c: int, p: int, w: W) -> bool:
    m = g.equip[c]
    return g.loc[c] == LOC_SZONE and m >= 0 and g.loc[m] == LOC_MZONE and g.tp != p


def _kiseitai_gain(g: Duel, lk: Link) -> None:
    m = g.equip[lk.card]
    if g.loc[lk.card] == LOC_SZONE and m >= 0 and g.loc[m] == LOC_MZONE:
        g.recover(lk.player, g.atk(m) // 2)


EVENT_HOOKS.append(_kiseitai_latches)
reg(KISEITAI,
    Effect(kind="continuous", name=Text(
        "里侧守备表示被攻击：变成攻击怪兽的装备卡（不进行伤害计算）",
        "Attacked face-down: becomes an Equip Card on the attacker (no damage calculation)")),
    Effect(kind="trigger", event="standby", optional=False, where=LOC_SZONE,
           condition=_kiseitai_standby, operation=(_kiseitai_gain,), category=CAT_RECOVER,
           name=Text("对方准备阶段：回复装备怪兽攻击力一半的基本分",
                     "Opponent's Standby Phase: gain half the equipped monster's ATK")))

__all__ = ["KISEITAI", "LUNATITE"]
