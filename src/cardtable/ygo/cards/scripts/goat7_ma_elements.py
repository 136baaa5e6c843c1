"""Element Saurus, Element Soldier, Element Valkyrie and Element Dragon (issue 15 part 3,
g7-ma): monsters that "get the following effects while there is a monster with the following
Attribute on the field". Saurus, Soldier and Valkyrie are not flagged "Goat-era version" in
``goat-pool.csv``: their official texts (yaml-yugi ``data/92755808.yaml``, ``66712593``,
``97623219``) apply. Element Dragon is flagged; its Soul of the Duelist text (SOD-EN023) is
quoted by Pojo's card of the day of 27 October 2004: "FIRE: Increase the ATK of this card by
500 points. WIND: If this card destroyed your opponent's monster as a result of battle, it can
attack once again in a row" (Element Doom and Element Magician join these hooks in
``goat8_ma_elements.py``, session 8). The keys:

* FIRE: this card gains 500 ATK (Saurus, Valkyrie, Dragon);
* WIND (Dragon): after the damage calculation of its attack that destroyed an opponent's
  monster, its "attacked" mark is lifted once this turn (a ``BATTLE_END_HOOKS`` hook, as Asura
  Priest's second attacks: it may declare one more attack; its battle position stays locked),
  no chain link (the OCG text: "one more time" — one extra attack per turn);
* WATER: control of this card cannot switch (Soldier, Valkyrie) — ``classic_lib.CONTROL_FIXED``
  with a ``CONTROL_FIXED_WHILE`` condition;
* EARTH: negate the effects of Effect Monsters destroyed by battle with this card (Saurus,
  Soldier) — a ``RESOLVE_HOOKS`` negation as Dark Balter's (``classic_battle.battle_destroyer``).

"A monster with the Attribute on the field": a face-up monster on either side (a face-down one
shows no Attribute; our reading), the card itself included (none of the three has one of its
own keys: DARK, DARK, LIGHT). Texts in ``pool/goat.csv``; checks in
``tests/ygo/test_goat7_ma_elements.py``.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_battle import battle_destroyer
from cardtable.ygo.cards.scripts.classic_lib import (
    CONTROL_FIXED,
    CONTROL_FIXED_WHILE,
    active_monster,
    last_battle,
    note,
    reg,
)
from cardtable.ygo.effects.api import Aspect, Effect, Link
from cardtable.ygo.effects.hooks import BATTLE_END_HOOKS, RESOLVE_HOOKS, only_for
from cardtable.ygo.state import F_ATTACKED, F_POSCHANGED, POS_FACEUP

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

ELEMENT_SAURUS = 92755808
ELEMENT_SOLDIER = 66712593
ELEMENT_VALKYRIE = 97623219
ELEMENT_DRAGON = 30314994

FIRE = C.ATTRIBUTE_BY_NAME["FIRE"]
WATER = C.ATTRIBUTE_BY_NAME["WATER"]
EARTH = C.ATTRIBUTE_BY_NAME["EARTH"]
WIND = C.ATTRIBUTE_BY_NAME["WIND"]

#: monsters with the WIND clause ("it can attack once more in a row") and with the EARTH clause
#: ("the effects of Effect Monsters it destroys by battle are negated"); later batches add theirs
#: through :func:`add_element_clauses`
WIND_ATTACKERS: set[int] = {ELEMENT_DRAGON}
EARTH_NEGATORS: set[int] = {ELEMENT_SAURUS, ELEMENT_SOLDIER}


def attribute_on_field(g: Duel, bits: int) -> bool:
    """A face-up monster of one of ``bits``' Attributes is on the field (either side)."""
    return any(m >= 0 and g.pos[m] & POS_FACEUP and g.attribute(m) & bits
               for q in (0, 1) for m in g.mz[q])


def _fire_bonus(g: Duel, s: int, c: int) -> int:
    return 500 if c == s and attribute_on_field(g, FIRE) else 0


def water_fixed(g: Duel, m: int) -> bool:
    """WATER: control cannot switch while a WATER monster is on the field (a
    ``CONTROL_FIXED_WHILE`` condition)."""
    return attribute_on_field(g, WATER)


@only_for(EARTH_NEGATORS)
def _earth_negates(g: Duel, lk: Link) -> bool:
    """The effect of an Effect Monster just destroyed by battle with an EARTH-clause Element
    monster, while an EARTH monster is on the field, resolves with no effect."""
    other = battle_destroyer(g, lk)
    if other < 0 or g.code[other] not in EARTH_NEGATORS \
            or not active_monster(g, other) or not attribute_on_field(g, EARTH) \
            or not g.pool.cards[lk.code].type & C.EFFECT:
        return False
    g.log("effect_negated_by", {**g.card_pub(other), "negated": g.card_pub(lk.card)})
    return True


@only_for(WIND_ATTACKERS)
def _wind_again(g: Duel, destroyed: tuple[int, ...]) -> None:
    a, t = last_battle(g)
    if a < 0 or t < 0 or g.code[a] not in WIND_ATTACKERS or not active_monster(g, a) \
            or t not in destroyed or g.owner[t] == g.ctrl[a] or g.counter[a] == g.turn \
            or not attribute_on_field(g, WIND):
        return
    g.counter[a] = g.turn  # one more attack, once this turn
    g.flags[a] = (g.flags[a] & ~F_ATTACKED) | F_POSCHANGED
    note(g, a, "may attack once more in a row", "可以继续再攻击1次")


def add_element_clauses(wind: Iterable[int] = (), earth: Iterable[int] = ()) -> None:
    """Give monsters of a later batch the WIND clause (``wind``) and/or the EARTH clause
    (``earth``): the hooks then run in the duels holding them too."""
    wind, earth = frozenset(wind), frozenset(earth)
    WIND_ATTACKERS.update(wind)
    EARTH_NEGATORS.update(earth)
    only_for(wind)(_wind_again)
    only_for(earth)(_earth_negates)


RESOLVE_HOOKS.append(_earth_negates)
BATTLE_END_HOOKS.append(_wind_again)
for _code in (ELEMENT_SOLDIER, ELEMENT_VALKYRIE):
    CONTROL_FIXED.add(_code)
    CONTROL_FIXED_WHILE[_code] = water_fixed
reg(ELEMENT_SAURUS, Effect(kind="continuous", aspects=(Aspect("atk", _fire_bonus),)))
reg(ELEMENT_VALKYRIE, Effect(kind="continuous", aspects=(Aspect("atk", _fire_bonus),)))
reg(ELEMENT_DRAGON, Effect(kind="continuous", aspects=(Aspect("atk", _fire_bonus),)))
reg(ELEMENT_SOLDIER, Effect(kind="continuous"))

__all__ = ["EARTH_NEGATORS", "ELEMENT_DRAGON", "ELEMENT_SAURUS", "ELEMENT_SOLDIER",
           "ELEMENT_VALKYRIE", "WIND_ATTACKERS", "add_element_clauses", "attribute_on_field",
           "water_fixed"]
