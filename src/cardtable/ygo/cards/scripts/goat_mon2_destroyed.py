"""Goat-pool monsters with a "When this card is destroyed by battle and sent to the Graveyard"
trigger (issue 15 part 3, goat-mon2 batches 6-7):

* UFO Turtle: "you can Special Summon 1 FIRE monster with 1500 or less ATK from your Deck in
  face-up Attack Position", over ``classic_monsters.battle_floater`` (Giant Rat's family; the
  printed ATK);
* The Unhappy Maiden: "the Battle Phase ends" (mandatory; ``classic_lib.end_battle_phase``: the
  attack's closing frame becomes the End Step, as Negate Attack's).

Texts in ``pool/goat.csv``; checks in ``tests/ygo/test_goat_mon2_counters.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.core.text import Text
from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import end_battle_phase, reg
from cardtable.ygo.cards.scripts.classic_monsters import battle_floater
from cardtable.ygo.effects.api import CAT_SPSUMMON, Effect, Link
from cardtable.ygo.state import LOC_GY, POS_FU_ATK

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

UFO_TURTLE = 60806437
THE_UNHAPPY_MAIDEN = 51275027


def _fire_1500(g: Duel, c: int) -> bool:
    cd = g.cd(c)
    return bool(cd.is_monster and cd.attribute & C.FIRE and cd.atk <= 1500)


reg(UFO_TURTLE, battle_floater(_fire_1500, POS_FU_ATK, category=CAT_SPSUMMON))


def _end_battle(g: Duel, lk: Link) -> None:
    end_battle_phase(g)


reg(THE_UNHAPPY_MAIDEN, Effect(
    kind="trigger", event="battle_destroyed", optional=False,
    condition=lambda g, c, p, w: g.loc[c] == LOC_GY, operation=(_end_battle,),
    name=Text("战斗阶段结束", "The Battle Phase ends")))
