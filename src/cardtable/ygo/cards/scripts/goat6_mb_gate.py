"""Kazejin, Suijin and Sanga of the Thunder (the Gate Guardian pieces; issue 15 part 3, g6-mb),
their 2005 text: "during damage calculation in the opponent's turn, when this card is attacked,
you can make the attacking monster's ATK 0 during damage calculation only; this effect can be
used only once while this card is face-up on the field". Sources that agree: the OCG text of
the time (yugioh-wiki's backup of the Sanga page, the "third period" text: only in the
opponent's turn's damage calculation, once while face-up) and Pojo's 2002 review of the three
("can be used only once … unless it leaves play, then reenters"). The 2005 text names no target
(today's does): not a targeting effect here.

A Quick Effect in the damage-calculation window (``dmg_calc``) over g6-ma's
``goat6_ma_damage_calc.atk_zero_during_damage_calculation``. "Once while face-up" is read from
the log: a public mark (``gate_piece_used``: card, life) written as it is activated counts until the
card leaves the field (a new ``life``) or is turned face-down (a ``position`` entry to
face-down, newer than the mark).

Texts in ``pool/goat.csv``; checks in ``tests/ygo/test_goat6_mb_gate.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards.scripts.classic_lib import reg
from cardtable.ygo.cards.scripts.goat6_ma_damage_calc import atk_zero_during_damage_calculation
from cardtable.ygo.effects.api import CAT_ATKCHANGE, Effect, Link
from cardtable.ygo.state import LOC_MZONE, POS_FACEUP

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

KAZEJIN = 62340868
SUIJIN = 98434877
SANGA_OF_THE_THUNDER = 25955164
GATE_PIECES = (KAZEJIN, SUIJIN, SANGA_OF_THE_THUNDER)
USED_KEY = "gate_piece_used"


def used_while_face_up(g: Duel, c: int) -> bool:
    """``c``'s effect was used since it last came face-up on the field."""
    for kind, pub, _ in reversed(g.elog):
        if pub is None or pub.get("card") != c:
            continue
        if kind == "position" and str(pub.get("pos", "")).startswith("fd"):
            return False
        if kind == USED_KEY and pub.get("life") == g.life[c]:
            return True
    return False


def _cond(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
    b = g.battle
    if not w or w[0] != "ds_calc" or b is None or b.target != c or b.attacker < 0:
        return False
    return g.tp != p and g.ctrl[c] == p and g.loc[c] == LOC_MZONE \
        and bool(g.pos[c] & POS_FACEUP) and not used_while_face_up(g, c)


def _use(g: Duel, lk: Link) -> None:
    """The activation uses it up (a second activation in the same chain is not offered)."""
    g.log(USED_KEY, {**g.card_pub(lk.card), "life": g.life[lk.card]})


def _zero(g: Duel, lk: Link) -> None:
    c = lk.card
    b = g.battle
    if g.loc[c] != LOC_MZONE or g.life[c] != lk.life or not g.pos[c] & POS_FACEUP:
        return
    if b is not None and b.target == c and b.attacker >= 0:
        atk_zero_during_damage_calculation(g, b.attacker)


for _code in GATE_PIECES:
    reg(_code, Effect(kind="quick", dmg_step=True, dmg_calc=True, condition=_cond,
                      cost=(_use,), operation=(_zero,), category=CAT_ATKCHANGE,
                      name=Text("攻击这张卡的怪兽的攻击力只在伤害计算时变成0（表侧表示存在期间1次）",
                                "The monster attacking this card has 0 ATK for this damage "
                                "calculation (once while face-up)")))

__all__ = ["GATE_PIECES", "KAZEJIN", "SANGA_OF_THE_THUNDER", "SUIJIN", "USED_KEY",
           "used_while_face_up"]
