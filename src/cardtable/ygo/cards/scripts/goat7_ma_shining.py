"""Blue-Eyes Shining Dragon (Movie Pack, MOV-EN001; issue 15 part 3, g7-ma). Not flagged
"Goat-era version" in ``goat-pool.csv``: its official text (yaml-yugi ``data/53347303.yaml``)
is the Goat text: "Cannot be Normal Summoned/Set. Must be Special Summoned (from your hand) by
Tributing 1 "Blue-Eyes Ultimate Dragon". Gains 300 ATK for each Dragon monster in your GY.
When a card or effect is activated that targets this card (Quick Effect): You can negate that
effect."

* The summon: a ``goat_mon_procs`` row (Tribute 1 "Blue-Eyes Ultimate Dragon" from your
  field). Blue-Eyes Ultimate Dragon is not in the Goat pool, so in a Goat duel it is never
  offered; a duel on a wider pool (or a scenario board) still plays the card's text.
* +300 ATK per Dragon-Type monster in its controller's Graveyard: a continuous aspect.
* The negation: an optional Quick Effect answering the activation of a card or effect whose
  targets include it (face-up on the field); it negates the effect of that chain link (the
  card stays activated).

Checks in ``tests/ygo/test_goat7_ma_shining.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import live_targets, reg, up
from cardtable.ygo.cards.scripts.goat_mon_procs import Proc, add_procs
from cardtable.ygo.effects.api import Aspect, Effect, Link
from cardtable.ygo.state import LOC_MZONE

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

BLUE_EYES_SHINING_DRAGON = 53347303
BLUE_EYES_ULTIMATE_DRAGON = 23995346
DRAGON = C.RACE_BY_NAME["Dragon"]

add_procs({BLUE_EYES_SHINING_DRAGON: Proc(
    "field", (lambda g, c: g.code[c] == BLUE_EYES_ULTIMATE_DRAGON,))})


def _dragons_bonus(g: Duel, s: int, c: int) -> int:
    if c != s:
        return 0
    return 300 * sum(1 for x in g.gy[g.ctrl[s]] if g.cd(x).is_monster and g.cd(x).race & DRAGON)


def _targeted(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
    if not g.chain or g.loc[c] != LOC_MZONE or not up(g, c):
        return False
    lk = g.chain[-1]
    return lk.card != c and c in live_targets(g, lk)


def _negate(g: Duel, lk: Link) -> None:
    i = g.chain.index(lk) - 1
    if i >= 0:
        g.negate_effect(i)


reg(BLUE_EYES_SHINING_DRAGON,
    Effect(kind="continuous", aspects=(Aspect("atk", _dragons_bonus),)),
    Effect(kind="quick", event="activated", optional=True, condition=_targeted,
           operation=(_negate,),
           name=Text("使以这张卡为对象的效果无效", "Negate the effect that targets this card")))

__all__ = ["BLUE_EYES_SHINING_DRAGON", "BLUE_EYES_ULTIMATE_DRAGON"]
