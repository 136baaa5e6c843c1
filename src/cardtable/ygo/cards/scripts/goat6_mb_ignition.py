"""Goat-pool monsters with Ignition Effects (issue 15 part 3, g6-mb, session 6).

* Homunculus the Alchemic Being (RDS, 2004; the OCG text agrees): once per turn, in its
  controller's Main Phase, it changes its own Attribute to another one its controller
  declares. The new Attribute holds while it stays face-up on the field (kept in its
  ``g.counter``, cleared by the engine when it moves and by an ``EVENT_HOOKS`` watcher when it
  is turned face-down), read through the engine's ``("attribute_set", fn)`` aspect (the printed
  Attribute replaced, not added to). "Once per turn" is read from the public log: a change of
  this card, as it is now, in this turn.

Texts in ``pool/goat.csv``; checks in ``tests/ygo/test_goat6_mb_ignition.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import note, reg
from cardtable.ygo.effects.api import Aspect, Effect, Link, ask_option
from cardtable.ygo.effects.hooks import EVENT_HOOKS, only_for
from cardtable.ygo.state import LOC_MZONE, POS_FACEUP

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

HOMUNCULUS = 40410110

_ATTRIBUTES = (C.EARTH, C.WATER, C.FIRE, C.WIND, C.LIGHT, C.DARK)
_ZH = {C.EARTH: "地", C.WATER: "水", C.FIRE: "炎", C.WIND: "风", C.LIGHT: "光", C.DARK: "暗"}
HOMUNCULUS_KEY = "homunculus_attribute"


def _changed_this_turn(g: Duel, c: int) -> bool:
    life = g.life[c]
    for kind, pub, _ in reversed(g.elog):
        if kind == "card_effect" and pub.get("card") == c and HOMUNCULUS_KEY in pub \
                and pub.get("life") == life:
            return True
        if kind == "turn":
            return False
    return False


def _can_change(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
    return not _changed_this_turn(g, c)


def _ask_attribute(g: Duel, lk: Link) -> None:
    c = lk.card
    now = g.attribute(c)
    ask_option(g, lk, lk.player,
               [(a, Text(_ZH[a] + "属性", C.ATTRIBUTE_NAMES[a])) for a in _ATTRIBUTES
                if a != now], "choose")


def _set_attribute(g: Duel, lk: Link) -> None:
    c = lk.card
    if g.loc[c] != LOC_MZONE or g.life[c] != lk.life or not g.pos[c] & POS_FACEUP:
        return
    a = int(lk.picks[-1])
    g.counter[c] = a
    note(g, c, f"its Attribute becomes {C.ATTRIBUTE_NAMES[a]}", f"属性变成{_ZH[a]}",
         **{HOMUNCULUS_KEY: a, "life": g.life[c]})


def _own_attribute(g: Duel, src: int, card: int) -> int:
    return g.counter[src] if card == src else 0


@only_for({HOMUNCULUS})
def _forget_when_face_down(g: Duel, ev: str, c: int, data: tuple[Any, ...]) -> None:
    """Turned face-down, Homunculus is a new card to the rules: its changed Attribute ends."""
    if ev == "position_changed" and g.code[c] == HOMUNCULUS and len(data) > 1 \
            and not int(data[1]) & POS_FACEUP:
        g.counter[c] = 0


EVENT_HOOKS.append(_forget_when_face_down)
reg(HOMUNCULUS,
    Effect(kind="ignition", condition=_can_change, target=(_ask_attribute,),
           operation=(_set_attribute,),
           name=Text("改变这张卡的属性", "Change this card's Attribute")),
    Effect(kind="continuous", aspects=(Aspect("attribute_set", _own_attribute),)))

__all__ = ["HOMUNCULUS"]
