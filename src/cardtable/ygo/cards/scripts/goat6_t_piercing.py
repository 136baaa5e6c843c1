"""Traps that make monsters inflict piercing damage (issue 15 part 3, session 6, g6-t), over
g6-s's one piercing check (``classic_battle.grant_piercing`` / ``pierces``: a second path
could double the damage, the session-5 reason these two waited): Dragon's Rage and Meteorain.

Texts (our own words in ``pool/goat.csv``):

* Dragon's Rage (LOD-048; the old Japanese text quoted by yugioh-wiki): "While this card is on
  the field, when a Dragon-Type monster you control attacks a Defense Position monster whose DEF
  is lower than its ATK, inflict the difference to your opponent as Battle Damage."
* Meteorain (MFC-044, as printed; yugioh-wiki's Dragon's Rage page names it the piercing Trap
  that works for any Type): "This turn, when a monster you control attacks a Defense Position
  monster whose DEF is lower than its ATK, inflict the difference to your opponent as Battle
  Damage." The turn is marked publicly when it resolves.

Checks: ``tests/ygo/test_goat6_t_piercing.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_battle import grant_piercing
from cardtable.ygo.cards.scripts.classic_lib import note, reg
from cardtable.ygo.cards.scripts.goat5_continuous_traps import active_traps
from cardtable.ygo.cards.scripts.seed_common import this_turn
from cardtable.ygo.effects.api import Effect, Link

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

DRAGONS_RAGE = 54178050
METEORAIN = 64274292
_DRAGON = C.RACE_BY_NAME["Dragon"]
_KEY = "meteorain"


def _rage(g: Duel, a: int) -> bool:
    if DRAGONS_RAGE not in g.code:
        return False
    return bool(g.race(a) & _DRAGON) and bool(active_traps(g, DRAGONS_RAGE, g.ctrl[a]))


def _rain(g: Duel, a: int) -> bool:
    if METEORAIN not in g.code:  # the grants are asked in every duel with a piercer
        return False
    p = g.ctrl[a]
    return any(kind == "card_effect" and pub.get(_KEY) == p for kind, pub, _ in this_turn(g))


def _rain_op(g: Duel, lk: Link) -> None:
    note(g, lk.card, "This turn your monsters inflict piercing damage",
         "这个回合自己的怪兽攻击守备表示怪兽时给与贯穿伤害", **{_KEY: lk.player})


grant_piercing({DRAGONS_RAGE}, _rage)
grant_piercing({METEORAIN}, _rain)
reg(DRAGONS_RAGE, Effect(kind="activate"), Effect(kind="continuous"))
reg(METEORAIN, Effect(operation=(_rain_op,)))
