"""Goat-pool Continuous Spells/Traps with a static effect and damage shields (issue 15 part 3,
Spells & Traps batch 4): The A. Forces, Yellow Luster Shield, Insect Barrier (aspects applied
while the card is face-up and active); batch 10: Spirit Barrier (a battle-damage hook); batch 11:
Hallowed Life Barrier (no damage for the rest of the turn: a mark in the log that damage hooks
read). The damage hooks run before the older ones, so "when it inflicts battle damage" effects
see none. Texts (2005 wording, our own words) are in ``pool/goat.csv``; the checks are
``tests/ygo/test_goat_st_equips.py`` and ``tests/ygo/test_goat_st_graveyard.py``. Batch 16: The
Dark Door (an ``ATTACK_ALLOWED`` hook) and Forced Ceasefire (discard 1: no Trap Card may be
activated for the rest of the turn, an ``ACTIVATE_ALLOWED`` hook)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import note, reg, up
from cardtable.ygo.cards.scripts.seed_common import this_turn
from cardtable.ygo.effects import costs
from cardtable.ygo.effects.api import CAT_ATKCHANGE, Aspect, Effect, Link
from cardtable.ygo.effects.hooks import (
    ACTIVATE_ALLOWED,
    ATTACK_ALLOWED,
    BATTLE_DAMAGE_HOOKS,
    EFFECT_DAMAGE_HOOKS,
    only_for,
)
from cardtable.ygo.state import F_ACTIVE, F_NEGATED

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

THE_A_FORCES = 403847
YELLOW_LUSTER_SHIELD = 4542651
INSECT_BARRIER = 23615409
SPIRIT_BARRIER = 53239672
HALLOWED_LIFE_BARRIER = 88789641
THE_DARK_DOOR = 30606547
FORCED_CEASEFIRE = 97806240

_WARRIOR = C.RACE_BY_NAME["Warrior"]
_SPELLCASTER = C.RACE_BY_NAME["Spellcaster"]
_INSECT = C.RACE_BY_NAME["Insect"]


def _a_forces(g: Duel, s: int, c: int) -> int:
    """Your Warrior monsters gain 200 ATK for each face-up Warrior or Spellcaster you control."""
    q = g.ctrl[s]
    if g.ctrl[c] != q or not g.race(c) & _WARRIOR:
        return 0
    return 200 * sum(1 for m in g.mz[q] if m >= 0 and up(g, m)
                     and g.race(m) & (_WARRIOR | _SPELLCASTER))


reg(THE_A_FORCES, Effect(aspects=(Aspect("atk", _a_forces),), category=CAT_ATKCHANGE))
reg(YELLOW_LUSTER_SHIELD, Effect(aspects=(
    Aspect("def", lambda g, s, c: 300 if g.ctrl[c] == g.ctrl[s] else 0),),
    category=CAT_ATKCHANGE))
reg(INSECT_BARRIER, Effect(aspects=(
    Aspect("no_attack", lambda g, s, c: g.ctrl[c] != g.ctrl[s] and bool(g.race(c) & _INSECT)),)))



# --- Spirit Barrier: while you control a monster, you take no battle damage (a Continuous Trap).
#     Its hook runs first, so "when it inflicts battle damage" effects see none -----------------

@only_for({SPIRIT_BARRIER})
def _spirit_barrier(g: Duel, p: int, n: int) -> int:
    if n <= 0 or not any(m >= 0 for m in g.mz[p]):
        return n
    for s in g.sz[p]:
        if s >= 0 and g.code[s] == SPIRIT_BARRIER and up(g, s) \
                and g.flags[s] & (F_ACTIVE | F_NEGATED) == F_ACTIVE:
            g.log("no_battle_damage", {"player": p, **g.card_pub(s)})
            return 0
    return n


BATTLE_DAMAGE_HOOKS.insert(0, _spirit_barrier)
reg(SPIRIT_BARRIER, Effect())


# --- Hallowed Life Barrier: discard 1 card (a cost); you take no damage for the rest of the turn --

def _shield_this_turn(g: Duel, lk: Link) -> None:
    note(g, lk.card, "No damage to its player this turn", "这个回合其玩家不受伤害",
         no_damage=lk.player)


def _shielded(g: Duel, p: int) -> bool:
    return any(k == "card_effect" and pub.get("no_damage") == p for k, pub, _ in this_turn(g))


@only_for({HALLOWED_LIFE_BARRIER})
def _hallowed_battle(g: Duel, p: int, n: int) -> int:
    if n > 0 and _shielded(g, p):
        g.log("no_battle_damage", {"player": p})
        return 0
    return n


@only_for({HALLOWED_LIFE_BARRIER})
def _hallowed_effect(g: Duel, p: int, n: int) -> int:
    return 0 if n > 0 and _shielded(g, p) else n


BATTLE_DAMAGE_HOOKS.insert(0, _hallowed_battle)
EFFECT_DAMAGE_HOOKS.insert(0, _hallowed_effect)
_discard1 = costs.discard(1)
reg(HALLOWED_LIFE_BARRIER, Effect(cost=_discard1[0], operation=(_shield_this_turn,),
                                  condition=lambda g, c, p, w: _discard1[1](g, c, p)))


# --- The Dark Door: each player may attack with only 1 monster per Battle Phase (a Continuous
#     Spell; only the turn player attacks, so "this turn" is "this Battle Phase") ----------------

@only_for({THE_DARK_DOOR})
def _one_attacker(g: Duel, m: int) -> bool:
    door = any(s >= 0 and g.code[s] == THE_DARK_DOOR and up(g, s)
               and g.flags[s] & (F_ACTIVE | F_NEGATED) == F_ACTIVE for q in (0, 1) for s in g.sz[q])
    if not door:
        return True
    return all(pub["attacker"].get("card") == m for k, pub, _ in this_turn(g) if k == "attack")


ATTACK_ALLOWED.append(_one_attacker)
reg(THE_DARK_DOOR, Effect())


# --- Forced Ceasefire: discard 1 card (a cost); Trap Cards cannot be activated for the rest of
#     this turn ------------------------------------------------------------------------------------

def _ceasefire_mark(g: Duel, lk: Link) -> None:
    note(g, lk.card, "No Trap Card may be activated this turn", "这个回合陷阱卡不能发动",
         no_traps=True)


@only_for({FORCED_CEASEFIRE})
def _traps_allowed(g: Duel, p: int, c: int, e: Any) -> bool:
    if e.kind != "activate" or not g.cd(c).type & C.TRAP:
        return True
    return not any(k == "card_effect" and pub.get("no_traps") for k, pub, _ in this_turn(g))


ACTIVATE_ALLOWED.append(_traps_allowed)
reg(FORCED_CEASEFIRE, Effect(cost=_discard1[0], operation=(_ceasefire_mark,),
                             condition=lambda g, c, p, w: _discard1[1](g, c, p)))
