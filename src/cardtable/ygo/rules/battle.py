"""The battle phase: start step, battle step (attack declarations, replays), damage step, end.

Seed 000 「战斗阶段的流程」 and 「怪物的战斗规则」:
* only face-up attack position monsters declare attacks, once each; direct attack when the
  opponent has no monster;
* replay (卷回): if the opponent's monsters change after the declaration, the attacker may
  choose a new target or stop; stopping still counts as its attack (and it cannot change
  position in main phase 2);
* damage step: only ATK/DEF changers and counter traps until damage calculation; at its start
  the event ``ds_start`` (attacker, target) queues "at the start of the Damage Step" triggers;
  the event ``ds_before`` (raised on the attacked monster, data ``(attacker,)``) its "before
  damage calculation" triggers;
  a face-down target is flipped face-up before damage calculation; flip effects resolve after it;
* ATK vs ATK, ATK vs DEF, and 0 vs 0 (profile knob ``zero_zero_destroy``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.effects.hooks import DEFENSE_ATTACKERS, card_negated, must_attack, turn_ended
from cardtable.ygo.rules.flow import handler, step, then
from cardtable.ygo.rules.shared_events import PHASE_EVENTS, phase_event
from cardtable.ygo.shapes import Battle
from cardtable.ygo.state import (
    BS_BATTLE,
    BS_CALC,
    BS_DAMAGE,
    BS_END,
    BS_START,
    F_ATTACKED,
    F_BATTLE_DESTROYED,
    F_CALC_ZERO,
    F_NEGATED,
    FEAT_DS_BEFORE,
    LOC_MZONE,
    PH_BATTLE,
    POS_ATK,
    POS_FACEDOWN,
    POS_FD_ATK,
    POS_FU_ATK,
    POS_FU_DEF,
)

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel


def attack_position(g: Duel, c: int) -> bool:
    """``c`` is in a position it may attack from: face-up Attack Position, or face-up Defense
    Position for a card of ``hooks.DEFENSE_ATTACKERS`` whose effects are not negated (its flag,
    or a ``CARD_NEGATED`` hook such as Skill Drain's)."""
    pos = g.pos[c]
    if pos == POS_FU_ATK:
        return True
    if pos != POS_FU_DEF or g.code[c] not in DEFENSE_ATTACKERS or g.flags[c] & F_NEGATED:
        return False
    return not card_negated(g, c)


def attackers(g: Duel, p: int) -> list[int]:
    """Monsters of ``p`` that may declare an attack now."""
    out = []
    pos, flags = g.pos, g.flags
    for c in g.mz[p]:  # a loop, not a comprehension: no closure cell for g
        if c >= 0 and (pos[c] == POS_FU_ATK or attack_position(g, c)) \
                and not flags[c] & F_ATTACKED and g.can_attack_aspect(c):
            out.append(c)
    return out


def attack_targets(g: Duel, p: int) -> list[int]:
    """Legal attack targets for ``p``'s monsters: every opponent monster, or -1 (direct)."""
    t = [c for c in g.mz[1 - p] if c >= 0]
    return t if t else [-1]


def targets_of(g: Duel, a: int, tg: list[int]) -> list[int]:
    """The attack targets of attacker ``a`` among ``tg`` after the card hooks (Nightmare Horse
    attacks directly, Solar Flare Dragon cannot be attacked…; effects/hooks.py)."""
    for h in g.hk.attack_targets:
        tg = h(g, a, tg)
    return tg


@step("battle_start")
def _battle_start(g: Duel, fr: tuple[Any, ...]) -> None:
    g.phase = PH_BATTLE
    g.bstep = BS_START
    g.bp_done = True
    t, tp = g.turn, g.tp
    g.elog.append(PHASE_EVENTS.get((t << 4) | (tp << 3) | PH_BATTLE)
                  or phase_event(PH_BATTLE, t, tp))
    then(g, ("phase_window", ("battle_step",)))


@step("battle_step")
def _battle_step(g: Duel, fr: tuple[Any, ...]) -> None:
    g.battle = None
    hk_on = g.hooked
    if hk_on and g.hk.turn_ends and turn_ended(g):  # an effect ended the turn: to its End Phase
        then(g, ("end_phase",))
        return
    g.bstep = BS_BATTLE
    p = g.tp
    opts: list[tuple[Any, ...]] = []
    ats = attackers(g, p)
    forced = False
    if ats:
        tg = attack_targets(g, p)
        hooked = hk_on and bool(g.hk.attack_targets)
        must = g.hk.must_attack if hk_on else ()
        for a in ats:
            ts = targets_of(g, a, list(tg)) if hooked else tg
            for t in ts:
                opts.append(("attack", a, t))
            if must and ts and must_attack(g, a):
                forced = True  # "it must attack if able" (Berserk Gorilla): no ending now
    if not forced:
        opts.append(("end_battle",))
    g.pend = (p, "select", "battle", tuple(opts), "battle", ())


@handler("battle")
def _battle_answer(g: Duel, opt: tuple[Any, ...], ctx: tuple[Any, ...]) -> None:
    if opt[0] == "end_battle":
        g.stack.append(("phase_pass", ("battle_end_step",), ("battle_step",)))
    else:
        g.stack.append(("attack_declared", opt[1], opt[2]))


@step("attack_declared")
def _attack_declared(g: Duel, fr: tuple[Any, ...]) -> None:
    _, a, t = fr
    p = g.tp
    g.flags[a] |= F_ATTACKED
    g.battle = Battle(a, t, tuple(g.mz[1 - p]), 0, g.life[a])
    g.log("attack", {"attacker": g.card_pub(a), "target": g.public_ref(t) if t >= 0 else None,
                     "direct": t < 0})
    g.raise_event("attack", a, (t,))
    w = ("attack", a, t)
    g.stack.append(("attack_after",))
    if g.hooked and g.hk.attack_declared:
        _declared_hooks(g, p, a, t)
        return
    g.stack.append(("window", p, 0, w))
    if g.trig:  # the frame would run next and do nothing without waiting triggers
        g.stack.append(("triggers", w))


def _declared_hooks(g: Duel, p: int, a: int, t: int) -> None:
    """``ATTACK_DECLARED`` hooks (effects/hooks.py): their frames run first, then the attack's
    window (and waiting triggers), its event read from ``g.battle`` then."""
    g.stack.append(("attack_window", p))
    for h in g.hk.attack_declared:
        h(g, a, t)


@step("attack_window")
def _attack_window(g: Duel, fr: tuple[Any, ...]) -> None:
    b = g.battle
    if b is None:
        return
    w = ("attack", b.attacker, b.target)
    g.stack.append(("window", fr[1], 0, w))
    if g.trig:
        g.stack.append(("triggers", w))


def _battle(g: Duel) -> Battle:
    """The attack being fought (the steps of an attack run only while there is one)."""
    b = g.battle
    assert b is not None
    return b


def _attacker_ok(g: Duel) -> bool:
    b = g.battle  # (inline _battle: this runs at every Damage Step sub-step)
    assert b is not None
    a = b.attacker
    return bool(g.life[a] == b.attacker_life and g.loc[a] == LOC_MZONE and g.ctrl[a] == g.tp
                and (g.pos[a] == POS_FU_ATK or attack_position(g, a)))


def _card_pubs(g: Duel, cs: list[int]) -> list[dict[str, Any]]:
    """The public views of ``cs`` (a helper: a comprehension in ``_ds_damage`` would make its
    variables closure cells on every call)."""
    return [g.card_pub(x) for x in cs]


@step("attack_after")
def _attack_after(g: Duel, fr: tuple[Any, ...]) -> None:
    if g.result_ is not None:
        return
    if not _attacker_ok(g) or (g.hooked and g.hk.turn_ends and turn_ended(g)):
        g.log_rule("attack_stopped")
        g.stack.append(("battle_step",))
        return
    a, t, snap = _battle(g)[:3]
    now = tuple(g.mz[1 - g.tp])
    if now != snap:
        g.log_rule("replay")
        g.pend = (g.tp, "select", "replay", _replay_options(g, a), "replay", ())
        return
    g.stack.append(("damage_step", a, t))


def _replay_options(g: Duel, a: int) -> tuple[tuple[Any, ...], ...]:
    """A replay's options: attack one of the targets ``a`` has now, or cancel the attack."""
    return (*(("attack", a, x) for x in targets_of(g, a, attack_targets(g, g.tp))),
            ("cancel_attack",))


@handler("replay")
def _replay(g: Duel, opt: tuple[Any, ...], ctx: tuple[Any, ...]) -> None:
    if opt[0] == "cancel_attack":
        a = _battle(g).attacker
        g.log_rule("replay_cancel", card=g.name(a).en, card_zh=g.name(a).zh)
        g.stack.append(("battle_step",))
        return
    _, a, t = opt
    g.battle = Battle(a, t, tuple(g.mz[1 - g.tp]), 0, _battle(g).attacker_life)
    g.log("attack", {"attacker": g.card_pub(a), "target": g.public_ref(t) if t >= 0 else None,
                     "direct": t < 0, "replay": True})
    w = ("attack", a, t)
    g.stack.append(("attack_after",))
    if g.hk.attack_declared:
        _declared_hooks(g, g.tp, a, t)
        return
    g.stack.append(("window", g.tp, 0, w))


def _target_ok(g: Duel, t: int, snap_life: int) -> bool:
    return t < 0 or (g.loc[t] == LOC_MZONE and g.life[t] == snap_life)


@step("damage_step")
def _damage_step(g: Duel, fr: tuple[Any, ...]) -> None:
    _, a, t = fr
    g.bstep = BS_DAMAGE
    tl = g.life[t] if t >= 0 else 0
    g.log("damage_step", {"attacker": a, "target": t})
    # "at the start of the Damage Step" triggers (Mystic Swordsman LV2's face-down kill) go on
    # the chain before the step's window; the target is still face-down (not flipped yet)
    g.raise_event("ds_start", a, (t,))
    w = ("ds_start", a, t)
    g.stack.append(("ds_flip", a, t, tl))
    g.stack.append(("window", g.tp, 0, w))
    if g.trig:
        g.stack.append(("triggers", w))


def _end_ds(g: Duel) -> None:
    b = g.battle
    if b is not None:  # "during damage calculation only" ends with this Damage Step
        for x in (b.attacker, b.target):
            if x >= 0:
                g.flags[x] &= ~F_CALC_ZERO
    g.bstep = BS_END
    g.battle = None
    g.stack.append(("battle_step",))
    g.stack.append(("triggers", ()))


def _battle_goes_on(g: Duel, t: int, tl: int) -> bool:
    """Checked at each Damage Step sub-step: False when the duel is over, or when the attacker or
    its target is gone (then the battle is cancelled and the Damage Step ends)."""
    if g.result_ is not None:
        return False
    if not _attacker_ok(g) or not _target_ok(g, t, tl) \
            or (g.hooked and g.hk.turn_ends and turn_ended(g)):
        g.log_rule("battle_cancelled")
        _end_ds(g)
        return False
    return True


@step("ds_flip")
def _ds_flip(g: Duel, fr: tuple[Any, ...]) -> None:
    _, a, t, tl = fr
    if not _battle_goes_on(g, t, tl):
        return
    if t >= 0 and g.pos[t] & POS_FACEDOWN:
        g.log_rule("flip_in_battle", card=g.name(t).en, card_zh=g.name(t).zh)
        g.change_position(t, POS_FU_ATK if g.pos[t] == POS_FD_ATK else POS_FU_DEF)
    g.stack.append(("ds_calc", a, t, tl))
    w = ("ds_before", a, t)
    g.stack.append(("window", g.tp, 0, w))
    if t >= 0 and g.feat & FEAT_DS_BEFORE:
        # "before damage calculation" triggers of the attacked monster (Reflect Bounder): the
        # event on the target itself; only those go on the chain now (a flip's triggers wait).
        # Raised only in duels holding such a trigger (FEAT_DS_BEFORE: duel.py _features)
        g.raise_event("ds_before", t, (a,))
        if any(x.event and x.event[0] == "ds_before" for x in g.trig):
            g.stack.append(("triggers", w))


@step("ds_calc")
def _ds_calc(g: Duel, fr: tuple[Any, ...]) -> None:
    _, a, t, tl = fr
    if not _battle_goes_on(g, t, tl):
        return
    g.bstep = BS_CALC
    g.stack.append(("ds_damage", a, t, tl))
    g.stack.append(("window", g.tp, 0, ("ds_calc", a, t)))


@step("ds_damage")
def _ds_damage(g: Duel, fr: tuple[Any, ...]) -> None:
    _, a, t, tl = fr
    if not _battle_goes_on(g, t, tl):
        return
    p = g.tp
    o = 1 - p
    nodmg = _battle(g).no_damage
    av = g.atk(a)
    destroyed: list[int] = []
    dmg_to = -1
    dmg = 0
    if t < 0:
        dmg_to, dmg = o, av
        g.log_rule("direct_attack", n=av)
    elif g.pos[t] & POS_ATK:
        dv = g.atk(t)
        if av > dv:
            destroyed.append(t)
            dmg_to, dmg = o, av - dv
        elif av < dv:
            destroyed.append(a)
            dmg_to, dmg = p, dv - av
        elif av == 0 and not g.profile.zero_zero_destroy:
            g.log_rule("zero_zero")
        else:
            destroyed.extend((a, t))
    else:
        dv = g.defense(t)
        if av > dv:
            destroyed.append(t)
        elif av < dv:
            dmg_to, dmg = p, dv - av
    g.log("battle", {"attacker": g.card_pub(a), "target": g.card_pub(t) if t >= 0 else None,
                     "atk": av, "destroyed": _card_pubs(g, destroyed)})
    if dmg_to >= 0 and dmg > 0:
        if nodmg & (1 << dmg_to):
            g.log_rule("no_battle_damage", player=dmg_to)
        else:
            g.damage(dmg_to, dmg, battle=True)
    for x in destroyed:
        g.flags[x] |= F_BATTLE_DESTROYED
    if destroyed:
        g.destroy(destroyed, "battle")
        for x in destroyed:
            g.raise_event("battle_destroyed", x)
    if g.check_state():
        return
    _end_ds(g)
    if g.hooked:
        for hook in g.hk.battle_end:  # "when destroyed by battle" windows (effects/hooks.py)
            hook(g, tuple(destroyed))


def no_battle_damage(g: Duel, p: int) -> None:
    """``p`` takes no battle damage from the current battle (Kuriboh)."""
    b = g.battle
    if b is not None:
        g.battle = b._replace(no_damage=b.no_damage | (1 << p))


@step("battle_end_step")
def _battle_end_step(g: Duel, fr: tuple[Any, ...]) -> None:
    g.bstep = BS_END
    g.stack.append(("phase_window", ("main2",)))
    if g.hooked:
        for hook in g.hk.phase:  # "at the end of the Battle Phase" (effects/hooks.py)
            hook(g, "battle_end")


__all__ = ["BS_START", "POS_FU_DEF", "no_battle_damage"]
