"""Total Defense Shogun (CT1, 2004; issue 15 part 3, g7-mb, session 7), over the engine piece
``hooks.DEFENSE_ATTACKERS`` (``rules/battle.attack_position``: a listed monster whose effects
are not negated may declare an attack from face-up Defense Position; damage calculation uses
its ATK, as for any attacker). Not flagged "Goat-era version" in ``goat-pool.csv``: today's
official text (yaml-yugi ``data/75372290.yaml``) gives the 2005 behaviour; our wording is in
``pool/goat.csv``:

* when it is Normal Summoned or Flip Summoned it is changed to Defense Position (a mandatory
  trigger);
* it may attack while in face-up Defense Position, its ATK applied in damage calculation.

Checks in ``tests/ygo/test_goat7_mb_defense_attack.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards.scripts.classic_lib import reg
from cardtable.ygo.effects.api import CAT_POSITION, Effect, Link
from cardtable.ygo.effects.hooks import DEFENSE_ATTACKERS
from cardtable.ygo.state import LOC_MZONE, POS_FU_ATK, POS_FU_DEF

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

TOTAL_DEFENSE_SHOGUN = 75372290


def _normal_or_flip(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
    return len(w) > 2 and w[2] in ("normal", "flip")


def _to_defense(g: Duel, lk: Link) -> None:
    c = lk.card
    if g.loc[c] == LOC_MZONE and g.life[c] == lk.life and g.pos[c] == POS_FU_ATK:
        g.change_position(c, POS_FU_DEF)


DEFENSE_ATTACKERS.add(TOTAL_DEFENSE_SHOGUN)
reg(TOTAL_DEFENSE_SHOGUN,
    Effect(kind="trigger", event="summoned", optional=False, condition=_normal_or_flip,
           operation=(_to_defense,), category=CAT_POSITION,
           name=Text("召唤·反转召唤成功时变成守备表示",
                     "Normal or Flip Summoned: changed to Defense Position")),
    Effect(kind="continuous", name=Text("可以以守备表示攻击（以攻击力进行伤害计算）",
                                        "Can attack in Defense Position (its ATK applies)")))

__all__ = ["TOTAL_DEFENSE_SHOGUN"]
