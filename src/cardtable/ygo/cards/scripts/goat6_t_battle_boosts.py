"""Covering Fire (issue 15 part 3, session 6, g6-t): an ATK boost for the attacked monster that
lasts only until the battle's damage calculation is over.

Text (Rise of Destiny; the old Japanese text quoted by yugioh-wiki, our own words in
``pool/goat.csv``): "Can be activated during the Damage Step when an opponent's monster attacks
a monster on your side of the field. The attacked monster gains ATK equal to the ATK of 1 other
face-up monster on your side of the field." yugioh-wiki: the boost lasts until damage
calculation (only this battle), and the other monster's ATK counts with its own boosts. Read
here: it is activated at the start of the Damage Step or before damage calculation (a Damage
Step card that changes ATK); the other monster is chosen when it resolves (the old text does not
target) and its ATK then is added; nothing happens if the attacked monster has left the field.

How: the boost is an ATK buff of this turn on the attacked monster plus a public mark
(``card_effect`` with ``covering_fire``); at the end of the Damage Step (``BATTLE_END_HOOKS``),
at the next attack declaration (``ATTACK_DECLARED``: a battle cancelled before damage
calculation) and at the end of the Battle Phase (``PHASE_HOOKS``) every marked buff of this turn
still there is removed. Checks: ``tests/ygo/test_goat6_t_battle_boosts.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards.scripts.classic_lib import note, reg, up
from cardtable.ygo.effects.api import CAT_ATKCHANGE, Effect, Link, ask_cards
from cardtable.ygo.effects.hooks import (
    ATTACK_DECLARED,
    BATTLE_END_HOOKS,
    PHASE_HOOKS,
    only_for,
)
from cardtable.ygo.state import LOC_MZONE

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

COVERING_FIRE = 74458486
MARK = "covering_fire"


def _attacked(g: Duel, p: int) -> int:
    """The monster of ``p`` an opponent's monster attacks in this Damage Step, or -1."""
    b = g.battle
    if b is None or b.target < 0 or g.ctrl[b.attacker] == p or g.ctrl[b.target] != p \
            or g.loc[b.target] != LOC_MZONE:
        return -1
    return b.target


def _others(g: Duel, p: int, t: int) -> list[int]:
    return [m for m in g.mz[p] if m >= 0 and m != t and up(g, m)]


def _cond(g: Duel, c: int, p: int, w: W) -> bool:
    if not w or w[0] not in ("ds_start", "ds_before"):
        return False
    t = _attacked(g, p)
    return t >= 0 and bool(_others(g, p, t))


def _attacked_now(g: Duel, lk: Link) -> None:
    """At activation: the attacked monster (the one the boost is for)."""
    t = _attacked(g, lk.player)
    lk.data["attacked"] = (t, g.life[t]) if t >= 0 else (-1, -1)


def _pick(g: Duel, lk: Link) -> None:
    t = int(lk.data.get("attacked", (-1, -1))[0])
    others = _others(g, lk.player, t)
    if not others:
        lk.picks.append(())
        return
    ask_cards(g, lk, lk.player, others, 1, 1, "choose")


def _boost(g: Duel, lk: Link) -> None:
    t, life = lk.data.get("attacked", (-1, -1))
    got = lk.picks[-1] if lk.picks and isinstance(lk.picks[-1], tuple) else ()
    if t < 0 or g.loc[t] != LOC_MZONE or g.life[t] != life or not got:
        return
    m = got[0]
    if g.loc[m] != LOC_MZONE or not up(g, m) or g.ctrl[m] != lk.player:
        return
    n = g.atk(m)
    if n <= 0:
        return
    g.add_buff(t, atk=n, until_end=True, src=lk.card)
    note(g, lk.card, "The attacked monster gains ATK until damage calculation is over",
         "被攻击的怪兽到伤害计算结束为止攻击力上升", **{MARK: [t, life, n, g.turn]})


def _drop(g: Duel) -> None:
    """Remove the marked boosts of this turn that are still there."""
    marks = []
    for kind, pub, _ in reversed(g.elog):
        if kind == "turn":
            break
        if kind == "card_effect" and MARK in pub and pub[MARK][3] == g.turn:
            marks.append(pub[MARK])
    if not marks:
        return
    for t, life, n, turn in marks:
        buff = (t, life, n, 0, turn)
        if buff in g.buffs:
            g.buffs.remove(buff)


@only_for({COVERING_FIRE})
def _after_battle(g: Duel, destroyed: tuple[int, ...]) -> None:
    _drop(g)


@only_for({COVERING_FIRE})
def _at_declaration(g: Duel, a: int, t: int) -> None:
    _drop(g)


@only_for({COVERING_FIRE})
def _phase(g: Duel, ev: str) -> None:
    if ev == "battle_end":
        _drop(g)


BATTLE_END_HOOKS.append(_after_battle)
ATTACK_DECLARED.append(_at_declaration)
PHASE_HOOKS.append(_phase)
reg(COVERING_FIRE, Effect(dmg_step=True, condition=_cond, target=(_attacked_now,),
                          operation=(_pick, _boost), category=CAT_ATKCHANGE))
