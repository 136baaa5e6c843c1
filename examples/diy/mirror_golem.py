"""Python hook of the DIY card Mirror Golem (examples/diy/mirror_golem.yaml)."""

from __future__ import annotations

from typing import Any

from cardtable.ygo.cards.carddata import CardData
from cardtable.ygo.effects.api import Aspect, Effect
from cardtable.ygo.effects.registry import card


def _atk(g: Any, s: int, c: int) -> int:
    if c != s:
        return 0
    o = 1 - g.ctrl[s]
    best = [card(g.code[m]).atk for m in g.mz[o] if m >= 0 and g.is_face_up(m)]
    return max(best, default=0)


def effects(cd: CardData) -> tuple[Effect, ...]:
    """The card's effects: a continuous ATK aspect."""
    return (Effect(kind="continuous", aspects=(Aspect("atk", _atk),)),)
