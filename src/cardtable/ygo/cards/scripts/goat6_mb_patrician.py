"""Patrician of Darkness (LOD, 2003; issue 15 part 3, g6-mb): while it is face-up on the field,
its controller selects the attack targets of the opponent's monsters (the OCG text of the card;
yugioh-wiki FAQ: the attacker declares an attack and a target first, then the Patrician's
controller chooses the target among its own monsters; an attack aimed directly at it may be
turned on one of its monsters).

A continuous effect (no chain link), over g6-t's ``ATTACK_DECLARED`` hook: right after the
declaration (and after a replay's new one) a frame asks the controller of an active face-up
Patrician, among the monsters the attacker may attack now (its own side, ``ATTACK_TARGETS``
hooks applied; the present target included, so "keep it" is a choice; "decline" keeps a
direct attack direct), and the attack is
turned on the chosen one (``goat6_t_retarget.redirect_attack``: no replay). The question names
the cards as that player's own options do (their own face-down monsters included).

Text in ``pool/goat.csv``; checks in ``tests/ygo/test_goat6_mb_patrician.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards.scripts.classic_lib import active_monster, reg
from cardtable.ygo.cards.scripts.goat6_t_retarget import redirect_attack
from cardtable.ygo.effects.api import Effect
from cardtable.ygo.effects.hooks import ATTACK_DECLARED, only_for
from cardtable.ygo.rules.battle import attack_targets, targets_of
from cardtable.ygo.rules.flow import handler, step

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

PATRICIAN_OF_DARKNESS = 19153634


def _patrician_of(g: Duel, p: int) -> bool:
    return any(g.code[m] == PATRICIAN_OF_DARKNESS and active_monster(g, m)
               for m in g.monsters(p))


def _choices(g: Duel, a: int) -> list[int]:
    d = 1 - g.tp
    return [t for t in targets_of(g, a, attack_targets(g, g.tp)) if t >= 0 and g.ctrl[t] == d]


@only_for({PATRICIAN_OF_DARKNESS})
def _declared(g: Duel, a: int, t: int) -> None:
    d = 1 - g.tp
    if _patrician_of(g, d) and _choices(g, a):
        g.stack.append(("g6mb_patrician_ask", a, t))


@step("g6mb_patrician_ask")
def _ask(g: Duel, fr: tuple[Any, ...]) -> None:
    _, a, t = fr
    b = g.battle
    if b is None or b.attacker != a or b.target != t:
        return  # the attack changed before the question
    d = 1 - g.tp
    cands = _choices(g, a)
    if not _patrician_of(g, d) or not cands:
        return
    opts: tuple[tuple[Any, ...], ...] = tuple(("card", c) for c in cands)
    if t < 0:
        opts = (*opts, ("decline",))  # a direct attack may stay direct
    g.pend = (d, "pick", "target_monster", opts, "g6mb_patrician_pick", (a, t))


@handler("g6mb_patrician_pick")
def _pick(g: Duel, opt: tuple[Any, ...], ctx: tuple[Any, ...]) -> None:
    a = ctx[0]
    if opt[0] == "decline":
        return
    new = int(opt[1])
    b = g.battle
    if b is not None and b.attacker == a and new != b.target:
        redirect_attack(g, new)


ATTACK_DECLARED.append(_declared)
reg(PATRICIAN_OF_DARKNESS, Effect(kind="continuous", name=Text(
    "对方怪兽的攻击对象由这张卡的控制者选择",
    "You choose the attack targets of your opponent's monsters")))

__all__ = ["PATRICIAN_OF_DARKNESS"]
