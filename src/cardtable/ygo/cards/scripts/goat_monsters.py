"""Goat-pool Effect Monsters, batch 4 (issue 15 part 3), as tables by mechanic: Attribute
boosters, self-boosters, direct attackers, piercing attackers (``classic_battle.PIERCE``),
battle-destroyed floaters, simple Flip effects and a summon burn. Texts (2005 wording, our own
words) are in ``pool/goat.csv``; every row is played in ``tests/ygo/test_goat_batches.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import (
    live_targets,
    mill,
    mons,
    pick,
    reg,
    up,
)
from cardtable.ygo.cards.scripts.classic_monsters import battle_floater
from cardtable.ygo.effects import ops
from cardtable.ygo.effects.api import (
    CAT_ATKCHANGE,
    CAT_DAMAGE,
    CAT_DESTROY,
    CAT_POSITION,
    CAT_SPSUMMON,
    Aspect,
    Effect,
    Link,
)
from cardtable.ygo.effects.hooks import ATTACK_TARGETS, only_for
from cardtable.ygo.state import F_NEGATED, LOC_MZONE, LOC_ONFIELD, POS_DEF, POS_FU_ATK, POS_FU_DEF

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

A = C.ATTRIBUTE_BY_NAME
R = C.RACE_BY_NAME

#: "All <plus> monsters gain 500 ATK, all <minus> monsters lose 400 ATK" (both sides)
ATTRIBUTE_BOOSTERS: dict[int, tuple[str, str]] = {
    67629977: ("LIGHT", "DARK"),  # Hoshiningen
    28470714: ("WIND", "EARTH"),  # Bladefly
    7489323: ("EARTH", "WIND"),  # Milus Radiant
    68658728: ("FIRE", "WATER"),  # Little Chimera
    8201910: ("WATER", "FIRE"),  # Star Boy
    80741828: ("DARK", "LIGHT"),  # Witch's Apprentice
}
HARPIE_LADY_1 = 91932350  # all WIND monsters gain 300 ATK
#: "This card gains N ATK and DEF for each card in your hand"
HAND_BOOSTERS: dict[int, int] = {46657337: 300, 91862578: 400}  # Muka Muka, Enraged Muka Muka
MAHA_VAILO = 93013676  # +500 ATK for each Equip Card equipped to it
GYAKU_GIRE_PANDA = 9817927  # +500 ATK per opponent's monster; piercing
#: "This card can attack your opponent directly"
DIRECT_ATTACKERS = frozenset({58861941, 32809211, 98049915})  # Ooguchi, Jinzo #7, Mystic Lamp
#: piercing battle damage (registered in classic_battle.PIERCE)
PIERCERS = frozenset({79870141, 65287621, 63695531, GYAKU_GIRE_PANDA})
#: "When this card is destroyed by battle and sent to the GY: Special Summon 1 <kind> monster
#: with 1500 or less ATK from your Deck in face-up Attack Position"
FLOATERS: dict[int, tuple[str, str]] = {
    57839750: ("attr", "WATER"),  # Mother Grizzly
    84834865: ("attr", "WIND"),  # Flying Kamakiri #1
    93107608: ("race", "Insect"),  # Howling Insect
    39191307: ("race", "Dragon"),  # Masked Dragon
}
NIGHTMARE_PENGUIN = 81306586
POISON_MUMMY = 43716289
NOBLEMAN_EATER_BUG = 65878864
HADE_HANE = 28357177
NEEDLE_WORM = 81843628
BITE_SHOES = 50122883
MYSTERIOUS_GUARD = 1347977
GRAVEKEEPERS_CURSE = 50712728


def _attr_booster(plus: int, minus: int) -> Effect:
    def atk(g: Duel, s: int, c: int) -> int:
        a = g.attribute(c)
        return (500 if a & plus else 0) - (400 if a & minus else 0)

    return Effect(kind="continuous", aspects=(Aspect("atk", atk),), category=CAT_ATKCHANGE)


for _code, (_plus, _minus) in ATTRIBUTE_BOOSTERS.items():
    reg(_code, _attr_booster(A[_plus], A[_minus]))


def _harpie1(g: Duel, s: int, c: int) -> int:
    return 300 if g.attribute(c) & A["WIND"] else 0


reg(HARPIE_LADY_1, Effect(kind="continuous", aspects=(Aspect("atk", _harpie1),)))


def _self_per(n: int, count: Any) -> Aspect:
    return Aspect("atk", lambda g, s, c: n * count(g, s) if c == s else 0)


def _hand(g: Duel, s: int) -> int:
    return len(g.hand[g.ctrl[s]])


for _code, _n in HAND_BOOSTERS.items():
    reg(_code, Effect(kind="continuous", aspects=(
        _self_per(_n, _hand), Aspect("def", lambda g, s, c, n=_n: n * _hand(g, s) if c == s
                                     else 0))))


def _equips_on(g: Duel, s: int) -> int:
    return sum(1 for q in (0, 1) for e in g.sz[q] if e >= 0 and g.equip[e] == s)


def _opp_monsters(g: Duel, s: int) -> int:
    return sum(1 for m in g.mz[1 - g.ctrl[s]] if m >= 0)


reg(MAHA_VAILO, Effect(kind="continuous", aspects=(_self_per(500, _equips_on),)))
reg(GYAKU_GIRE_PANDA, Effect(kind="continuous", aspects=(_self_per(500, _opp_monsters),)))

# --- direct attackers and piercers ---------------------------------------------------------


def _direct(g: Duel, a: int, tg: list[int]) -> list[int]:
    if g.code[a] in DIRECT_ATTACKERS and -1 not in tg and up(g, a) \
            and not g.flags[a] & F_NEGATED:
        return [*tg, -1]
    return tg


ATTACK_TARGETS.append(only_for(DIRECT_ATTACKERS)(_direct))
for _code in DIRECT_ATTACKERS:
    reg(_code, Effect(kind="continuous"))
for _code in PIERCERS - {GYAKU_GIRE_PANDA}:
    reg(_code, Effect(kind="continuous"))

# --- floaters --------------------------------------------------------------------------------


def _floater_filter(spec: tuple[str, str]) -> Any:
    kind, name = spec

    def f(g: Duel, c: int) -> bool:
        cd = g.cd(c)
        if not cd.is_monster or cd.atk > 1500:
            return False
        return bool(cd.race & R[name]) if kind == "race" else bool(cd.attribute & A[name])

    return f


for _code, _spec in FLOATERS.items():
    reg(_code, battle_floater(_floater_filter(_spec), POS_FU_ATK, category=CAT_SPSUMMON))

# --- Flip effects ------------------------------------------------------------------------------

_opp_cards = mons("opp")


def _bounce(g: Duel, lk: Link) -> None:
    ts = [t for t in live_targets(g, lk) if g.loc[t] & LOC_ONFIELD]
    if ts:
        g.to_hand(ts)


def _opp_field(g: Duel, p: int, s: int) -> list[int]:
    o = 1 - p
    return [c for c in (*g.mz[o], *g.sz[o], g.fz[o]) if c >= 0]


def _water_200(g: Duel, s: int, c: int) -> int:
    return 200 if g.ctrl[c] == g.ctrl[s] and g.attribute(c) & A["WATER"] else 0


reg(NIGHTMARE_PENGUIN,
    Effect(kind="flip", optional=False, target=(pick(_opp_field, "target_card"),),
           target_picks=True, operation=(_bounce,)),
    Effect(kind="continuous", aspects=(Aspect("atk", _water_200),)))


_burn500 = ops.damage(500, src=True)
reg(POISON_MUMMY, Effect(kind="flip", optional=False, operation=(_burn500,),
                         category=CAT_DAMAGE))
reg(GRAVEKEEPERS_CURSE, Effect(kind="trigger", event="summoned", optional=False,
                               operation=(_burn500,), category=CAT_DAMAGE))

_any_mon = mons("any")


def _destroy_targets(g: Duel, lk: Link) -> None:
    ts = [t for t in live_targets(g, lk) if g.loc[t] == LOC_MZONE]
    if ts:
        g.destroy(ts, "effect", lk)


reg(NOBLEMAN_EATER_BUG, Effect(kind="flip", optional=False,
                               target=(pick(_any_mon, "target_monster", 2, 2),),
                               target_picks=True, operation=(_destroy_targets,),
                               category=CAT_DESTROY))
reg(HADE_HANE, Effect(kind="flip", optional=False,
                      target=(pick(_any_mon, "target_monster", 3, 0),), target_picks=True,
                      operation=(_bounce,)))


def _mill5(g: Duel, lk: Link) -> None:
    mill(g, 1 - lk.player, 5)


reg(NEEDLE_WORM, Effect(kind="flip", optional=False, operation=(_mill5,)))

_up_mon = mons("any", face_up=True)


def _swap_pos(g: Duel, lk: Link) -> None:
    for t in live_targets(g, lk):
        if g.loc[t] == LOC_MZONE and up(g, t):
            g.change_position(t, POS_FU_ATK if g.pos[t] & POS_DEF else POS_FU_DEF)


reg(BITE_SHOES, Effect(kind="flip", optional=False, target=(pick(_up_mon, "target_monster"),),
                       target_picks=True, operation=(_swap_pos,), category=CAT_POSITION))


def _to_deck_top(g: Duel, lk: Link) -> None:
    ts = [t for t in live_targets(g, lk) if g.loc[t] == LOC_MZONE]
    if ts:
        g.to_deck(ts, shuffle=False)


reg(MYSTERIOUS_GUARD, Effect(kind="flip", optional=False,
                             target=(pick(_opp_cards, "target_monster"),), target_picks=True,
                             operation=(_to_deck_top,)))
