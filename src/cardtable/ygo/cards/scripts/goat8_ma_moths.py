"""The Moth chain (issue 15 part 3, g8-ma): Cocoon of Evolution (flagged "Goat-era version" in
``goat-pool.csv``), Larvae Moth, Great Moth and Perfectly Ultimate Great Moth (not flagged:
their official texts, yaml-yugi ``data/87756343.yaml``, ``14141448``, ``48579379``).

* Cocoon of Evolution (MRD, 2002): from the hand it can be equipped, as an Equip Card, to a
  face-up "Petit Moth" you control; while it is, that Petit Moth's original ATK/DEF are
  Cocoon's (0 / 2000). The Goat-era point: **equipping it counts as your Normal Summon** for
  the turn — the early revision of yugioh-wiki.net's 《進化の繭》 page ("装備させる時は通常
  召喚扱いとなるため、すでにそのターンに《プチモス》を召喚していた場合は装備させることが
  できない") and EDOPro's Goat entry ("Equipping it counts towards the normal summon count")
  agree; today's ruling (2015 OCG FAQ) no longer counts it. It is an effect activated from
  the hand in your Main Phase that targets the Petit Moth (our reading of "can be equipped ...
  to a face-up Petit Moth", as today's text); it needs the turn's Normal Summon unused and
  uses it as it is activated. It is a Monster Card: a Spell negation (Imperial Order) does not
  touch it. If the Petit Moth leaves the field, the Cocoon goes with it (an Equip Card without
  its monster, the engine's rule).
* Turn count: the Petit Moth's "turns after it was equipped" are its controller's turns whose
  End Phase passed since the equip, the equip turn included (the Japanese text: 自分のターンで
  数えて…ターン以上が経過した): equipped in your turn T, Larvae Moth comes from your turn T+4
  (2 of your turns passed), Great Moth from T+8 (4), Perfectly Ultimate Great Moth from T+12
  (6). The count is kept on the Cocoon (``g.counter``: its equip turn + 1; cleared when it
  leaves the field).
* The three Moths are Special Summoned from the hand by Tributing that Petit Moth
  (``goat_mon_procs`` procedures, as Gate Guardian's "can only be Special Summoned by
  Tributing": a proper summon, Attack or Defense Position); they cannot be Normal Summoned or
  Set (their SpecialSummon type).

Texts in ``pool/goat.csv``; checks in ``tests/ygo/test_goat8_ma_moths.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards.scripts.classic_equip_monsters import equip_monster
from cardtable.ygo.cards.scripts.classic_lib import (
    Filt,
    base_atk,
    base_def,
    live_targets,
    mons,
    own_main,
    pick,
    reg,
    up,
)
from cardtable.ygo.cards.scripts.goat_mon_procs import Proc, add_procs
from cardtable.ygo.effects.api import CAT_ATKCHANGE, Aspect, Effect, Link
from cardtable.ygo.state import LOC_HAND, LOC_MZONE, LOC_SZONE

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

PETIT_MOTH = 58192742
COCOON_OF_EVOLUTION = 40240595
LARVAE_MOTH = 87756343
GREAT_MOTH = 14141448
PERFECTLY_ULTIMATE_GREAT_MOTH = 48579379
COCOON_ATK, COCOON_DEF = 0, 2000


def cocoon_of(g: Duel, m: int) -> int:
    """The Cocoon of Evolution equipped to Petit Moth ``m`` by its effect (-1 = none)."""
    for s in g.sz[g.ctrl[m]]:
        if s >= 0 and g.code[s] == COCOON_OF_EVOLUTION and g.equip[s] == m and g.counter[s] > 0:
            return s
    return -1


def turns_passed(g: Duel, cocoon: int) -> int:
    """How many of its controller's turns have ended since ``cocoon`` was equipped (the
    equip turn included once its End Phase passed)."""
    e = g.counter[cocoon] - 1
    return (g.turn - e + 1) // 2 if e >= 0 else 0


def _moth_after(n: int) -> Filt:
    def f(g: Duel, c: int) -> bool:
        if g.code[c] != PETIT_MOTH or not up(g, c):
            return False
        s = cocoon_of(g, c)
        return s >= 0 and turns_passed(g, s) >= n

    return f


add_procs({LARVAE_MOTH: Proc("field", (_moth_after(2),)),
           GREAT_MOTH: Proc("field", (_moth_after(4),)),
           PERFECTLY_ULTIMATE_GREAT_MOTH: Proc("field", (_moth_after(6),))})

_petit_moths = mons("self", face_up=True, filt=lambda g, c: g.code[c] == PETIT_MOTH)


def _cocoon_cond(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
    return (own_main(g, c, p, w) and g.ns_used < 1 and g.free_szone(p) >= 0
            and bool(_petit_moths(g, p, c)))


def _use_normal_summon(g: Duel, lk: Link) -> None:
    g.ns_used += 1  # equipping it counts as the turn's Normal Summon (the Goat-era ruling)


def _equip(g: Duel, lk: Link) -> None:
    c = lk.card
    ts = [t for t in live_targets(g, lk) if g.loc[t] == LOC_MZONE and up(g, t)
          and g.ctrl[t] == lk.player]
    if ts and g.loc[c] == LOC_HAND and equip_monster(g, c, ts[0]):
        g.counter[c] = g.turn + 1  # the equip turn, for the Moths' turn count


def _stat(what: str) -> Any:
    value, base = (COCOON_ATK, base_atk) if what == "atk" else (COCOON_DEF, base_def)

    def f(g: Duel, s: int, c: int) -> int:
        if g.loc[s] != LOC_SZONE or g.equip[s] != c or g.code[c] != PETIT_MOTH:
            return 0
        return value - base(g, c)

    return f


reg(COCOON_OF_EVOLUTION,
    Effect(kind="quick", speed=1, where=LOC_HAND, condition=_cocoon_cond,
           cost=(_use_normal_summon,), target=(pick(_petit_moths, "target_monster"),),
           target_picks=True, operation=(_equip,),
           name=Text("从手卡给「幼虫宝宝」装备（作为通常召唤）",
                     "Equip it from the hand to Petit Moth (counts as the Normal Summon)")),
    Effect(kind="continuous", category=CAT_ATKCHANGE, aspects=(
        Aspect("atk", _stat("atk")), Aspect("def", _stat("def")),
        Aspect("equip_limit", lambda g, e, m: g.code[m] == PETIT_MOTH))))
_PROC_NAME = Text("解放装备「进化之茧」的「幼虫宝宝」特殊召唤",
                  "Special Summoned by Tributing a Petit Moth in its Cocoon")
for _code in (LARVAE_MOTH, GREAT_MOTH, PERFECTLY_ULTIMATE_GREAT_MOTH):
    reg(_code, Effect(kind="continuous", name=_PROC_NAME))

__all__ = ["COCOON_OF_EVOLUTION", "GREAT_MOTH", "LARVAE_MOTH", "PERFECTLY_ULTIMATE_GREAT_MOTH",
           "PETIT_MOTH", "cocoon_of", "turns_passed"]
