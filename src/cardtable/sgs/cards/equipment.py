"""Equipment: weapons, armour and horses. Equipping replaces the card in the same slot, which
goes to the discard pile (:func:`cardtable.sgs.rules.use_card._use_start`). The effects live
where they act: 诸葛连弩 (use_card.slash_limit), 青釭剑 (respond.armor_active), 雌雄双股剑 and
方天画戟 (use_card), 寒冰剑 and 麒麟弓 (damage), 青龙偃月刀 and 贯石斧 (basic), 丈八蛇矛 (respond,
use_card), 八卦阵 and 仁王盾 (respond, basic), horses (distance)."""

from __future__ import annotations

from cardtable.sgs.cards.data import SLOT_OF, SUBTYPE, WEAPON_RANGE


def slot_of(c: int) -> int:
    """Equipment slot of card ``c``: 0 weapon, 1 armour, 2 +1 horse, 3 −1 horse."""
    return SLOT_OF[SUBTYPE[c]]


def weapon_range(name: str) -> int:
    """Attack range a weapon gives."""
    return WEAPON_RANGE[name]
