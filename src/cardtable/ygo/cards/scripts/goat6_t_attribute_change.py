"""DNA Transplant (issue 15 part 3, session 6, g6-t): a Continuous Trap making every face-up
monster on the field the Attribute declared at its activation — DNA Surgery's Attribute
counterpart (``core_traps.py``). The engine reads it through an ``("attribute_set", fn)``
aspect (``Duel.attribute``: non-zero bits returned replace the monster's printed Attribute; the
aspect came to main with g6-mb's Homunculus the Alchemic Being).

Text (Flaming Eternity; the old Japanese text quoted by yugioh-wiki, our own words in
``pool/goat.csv``): "Declare 1 Attribute. All face-up monsters on the field become that
Attribute." Rulings kept from DNA Surgery's: the Attribute is declared when the card is
activated, in public (the opponent chains knowing it), and kept on the card (``g.counter``);
face-down monsters keep their own Attribute; once the Trap leaves the field or is negated the
printed Attributes return, and an Equip Card whose condition fails then is destroyed (the
state check of ``Duel.equip_check``). Checks: ``tests/ygo/test_goat6_t_attribute_change.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.core.text import Text
from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import note, reg
from cardtable.ygo.effects.api import Aspect, Effect, Link, ask_option

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

DNA_TRANSPLANT = 56769674

_ATTRS = tuple((bit, Text(zh, C.ATTRIBUTE_NAMES[bit])) for bit, zh in (
    (C.EARTH, "地"), (C.WATER, "水"), (C.FIRE, "炎"), (C.WIND, "风"), (C.LIGHT, "光"),
    (C.DARK, "暗")))


def _declare(g: Duel, lk: Link) -> None:
    ask_option(g, lk, lk.player, _ATTRS, "declare_attribute")


def _announce(g: Duel, lk: Link) -> None:
    bit = int(lk.picks[-1])
    note(g, lk.card, f"declares {C.ATTRIBUTE_NAMES[bit]}",
         "宣言" + dict(_ATTRS)[bit].zh + "属性", attribute=bit)


def _keep(g: Duel, lk: Link) -> None:
    g.counter[lk.card] = int(lk.picks[-1])  # declared in public at activation


reg(DNA_TRANSPLANT, Effect(kind="activate", target=(_declare, _announce), operation=(_keep,),
                           aspects=(Aspect("attribute_set", lambda g, s, c: g.counter[s]),)))
