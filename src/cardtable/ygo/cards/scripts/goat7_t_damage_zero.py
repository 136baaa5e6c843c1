"""Pikeru's Circle of Enchantment (issue 15 part 3, session 7, g7-t): a Normal Trap — until the
end of this turn, damage its controller takes from card effects becomes 0.

Text: not flagged "Goat-era version" in goat-pool.csv; today's official text (yaml-yugi
``data/74270067.yaml``; its Japanese text says the same)
describes it; our own words in ``pool/goat.csv``. Battle damage is not touched. A public
``card_effect`` mark of this turn names the protected player; an ``EFFECT_DAMAGE_HOOKS`` hook
reads it. Checks: ``tests/ygo/test_goat7_t_damage_zero.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.ygo.cards.scripts.classic_lib import note, reg
from cardtable.ygo.cards.scripts.seed_common import this_turn
from cardtable.ygo.effects.api import Effect, Link
from cardtable.ygo.effects.hooks import EFFECT_DAMAGE_HOOKS, only_for

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

PIKERUS_CIRCLE = 74270067
_KEY = "effect_damage_zero"


def _op(g: Duel, lk: Link) -> None:
    note(g, lk.card, "Damage from card effects to this player becomes 0 this turn",
         "这个回合，这名玩家受到的卡的效果伤害变成0", **{_KEY: g.turn, "player": lk.player})


def protected(g: Duel, p: int) -> bool:
    """Player ``p``'s effect damage is 0 for the rest of this turn."""
    return any(kind == "card_effect" and pub.get(_KEY) == g.turn and pub.get("player") == p
               for kind, pub, _ in this_turn(g))


@only_for({PIKERUS_CIRCLE})
def _zero(g: Duel, p: int, n: int) -> int:
    return 0 if n > 0 and protected(g, p) else n


EFFECT_DAMAGE_HOOKS.append(_zero)
reg(PIKERUS_CIRCLE, Effect(operation=(_op,)))
