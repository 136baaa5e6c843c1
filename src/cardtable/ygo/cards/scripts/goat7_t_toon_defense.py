"""Toon Defense (issue 15 part 3, session 7, g7-t): a Continuous Trap — when an opponent's
monster declares an attack on a face-up Level 4 or lower Toon monster you control, you can make
it a direct attack instead.

Text: not flagged "Goat-era version" in goat-pool.csv; today's official text (yaml-yugi
``data/43509019.yaml``) describes it; our own words in ``pool/goat.csv``. An effect of the
face-up card activated in the attack declaration's window (spell speed 2, optional: the player
chooses to activate it); on resolution the attack, if still the same one, becomes a direct
attack through g6-t's ``goat6_t_retarget.redirect_attack(g, -1)``. Checks:
``tests/ygo/test_goat7_t_toon_defense.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import reg, up
from cardtable.ygo.cards.scripts.goat6_t_retarget import redirect_attack
from cardtable.ygo.effects.api import Effect, Link
from cardtable.ygo.state import F_ACTIVE, LOC_MZONE, LOC_SZONE

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

TOON_DEFENSE = 43509019


def _small_toon(g: Duel, t: int, p: int) -> bool:
    return t >= 0 and g.loc[t] == LOC_MZONE and g.ctrl[t] == p and up(g, t) \
        and bool(g.cd(t).type & C.TOON) and g.level(t) <= 4


def _cond(g: Duel, c: int, p: int, w: W) -> bool:
    return bool(w) and w[0] == "attack" and g.loc[c] == LOC_SZONE and up(g, c) \
        and bool(g.flags[c] & F_ACTIVE) and g.ctrl[w[1]] != p and _small_toon(g, w[2], p)


def _op(g: Duel, lk: Link) -> None:
    b = g.battle
    w = lk.window
    if b is not None and w and b.attacker == w[1] and b.target == w[2] and b.target >= 0:
        redirect_attack(g, -1)


reg(TOON_DEFENSE, Effect(),
    Effect(kind="quick", where=LOC_SZONE, event="attack", condition=_cond, operation=(_op,)))
