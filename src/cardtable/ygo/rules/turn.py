"""Turn structure: draw, standby, main 1, battle, main 2, end (seed 000 「决斗的进行」).

Draw: the turn player draws (none on turn 1 when the profile says so); no card = loss.
Standby: standby-phase effects. End: end-phase effects, then discard down to the hand limit.
Main phase 2 exists only after a battle phase; no battle phase on the first turn.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from cardtable.ygo.effects.hooks import battle_allowed, hand_limit, main1_allowed, skipped
from cardtable.ygo.rules.chain import _phase_window, nobody_can_act
from cardtable.ygo.rules.flow import handler, step, then
from cardtable.ygo.rules.main_phase import _main
from cardtable.ygo.rules.shared_events import (
    PHASE_EVENTS,
    TURN_END_EVENTS,
    TURN_EVENTS,
    phase_event,
    turn_end_event,
    turn_event,
)
from cardtable.ygo.state import (
    BS_NONE,
    F_ATTACKED,
    F_POSCHANGED,
    F_SUMMONED_TURN,
    FEAT_ENDPHASE,
    FEAT_STANDBY,
    LOC_MZONE,
    LOC_PZONE,
    LOC_SZONE,
    PH_DRAW,
    PH_END,
    PH_MAIN1,
    PH_MAIN2,
    PH_STANDBY,
    POS_FACEUP,
)

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

_TURN_FLAGS: Final = ~(F_ATTACKED | F_POSCHANGED | F_SUMMONED_TURN)

# the frames of the turn structure; each step below continues with the next one directly when
# nothing is pending and the duel is not over (the same as flow.then() with a known step)
_FR_MAIN: Final = ("main",)
_FR_DRAW: Final = ("draw_phase",)
_FR_TURN_START: Final = ("turn_start",)
_FR_PW_STANDBY: Final = ("phase_window", ("standby_phase",))
_FR_PW_MAIN1: Final = ("phase_window", ("main1",))
_FR_PW_NOP: Final = ("phase_window", ("nop",))
_FR_BATTLE: Final = ("battle_start",)
_FR_END: Final = ("end_phase",)
_FR_MAIN1: Final = ("main1",)
_FR_TURN_END: Final = ("turn_end",)
_FR_HAND_LIMIT: Final = ("hand_limit",)


def _enter(g: Duel, ph: int) -> None:
    g.phase = ph
    g.bstep = BS_NONE
    t, tp = g.turn, g.tp
    g.elog.append(PHASE_EVENTS.get((t << 4) | (tp << 3) | ph) or phase_event(ph, t, tp))


@step("nop")
def _nop(g: Duel, fr: tuple[Any, ...]) -> None:
    return


#: The fused turn transition is on. Tests set it to False to send every transition through the
#: step-by-step frames and compare (a flag, not a monkeypatched function: patching a function
#: has no effect on the compiled build's calls to it). Where a phase window could open, the
#: transition continues only when ``FUSED_TURN and nobody_can_act(g)``
#: (:func:`~cardtable.ygo.rules.chain.nobody_can_act`, the phase windows' own test: nobody could
#: activate anything, so the window is empty and costs nothing).
FUSED_TURN = True


@step("turn_start")
def _turn_start(g: Duel, fr: tuple[Any, ...]) -> None:
    """The start of a turn, fused with its Draw and Standby Phases and the start of Main Phase 1
    for the common case (nobody can act in the phase windows, nothing triggers in the Standby
    Phase): the same log entries in the same order as the steps ``draw_phase`` →
    ``phase_window`` → ``standby_phase`` → ``phase_window`` → ``main1``, and at each point where
    something might happen the rest is left to those steps."""
    turn = g.turn = g.turn + 1
    tp = g.tp = g.first if turn == 1 else 1 - g.tp
    g.ns_used = 0
    g.bp_done = False
    fl = g.flags
    for z in g.mz:  # per-turn flags only live on monsters on the field (move() clears them)
        for i in z:
            if i >= 0 and fl[i]:
                fl[i] &= _TURN_FLAGS
    if g.buffs:
        g.buffs = _live_buffs(g.buffs, turn)
    elog = g.elog
    elog.append(TURN_EVENTS.get((turn << 1) | tp) or turn_event(turn, tp))
    hooked = g.hooked
    if hooked and g.hk.phase_skips and skipped(g, "turn"):  # the whole turn (Gamble)
        g.stack.append(_FR_TURN_END)
        return
    if g.pend is not None or g.result_ is not None or (hooked and g.hk.draw_replacers):
        g.stack.append(_FR_DRAW)  # (a card may replace the draw: the step-by-step Draw Phase)
        return
    # the Draw Phase (_draw_phase)
    g.phase = PH_DRAW
    g.bstep = BS_NONE
    elog.append(PHASE_EVENTS.get((turn << 4) | (tp << 3) | PH_DRAW)
                or phase_event(PH_DRAW, turn, tp))
    prof = g.profile
    if turn > 1 or prof.first_turn_draw:
        g.draw(tp, prof.draw_count)
        if g.check_state():
            return
    if g.pend is not None or g.result_ is not None:
        g.stack.append(_FR_PW_STANDBY)
        return
    if not (FUSED_TURN and nobody_can_act(g)):
        _phase_window(g, _FR_PW_STANDBY)
        return
    # the Standby Phase (_standby)
    if hooked and g.hk.phase_skips and skipped(g, "standby"):  # Solomon's Lawbook
        _main1(g, _FR_MAIN1)
        return
    turn, tp = g.turn, g.tp
    g.phase = PH_STANDBY
    g.bstep = BS_NONE
    elog.append(PHASE_EVENTS.get((turn << 4) | (tp << 3) | PH_STANDBY)
                or phase_event(PH_STANDBY, turn, tp))
    if (g.feat & FEAT_STANDBY and g.aidx) or (hooked and g.hk.phase):
        raise_phase_event(g, "standby")
    if g.trig:
        g.stack.append(_FR_PW_MAIN1)
        g.stack.append(("triggers", ()))
        return
    if g.pend is not None or g.result_ is not None:
        g.stack.append(_FR_PW_MAIN1)
        return
    if not (FUSED_TURN and nobody_can_act(g)):
        _phase_window(g, _FR_PW_MAIN1)
        return
    _main1(g, _FR_MAIN1)


@step("draw_phase")
def _draw_phase(g: Duel, fr: tuple[Any, ...]) -> None:
    _enter(g, PH_DRAW)
    if g.turn > 1 or g.profile.first_turn_draw:
        if g.hk.draw_replacers and _ask_draw_instead(g):
            return
        g.draw(g.tp, g.profile.draw_count)
        if g.check_state():
            return
    _after_draw(g)


def _after_draw(g: Duel) -> None:
    if g.pend is None and g.result_ is None:
        _phase_window(g, _FR_PW_STANDBY)
    else:
        g.stack.append(_FR_PW_STANDBY)


def _ask_draw_instead(g: Duel) -> bool:
    """A face-up card offers to replace the turn player's normal draw (``DRAW_REPLACERS``,
    Freed the Matchless General): ask them first. True when the question is pending."""
    tp = g.tp
    for h in g.hk.draw_replacers:
        c = h(g, tp)
        if c >= 0:
            g.pend = (tp, "yesno", "draw_instead", (("yes",), ("no",)), "draw_instead", (c,))
            return True
    return False


@handler("draw_instead")
def _draw_instead(g: Duel, opt: tuple[Any, ...], ctx: tuple[Any, ...]) -> None:
    """"yes": no normal draw; the card's effect answers the event ``draw_instead`` as a chain
    link; then the Draw Phase goes on. "no": the normal draw."""
    tp = g.tp
    if opt[0] == "yes":
        g.raise_event("draw_instead", int(ctx[0]), (tp,))
        g.stack.append(_FR_PW_STANDBY)
        g.stack.append(("triggers", ()))
        return
    g.draw(tp, g.profile.draw_count)
    if g.check_state():
        return
    _after_draw(g)


def _live_buffs(buffs: list[tuple[int, int, int, int, int]],
                turn: int) -> list[tuple[int, int, int, int, int]]:
    """The ATK/DEF changes still in force as ``turn`` starts (kept for good, or until a turn
    not over yet). Out of ``_turn_start``: a comprehension there would make its variables
    closure cells on every call (docs/performance.md, "Session 10")."""
    return [b for b in buffs if b[4] < 0 or b[4] >= turn]


def _phase_listeners(g: Duel, ev: str) -> list[int]:
    """The face-up cards that listen to phase event ``ev``: the turn player's first, then
    monsters, spell/trap zones, field zone."""
    tp = g.tp
    loc, seq, ctrl = g.loc, g.seq, g.ctrl
    hits = [c for c in g.aidx if g.pos[c] & POS_FACEUP and loc[c] != LOC_PZONE
            and ev in g.pool.trig_index(g.code[c])]
    hits.sort(key=lambda c: (ctrl[c] != tp, 0 if loc[c] == LOC_MZONE else
                             1 if loc[c] == LOC_SZONE else 2, seq[c]))
    return hits


def raise_phase_event(g: Duel, ev: str) -> None:
    """Raise a phase event (``standby``/``end_phase``) for every face-up card that listens."""
    if g.feat & (FEAT_STANDBY if ev == "standby" else FEAT_ENDPHASE) and g.aidx:
        tp = g.tp
        for c in _phase_listeners(g, ev):
            g.raise_event(ev, c, (tp,))
    for hook in g.hk.phase:  # lingering effects of card scripts (effects/hooks.py)
        hook(g, ev)


@step("standby_phase")
def _standby(g: Duel, fr: tuple[Any, ...]) -> None:
    if g.hk.phase_skips and skipped(g, "standby"):  # Solomon's Lawbook
        _main1(g, _FR_MAIN1)
        return
    _enter(g, PH_STANDBY)
    raise_phase_event(g, "standby")
    if g.trig:
        g.stack.append(_FR_PW_MAIN1)
        g.stack.append(("triggers", ()))
    elif g.pend is None and g.result_ is None:  # a triggers frame would run next and do nothing
        _phase_window(g, _FR_PW_MAIN1)
    else:
        g.stack.append(_FR_PW_MAIN1)


@step("main1")
def _main1(g: Duel, fr: tuple[Any, ...]) -> None:
    if g.hooked and g.hk.main1_allowed and not main1_allowed(g):
        _skip_main1(g)
        return
    _enter(g, PH_MAIN1)
    if g.pend is None and g.result_ is None:
        _main(g, _FR_MAIN)
    else:
        g.stack.append(_FR_MAIN)


def battle_phase_possible(g: Duel) -> bool:
    """The turn player may hold a Battle Phase this turn: not the first turn (unless the profile
    allows it), not already held, and no card makes them skip it (``BATTLE_ALLOWED`` hooks)."""
    return (not g.bp_done and (g.turn > 1 or g.profile.first_turn_battle)
            and (not g.hk.battle_allowed or battle_allowed(g)))


def _skip_main1(g: Duel) -> None:
    """Main Phase 1 is skipped by an effect (Time Eater): the turn goes on to the Battle Phase;
    if that is skipped too, straight to the End Phase, since Main Phase 2 only follows a Battle
    Phase (seed 000 「主要阶段2」 PS, rule Y3-main2-skipped)."""
    g.log_rule("main1_skipped", player=g.tp)
    if battle_phase_possible(g):
        then(g, _FR_BATTLE)
        return
    g.log_rule("main2_no_battle", player=g.tp)
    then(g, _FR_END)


@step("main2")
def _main2(g: Duel, fr: tuple[Any, ...]) -> None:
    _enter(g, PH_MAIN2)
    if g.pend is None and g.result_ is None:
        _main(g, _FR_MAIN)
    else:
        g.stack.append(_FR_MAIN)


@step("end_phase")
def _end_phase(g: Duel, fr: tuple[Any, ...]) -> None:
    _enter(g, PH_END)
    if (g.feat & FEAT_ENDPHASE and g.aidx) or (g.hooked and g.hk.phase):
        raise_phase_event(g, "end_phase")
    if (g.trig or g.pend is not None or g.result_ is not None
            or not (FUSED_TURN and nobody_can_act(g))):
        g.stack.append(_FR_TURN_END)
        g.stack.append(_FR_HAND_LIMIT)
        if g.trig:
            g.stack.append(_FR_PW_NOP)
            g.stack.append(("triggers", ()))
        elif g.pend is None and g.result_ is None:  # a triggers frame would run next: no-op
            _phase_window(g, _FR_PW_NOP)
        else:
            g.stack.append(_FR_PW_NOP)
        return
    # nobody can act in the End Phase's window (_phase_window's fast path runs "nop"): the
    # hand limit, then the end of the turn, as the frames pushed above would run them
    lim = hand_limit(g, g.tp)
    if lim >= 0 and len(g.hand[g.tp]) > lim:
        g.stack.append(_FR_TURN_END)
        _hand_limit(g, _FR_HAND_LIMIT)
        return
    _turn_end(g, _FR_TURN_END)


@step("hand_limit")
def _hand_limit(g: Duel, fr: tuple[Any, ...]) -> None:
    p = g.tp
    lim = hand_limit(g, p)
    if lim < 0 or len(g.hand[p]) <= lim:
        return
    g.pend = (p, "pick", "hand_limit", tuple(("discard", c) for c in g.hand[p]),
              "hand_limit", ())


@handler("hand_limit")
def _hand_limit_pick(g: Duel, opt: tuple[Any, ...], ctx: tuple[Any, ...]) -> None:
    g.log_rule("hand_limit", limit=hand_limit(g, g.tp))
    g.discard([opt[1]])
    g.stack.append(("hand_limit",))


@step("turn_end")
def _turn_end(g: Duel, fr: tuple[Any, ...]) -> None:
    g.elog.append(TURN_END_EVENTS.get(g.turn) or turn_end_event(g.turn))
    if g.turn >= 2000:
        g._finish((), "turn_cap")
        return
    if g.pend is None and g.result_ is None:
        _turn_start(g, _FR_TURN_START)
    else:
        g.stack.append(_FR_TURN_START)


__all__ = ["PH_MAIN2", "PH_STANDBY", "raise_phase_event"]
