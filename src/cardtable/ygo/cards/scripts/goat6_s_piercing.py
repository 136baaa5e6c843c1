"""Equip Spells that grant piercing (issue 15 part 3, g6-s), over the one piercing check
``classic_battle.pierces`` (a :func:`classic_battle.grant_piercing` grant): Big Bang Shot
(+400 ATK; when it leaves the field the equipped monster is removed from play), Fairy Meteor
Crush, Cyclon Laser (only "Gradius", +300 ATK). An Equip Spell grants piercing while its
effects apply (face-up, active, not negated: ``g.sources()``), and only to the monster it is
equipped to. Texts (2005 prints, our own words) in ``pool/goat.csv``; checks in
``tests/ygo/test_goat6_s_piercing.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.ygo.cards.scripts.classic_battle import grant_piercing
from cardtable.ygo.cards.scripts.classic_spells import equip_spell
from cardtable.ygo.effects.api import CAT_BANISH, Aspect, Effect, Link
from cardtable.ygo.state import LOC_MZONE, LOC_SZONE

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

BIG_BANG_SHOT = 61127349
FAIRY_METEOR_CRUSH = 97687912
CYCLON_LASER = 5494820
GRADIUS = 10992251

#: Equip Spells whose equipped monster inflicts piercing damage
PIERCING_EQUIPS = frozenset({BIG_BANG_SHOT, FAIRY_METEOR_CRUSH, CYCLON_LASER})
_PIERCE = (Aspect("pierce"),)  # a marker: the card's effects apply (it is in g.sources())


def _equip_pierces(g: Duel, a: int) -> bool:
    """``a`` is equipped with a piercing Equip Spell whose effects apply now."""
    mine = [s for q in (0, 1) for s in g.sz[q]
            if s >= 0 and g.equip[s] == a and g.code[s] in PIERCING_EQUIPS]
    return bool(mine) and any(s in g.sources() for s in mine)


grant_piercing(PIERCING_EQUIPS, _equip_pierces)


# --- Big Bang Shot: +400 ATK, piercing; when this card is removed from the field, remove the
#     equipped monster from play ---
def equipped_before(g: Duel, s: int) -> int:
    """The monster the Equip Card ``s`` (just gone from the field) was equipped to, read back
    from the public log: its last ``equip`` event after its last card activation; -1 when it
    was never attached in that stay on the field (a negated activation)."""
    for kind, pub, _ in reversed(g.elog):
        if pub.get("card") != s:
            continue
        if kind == "equip":
            to = pub.get("to") or {}
            return int(to.get("card", -1))
        if kind == "activate" and pub.get("card_activation"):
            return -1
    return -1


def _bbs_had_monster(g: Duel, c: int, p: int, w: tuple[object, ...]) -> bool:
    if g.loc[c] == LOC_SZONE:
        return False
    m = equipped_before(g, c)
    return m >= 0 and g.loc[m] == LOC_MZONE


def _bbs_banish(g: Duel, lk: Link) -> None:
    m = equipped_before(g, lk.card)
    if m >= 0 and g.loc[m] == LOC_MZONE:
        g.banish([m])


equip_spell(BIG_BANG_SHOT, 400, 0, extra=_PIERCE, more=(Effect(
    kind="trigger", event="left_field", optional=False, condition=_bbs_had_monster,
    operation=(_bbs_banish,), category=CAT_BANISH),))

# --- Fairy Meteor Crush: piercing ---
equip_spell(FAIRY_METEOR_CRUSH, 0, 0, extra=_PIERCE)

# --- Cyclon Laser: equip only to "Gradius": +300 ATK, piercing ---
equip_spell(CYCLON_LASER, 300, 0, lambda g, m: g.code[m] == GRADIUS, extra=_PIERCE)
