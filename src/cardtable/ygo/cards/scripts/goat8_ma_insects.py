"""Insect Queen (issue 15 part 3, g8-ma). Not flagged "Goat-era version" in ``goat-pool.csv``:
its official text (yaml-yugi ``data/91512835.yaml``) and its Collectible Tins 2004 print (CT1-EN005,
quoted by eternity.mancubus.net's card of the day of 27 September 2004, with the ruling of the
time: "1 token per monster destroyed at the end of the turn, NOT just 1 token per turn") give
the 2005 behaviour; our words are in ``pool/goat.csv`` (with the Insect Monster Token row, a fact
row from the reference stats):

* it gains 200 ATK for each face-up Insect monster on the field (itself included; a face-down
  monster shows no Type);
* it cannot declare an attack unless you Tribute 1 other monster: the attack is offered only
  while you control another monster you may Tribute (``ATTACK_ALLOWED``), and that monster is
  Tributed right after the declaration, before anyone may respond (``ATTACK_DECLARED``: a
  frame asking which one when there is a choice);
* in the End Phase of a turn in which it destroyed opponent's monsters by battle, Special
  Summon 1 "Insect Monster Token" (Insect/EARTH/Level 1/ATK 100/DEF 100) in Attack Position for
  each of them (the 2004 ruling; today's "once per turn" gives the same single token as long as
  the Queen battles once a turn); a mandatory trigger, once per End Phase; as many tokens as
  free zones allow.

Checks in ``tests/ygo/test_goat8_ma_insects.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import active_monster, reg, up
from cardtable.ygo.cards.scripts.goat5_tokens import summon_tokens
from cardtable.ygo.effects.api import CAT_ATKCHANGE, CAT_SPSUMMON, Aspect, Effect, Link
from cardtable.ygo.effects.hooks import (
    ATTACK_ALLOWED,
    ATTACK_DECLARED,
    NO_TRIBUTE,
    TOKEN_MAKERS,
    can_tribute,
    only_for,
)
from cardtable.ygo.rules.flow import handler, step
from cardtable.ygo.state import LOC_MZONE, POS_FU_ATK

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

INSECT_QUEEN = 91512835
INSECT_MONSTER_TOKEN = 91512836
INSECT = C.RACE_BY_NAME["Insect"]
TOKEN_MAKERS[INSECT_QUEEN] = ((INSECT_MONSTER_TOKEN, False),)


def _insects(g: Duel, s: int, c: int) -> int:
    if c != s:
        return 0
    return 200 * sum(1 for q in (0, 1) for m in g.mz[q]
                     if m >= 0 and up(g, m) and g.race(m) & INSECT)


def _tributes(g: Duel, queen: int) -> list[int]:
    p = g.ctrl[queen]
    return [m for m in g.mz[p] if m >= 0 and m != queen and g.code[m] not in NO_TRIBUTE
            and (not g.hk.tribute_bans or can_tribute(g, m))]


@only_for({INSECT_QUEEN})
def _queen_may_attack(g: Duel, m: int) -> bool:
    return g.code[m] != INSECT_QUEEN or not active_monster(g, m) or bool(_tributes(g, m))


@only_for({INSECT_QUEEN})
def _queen_declared(g: Duel, a: int, t: int) -> None:
    if g.code[a] == INSECT_QUEEN and active_monster(g, a):
        g.stack.append(("g8ma_queen_tribute", a))


@step("g8ma_queen_tribute")
def _queen_tribute(g: Duel, fr: tuple[Any, ...]) -> None:
    a = int(fr[1])
    cands = _tributes(g, a)
    if len(cands) == 1:
        g.send_to_gy(cands, "tribute")
    elif cands:
        g.pend = (g.ctrl[a], "pick", "tribute", tuple(("tribute", m) for m in cands),
                  "g8ma_queen_tribute", (a,))


@handler("g8ma_queen_tribute")
def _queen_tribute_pick(g: Duel, opt: tuple[Any, ...], ctx: tuple[Any, ...]) -> None:
    m = int(opt[1])
    if g.loc[m] == LOC_MZONE:
        g.send_to_gy([m], "tribute")


def queen_destroyed_this_turn(g: Duel, c: int) -> int:
    """How many opponent's monsters ``c`` destroyed by battle this turn (read back to the
    turn's start in the public log)."""
    n = 0
    for kind, pub, _ in reversed(g.elog):
        if kind in ("turn", "scenario_start"):
            return n
        if kind != "battle":
            continue
        a = int(pub["attacker"]["card"])
        t = pub.get("target")
        tc = int(t["card"]) if t else -1
        if c not in (a, tc):
            continue
        foe = tc if c == a else a
        if any(int(d["card"]) == foe for d in pub.get("destroyed", ())):
            n += 1
    return n


def _token_cond(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
    return g.counter[c] != g.turn and queen_destroyed_this_turn(g, c) > 0


def _token(g: Duel, lk: Link) -> None:
    g.counter[lk.card] = g.turn
    for _ in range(queen_destroyed_this_turn(g, lk.card)):  # one per monster destroyed
        if not summon_tokens(g, lk.player, INSECT_MONSTER_TOKEN, 1, POS_FU_ATK):
            return


ATTACK_ALLOWED.append(_queen_may_attack)
ATTACK_DECLARED.append(_queen_declared)
reg(INSECT_QUEEN,
    Effect(kind="continuous", category=CAT_ATKCHANGE, aspects=(Aspect("atk", _insects),),
           name=Text("场上每有1只昆虫族怪兽攻击力上升200", "+200 ATK per Insect on the field")),
    Effect(kind="continuous", name=Text("攻击宣言时解放自己1只其他怪兽",
                                        "Tribute 1 other monster to declare an attack")),
    Effect(kind="trigger", event="end_phase", optional=False, condition=_token_cond,
           operation=(_token,), category=CAT_SPSUMMON,
           name=Text("战斗破坏对方怪兽的回合的结束阶段：每破坏1只特殊召唤1只昆虫怪兽衍生物",
                     "End Phase after destroying by battle: an Insect Monster Token for each "
                     "monster destroyed")))

__all__ = ["INSECT_MONSTER_TOKEN", "INSECT_QUEEN", "queen_destroyed_this_turn"]
