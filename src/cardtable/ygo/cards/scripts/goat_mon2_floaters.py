"""Goat-pool battle floaters (issue 15 part 3, goat-mon2 batch 6): "When this card is destroyed
by battle and sent to the Graveyard, you can Special Summon 1 <kind> monster with 1500 or less
ATK from your Deck in face-up Attack Position", over ``classic_monsters.battle_floater`` (Giant
Rat's family; the printed ATK). UFO Turtle: a FIRE monster. Text in ``pool/goat.csv``; checks in
``tests/ygo/test_goat_mon2_counters.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import reg
from cardtable.ygo.cards.scripts.classic_monsters import battle_floater
from cardtable.ygo.effects.api import CAT_SPSUMMON
from cardtable.ygo.state import POS_FU_ATK

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

UFO_TURTLE = 60806437


def _fire_1500(g: Duel, c: int) -> bool:
    cd = g.cd(c)
    return bool(cd.is_monster and cd.attribute & C.FIRE and cd.atk <= 1500)


reg(UFO_TURTLE, battle_floater(_fire_1500, POS_FU_ATK, category=CAT_SPSUMMON))
