"""Toon World and the Toon monsters of the Goat pool, batch 5 (goat-m2), by their 2005 prints.
The Toon rules are printed on each card and differ by print; two families:

* **Magic Ruler Toons** (``MRL_TOONS``: Toon Summoned Skull, Manga Ryu-Ran, Toon Mermaid; the
  rule also fits Blue-Eyes Toon Dragon): they cannot be Normal Summoned or Set (the engine's
  SpecialSummon type); "can only be Special Summoned while "Toon World" is on the field" — from
  the hand by their own procedure while their player controls a face-up Toon World, Tributing
  as a Tribute Summon would (1 for Level 5–6, 2 for Level 7+: ``goat_mon_procs.PROCS`` rows,
  a proper summon), and any other Special Summon needs that Toon World too (a
  ``SUMMON_ALLOWED`` check); "pay 500 Life Points each time this card attacks" (no attack
  without them: ``ATTACK_ALLOWED``; paid as the attack is declared, an event hook as Toll's);
  "can attack your opponent directly unless they control a Toon monster, in which case it must
  attack a Toon monster" (``ATTACK_TARGETS``).
* **Toons of 2004–05** (``NEW_TOONS``: Toon Gemini Elf, Toon Masked Sorcerer, Toon Cannon
  Soldier, Toon Goblin Attack Force): Normal Summoned as usual; "while you control "Toon World"
  and your opponent controls no Toon monsters, this card can attack your opponent directly".

Both: "this card cannot attack during the turn it is Summoned" (``ATTACK_ALLOWED`` over the
engine's came-out-this-turn flag) and "when "Toon World" on the field is destroyed, destroy this
card" (a mandatory trigger of every Toon monster on the field, queued by an event hook). A
face-down monster counts as no Toon (its name is hidden). The cards' own effects: Toon Gemini
Elf (battle damage: the opponent discards 1 card at random), Toon Masked Sorcerer (battle
damage: draw 1), Toon Cannon Soldier (Tribute 1 monster: 500 damage, Cannon Soldier's), Toon
Goblin Attack Force (``goat_mon_continuous.tired_attackers``). Toon World: "Activate this card
by paying 1000 Life Points" (a Continuous Spell with no other effect).

Texts in ``pool/goat.csv``; checks in ``tests/ygo/test_goat5_toons.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import random_discard, reg, up
from cardtable.ygo.cards.scripts.goat_mon_continuous import tired_attackers
from cardtable.ygo.cards.scripts.goat_mon_procs import Proc, add_procs
from cardtable.ygo.effects import costs, ops
from cardtable.ygo.effects.api import CAT_DAMAGE, CAT_DESTROY, CAT_DRAW, Effect, Link
from cardtable.ygo.effects.hooks import (
    ATTACK_ALLOWED,
    ATTACK_TARGETS,
    BATTLE_DAMAGE_HOOKS,
    EVENT_HOOKS,
    SUMMON_ALLOWED,
    only_for,
)
from cardtable.ygo.shapes import Trigger
from cardtable.ygo.state import F_ACTIVE, F_SUMMONED_TURN, LOC_MZONE

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

TOON_WORLD = 15259703
TOON_SUMMONED_SKULL = 91842653
MANGA_RYU_RAN = 38369349
TOON_MERMAID = 65458948
TOON_GEMINI_ELF = 42386471
TOON_MASKED_SORCERER = 16392422
TOON_CANNON_SOLDIER = 79875176
TOON_GOBLIN_ATTACK_FORCE = 15270885

#: Magic Ruler Toons: code -> Level (its Tributes); mutable: :func:`add_mrl_toons`
MRL_LEVELS: dict[int, int] = {TOON_SUMMONED_SKULL: 6, MANGA_RYU_RAN: 7, TOON_MERMAID: 4}
MRL_TOONS: set[int] = set(MRL_LEVELS)
NEW_TOONS = frozenset({TOON_GEMINI_ELF, TOON_MASKED_SORCERER, TOON_CANNON_SOLDIER,
                       TOON_GOBLIN_ATTACK_FORCE})
TOONS: set[int] = MRL_TOONS | NEW_TOONS
#: "When this card inflicts Battle Damage to your opponent"
ON_DAMAGE = frozenset({TOON_GEMINI_ELF, TOON_MASKED_SORCERER})
ATTACK_PRICE = 500
EV_WORLD_GONE = "goat5m2_toon_world_destroyed"  # queued by the hook below, never raised
EV_DAMAGE = "goat5m2_toon_damage"


def toon_world(g: Duel, p: int) -> bool:
    """``p`` controls a face-up, active Toon World."""
    return any(s >= 0 and g.code[s] == TOON_WORLD and up(g, s) and g.flags[s] & F_ACTIVE
               for s in g.sz[p]) and not g.spells_negated()


def is_toon(g: Duel, c: int) -> bool:
    """``c`` is a face-up Toon monster on the field (a face-down card shows no name)."""
    return g.loc[c] == LOC_MZONE and up(g, c) and bool(g.cd(c).type & C.TOON)


# --- summoning ----------------------------------------------------------------------------------

def _any_monster(g: Duel, c: int) -> bool:
    return g.cd(c).is_monster


def _tributes(level: int) -> int:
    return 0 if level <= 4 else 1 if level <= 6 else 2


def _mrl_proc(level: int) -> Proc:
    n = _tributes(level)
    return Proc("field" if n else "", (_any_monster,) * n, cond=toon_world)


@only_for(MRL_TOONS)
def _needs_world(g: Duel, p: int, c: int, how: str) -> bool:
    return not (how == "special" and g.code[c] in MRL_TOONS and not toon_world(g, p))


SUMMON_ALLOWED.append(_needs_world)


# --- attacking ----------------------------------------------------------------------------------

@only_for(TOONS)
def _may_attack(g: Duel, a: int) -> bool:
    code = g.code[a]
    if code not in TOONS:
        return True
    if g.flags[a] & F_SUMMONED_TURN:
        return False
    return code not in MRL_TOONS or g.lp[g.ctrl[a]] >= ATTACK_PRICE


@only_for(MRL_TOONS)
def _pay_to_attack(g: Duel, ev: str, c: int, data: tuple[Any, ...]) -> None:
    if ev == "attack" and g.code[c] in MRL_TOONS:
        g.pay_lp(g.ctrl[c], ATTACK_PRICE)


@only_for(TOONS)
def _toon_targets(g: Duel, a: int, tg: list[int]) -> list[int]:
    code = g.code[a]
    if code not in TOONS or g.loc[a] != LOC_MZONE or not up(g, a):
        return tg
    p = g.ctrl[a]
    foes = [m for m in g.mz[1 - p] if m >= 0 and is_toon(g, m)]
    if code in MRL_TOONS:
        if foes:
            return [t for t in tg if t in foes]
        return tg if -1 in tg else [*tg, -1]
    if not foes and toon_world(g, p) and -1 not in tg:
        return [*tg, -1]
    return tg


ATTACK_ALLOWED.append(_may_attack)
EVENT_HOOKS.append(_pay_to_attack)
ATTACK_TARGETS.append(_toon_targets)


# --- Toon World destroyed: every Toon monster on the field is destroyed ------------------------

@only_for(TOONS)
def _world_destroyed(g: Duel, ev: str, c: int, data: tuple[Any, ...]) -> None:
    if ev != "destroyed" or g.code[c] != TOON_WORLD:
        return
    for q in (0, 1):
        for m in g.mz[q]:
            if m >= 0 and g.code[m] in TOONS and up(g, m):  # a face-down card has no effect
                for ei in g.pool.trig_index(g.code[m]).get(EV_WORLD_GONE, ()):
                    g.trig.append(Trigger(m, ei, q, g.stamp, (EV_WORLD_GONE, m, g.life[m])))


EVENT_HOOKS.append(_world_destroyed)


def _destroy_self(g: Duel, lk: Link) -> None:
    ev = lk.event
    c = lk.card
    if ev is not None and len(ev) > 2 and g.life[c] == ev[2] and g.loc[c] == LOC_MZONE:
        g.destroy([c], "effect", lk)


WORLD_GONE = Effect(kind="trigger", event=EV_WORLD_GONE, optional=False,
                    operation=(_destroy_self,), category=CAT_DESTROY,
                    name=Text("「卡通世界」被破坏：破坏这张卡",
                              "Toon World destroyed: destroy this card"))


# --- battle damage triggers ---------------------------------------------------------------------

@only_for(ON_DAMAGE)
def _on_damage(g: Duel, p: int, n: int) -> int:
    b = g.battle
    if n <= 0 or b is None:
        return n
    dealer = b.attacker if g.ctrl[b.attacker] != p else b.target
    if dealer >= 0 and g.code[dealer] in ON_DAMAGE and g.loc[dealer] == LOC_MZONE \
            and up(g, dealer):
        for ei in g.pool.trig_index(g.code[dealer]).get(EV_DAMAGE, ()):
            g.trig.append(Trigger(dealer, ei, g.ctrl[dealer], g.stamp, (EV_DAMAGE, dealer, p)))
    return n


BATTLE_DAMAGE_HOOKS.append(_on_damage)


def _random_discard(g: Duel, lk: Link) -> None:
    random_discard(g, 1 - lk.player, 1)


def _draw1(g: Duel, lk: Link) -> None:
    g.draw(lk.player, 1)


def add_mrl_toons(levels: dict[int, int]) -> None:
    """Give the Magic Ruler Toons ``levels`` (code -> Level) their Toon rules: the summoning
    procedure, the Toon World check, the attack price and targets, destruction with Toon World
    (register the card with :data:`WORLD_GONE` among its effects). Blue-Eyes Toon Dragon's
    script calls this with ``{53183600: 8}``."""
    MRL_LEVELS.update(levels)
    MRL_TOONS.update(levels)
    TOONS.update(levels)
    add_procs({code: _mrl_proc(lv) for code, lv in levels.items()})
    for hook in (_needs_world, _may_attack, _pay_to_attack, _toon_targets, _world_destroyed):
        only_for(levels)(hook)


# --- the cards ----------------------------------------------------------------------------------

add_mrl_toons(dict(MRL_LEVELS))

_pay_1000 = costs.pay_lp(1000)
reg(TOON_WORLD, Effect(cost=_pay_1000[0], condition=lambda g, c, p, w: _pay_1000[1](g, c, p)))

for _code in MRL_TOONS:
    reg(_code, WORLD_GONE)

reg(TOON_GEMINI_ELF, WORLD_GONE, Effect(kind="trigger", event=EV_DAMAGE, optional=False,
                                        operation=(_random_discard,)))
reg(TOON_MASKED_SORCERER, WORLD_GONE, Effect(kind="trigger", event=EV_DAMAGE, optional=False,
                                             operation=(_draw1,), category=CAT_DRAW))
_trib1 = costs.tribute(1)
reg(TOON_CANNON_SOLDIER, WORLD_GONE,
    Effect(kind="ignition", cost=_trib1[0], operation=(ops.damage(500),),
           condition=lambda g, c, p, w: _trib1[1](g, c, p), category=CAT_DAMAGE))
tired_attackers(frozenset({TOON_GOBLIN_ATTACK_FORCE}))
reg(TOON_GOBLIN_ATTACK_FORCE, WORLD_GONE)
