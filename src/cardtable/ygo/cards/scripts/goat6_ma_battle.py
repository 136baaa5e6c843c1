"""Goat-pool monsters whose effects live in battle (issue 15 part 3, g6-ma). Texts (their
printed TCG text, our own words) in ``pool/goat.csv``; checks in
``tests/ygo/test_goat6_ma_battle.py``.

* 8-Claws Scorpion — once per turn it can turn itself face-down (the ``TO_FACE_DOWN`` effect of
  ``goat_mon_flip``); when it attacks a face-down Defense Position monster of the opponent, its
  ATK becomes 2400 during that damage calculation only (the attack is noted publicly when it is
  declared, the target being flipped face-up before damage calculation).
* Cat's Ear Tribe — in the opponent's Battle Phase, the original ATK of an opponent's monster
  battling it becomes 200 during damage calculation only.
* Giant Axe Mummy — the same face-down effect; a monster of the opponent that attacked it with
  less ATK than its DEF is destroyed at the end of the Damage Step (a trigger queued by a
  ``BATTLE_END_HOOKS`` reaction, as Thousand Needles).
* Ghost Knight of Jackal — when it destroys an opponent's monster by battle and sends it to
  the Graveyard, it can target that monster: Special Summoned to its controller's side in
  face-up Defense Position.
* Arcane Archer of the Forest — cannot be attacked while its controller controls a face-up
  Plant; Ignition: Tribute 1 Plant, target 1 Spell/Trap on the field, destroy it.
* Emissary of the Oasis — cannot be attacked while its controller controls a face-up Level 3
  or lower Normal Monster; its controller takes no battle damage from battles involving a
  Level 3 or lower Normal Monster.
* Great Maju Garzett — when Tribute Summoned, its ATK becomes twice the original ATK of the
  monster Tributed for it (its printed "?" is 0; the Tribute read back from the log as Maju
  Garzett's in ``goat5_ignition``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import (
    last,
    last_battle,
    live_targets,
    note,
    pick,
    reg,
    st_cards,
    tribute_summoned,
    up,
)
from cardtable.ygo.cards.scripts.goat5_ignition import _tributes_of
from cardtable.ygo.cards.scripts.goat_mon_battle import destroyed_foe
from cardtable.ygo.cards.scripts.goat_mon_flip import TO_FACE_DOWN
from cardtable.ygo.effects.api import (
    CAT_ATKCHANGE,
    CAT_DESTROY,
    CAT_SPSUMMON,
    Aspect,
    Effect,
    Link,
    ask_cards,
)
from cardtable.ygo.effects.hooks import (
    ATTACK_TARGETS,
    BATTLE_DAMAGE_HOOKS,
    BATTLE_END_HOOKS,
    EVENT_HOOKS,
    only_for,
)
from cardtable.ygo.shapes import Trigger
from cardtable.ygo.state import BS_CALC, LOC_GY, LOC_MZONE, POS_FD_DEF, POS_FU_DEF

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

EIGHT_CLAWS_SCORPION = 14261867
CATS_EAR_TRIBE = 95841282
GIANT_AXE_MUMMY = 78266168
GHOST_KNIGHT_OF_JACKAL = 13386503
ARCANE_ARCHER = 55001420
EMISSARY_OF_THE_OASIS = 6103294
GREAT_MAJU_GARZETT = 47942531


def _active(g: Duel, c: int) -> bool:
    return g.loc[c] == LOC_MZONE and up(g, c)


def _in_calc_with(g: Duel, s: int, c: int) -> bool:
    """``s`` and ``c`` are the two monsters of the damage calculation under way."""
    b = g.battle
    return (b is not None and g.bstep == BS_CALC and s != c
            and {s, c} == {b.attacker, b.target})


def _plain_atk(g: Duel, c: int) -> int:
    """``c``'s printed ATK plus its ATK changes (no continuous aspects)."""
    v = max(g.cd(c).atk, 0)
    life = g.life[c]
    for b in g.buffs:
        if b[0] == c and b[1] == life:
            v += b[2]
    return v


# --- 8-Claws Scorpion -----------------------------------------------------------------------

FACE_DOWN_KEY = "attacks_face_down_defense"


def _note_face_down_attack(g: Duel, ev: str, c: int, data: tuple[Any, ...]) -> None:
    """At the attack declaration: the Scorpion attacks a face-down Defense Position monster of
    the opponent (public: the position is)."""
    if ev != "attack" or g.code[c] != EIGHT_CLAWS_SCORPION or not data:
        return
    t = int(data[0])
    if t >= 0 and g.pos[t] == POS_FD_DEF and g.ctrl[t] != g.ctrl[c]:
        note(g, c, "attacks a face-down Defense Position monster",
             "攻击里侧守备表示怪兽", **{FACE_DOWN_KEY: True})


def _attacked_face_down(g: Duel, c: int) -> bool:
    el = g.elog
    for i in range(len(el) - 1, max(len(el) - 60, -1), -1):
        kind, pub, _ = el[i]
        if kind == "card_effect" and pub.get(FACE_DOWN_KEY) and pub.get("card") == c:
            return True
        if kind in ("attack", "turn", "phase"):
            return False
    return False


def _scorpion_atk(g: Duel, s: int, c: int) -> int:
    b = g.battle
    if c != s or b is None or g.bstep != BS_CALC or b.attacker != s \
            or not _attacked_face_down(g, s):
        return 0
    return 2400 - _plain_atk(g, s)  # "becomes 2400" during that damage calculation only


EVENT_HOOKS.append(only_for({EIGHT_CLAWS_SCORPION})(_note_face_down_attack))
reg(EIGHT_CLAWS_SCORPION, TO_FACE_DOWN,
    Effect(kind="continuous", aspects=(Aspect("atk", _scorpion_atk),)))

# --- Cat's Ear Tribe ------------------------------------------------------------------------


def _cats_ear_atk(g: Duel, s: int, c: int) -> int:
    if not _in_calc_with(g, s, c) or g.tp == g.ctrl[s] or g.ctrl[c] == g.ctrl[s]:
        return 0
    return 200 - max(g.cd(c).atk, 0)  # its original ATK becomes 200


reg(CATS_EAR_TRIBE, Effect(kind="continuous", aspects=(Aspect("atk", _cats_ear_atk),)))

# --- Giant Axe Mummy ------------------------------------------------------------------------

EV_MUMMY = "g6ma_axe_mummy_attacked"  # queued by the hook below, never raised by the engine


def _mummy_after_battle(g: Duel, destroyed: tuple[int, ...]) -> None:
    a, t = last_battle(g)
    if a < 0 or t < 0 or g.code[t] != GIANT_AXE_MUMMY or not _active(g, t):
        return
    if g.loc[a] == LOC_MZONE and g.ctrl[a] != g.ctrl[t] and g.atk(a) < g.defense(t):
        for ei in g.pool.trig_index(GIANT_AXE_MUMMY).get(EV_MUMMY, ()):
            g.trig.append(Trigger(t, ei, g.ctrl[t], g.stamp, (EV_MUMMY, t, a, g.life[a])))


def _destroy_attacker(g: Duel, lk: Link) -> None:
    ev = lk.event
    a, life = int(ev[2]), int(ev[3])
    if g.life[a] == life and g.loc[a] == LOC_MZONE:
        g.destroy([a], "effect", lk)


BATTLE_END_HOOKS.append(only_for({GIANT_AXE_MUMMY})(_mummy_after_battle))
reg(GIANT_AXE_MUMMY, TO_FACE_DOWN,
    Effect(kind="trigger", event=EV_MUMMY, optional=False, operation=(_destroy_attacker,),
           category=CAT_DESTROY))

# --- Ghost Knight of Jackal -----------------------------------------------------------------


def _jackal_cond(g: Duel, c: int, p: int, w: W) -> bool:
    return destroyed_foe(g, c, p, w) and g.owner[w[1]] != p \
        and g.can_special_summon(w[1], p)


def _jackal_target(g: Duel, lk: Link) -> None:
    v = int(lk.event[1])
    ask_cards(g, lk, lk.player, [v] if g.loc[v] == LOC_GY else [], 1, 1, "target_card")


def _jackal_summon(g: Duel, lk: Link) -> None:
    for t in live_targets(g, lk):
        if g.loc[t] == LOC_GY and g.can_special_summon(t, lk.player):
            g.special_summon(t, lk.player, POS_FU_DEF)


reg(GHOST_KNIGHT_OF_JACKAL, Effect(
    kind="trigger", event="battle_destroyed", scope="any", optional=True,
    condition=_jackal_cond, target=(_jackal_target,), target_picks=True,
    operation=(_jackal_summon,), category=CAT_SPSUMMON))

# --- Arcane Archer of the Forest ------------------------------------------------------------


RACE_PLANT = C.RACE_BY_NAME["Plant"]


def _plants(g: Duel, p: int, but: int = -1) -> list[int]:
    return [m for m in g.monsters(p) if m != but and up(g, m) and g.race(m) & RACE_PLANT]


def _archer_guarded(g: Duel, a: int, targets: list[int]) -> list[int]:
    return [t for t in targets if not (t >= 0 and g.code[t] == ARCANE_ARCHER and _active(g, t)
                                       and _plants(g, g.ctrl[t], t))]


def _archer_tribute_ask(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, lk.player, _plants(g, lk.player), 1, 1, "tribute")


def _archer_tribute(g: Duel, lk: Link) -> None:
    got = [m for m in last(lk) if g.loc[m] == LOC_MZONE]
    if got:
        g.send_to_gy(got, "tribute")


def _destroy_target(g: Duel, lk: Link) -> None:
    ts = [t for t in live_targets(g, lk) if g.on_field(t)]
    if ts:
        g.destroy(ts, "effect", lk)


_any_st = st_cards("any")

ATTACK_TARGETS.append(only_for({ARCANE_ARCHER})(_archer_guarded))
reg(ARCANE_ARCHER, Effect(
    kind="ignition",
    condition=lambda g, c, p, w: bool(_plants(g, p)) and bool(_any_st(g, p, c)),
    cost=(_archer_tribute_ask, _archer_tribute), target=(pick(_any_st, "target_spell_trap"),),
    target_picks=True, operation=(_destroy_target,), category=CAT_DESTROY))

# --- Emissary of the Oasis ------------------------------------------------------------------


def _small_normal(g: Duel, m: int) -> bool:
    cd = g.cd(m)
    return (m >= 0 and g.loc[m] == LOC_MZONE and up(g, m)
            and cd.type & (C.MONSTER | C.NORMAL | C.EFFECT) == C.MONSTER | C.NORMAL
            and not cd.type & C.TOKEN and 0 < g.level(m) <= 3)


def _emissaries(g: Duel, p: int) -> list[int]:
    return [m for m in g.monsters(p) if g.code[m] == EMISSARY_OF_THE_OASIS and _active(g, m)]


def _emissary_guarded(g: Duel, a: int, targets: list[int]) -> list[int]:
    return [t for t in targets if not (
        t >= 0 and g.code[t] == EMISSARY_OF_THE_OASIS and _active(g, t)
        and any(_small_normal(g, m) for m in g.monsters(g.ctrl[t])))]


def _emissary_no_damage(g: Duel, p: int, amount: int) -> int:
    b = g.battle
    if amount <= 0 or b is None or not _emissaries(g, p):
        return amount
    if any(_small_normal(g, m) for m in (b.attacker, b.target) if m >= 0):
        g.log_rule("no_battle_damage", player=p)
        return 0
    return amount


ATTACK_TARGETS.append(only_for({EMISSARY_OF_THE_OASIS})(_emissary_guarded))
BATTLE_DAMAGE_HOOKS.append(only_for({EMISSARY_OF_THE_OASIS})(_emissary_no_damage))
reg(EMISSARY_OF_THE_OASIS, Effect(kind="continuous"))

# --- Great Maju Garzett ---------------------------------------------------------------------


def _great_garzett(g: Duel, lk: Link) -> None:
    c = lk.card
    if g.loc[c] != LOC_MZONE or g.life[c] != lk.life:
        return
    trib = _tributes_of(g, c)
    if trib:
        v = 2 * max(0, g.cd(trib[-1]).atk) - max(0, g.cd(c).atk)
        if v:
            g.add_buff(c, v, 0, False, c)


reg(GREAT_MAJU_GARZETT, Effect(kind="trigger", event="summoned", optional=False,
                               condition=tribute_summoned, operation=(_great_garzett,),
                               category=CAT_ATKCHANGE))

__all__ = ["ARCANE_ARCHER", "CATS_EAR_TRIBE", "EIGHT_CLAWS_SCORPION", "EMISSARY_OF_THE_OASIS",
           "GHOST_KNIGHT_OF_JACKAL", "GIANT_AXE_MUMMY", "GREAT_MAJU_GARZETT"]
