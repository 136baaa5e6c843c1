"""Goat-pool Traps activated during damage calculation (issue 15 part 3, session 6, g6-t):
Cross Counter.

Cross Counter (FET-EN049; the Japanese text of the time quoted by yugioh-wiki, our own words in
``pool/goat.csv``): "If the DEF of your attacked Defense Position monster is higher than the
attacking monster's ATK, the Battle Damage your opponent takes is doubled. After damage
calculation, destroy the attacking monster." yugioh-wiki FAQ: it is activated only during damage
calculation, and only if the DEF is higher than the ATK then; the destruction after damage
calculation makes no chain link; doubling effects do not stack.

How: the resolved Trap leaves a public ``card_effect`` mark naming the attacker (card and
``g.life`` stamp) and the Damage Step it belongs to (the index of its ``damage_step`` log entry);
a ``BATTLE_DAMAGE_HOOKS`` hook doubles the battle damage its opponent takes in that Damage Step,
and a ``BATTLE_END_HOOKS`` hook destroys the attacker right after (no chain link). Checks:
``tests/ygo/test_goat6_t_damage_calc.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards.scripts.classic_lib import note, reg, up
from cardtable.ygo.cards.scripts.seed_common import this_turn
from cardtable.ygo.effects.api import CAT_DESTROY, Effect, Link
from cardtable.ygo.effects.hooks import BATTLE_DAMAGE_HOOKS, BATTLE_END_HOOKS, only_for
from cardtable.ygo.state import LOC_MZONE, POS_DEF

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

CROSS_COUNTER = 37083210
_KEY = "cross_counter"


def damage_step_index(g: Duel) -> int:
    """The log index of the current (latest) Damage Step's ``damage_step`` entry (-1: none)."""
    el = g.elog
    for i in range(len(el) - 1, -1, -1):
        k = el[i][0]
        if k == "damage_step":
            return i
        if k == "turn":
            break
    return -1


def defense_beats_attacker(g: Duel, c: int, p: int, w: W) -> bool:
    """Condition (damage calculation): ``p``'s face-up Defense Position monster is attacked by
    an opponent's monster whose ATK is lower than its DEF (Cross Counter, Destruction Punch)."""
    if not w or w[0] != "ds_calc" or g.battle is None:
        return False
    a, t = g.battle.attacker, g.battle.target
    return t >= 0 and g.ctrl[t] == p and g.ctrl[a] != p and g.loc[t] == LOC_MZONE \
        and up(g, t) and bool(g.pos[t] & POS_DEF) and g.defense(t) > g.atk(a)


def _op(g: Duel, lk: Link) -> None:
    b = g.battle
    if b is None:
        return
    a = b.attacker
    note(g, lk.card, "The attacker's controller takes double Battle Damage; the attacker is "
         "destroyed after damage calculation", "攻击怪兽的控制者受到的战斗伤害变成2倍，伤害计算后"
         "攻击怪兽破坏", **{_KEY: {"attacker": a, "life": g.life[a],
                                 "ds": damage_step_index(g), "victim": 1 - lk.player}})


def _marks(g: Duel) -> list[dict[str, Any]]:
    ds = damage_step_index(g)
    return [pub[_KEY] for kind, pub, _ in this_turn(g)
            if kind == "card_effect" and _KEY in pub and pub[_KEY]["ds"] == ds]


@only_for({CROSS_COUNTER})
def _double(g: Duel, p: int, n: int) -> int:
    if n > 0 and any(m["victim"] == p for m in _marks(g)):
        return n * 2  # doubling effects do not stack: one doubling whatever the marks
    return n


@only_for({CROSS_COUNTER})
def _destroy_attacker(g: Duel, destroyed: tuple[int, ...]) -> None:
    for m in _marks(g):
        a = int(m["attacker"])
        if g.loc[a] == LOC_MZONE and g.life[a] == m["life"]:
            g.destroy([a], "effect")


BATTLE_DAMAGE_HOOKS.append(_double)
BATTLE_END_HOOKS.append(_destroy_attacker)
reg(CROSS_COUNTER, Effect(dmg_step=True, dmg_calc=True, condition=defense_beats_attacker,
                          operation=(_op,), category=CAT_DESTROY))
