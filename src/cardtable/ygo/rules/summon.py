"""Summons: normal (with tributes), set, flip, and the summon-negation window.

Seed 000 「祭品召唤的处理」: declaring a tribute summon sends the tributes to the GY (face-down
ones straight, never flipped); then counter traps may negate the summon while the monster is
still in the hand (「要召唤的怪兽还是在手牌中的」); a negated monster is destroyed from the
hand and the tributes stay paid. Otherwise the monster lands and the summon succeeded.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.effects.hooks import NO_TRIBUTE, can_tribute, pay_play_cost
from cardtable.ygo.rules.flow import handler, step
from cardtable.ygo.rules.main_phase import tributes_needed
from cardtable.ygo.state import (
    F_POSCHANGED,
    F_SUMMONED_TURN,
    LOC_EXTRA,
    LOC_HAND,
    LOC_MZONE,
    POS_FACEDOWN,
    POS_FACEUP,
    POS_FU_ATK,
    POS_NAMES,
)

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel



@step("normal_summon")
def _normal_summon(g: Duel, fr: tuple[Any, ...]) -> None:
    _, c, pos = fr
    need = tributes_needed(g.level(c))
    g.ns_used += 1
    if g.hooked and g.hk.play_costs and g.loc[c] == LOC_HAND:  # Chain Energy (hooks.py)
        pay_play_cost(g, g.tp, c, "normal")
    if need:
        g.stack.append(("tribute", c, pos, need, ()))
    else:
        g.stack.append(("summon_declared", c, pos, ()))


def _tribute_candidates(g: Duel, p: int, got: tuple[int, ...]) -> tuple[int, ...]:
    """The monsters ``p`` may still Tribute (not in ``got``, not a token that cannot be, none a
    ``TRIBUTE_BANS`` hook forbids). Out of ``_tribute``: a generator expression there would
    make its variables closure cells on every call."""
    bans = g.hooked and bool(g.hk.tribute_bans)
    code = g.code
    return tuple(m for m in g.mz[p] if m >= 0 and m not in got and code[m] not in NO_TRIBUTE
                 and (not bans or can_tribute(g, m)))


@step("tribute")
def _tribute(g: Duel, fr: tuple[Any, ...]) -> None:
    _, c, pos, need, got = fr
    p = g.tp
    cands = _tribute_candidates(g, p, got)
    if len(cands) <= need - len(got):
        g.stack.append(("summon_declared", c, pos, (*got, *cands)))
        return
    g.pend = (p, "pick", "tribute", tuple(("tribute", m) for m in cands), "tribute",
              (c, pos, need, got))


@handler("tribute")
def _tribute_pick(g: Duel, opt: tuple[Any, ...], ctx: tuple[Any, ...]) -> None:
    c, pos, need, got = ctx
    got = (*got, opt[1])
    if len(got) >= need:
        g.stack.append(("summon_declared", c, pos, got))
    else:
        g.stack.append(("tribute", c, pos, need, got))


@step("summon_declared")
def _summon_declared(g: Duel, fr: tuple[Any, ...]) -> None:
    _, c, pos, tribs = fr
    p = g.tp
    if tribs:
        g.log_rule("tributes_paid", n=len(tribs))
        for t in tribs:
            if g.pos[t] & POS_FACEDOWN:
                g.log_rule("facedown_tribute", card=g.name(t).en, card_zh=g.name(t).zh)
        g.send_to_gy(tribs, "tribute")
    if pos & POS_FACEDOWN:
        g.move(c, LOC_MZONE, p, pos)
        g.flags[c] |= F_SUMMONED_TURN
        code = g.code[c]
        g.elog.append(("set_monster", {"player": p, "zone": g.seq[c], "tributes": len(tribs)},
                       {p: {"card": c, "code": code, "name": g.pool.cards[code].name.en}}))
        g.raise_event("set", c, (p,))  # a monster was Set (Shadow of Eyes' window hook)
        g.stack.append(("triggers", ()))
        return
    code = g.code[c]
    g.elog.append(("summon_declared", {"card": c, "code": code, "name": g.pool.cards[code].name.en,
                                       "player": p, "tributes": len(tribs)}, None))
    g.neg_summon = -1
    # the tributes' own triggers (Sangan, Witch of the Black Forest) wait until the summon
    # succeeds or is negated, as a cost's do (seed 000 「祭品召唤的处理」; Goat ruling): nobody
    # may chain to them before the monster lands, and nothing can fill the zone it freed
    held = tuple(g.trig)
    g.trig = []
    g.stack.append(("summon_finish", c, pos, "normal", held))
    g.stack.append(("window", 1 - p, 0, ("summoning", c, p)))


@step("flip_summon")
def _flip_summon(g: Duel, fr: tuple[Any, ...]) -> None:
    c = fr[1]
    p = g.tp
    g.flags[c] |= F_POSCHANGED
    g.log("flip_summon_declared", {**g.card_pub(c), "player": p})
    g.neg_summon = -1
    g.stack.append(("summon_finish", c, POS_FU_ATK, "flip"))
    g.stack.append(("window", 1 - p, 0, ("summoning", c, p)))


@step("summon_finish")
def _summon_finish(g: Duel, fr: tuple[Any, ...]) -> None:
    c, pos, how = fr[1], fr[2], fr[3]
    p = g.tp
    if len(fr) > 4 and fr[4]:  # triggers held since the declaration (tributes sent to the GY)
        g.trig = [*fr[4], *g.trig]
    if g.neg_summon == c:
        g.neg_summon = -1
        g.log_rule("summon_negated", card=g.name(c).en, card_zh=g.name(c).zh,
                   where="hand" if g.loc[c] == LOC_HAND else "field")
        g.destroy([c], "summon_negated")
        g.stack.append(("triggers", ()))
        return
    if how == "flip":
        g.change_position(c, POS_FU_ATK)
    else:
        g.move(c, LOC_MZONE, p, pos)
        g.flags[c] |= F_SUMMONED_TURN
    code = g.code[c]
    g.elog.append(("summon", {"card": c, "code": code, "name": g.pool.cards[code].name.en,
                              "player": p, "how": how, "pos": POS_NAMES[g.pos[c]]}, None))
    g.raise_event("summoned", c, (how, p))
    if g.check_state():
        return
    w = ("summoned", c, how, p)
    g.stack.append(("window_fresh", g.chains_started, p, w))
    if g.trig:  # the frame would run next and do nothing without waiting triggers
        g.stack.append(("triggers", w))


def summon_by_procedure(g: Duel, c: int, to: int, pos: int, then: tuple[Any, ...] = ()) -> None:
    """Special Summon ``c`` to ``to``'s field by its own built-in procedure (no chain link: the
    Envoys, Cyber Dragon, Dark Necrofear), its cost already paid, then the "summoned" window
    and the triggers. In a duel holding a card that answers such summons
    (``effects/hooks.PROC_SUMMON_ANSWERS``: Royal Oppression) the summon is first declared: a
    ``("summoning", c, player, "special")`` window opens, as for a Normal Summon, and a negated
    monster is destroyed where it is (Goat FAQ royal-oppression.md: "right before the monster is
    Special Summoned ... the same procedure that you use for Horn of Heaven or Solemn
    Judgment"). ``then``: a frame run right after a successful summon, before its window (what
    the procedure does to the summoned monster: Megarock Dragon's ATK, Gradius' Option's
    Gradius)."""
    if g.hk.proc_windows:
        p = g.tp
        g.log("summon_declared", {**g.card_pub(c), "player": p, "tributes": 0,
                                  "how": "special"})
        g.neg_summon = -1
        held = tuple(g.trig)  # the cost's triggers wait for the summon, as a Tribute's do
        g.trig = []
        g.stack.append(("proc_summon_finish", c, to, pos, g.loc[c], g.life[c], held, then))
        g.stack.append(("window", 1 - p, 0, ("summoning", c, p, "special")))
        return
    _summon_now(g, c, to, pos, then)


def _summon_now(g: Duel, c: int, to: int, pos: int, then: tuple[Any, ...]) -> None:
    if not g.special_summon(c, to, pos, how="proper"):
        return
    w = ("summoned", c, "special", g.tp)
    g.stack.append(("window_fresh", g.chains_started, g.tp, w))
    g.stack.append(("triggers", w))
    if then:
        g.stack.append(then)


@step("proc_summon_finish")
def _proc_summon_finish(g: Duel, fr: tuple[Any, ...]) -> None:
    _, c, to, pos, frm, life, held, then = fr
    if held:
        g.trig = [*held, *g.trig]
    if g.neg_summon == c:
        g.neg_summon = -1
        g.log_rule("summon_negated", card=g.name(c).en, card_zh=g.name(c).zh,
                   where="hand" if g.loc[c] == LOC_HAND else "field")
        if g.loc[c] == LOC_EXTRA:  # a Fusion Monster summoned by its procedure
            g.send_to_gy([c], "summon_negated")
        else:
            g.destroy([c], "summon_negated")
        g.stack.append(("triggers", ()))
        return
    if g.loc[c] != frm or g.life[c] != life:
        g.stack.append(("triggers", ()))  # it left while the summon was declared
        return
    _summon_now(g, c, to, pos, then)


__all__ = ["POS_FACEUP", "summon_by_procedure"]
