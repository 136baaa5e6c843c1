"""Judgment of the Desert (issue 15 part 3, session 6, g6-t): monsters that were turned face-up
keep their battle position.

Text (AST-103; the old Japanese text quoted by yugioh-wiki, our own words in
``pool/goat.csv``): "While this card is face-up, a monster that has been turned face-up cannot
have its battle position changed." yugioh-wiki FAQ: "turned face-up" means Set and then
flipped (Flip Summoned, or flipped by battle or an effect) — a monster summoned face-up is not
bound; only its controller's own changes are barred (card effects may still change it).
How: an ``EVENT_HOOKS`` hook records each flip publicly (a ``card_effect`` mark naming the card
and its ``g.life`` stamp: the flip is public anyway), and a ``POSITION_LOCKED`` hook refuses the
manual change of a monster flipped during its present stay on the field while a Judgment of the
Desert is active. Checks: ``tests/ygo/test_goat6_t_position_locks.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards.scripts.classic_lib import note, reg
from cardtable.ygo.cards.scripts.goat5_continuous_traps import active_traps
from cardtable.ygo.effects.api import Effect
from cardtable.ygo.effects.hooks import EVENT_HOOKS, POSITION_LOCKED, only_for
from cardtable.ygo.state import LOC_MZONE

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

JUDGMENT_OF_THE_DESERT = 4869446
_KEY = "turned_face_up"


@only_for({JUDGMENT_OF_THE_DESERT})
def _record_flip(g: Duel, ev: str, c: int, data: tuple[Any, ...]) -> None:
    if ev == "flipped" and g.loc[c] == LOC_MZONE:
        note(g, c, "Turned face-up", "变成表侧表示", **{_KEY: [c, g.life[c]]})


@only_for({JUDGMENT_OF_THE_DESERT})
def _locked(g: Duel, m: int) -> bool:
    if not active_traps(g, JUDGMENT_OF_THE_DESERT):
        return False
    mark = [m, g.life[m]]
    return any(kind == "card_effect" and pub.get(_KEY) == mark for kind, pub, _ in g.elog)


EVENT_HOOKS.append(_record_flip)
POSITION_LOCKED.append(_locked)
reg(JUDGMENT_OF_THE_DESERT, Effect(kind="activate"), Effect(kind="continuous"))
