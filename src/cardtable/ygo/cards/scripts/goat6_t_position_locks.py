"""Continuous Traps that lock battle positions (issue 15 part 3, session 6, g6-t): Judgment of the
Desert and Final Attack Orders.

Final Attack Orders (DCR-045; the old Japanese text quoted by yugioh-wiki, our own words in
``pool/goat.csv``): "While this card is on the field, every face-up monster on the field is in
Attack Position and cannot change its battle position." yugioh-wiki: it applies in the Damage
Step too — a face-down monster attacked is flipped face-up and then turned to Attack Position
before damage calculation. How: a ``STATE_CHECKS`` hook turns every face-up Defense Position
monster to Attack Position while an Orders is active, an ``EVENT_HOOKS`` hook does it at once
for a monster just flipped, summoned or changed (the Damage Step flip), and ``POSITION_LOCKED``
bars every manual change.

Judgment of the Desert (AST-103; the old Japanese text quoted by yugioh-wiki, our own words in
``pool/goat.csv``): "While this card is face-up, a monster that has been turned face-up cannot
have its battle position changed." yugioh-wiki FAQ: "turned face-up" means Set and then
flipped (Flip Summoned, or flipped by battle or an effect) — a monster summoned face-up is not
bound; only its controller's own changes are barred (card effects may still change it).
How: an ``EVENT_HOOKS`` hook records each flip publicly (a ``card_effect`` mark naming the card
and its ``g.life`` stamp: the flip is public anyway), and a ``POSITION_LOCKED`` hook refuses the
manual change of a monster flipped during its present stay on the field while a Judgment of the
Desert is active. Checks:
``tests/ygo/test_goat6_t_position_locks.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards.scripts.classic_lib import note, reg
from cardtable.ygo.cards.scripts.goat5_continuous_traps import active_traps
from cardtable.ygo.effects.api import Effect
from cardtable.ygo.effects.hooks import EVENT_HOOKS, POSITION_LOCKED, STATE_CHECKS, only_for
from cardtable.ygo.state import LOC_MZONE, POS_FACEUP, POS_FU_ATK, POS_FU_DEF

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

JUDGMENT_OF_THE_DESERT = 4869446
FINAL_ATTACK_ORDERS = 52503575
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


def _to_attack(g: Duel, m: int) -> None:
    if g.loc[m] == LOC_MZONE and g.pos[m] == POS_FU_DEF:
        g.change_position(m, POS_FU_ATK)


@only_for({FINAL_ATTACK_ORDERS})
def _orders_event(g: Duel, ev: str, c: int, data: tuple[Any, ...]) -> None:
    if ev in ("flipped", "summoned", "position_changed") and active_traps(g, FINAL_ATTACK_ORDERS):
        _to_attack(g, c)


@only_for({FINAL_ATTACK_ORDERS})
def _orders_check(g: Duel) -> None:
    if active_traps(g, FINAL_ATTACK_ORDERS):
        for q in (0, 1):
            for m in g.mz[q]:
                if m >= 0:
                    _to_attack(g, m)


@only_for({FINAL_ATTACK_ORDERS})
def _orders_locked(g: Duel, m: int) -> bool:
    return bool(g.pos[m] & POS_FACEUP) and bool(active_traps(g, FINAL_ATTACK_ORDERS))


EVENT_HOOKS.append(_orders_event)
STATE_CHECKS.append(_orders_check)
POSITION_LOCKED.append(_orders_locked)
EVENT_HOOKS.append(_record_flip)
POSITION_LOCKED.append(_locked)
reg(JUDGMENT_OF_THE_DESERT, Effect(kind="activate"), Effect(kind="continuous"))
reg(FINAL_ATTACK_ORDERS, Effect(kind="activate"), Effect(kind="continuous"))
