"""Goat-pool monsters, batch 5 (goat-m2): continuous effects — Soul-Absorbing Bone Tower ("cannot
be selected as an attack target while you control another Zombie-Type monster": an
``ATTACK_TARGETS`` hook; its milling trigger is in ``goat5_triggers.py``) and The Agent of Force
- Mars ("cannot be Special Summoned"; "while "The Sanctuary in the Sky" is on the field and your
Life Points are higher than your opponent's, this card gains ATK and DEF equal to the
difference"). Texts (2005 prints, our own words) in ``pool/goat.csv``; checks in
``tests/ygo/test_goat5_static.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import gy_banish_ready, gy_banish_zone, last, reg, up
from cardtable.ygo.cards.scripts.goat5_ignition import SANCTUARY_IN_THE_SKY
from cardtable.ygo.cards.scripts.goat5_summoners import rise_self, self_pos
from cardtable.ygo.cards.scripts.goat5_triggers import SOUL_ABSORBING_BONE_TOWER
from cardtable.ygo.effects.api import (
    CAT_ATKCHANGE,
    CAT_SPSUMMON,
    Aspect,
    Effect,
    Link,
    ask_cards,
)
from cardtable.ygo.effects.hooks import ATTACK_ALLOWED, ATTACK_TARGETS, SUMMON_ALLOWED, only_for
from cardtable.ygo.state import F_NEGATED, LOC_GY, LOC_MZONE

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

AGENT_MARS = 91123920
_ZOMBIE = C.RACE_BY_NAME["Zombie"]


@only_for({SOUL_ABSORBING_BONE_TOWER})
def _tower_guarded(g: Duel, a: int, tg: list[int]) -> list[int]:
    def guarded(t: int) -> bool:
        if t < 0 or g.code[t] != SOUL_ABSORBING_BONE_TOWER or not up(g, t) \
                or g.flags[t] & F_NEGATED:
            return False
        q = g.ctrl[t]
        return any(m >= 0 and m != t and up(g, m) and g.race(m) & _ZOMBIE for m in g.mz[q])

    return [t for t in tg if not guarded(t)]


ATTACK_TARGETS.append(_tower_guarded)


@only_for({AGENT_MARS})
def _mars_no_special(g: Duel, p: int, c: int, how: str) -> bool:
    return not (how == "special" and g.code[c] == AGENT_MARS)


def _mars_gain(g: Duel, s: int, c: int) -> int:
    if c != s or g.loc[s] != LOC_MZONE:
        return 0
    if not any(f >= 0 and up(g, f) and g.code[f] == SANCTUARY_IN_THE_SKY for f in g.fz):
        return 0
    p = g.ctrl[s]
    return max(0, g.lp[p] - g.lp[1 - p])


SUMMON_ALLOWED.append(_mars_no_special)
reg(AGENT_MARS, Effect(kind="continuous", category=CAT_ATKCHANGE,
                       aspects=(Aspect("atk", _mars_gain), Aspect("def", _mars_gain))))


# --- Maji-Gire Panda: "Each time a Beast-Type monster on the field is destroyed, this card gains
#     500 ATK." (for as long as it stays face-up) ----------------------------------------------

MAJI_GIRE_PANDA = 60102563
_BEAST = C.RACE_BY_NAME["Beast"]


def _beast_destroyed(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
    v = w[1] if len(w) > 1 else -1
    return g.loc[c] == LOC_MZONE and up(g, c) and v != c and g.cd(v).is_monster \
        and bool(g.cd(v).race & _BEAST)


def _panda_gain(g: Duel, lk: Link) -> None:
    c = lk.card
    if g.loc[c] == LOC_MZONE and up(g, c) and g.life[c] == lk.life:
        g.add_buff(c, 500, 0, False, c)


reg(MAJI_GIRE_PANDA, Effect(kind="trigger", event="destroyed", scope="any", optional=False,
                            condition=_beast_destroyed, operation=(_panda_gain,),
                            category=CAT_ATKCHANGE))


# --- Ultimate Obedient Fiend: "You cannot declare an attack with this card unless you have no
#     other cards in your hand and on your side of the field." -------------------------------

ULTIMATE_OBEDIENT_FIEND = 32240937


@only_for({ULTIMATE_OBEDIENT_FIEND})
def _obedient(g: Duel, a: int) -> bool:
    if g.code[a] != ULTIMATE_OBEDIENT_FIEND:
        return True
    p = g.ctrl[a]
    others = [c for c in (*g.mz[p], *g.sz[p], g.fz[p]) if c >= 0 and c != a]
    return not g.hand[p] and not others


ATTACK_ALLOWED.append(_obedient)
reg(ULTIMATE_OBEDIENT_FIEND, Effect(kind="continuous", name=Text(
    "手卡和自己场上没有其他卡时才能攻击宣言",
    "Attacks only while you hold no other card in hand or on the field")))


# --- King of the Skull Servants: "This card's original ATK is the number of "King of the Skull
#     Servants" and "Skull Servant" in your Graveyard x 1000. When this card is destroyed and
#     sent to the Graveyard, you can remove from play 1 "King of the Skull Servants" or "Skull
#     Servant" in your Graveyard, other than this card, to Special Summon this card." (its
#     printed "?" counts as 0) --------------------------------------------------------------

KING_OF_THE_SKULL_SERVANTS = 36021814
SKULL_SERVANT = 32274490
_SKULLS = frozenset({KING_OF_THE_SKULL_SERVANTS, SKULL_SERVANT})


def _skull_count(g: Duel, p: int) -> int:
    return sum(1 for c in g.gy[p] if g.code[c] in _SKULLS)


def _king_atk(g: Duel, s: int, c: int) -> int:
    if c != s:
        return 0
    return 1000 * _skull_count(g, g.ctrl[s]) + max(0, -g.cd(s).atk)


def _other_skulls(g: Duel, p: int, s: int) -> list[int]:
    return [c for c in gy_banish_zone(g, p) if c != s and g.code[c] in _SKULLS]


def _king_ok(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
    return g.loc[c] == LOC_GY and g.owner[c] == p and bool(_other_skulls(g, p, c)) \
        and g.can_special_summon(c, p)


def _king_cost(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, lk.player, _other_skulls(g, lk.player, lk.card), 1, 1, "cost_card")


def _king_banish(g: Duel, lk: Link) -> None:
    g.banish([c for c in last(lk) if gy_banish_ready(g, lk.player, c)])


reg(KING_OF_THE_SKULL_SERVANTS,
    Effect(kind="continuous", aspects=(Aspect("atk", _king_atk),), category=CAT_ATKCHANGE),
    Effect(kind="trigger", event="destroyed", when=True, condition=_king_ok,
           cost=(_king_cost, _king_banish), operation=(self_pos, rise_self), category=CAT_SPSUMMON))
