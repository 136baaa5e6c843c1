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
g7-ma's Element Dragon, whose hooks these cards join (``goat7_ma_elements.add_element_clauses``)
— the extra attack is granted right after the damage calculation in which the attacker
destroyed the opponent's monster (a ``BATTLE_END_HOOKS`` hook, no chain link, once per turn),
and the EARTH negation needs the Element monster still on the field and active when the
destroyed monster's effect resolves (``battle_destroyer``). "A monster with the
Attribute on the field": a face-up monster of either side (``attribute_on_field``).

Texts in ``pool/goat.csv``; checks in ``tests/ygo/test_goat8_ma_elements.py``.
"""

from __future__ import annotations

from cardtable.ygo.cards.scripts.classic_lib import CONTROL_FIXED, CONTROL_FIXED_WHILE, reg
from cardtable.ygo.cards.scripts.goat7_ma_elements import add_element_clauses, water_fixed
from cardtable.ygo.effects.api import Effect

ELEMENT_MAGICIAN = 65260293
ELEMENT_DOOM = 23118924

add_element_clauses(wind={ELEMENT_MAGICIAN, ELEMENT_DOOM}, earth={ELEMENT_DOOM})
CONTROL_FIXED.add(ELEMENT_MAGICIAN)
CONTROL_FIXED_WHILE[ELEMENT_MAGICIAN] = water_fixed
reg(ELEMENT_MAGICIAN, Effect(kind="continuous"))
reg(ELEMENT_DOOM, Effect(kind="continuous"))

__all__ = ["ELEMENT_DOOM", "ELEMENT_MAGICIAN"]
