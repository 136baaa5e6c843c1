"""Goat-pool monsters whose ATK/DEF follow the field (issue 15 part 3, goat-m1): continuous
``atk``/``def`` aspects, applied while the card is face-up with its effects active (the
engine's aspect rule). A printed "?" is 0 in the card table, so "ATK equals N" adds N.

* Goblin King: ATK and DEF = 1000 x the other Fiend-Type monsters you control.
* Arsenal Bug: while you control no other face-up Insect-Type monster, its ATK and DEF become
  1000.
* Batteryman AA: in Attack Position its ATK = 1000 x your face-up Attack Position "Batteryman
  AA"; in Defense Position its DEF = 1000 x your face-up Defense Position ones.
* Amazoness Paladin: +100 ATK for each face-up "Amazoness" monster you control (itself too).
* Fairy King Truesdale: while it is in face-up Defense Position, every Plant-Type monster on
  the field gains 500 ATK and DEF.
* Cipher Soldier: +2000 ATK and DEF during the Damage Step only, when it battles a Warrior-Type
  monster.
* Amazoness Tiger: +400 ATK for each face-up "Amazoness" monster you control (itself too); you
  can control only 1 face-up Amazoness Tiger (a ``SUMMON_ALLOWED`` hook: no second one Summoned
  face-up or Flip Summoned); your opponent cannot select another "Amazoness" monster you
  control as an attack target (an ``ATTACK_TARGETS`` hook).

Texts in ``pool/goat.csv``; checks in ``tests/ygo/test_goat5_stats.py``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import active_monster, base_atk, base_def, reg, up
from cardtable.ygo.effects.api import CAT_ATKCHANGE, Aspect, Effect
from cardtable.ygo.effects.hooks import ATTACK_TARGETS, SUMMON_ALLOWED, only_for
from cardtable.ygo.state import BS_CALC, BS_DAMAGE, POS_FU_ATK, POS_FU_DEF

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

GOBLIN_KING = 18590133
ARSENAL_BUG = 42364374
BATTERYMAN_AA = 63142001
AMAZONESS_PALADIN = 47480070
FAIRY_KING_TRUESDALE = 45425051
CIPHER_SOLDIER = 79853073

R = C.RACE_BY_NAME


def _count(g: Duel, s: int, pred: Callable[[Duel, int], Any]) -> int:
    """How many monsters ``s``'s controller has in its Monster Zones matching ``pred``."""
    p = g.ctrl[s]
    return sum(1 for m in g.mz[p] if m >= 0 and pred(g, m))


def _goblin(g: Duel, s: int, c: int) -> int:
    if c != s:
        return 0
    return 1000 * _count(g, s, lambda g, m: m != s and up(g, m) and g.race(m) & R["Fiend"])


reg(GOBLIN_KING, Effect(kind="continuous", aspects=(Aspect("atk", _goblin),
                                                    Aspect("def", _goblin)),
                        category=CAT_ATKCHANGE))


def _alone(g: Duel, s: int) -> bool:
    return not _count(g, s, lambda g, m: m != s and up(g, m) and g.race(m) & R["Insect"])


reg(ARSENAL_BUG, Effect(kind="continuous", category=CAT_ATKCHANGE, aspects=(
    Aspect("atk", lambda g, s, c: 1000 - base_atk(g, s) if c == s and _alone(g, s) else 0),
    Aspect("def", lambda g, s, c: 1000 - base_def(g, s) if c == s and _alone(g, s) else 0))))


def _batteries(pos: int) -> Callable[[Duel, int, int], int]:
    def f(g: Duel, s: int, c: int) -> int:
        if c != s or g.pos[s] != pos:
            return 0
        return 1000 * _count(g, s, lambda g, m: g.code[m] == BATTERYMAN_AA and g.pos[m] == pos)

    return f


reg(BATTERYMAN_AA, Effect(kind="continuous", category=CAT_ATKCHANGE, aspects=(
    Aspect("atk", _batteries(POS_FU_ATK)), Aspect("def", _batteries(POS_FU_DEF)))))


def _paladin(g: Duel, s: int, c: int) -> int:
    if c != s:
        return 0
    return 100 * _count(g, s, lambda g, m: up(g, m) and "Amazoness" in g.cd(m).name.en)


reg(AMAZONESS_PALADIN, Effect(kind="continuous", aspects=(Aspect("atk", _paladin),),
                              category=CAT_ATKCHANGE))


def _truesdale(g: Duel, s: int, c: int) -> int:
    return 500 if g.pos[s] == POS_FU_DEF and up(g, c) and g.race(c) & R["Plant"] else 0


reg(FAIRY_KING_TRUESDALE, Effect(kind="continuous", category=CAT_ATKCHANGE, aspects=(
    Aspect("atk", _truesdale), Aspect("def", _truesdale))))


def _cipher(g: Duel, s: int, c: int) -> int:
    if c != s or g.bstep not in (BS_DAMAGE, BS_CALC) or not g.battle:
        return 0
    a, t = g.battle.attacker, g.battle.target
    other = t if c == a else a if c == t else -1
    return 2000 if other >= 0 and g.race(other) & R["Warrior"] else 0


reg(CIPHER_SOLDIER, Effect(kind="continuous", category=CAT_ATKCHANGE, aspects=(
    Aspect("atk", _cipher), Aspect("def", _cipher))))

AMAZONESS_TIGER = 10979723


def _amazoness(g: Duel, m: int) -> bool:
    return up(g, m) and "Amazoness" in g.cd(m).name.en


def _tiger(g: Duel, s: int, c: int) -> int:
    return 400 * _count(g, s, _amazoness) if c == s else 0


def _tiger_up(g: Duel, p: int) -> bool:
    return any(m >= 0 and g.code[m] == AMAZONESS_TIGER and active_monster(g, m)
               for m in g.mz[p])


@only_for({AMAZONESS_TIGER})
def _tiger_targets(g: Duel, a: int, tg: list[int]) -> list[int]:
    o = 1 - g.ctrl[a]
    if not _tiger_up(g, o):
        return tg
    return [t for t in tg if t < 0 or g.code[t] == AMAZONESS_TIGER or not _amazoness(g, t)]


@only_for({AMAZONESS_TIGER})
def _one_tiger(g: Duel, p: int, c: int, how: str) -> bool:
    if g.code[c] != AMAZONESS_TIGER or how == "set":
        return True
    return not any(m >= 0 and m != c and g.code[m] == AMAZONESS_TIGER and up(g, m)
                   for m in g.mz[p])


ATTACK_TARGETS.append(_tiger_targets)
SUMMON_ALLOWED.append(_one_tiger)
reg(AMAZONESS_TIGER, Effect(kind="continuous", aspects=(Aspect("atk", _tiger),),
                            category=CAT_ATKCHANGE))

__all__ = ["AMAZONESS_PALADIN", "AMAZONESS_TIGER", "ARSENAL_BUG", "BATTERYMAN_AA", "CIPHER_SOLDIER",
           "FAIRY_KING_TRUESDALE", "GOBLIN_KING"]
