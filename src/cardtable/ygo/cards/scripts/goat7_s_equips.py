"""Equip Spells of the g7-s claims (issue 15 part 3, session 7). None is flagged "Goat-era
version" in ``goat-pool.csv``, so today's official text (DawnbrandBots/yaml-yugi
``data/<passcode>.yaml``) describes its 2005 behaviour; our wording in ``pool/goat.csv``,
checks in ``tests/ygo/test_goat7_s_equips.py``.

* Ballista of Rampart Smashing — +1500 ATK during damage calculation only, when the equipped
  monster attacks a face-down Defense Position monster (the position at the attack
  declaration: a public note, as 8-Claws Scorpion's; the target is flipped before the
  calculation).
* Buster Rancher — equip only to a monster with 1000 or less ATK; during damage calculation
  +2500 ATK when the opponent's monster it battles has 2500 or more ATK (Attack Position) or
  DEF (Defense Position). Its own boost never breaks its equip condition.
* Sword of Dragon's Soul — equip only to a Warrior; +700 ATK; after damage calculation against
  a Dragon, that Dragon is destroyed at the end of that Battle Phase (a mandatory trigger
  leaves a public mark; a phase hook destroys the marked monster if it is still that card).
* Flint — the equipped monster loses 300 ATK and can neither attack nor change its battle
  position; when Flint is destroyed because its monster was destroyed, it is equipped to
  another monster on the field (a mandatory trigger, targeting).
* Necklace of Command — when the monster of yours it equips is destroyed by battle and the
  Necklace goes to the Graveyard, you can draw 1 card or discard 1 random card of the
  opponent's hand.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_battle import queue_trigger
from cardtable.ygo.cards.scripts.classic_lib import (
    last_battle,
    live,
    mons,
    note,
    pick,
    random_discard,
    reg,
    tgt,
    up,
)
from cardtable.ygo.cards.scripts.goat6_mb_summons import equip_from_graveyard
from cardtable.ygo.cards.scripts.goat6_s_piercing import equipped_before
from cardtable.ygo.cards.scripts.seed_common import this_turn
from cardtable.ygo.effects.api import (
    CAT_ATKCHANGE,
    CAT_DESTROY,
    CAT_DRAW,
    CAT_EQUIP,
    Aspect,
    Effect,
    Link,
    ask_option,
)
from cardtable.ygo.effects.hooks import (
    BATTLE_END_HOOKS,
    DESTROY_SUBSTITUTES,
    EVENT_HOOKS,
    PHASE_HOOKS,
    POSITION_LOCKED,
    only_for,
)
from cardtable.ygo.state import BS_CALC, LOC_GY, LOC_MZONE, POS_ATK, POS_FD_DEF

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

BALLISTA_OF_RAMPART_SMASHING = 242146
BUSTER_RANCHER = 84740193
SWORD_OF_DRAGONS_SOUL = 61405855
FLINT = 75560629
NECKLACE_OF_COMMAND = 48576971
WARRIOR = C.RACE_BY_NAME["Warrior"]
DRAGON = C.RACE_BY_NAME["Dragon"]


#: every face-up monster on the field (the usual Equip Spell targets)
ANY_FACE_UP = mons("any", True)


def equip_spell(code: int, *aspects: Aspect, hosts: Any = ANY_FACE_UP,
                cat: int = CAT_ATKCHANGE, more: tuple[Effect, ...] = ()) -> None:
    """Register an Equip Spell targeting one of ``hosts`` (face-up monsters), with its
    ``aspects`` and further effects ``more`` (the g7-s Equip Spells share it)."""
    reg(code, Effect(equip=True, target=(pick(hosts, "target_monster"),), target_picks=True,
                     aspects=aspects, category=CAT_EQUIP | cat,
                     condition=lambda g, c, p, w: bool(hosts(g, p, c))), *more)


def equipped_live(g: Duel, code: int, m: int) -> int:
    """A face-up, applying ``code`` Equip Card equipped to ``m``; -1 if none."""
    for q in (0, 1):
        for s in g.sz[q]:
            if s >= 0 and g.code[s] == code and g.equip[s] == m and live(g, s):
                return s
    return -1


# --- Ballista of Rampart Smashing -----------------------------------------------------------
BALLISTA_KEY = "ballista_face_down_target"


def _ballista_declared(g: Duel, ev: str, c: int, data: tuple[Any, ...]) -> None:
    """At the attack declaration, an attacker carrying the Ballista that attacks a face-down
    Defense Position monster is noted (public: positions are)."""
    if ev != "attack" or not data or equipped_live(g, BALLISTA_OF_RAMPART_SMASHING, c) < 0:
        return
    t = int(data[0])
    if t >= 0 and g.pos[t] == POS_FD_DEF:
        note(g, c, "attacks a face-down Defense Position monster", "攻击里侧守备表示怪兽",
             **{BALLISTA_KEY: [c, g.life[c]]})


def _ballista_atk(g: Duel, s: int, c: int) -> int:
    b = g.battle
    if g.equip[s] != c or b is None or g.bstep != BS_CALC or b.attacker != c:
        return 0
    for kind, pub, _ in this_turn(g):
        if kind == "card_effect" and pub.get(BALLISTA_KEY) == [c, g.life[c]]:
            return 1500
        if kind == "attack":
            return 0
    return 0


EVENT_HOOKS.append(only_for({BALLISTA_OF_RAMPART_SMASHING})(_ballista_declared))
equip_spell(BALLISTA_OF_RAMPART_SMASHING, Aspect("atk", _ballista_atk))


# --- Buster Rancher -------------------------------------------------------------------------
BUSTER_BOOST = 2500


#: Buster Ranchers whose boost is being computed right now: a re-entrancy guard for two
#: Ranchers on the two battling monsters, each reading the other's ATK (evaluation only, never
#: duel state; it is empty between calls)
_COMPUTING: set[int] = set()


def _buster_boost(g: Duel, s: int, c: int) -> int:
    b = g.battle
    if g.equip[s] != c or b is None or g.bstep != BS_CALC or c not in (b.attacker, b.target):
        return 0
    o = b.target if c == b.attacker else b.attacker
    if o < 0 or g.ctrl[o] == g.ctrl[c] or g.loc[o] != LOC_MZONE or s in _COMPUTING:
        return 0
    _COMPUTING.add(s)
    try:
        v = g.atk(o) if g.pos[o] & POS_ATK else g.defense(o)
    finally:
        _COMPUTING.discard(s)
    return BUSTER_BOOST if v >= BUSTER_BOOST else 0


def _buster_limit(g: Duel, e: int, m: int) -> bool:
    """ATK 1000 or less, not counting this card's own damage-calculation boost."""
    return g.atk(m) - _buster_boost(g, e, m) <= 1000


def _buster_hosts(g: Duel, p: int, s: int) -> list[int]:
    return [m for m in ANY_FACE_UP(g, p, s) if g.atk(m) <= 1000]


equip_spell(BUSTER_RANCHER, Aspect("atk", _buster_boost), Aspect("equip_limit", _buster_limit),
       hosts=_buster_hosts)


# --- Sword of Dragon's Soul -----------------------------------------------------------------
EV_DRAGON_SOUL = "goat7_s_dragon_soul"  # queued by the battle hook, never raised by the engine
DOOMED_KEY = "destroyed_at_battle_phase_end"


def _warriors(g: Duel, p: int, s: int) -> list[int]:
    return [m for m in ANY_FACE_UP(g, p, s) if g.race(m) & WARRIOR]


@only_for({SWORD_OF_DRAGONS_SOUL})
def _dragon_soul_battle(g: Duel, destroyed: tuple[int, ...]) -> None:
    a, t = last_battle(g)
    if t < 0:
        return
    for m, o in ((a, t), (t, a)):
        s = equipped_live(g, SWORD_OF_DRAGONS_SOUL, m) if g.loc[m] == LOC_MZONE else -1
        if s >= 0 and g.loc[o] == LOC_MZONE and up(g, o) and g.race(o) & DRAGON:
            queue_trigger(g, s, EV_DRAGON_SOUL, (o, g.life[o]))


def _mark_dragon(g: Duel, lk: Link) -> None:
    ev = lk.event or ()
    if len(ev) > 3:
        o, life = int(ev[2]), int(ev[3])
        if g.loc[o] == LOC_MZONE and g.life[o] == life:
            note(g, o, "is destroyed at the end of this Battle Phase", "这次战斗阶段结束时破坏",
                 **{DOOMED_KEY: [o, life]})


@only_for({SWORD_OF_DRAGONS_SOUL})
def _dragon_soul_end(g: Duel, ev: str) -> None:
    if ev != "battle_end":
        return
    doomed = [int(pub[DOOMED_KEY][0]) for kind, pub, _ in this_turn(g)
              if kind == "card_effect" and pub.get(DOOMED_KEY)
              and g.life[int(pub[DOOMED_KEY][0])] == int(pub[DOOMED_KEY][1])
              and g.loc[int(pub[DOOMED_KEY][0])] == LOC_MZONE]
    if doomed:
        g.destroy(sorted(set(doomed)), "effect")


BATTLE_END_HOOKS.append(_dragon_soul_battle)
PHASE_HOOKS.append(_dragon_soul_end)
equip_spell(SWORD_OF_DRAGONS_SOUL, Aspect("atk", lambda g, s, c: 700 if g.equip[s] == c else 0),
       Aspect("equip_limit", lambda g, e, m: bool(g.race(m) & WARRIOR)),
       hosts=_warriors,
       more=(Effect(kind="trigger", event=EV_DRAGON_SOUL, optional=False,
                    operation=(_mark_dragon,), category=CAT_DESTROY),))


# --- Flint ----------------------------------------------------------------------------------


@only_for({FLINT})
def _flint_locked(g: Duel, m: int) -> bool:
    return equipped_live(g, FLINT, m) >= 0


def _monster_destroyed_just_now(g: Duel, m: int) -> bool:
    """``m`` was destroyed in the last few events (its equip cards go right after it)."""
    for kind, pub, _ in reversed(g.elog[-40:]):
        if kind == "destroy" and pub.get("card") == m:
            return True
        if kind in ("turn", "phase"):
            return False
    return False


def _flint_fell(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
    if len(w) < 3 or w[2] != "rule" or g.loc[c] != LOC_GY:
        return False
    m = equipped_before(g, c)
    return m >= 0 and g.loc[m] != LOC_MZONE and _monster_destroyed_just_now(g, m)


def _flint_again(g: Duel, lk: Link) -> None:
    m = tgt(g, lk)
    if m >= 0 and g.loc[lk.card] == LOC_GY and g.life[lk.card] == lk.life:
        equip_from_graveyard(g, lk.card, m, lk.player)


POSITION_LOCKED.append(_flint_locked)
equip_spell(FLINT, Aspect("atk", lambda g, s, c: -300 if g.equip[s] == c else 0),
       Aspect("no_attack", lambda g, s, c: g.equip[s] == c),
       more=(Effect(kind="trigger", event="destroyed", optional=False,
                    condition=_flint_fell, target=(pick(ANY_FACE_UP, "target_monster"),),
                    target_picks=True, operation=(_flint_again,), category=CAT_EQUIP),))


# --- Necklace of Command --------------------------------------------------------------------
NECKLACE_MODES = ((1, Text("抽1张卡", "Draw 1 card")),
                  (2, Text("对方手卡随机丢弃1张", "Discard 1 random card of the opponent's hand")))


EV_NECKLACE = "goat7_s_necklace"  # queued by the destruction hook, never raised by the engine


@only_for({NECKLACE_OF_COMMAND})
def _necklace_watch(g: Duel, cs: list[int], reason: str) -> list[int]:
    """Before a battle destruction: a Necklace equipping a monster its own controller controls
    queues its trigger (checked once the Necklace is in the Graveyard)."""
    if reason != "battle":
        return cs
    for m in cs:
        s = equipped_live(g, NECKLACE_OF_COMMAND, m)
        if s >= 0 and g.ctrl[s] == g.ctrl[m]:
            queue_trigger(g, s, EV_NECKLACE, (m, g.life[s] + 1))
    return cs


def _necklace_fell(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
    return len(w) > 3 and g.loc[c] == LOC_GY and g.life[c] == int(w[3])


def _necklace_choose(g: Duel, lk: Link) -> None:
    opts = [o for o in NECKLACE_MODES if o[0] == 1 or g.hand[1 - lk.player]]
    ask_option(g, lk, lk.player, opts, "choose")


def _necklace_do(g: Duel, lk: Link) -> None:
    if lk.picks and lk.picks[-1] == 2:
        random_discard(g, 1 - lk.player)
    else:
        g.draw(lk.player, 1)


DESTROY_SUBSTITUTES.append(_necklace_watch)
equip_spell(NECKLACE_OF_COMMAND, cat=0,
       more=(Effect(kind="trigger", event=EV_NECKLACE, optional=True,
                    condition=_necklace_fell, operation=(_necklace_choose, _necklace_do),
                    category=CAT_DRAW),))
