"""Equip Spells of the g8-s claims (issue 15 part 3, session 8). Both are flagged "Goat-era
version" in ``goat-pool.csv``; their texts are the 2005 prints (our wording in
``pool/goat.csv``), checks in ``tests/ygo/test_goat8_s_equips.py``.

* Ring of Magnetism (MRD-139, 2002; never reprinted before 2005) — equip only to a monster on
  your side of the field; it loses 500 ATK and DEF; the opponent's monsters can only attack the
  equipped monster, if they attack. Source: the MRD English text, which Konami's database still
  carries (DawnbrandBots/yaml-yugi ``data/20436034.yaml``: "You can only equip this card to a
  monster on your side of the field ... all the monsters on your opponent's side of the field
  can only attack the monster equipped with this card, if they attack"). "If they attack": no
  forced attack. The OCG ruling (yugioh-wiki.net 《磁力の指輪》, FAQ 12/07/20) that the Ring is
  destroyed once the equipped monster is no longer its controller's is the text's own equip
  condition (an ``equip_limit``). Direct attacks are replaced too ("can only attack the
  equipped monster": yugioh-wiki.net notes it also stops monsters that may attack directly).
* Falling Down (DCR-088, 2003) — equip to a face-up monster of the opponent and take control
  of it; destroyed while its controller has no face-up "Archfiend" card; 800 damage to its
  controller in each of the opponent's Standby Phases. Source: the DCR print (quoted by
  lostcardisland.blogspot.com, "Rogue Thievery", 2012-02-29: "Destroy this card if there is no
  faceup Archfiend card on your side of the field. Take control of 1 of your opponent's faceup
  monsters. Inflict 800 points of damage to your Life Points during each of your opponent's
  Standby Phases."; the Portuguese print in yaml-yugi ``data/32919136.yaml`` says the same).
  An "Archfiend" card in 2005: any card whose name holds "Archfiend" (carrotizer, Pojo
  featured writers, 2006-09-01: "ANY card that had archfiend in its name was considered as an
  Archfiend"). Control goes back when Falling Down leaves the field (Snatch Steal's steps,
  ``classic_spells.equip_take_control`` / ``equip_give_back``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards.scripts.classic_lib import live, mons, pick, reg, up
from cardtable.ygo.cards.scripts.classic_spells import (
    equip_give_back,
    equip_holds_taken,
    equip_take_control,
)
from cardtable.ygo.cards.scripts.goat7_s_equips import equip_spell
from cardtable.ygo.effects.api import CAT_DAMAGE, CAT_EQUIP, Aspect, Effect, Link
from cardtable.ygo.effects.hooks import ATTACK_TARGETS, STATE_CHECKS, only_for
from cardtable.ygo.state import F_ACTIVE, LOC_MZONE

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

RING_OF_MAGNETISM = 20436034
FALLING_DOWN = 32919136
RING_MINUS = 500
FALLING_DOWN_DAMAGE = 800


# --- Ring of Magnetism ----------------------------------------------------------------------


def _ring_minus(g: Duel, s: int, c: int) -> int:
    return -RING_MINUS if g.equip[s] == c else 0


def _ring_own_side(g: Duel, s: int, m: int) -> bool:
    """"You can only equip this card to a monster on your side of the field"."""
    return g.ctrl[m] == g.ctrl[s]


def ringed(g: Duel, p: int) -> list[int]:
    """``p``'s monsters equipped with an applying Ring of Magnetism."""
    out = []
    for s in g.sz[p]:
        if s >= 0 and g.code[s] == RING_OF_MAGNETISM and live(g, s):
            m = g.equip[s]
            if m >= 0 and g.loc[m] == LOC_MZONE and g.ctrl[m] == p and m not in out:
                out.append(m)
    return out


@only_for({RING_OF_MAGNETISM})
def _ring_targets(g: Duel, a: int, targets: list[int]) -> list[int]:
    """``ATTACK_TARGETS``: while the defender controls a Ring-equipped monster, the attacker
    may only attack such a monster (no other monster, no direct attack)."""
    ring = ringed(g, 1 - g.ctrl[a])
    if not ring:
        return targets
    return [t for t in targets if t in ring]


ATTACK_TARGETS.append(_ring_targets)
equip_spell(RING_OF_MAGNETISM, Aspect("atk", _ring_minus), Aspect("def", _ring_minus),
            Aspect("equip_limit", _ring_own_side), hosts=mons("self", True))


# --- Falling Down ---------------------------------------------------------------------------


def archfiend_card(g: Duel, c: int) -> bool:
    """A face-up card whose name holds "Archfiend" (the 2005 reading of an "Archfiend" card)."""
    return up(g, c) and "Archfiend" in g.cd(c).name.en


def controls_archfiend(g: Duel, p: int) -> bool:
    """``p`` controls a face-up "Archfiend" card (Monster, Spell & Trap or Field Zone)."""
    return any(c >= 0 and archfiend_card(g, c) for c in (*g.mz[p], *g.sz[p], g.fz[p]))


_opp_face_up = mons("opp", face_up=True)


def _falling_damage(g: Duel, lk: Link) -> None:
    g.damage(lk.player, FALLING_DOWN_DAMAGE)


@only_for({FALLING_DOWN})
def _falling_needs_archfiend(g: Duel) -> None:
    """"Destroy this card if there is no face-up Archfiend card on your side of the field"."""
    gone = [s for p in (0, 1) for s in g.sz[p] if s >= 0 and g.code[s] == FALLING_DOWN
            and live(g, s) and not controls_archfiend(g, p)]
    if gone:
        g.destroy(gone, "effect")


def _falling_cond(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
    return bool(_opp_face_up(g, p, c)) and g.free_mzone(p) >= 0


STATE_CHECKS.append(_falling_needs_archfiend)
reg(FALLING_DOWN, Effect(
    target=(pick(_opp_face_up, "target_monster"),), target_picks=True, stays=True,
    operation=(equip_take_control,), category=CAT_EQUIP, condition=_falling_cond),
    Effect(kind="trigger", event="standby", optional=False, operation=(_falling_damage,),
           category=CAT_DAMAGE,
           condition=lambda g, c, p, w: g.tp != g.ctrl[c] and bool(g.flags[c] & F_ACTIVE)
           and live(g, c) and g.equip[c] >= 0),
    Effect(kind="trigger", event="left_field", optional=False, operation=(equip_give_back,),
           condition=lambda g, c, p, w: equip_holds_taken(g, c)))
