"""Dark Scorpion Combination (issue 15 part 3, session 6, g6-t): the five Dark Scorpions attack
directly for 400 each this turn.

Text (DCR-098; the old Japanese text quoted by yugioh-wiki, our own words in
``pool/goat.csv``): "Activate only while 'Don Zaloog', 'Dark Scorpion - Cliff the Trap
Remover', 'Dark Scorpion - Chick the Yellow', 'Dark Scorpion - Gorg the Strong' and 'Dark
Scorpion - Meanae the Thorn' are face-up on your side of the field. This turn only, these cards
can attack your opponent directly; if they do, the Battle Damage each inflicts becomes 400."
How: a public ``card_effect`` mark of this turn naming the five (card and ``g.life`` stamp) read
by an ``ATTACK_TARGETS`` hook (a direct attack added to their targets) and a
``BATTLE_DAMAGE_HOOKS`` hook (their direct attacks inflict 400). Checks:
``tests/ygo/test_goat6_t_dark_scorpions.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards.scripts.classic_lib import note, reg, up
from cardtable.ygo.cards.scripts.seed_common import this_turn
from cardtable.ygo.effects.api import Effect, Link
from cardtable.ygo.effects.hooks import ATTACK_TARGETS, BATTLE_DAMAGE_HOOKS, only_for
from cardtable.ygo.state import LOC_MZONE

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

DARK_SCORPION_COMBINATION = 20858318
DON_ZALOOG = 76922029
CLIFF = 6967870
CHICK = 61587183
GORG = 48768179
MEANAE = 74153887
_FIVE = (DON_ZALOOG, CLIFF, CHICK, GORG, MEANAE)
_KEY = "scorpion_combination"


def _the_five(g: Duel, p: int) -> list[int] | None:
    """One face-up monster of each of the five names on ``p``'s side (None if one is missing)."""
    out = []
    for code in _FIVE:
        m = next((x for x in g.mz[p] if x >= 0 and g.code[x] == code and up(g, x)), -1)
        if m < 0:
            return None
        out.append(m)
    return out


def _op(g: Duel, lk: Link) -> None:
    five = _the_five(g, lk.player)
    if five is None:
        return
    note(g, lk.card, "This turn the five Dark Scorpions can attack directly, for 400 each",
         "这个回合5只黑蝎可以直接攻击，给与的战斗伤害各为400",
         **{_KEY: [[m, g.life[m]] for m in five]})


def _marked(g: Duel, a: int) -> bool:
    return any(kind == "card_effect" and [a, g.life[a]] in pub.get(_KEY, ())
               for kind, pub, _ in this_turn(g))


@only_for({DARK_SCORPION_COMBINATION})
def _direct(g: Duel, a: int, targets: list[int]) -> list[int]:
    if -1 not in targets and g.code[a] in _FIVE and _marked(g, a):
        return [*targets, -1]
    return targets


@only_for({DARK_SCORPION_COMBINATION})
def _four_hundred(g: Duel, p: int, n: int) -> int:
    b = g.battle
    if n > 0 and b is not None and b.target < 0 and g.ctrl[b.attacker] != p \
            and g.loc[b.attacker] == LOC_MZONE and g.code[b.attacker] in _FIVE \
            and _marked(g, b.attacker):
        return 400
    return n


ATTACK_TARGETS.append(_direct)
BATTLE_DAMAGE_HOOKS.append(_four_hundred)
reg(DARK_SCORPION_COMBINATION, Effect(operation=(_op,),
                                      condition=lambda g, c, p, w: _the_five(g, p) is not None))
