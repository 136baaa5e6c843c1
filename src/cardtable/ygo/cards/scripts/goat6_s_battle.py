"""Kishido Spirit (issue 15 part 3, g6-s): a Continuous Spell — "monsters you control are not
destroyed by battle with a monster that has the same ATK" — a ``DESTROY_SUBSTITUTES`` hook
(as classic Kaiser Glider's own clause), while Kishido Spirit is face-up and its effects apply.
The ATK compared is each monster's current ATK when the battle destroys. Text (2004 print, our
own words) in ``pool/goat.csv``; checks in ``tests/ygo/test_goat6_s_battle.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.ygo.cards.scripts.classic_lib import reg
from cardtable.ygo.effects.api import Aspect, Effect
from cardtable.ygo.effects.hooks import DESTROY_SUBSTITUTES, only_for
from cardtable.ygo.state import LOC_MZONE

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

KISHIDO_SPIRIT = 60519422


def _kishido_for(g: Duel, p: int) -> bool:
    return any(g.code[s] == KISHIDO_SPIRIT and g.ctrl[s] == p for s in g.sources())


@only_for({KISHIDO_SPIRIT})
def _same_atk_spared(g: Duel, cs: list[int], reason: str) -> list[int]:
    b = g.battle
    if reason != "battle" or b is None or b.target < 0:
        return cs
    a, t = b.attacker, b.target
    out = []
    for c in cs:
        other = t if c == a else a if c == t else -1
        if other >= 0 and g.loc[c] == LOC_MZONE and g.loc[other] == LOC_MZONE \
                and g.atk(other) == g.atk(c) and _kishido_for(g, g.ctrl[c]):
            g.log("not_destroyed", {**g.card_pub(c), "by": "battle"})
            continue
        out.append(c)
    return out


DESTROY_SUBSTITUTES.append(_same_atk_spared)
reg(KISHIDO_SPIRIT, Effect(aspects=(Aspect("same_atk_battle_guard"),)))
