"""Element Magician and Element Doom (issue 15 part 3, g8-ma), both flagged "Goat-era version"
in ``goat-pool.csv``. Their era texts are two of the four clauses every Element monster shares
(yugioh-wiki.net's 「エレメント」 page and the first revisions of 《エレメント・マジシャン》 /
《エレメント・デビル》, the texts of Rise of Destiny and Flaming Eternity), in the English
wording of the same clauses printed in 2004–2005: WIND as Element Dragon's SOD-EN023 text
quoted by Pojo's card of the day of 27 October 2004 ("If this card destroyed your opponent's
monster as a result of battle, it can attack once again in a row"); WATER and EARTH as Element
Soldier's / Element Saurus's (see ``goat7_ma_elements.py``):

* Element Magician — WATER: control of this card cannot switch; WIND: attack once more;
* Element Doom — EARTH: the effects of Effect Monsters destroyed by battle with this card are
  negated; WIND: attack once more.

The Goat-era point (the reason for the flag; EDOPro's Goat entries say "battle destroyed
registers while the monster is on field"): the destruction counts at the battle itself, as
g7-ma's Element Dragon — the extra attack is granted right after the damage calculation in
which the attacker destroyed the opponent's monster (a ``BATTLE_END_HOOKS`` hook, no chain
link, once per turn), and the EARTH negation needs the Element monster still on the field and
active when the destroyed monster's effect resolves (``battle_destroyer``). "A monster with the
Attribute on the field": a face-up monster of either side (``attribute_on_field``).

Texts in ``pool/goat.csv``; checks in ``tests/ygo/test_goat8_ma_elements.py``.
"""

from __future__ import annotations

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
from cardtable.ygo.cards.scripts.goat7_ma_elements import attribute_on_field
from cardtable.ygo.effects.api import Effect, Link
from cardtable.ygo.effects.hooks import BATTLE_END_HOOKS, RESOLVE_HOOKS, only_for
from cardtable.ygo.state import F_ATTACKED, F_POSCHANGED

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

ELEMENT_MAGICIAN = 65260293
ELEMENT_DOOM = 23118924
WIND_ATTACKERS = frozenset({ELEMENT_MAGICIAN, ELEMENT_DOOM})

WATER = C.ATTRIBUTE_BY_NAME["WATER"]
EARTH = C.ATTRIBUTE_BY_NAME["EARTH"]
WIND = C.ATTRIBUTE_BY_NAME["WIND"]


def _water_fixed(g: Duel, m: int) -> bool:
    return attribute_on_field(g, WATER)


@only_for(WIND_ATTACKERS)
def _wind_again(g: Duel, destroyed: tuple[int, ...]) -> None:
    """WIND: the attacker that just destroyed the opponent's monster may attack once more."""
    a, t = last_battle(g)
    if a < 0 or t < 0 or g.code[a] not in WIND_ATTACKERS or not active_monster(g, a) \
            or t not in destroyed or g.owner[t] == g.ctrl[a] or g.counter[a] == g.turn \
            or not attribute_on_field(g, WIND):
        return
    g.counter[a] = g.turn  # one more attack, once this turn
    g.flags[a] = (g.flags[a] & ~F_ATTACKED) | F_POSCHANGED
    note(g, a, "may attack once more in a row", "可以继续再攻击1次")


@only_for({ELEMENT_DOOM})
def _earth_negates(g: Duel, lk: Link) -> bool:
    """EARTH: the effect of an Effect Monster just destroyed by battle with Element Doom
    resolves with no effect."""
    other = battle_destroyer(g, lk)
    if other < 0 or g.code[other] != ELEMENT_DOOM or not active_monster(g, other) \
            or not attribute_on_field(g, EARTH) or not g.pool.cards[lk.code].type & C.EFFECT:
        return False
    g.log("effect_negated_by", {**g.card_pub(other), "negated": g.card_pub(lk.card)})
    return True


BATTLE_END_HOOKS.append(_wind_again)
RESOLVE_HOOKS.append(_earth_negates)
CONTROL_FIXED.add(ELEMENT_MAGICIAN)
CONTROL_FIXED_WHILE[ELEMENT_MAGICIAN] = _water_fixed
reg(ELEMENT_MAGICIAN, Effect(kind="continuous"))
reg(ELEMENT_DOOM, Effect(kind="continuous"))

__all__ = ["ELEMENT_DOOM", "ELEMENT_MAGICIAN"]
