"""Goat-pool Ritual Spells (issue 15 part 3, Spells & Traps batch 6): each names its Ritual Monster
in the ``materials`` column of ``pool/goat.csv`` and plays the classic Ritual procedure
(``classic_fusion_ritual.RITUAL_SPELL``: tribute monsters from the hand or the field whose Levels
add up to at least the Ritual Monster's Level, then Ritual Summon it from the hand, in the
position the player chooses). Texts (2005 wording, our own words) are in ``pool/goat.csv``; the
checks are ``tests/ygo/test_goat_st_ritual_spells.py``."""

from __future__ import annotations

from cardtable.ygo.cards.scripts.classic_fusion_ritual import RITUAL_SPELL
from cardtable.ygo.cards.scripts.classic_lib import reg

#: Ritual Spell -> the Ritual Monster it summons (the same pair is the spell's ``materials``)
RITUAL_SPELLS: dict[int, int] = {
    43417563: 4849037,  # Commencement Dance -> Performance of Sword (Level 6)
    80811661: 30243636,  # Hamburger Recipe -> Hungry Burger (Level 6)
    94377247: 49064413,  # Curse of the Masked Beast -> The Masked Beast (Level 8)
    76806714: 91782219,  # Turtle Oath -> Crab Turtle (Level 8)
    31066283: 99721536,  # Revival of Dokurorider -> Dokurorider (Level 6)
    43694075: 3627449,  # Novox's Prayer -> Skull Guardian (Level 7)
}
for _spell in RITUAL_SPELLS:
    reg(_spell, RITUAL_SPELL)
