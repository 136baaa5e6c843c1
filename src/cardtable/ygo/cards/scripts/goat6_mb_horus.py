"""Horus the Black Flame Dragon LV6 and LV8 (SOD, 2004; issue 15 part 3, g6-mb), their 2005
texts (the OCG texts of the time on yugioh-wiki agree; the Goat-era difference from today's
LV6 is the level-up timing, "the End Phase of a turn in which it destroyed a monster by
battle", already the rule of ``goat_mon2_lv.LEVEL_UPS``).

* LV6: while face-up on the field it is unaffected by the effects of Spell Cards (g6-ma's
  ``goat6_ma_unaffected.unaffected_by_spells``, the player's own Spells included); in the End
  Phase of a turn in which it destroyed a monster by battle, it may be sent to the Graveyard
  to Special Summon "Horus the Black Flame Dragon LV8" from the hand or Deck (a
  ``LEVEL_UPS`` row).
* LV8: it cannot be Normal Summoned or Set (its type) and is Special Summoned only by the
  effect of "Horus the Black Flame Dragon LV6" (a ``SUMMON_ALLOWED`` hook: any other Special
  Summon, a revival included, is refused); while it is face-up on the field, when a Spell Card
  is activated its controller can negate that activation and destroy the card (a Quick Effect;
  no "once per turn" in the 2004 text: it may answer every Spell Card).

Texts in ``pool/goat.csv``; checks in ``tests/ygo/test_goat6_mb_horus.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards.scripts.classic_lib import active_monster, reg
from cardtable.ygo.cards.scripts.goat6_ma_unaffected import unaffected_by_spells
from cardtable.ygo.cards.scripts.goat_mon2_lv import (
    HORUS_LV6,
    LEVEL_UP,
    LEVEL_UPS,
    LevelUp,
    level_up,
)
from cardtable.ygo.effects import ops
from cardtable.ygo.effects.api import CAT_NEGATE_ACT, Effect
from cardtable.ygo.effects.hooks import SUMMON_ALLOWED, only_for

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

HORUS_LV8 = 48229808

LEVEL_UPS[HORUS_LV6] = LevelUp("end_phase", HORUS_LV8)
unaffected_by_spells(HORUS_LV6, None, marker=False)
reg(HORUS_LV6, level_up(HORUS_LV6),
    Effect(kind="continuous", name=Text("不受魔法卡的效果影响", "Unaffected by Spell Cards")))


@only_for({HORUS_LV8})
def _lv8_summons(g: Duel, p: int, c: int, how: str) -> bool:
    """Horus LV8 is Special Summoned only while the effect of Horus LV6 resolves (or Level Up!,
    which ignores Summoning conditions)."""
    if g.code[c] != HORUS_LV8 or how != "special":
        return True
    return bool(g.chain) and g.chain[-1].code in (HORUS_LV6, LEVEL_UP) and g.chain[-1].ready


def _spell_activated(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
    if not g.chain or not active_monster(g, c):
        return False
    lk = g.chain[-1]
    return lk.ready and lk.card_act and g.pool.cards[lk.code].is_spell and not lk.act_negated


SUMMON_ALLOWED.append(_lv8_summons)
reg(HORUS_LV8, Effect(kind="quick", event="activated", condition=_spell_activated,
                      operation=(ops.negate_activation(destroy=True),),
                      category=CAT_NEGATE_ACT,
                      name=Text("使魔法卡的发动无效并破坏",
                                "Negate a Spell Card's activation and destroy it")))

__all__ = ["HORUS_LV8"]
