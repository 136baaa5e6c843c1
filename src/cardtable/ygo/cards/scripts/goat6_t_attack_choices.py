"""Continuous Traps that let their controller turn an attack into a direct attack without a chain
link (issue 15 part 3, session 6, g6-t: redirecting an attack): Astral Barrier.

Astral Barrier (RDS-EN059; the Japanese text of the time quoted by yugioh-wiki, our own words in
``pool/goat.csv``): "When your opponent's monster attacks a monster on your side of the field,
you can make that attack a direct attack to you." The choice is a continuous effect's, made by
the Barrier's controller as the attack is declared (no chain link, nothing to respond to); a
replay's new declaration asks again.

How: an ``ATTACK_DECLARED`` hook (``effects/hooks.py``: its frames run right after the
declaration, before the attack's window, whose event is then read from ``g.battle``) pushes a
frame asking the controller of an active face-up Astral Barrier (``active_traps``); "yes" turns
``g.battle`` on the player (``goat6_t_retarget.redirect_attack``). Checks:
``tests/ygo/test_goat6_t_attack_choices.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards.scripts.classic_lib import reg
from cardtable.ygo.cards.scripts.goat5_continuous_traps import active_traps
from cardtable.ygo.cards.scripts.goat6_t_retarget import redirect_attack
from cardtable.ygo.effects.api import Effect
from cardtable.ygo.effects.hooks import ATTACK_DECLARED, only_for
from cardtable.ygo.rules.flow import handler, step
from cardtable.ygo.state import LOC_MZONE

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

ASTRAL_BARRIER = 37053871

_CHOICES = (("opt", 1, Text("把这次攻击变成对自己的直接攻击", "Make it a direct attack on you")),
            ("opt", 0, Text("维持对怪兽的攻击", "Keep the attack on the monster")))


@only_for({ASTRAL_BARRIER})
def _declared(g: Duel, a: int, t: int) -> None:
    d = 1 - g.tp
    if t >= 0 and g.ctrl[t] == d and g.loc[t] == LOC_MZONE and active_traps(g, ASTRAL_BARRIER, d):
        g.stack.append(("g6t_astral_ask", a, t, g.life[t]))


@step("g6t_astral_ask")
def _ask(g: Duel, fr: tuple[Any, ...]) -> None:
    _, a, t, life = fr
    b = g.battle
    if b is None or b.attacker != a or b.target != t or g.life[t] != life:
        return  # the attack changed or its target left before the question
    d = 1 - g.tp
    if not active_traps(g, ASTRAL_BARRIER, d):
        return
    g.pend = (d, "select", "choose", _CHOICES, "g6t_astral_pick", (a, t))


@handler("g6t_astral_pick")
def _pick(g: Duel, opt: tuple[Any, ...], ctx: tuple[Any, ...]) -> None:
    if int(opt[1]) == 1:
        redirect_attack(g, -1)


ATTACK_DECLARED.append(_declared)
reg(ASTRAL_BARRIER, Effect())
