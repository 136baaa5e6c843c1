"""Silent Swordsman LV5 (RDS 2004 / FET 2005; issue 15 part 3, g6-mb), its 2005 text (the OCG
text of the time, yugioh-wiki's backup of the FET page, in our own words):

* while face-up on the field it is unaffected by the effects of the opponent's Spell Cards (g6-ma's
  ``goat6_ma_unaffected.unaffected_by``, ``opponent_only``: its controller's own Spells apply);
* after it inflicted battle damage to the opponent by a direct attack, in its controller's next
  Standby Phase this face-up card may be sent to the Graveyard to Special Summon "Silent
  Swordsman LV7" from the hand or Deck (a ``goat_mon2_lv.LEVEL_UPS`` row, ``"standby"``, whose
  condition also asks for that direct hit).

The direct hit is written into the log as a rule note (``g6mb_silent_direct``, with the card's
``life``: a Swordsman that left the field since is a new card and does not level up) by a
``BATTLE_DAMAGE_HOOKS`` hook; the level-up reads it back from the turn before the opponent's
(the controller's previous turn: "the next Standby Phase" only).

Texts in ``pool/goat.csv``; checks in ``tests/ygo/test_goat6_mb_silent.py``.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import reg
from cardtable.ygo.cards.scripts.goat5_lv import SILENT_SWORDSMAN_LV5
from cardtable.ygo.cards.scripts.goat6_ma_unaffected import unaffected_by
from cardtable.ygo.cards.scripts.goat_mon2_lv import LEVEL_UPS, LevelUp, level_up
from cardtable.ygo.cards.scripts.goat_mon_continuous import SILENT_SWORDSMAN_LV7
from cardtable.ygo.effects.api import Effect
from cardtable.ygo.effects.hooks import BATTLE_DAMAGE_HOOKS, only_for
from cardtable.ygo.state import LOC_MZONE

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

RULE_DIRECT = "g6mb_silent_direct"


def _direct_hit(g: Duel, p: int, n: int) -> int:
    """A Silent Swordsman LV5 attacking directly deals ``n`` > 0 to ``p``: note it in the log."""
    b = g.battle
    if n <= 0 or b is None or b.target >= 0:
        return n
    a = b.attacker
    if a >= 0 and g.code[a] == SILENT_SWORDSMAN_LV5 and g.loc[a] == LOC_MZONE \
            and g.ctrl[a] != p:
        g.elog.append(("rule", {
            "rule": RULE_DIRECT, "card": a, "life": g.life[a],
            "zh": "沉默剑士 LV5 直接攻击给予了战斗伤害：下次自己的准备阶段可以升级",
            "en": "Silent Swordsman LV5 inflicted battle damage by a direct attack: it may "
                  "level up in its controller's next Standby Phase"}, None))
    return n


BATTLE_DAMAGE_HOOKS.append(only_for({SILENT_SWORDSMAN_LV5})(_direct_hit))


def hit_directly_last_turn(g: Duel, c: int) -> bool:
    """``c`` (the same card, never off the field since) inflicted battle damage by a direct
    attack in its controller's previous turn (two turn marks back in the log)."""
    turns = 0
    for ev in reversed(g.elog):
        if ev[0] in ("turn", "scenario_start"):
            turns += 1
            if turns == 3 or ev[0] == "scenario_start":
                return False
        elif turns == 2 and ev[0] == "rule" and ev[1].get("rule") == RULE_DIRECT \
                and ev[1].get("card") == c and ev[1].get("life") == g.life[c]:
            return True
    return False


unaffected_by(SILENT_SWORDSMAN_LV5, C.SPELL, opponent_only=True, marker=False)
LEVEL_UPS[SILENT_SWORDSMAN_LV5] = LevelUp("standby", SILENT_SWORDSMAN_LV7)
_base = level_up(SILENT_SWORDSMAN_LV5)
_base_cond = _base.condition


def _lv5_cond(g: Duel, c: int, p: int, w: W) -> bool:
    return bool(_base_cond and _base_cond(g, c, p, w)) and hit_directly_last_turn(g, c)


reg(SILENT_SWORDSMAN_LV5,
    Effect(kind="continuous", name=Text("不受对方的魔法卡的效果影响",
                                        "Unaffected by the opponent's Spell Cards")),
    dataclasses.replace(_base, condition=_lv5_cond))

__all__ = ["RULE_DIRECT", "hit_directly_last_turn"]
