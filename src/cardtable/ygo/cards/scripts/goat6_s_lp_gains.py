"""Continuous Spells that gain Life Points as cards move (issue 15 part 3, g6-s), ``EVENT_HOOKS``
watchers on the engine's ``banished`` (g6-ma) and ``to_hand`` (g6-mb) events, applied at once
with no chain link, as Spell Absorption's: Soul Absorption (each card removed from play: its
controller gains 500 LP) and Spring of Rebirth (each monster returned from the field to the
hand: its controller gains 500 LP). Each face-up copy that applies counts. Texts (2002/2003
prints, our own words) in ``pool/goat.csv``; checks in ``tests/ygo/test_goat6_s_lp_gains.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards.scripts.classic_lib import note, reg
from cardtable.ygo.effects.api import Aspect, Effect
from cardtable.ygo.effects.hooks import EVENT_HOOKS, only_for
from cardtable.ygo.state import LOC_MZONE

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

SOUL_ABSORPTION = 68073522
SPRING_OF_REBIRTH = 94425169
#: LP gained per card
GAIN = 500


def _gain(g: Duel, code: int) -> None:
    for s in g.sources():
        if g.code[s] == code:
            note(g, s, f"Gains {GAIN} LP", f"回复{GAIN}基本分")
            g.recover(g.ctrl[s], GAIN)


@only_for({SOUL_ABSORPTION, SPRING_OF_REBIRTH})
def _watch(g: Duel, ev: str, c: int, data: tuple[Any, ...]) -> None:
    if ev == "banished":
        _gain(g, SOUL_ABSORPTION)
    elif ev == "to_hand" and data and data[0] == LOC_MZONE and g.cd(c).is_monster:
        _gain(g, SPRING_OF_REBIRTH)


EVENT_HOOKS.append(_watch)
reg(SOUL_ABSORPTION, Effect(aspects=(Aspect("gain_on_removal"),)))
reg(SPRING_OF_REBIRTH, Effect(aspects=(Aspect("gain_on_return"),)))
