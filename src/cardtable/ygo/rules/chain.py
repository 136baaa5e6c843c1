"""Chains: activation, priority windows, LIFO resolution, SEGOC, missing the timing.

* An activation puts a :class:`Link` on the chain, pays its cost, picks its targets, then the
  activator's opponent gets priority (seed 000: 做了可以连锁的行为后，需要向对手确认是否需要连锁).
* A window ends when both players pass in a row; a non-empty chain then resolves last-in,
  first-out (逆算), each link logging the rule it applied.
* After a chain (or an action) the triggers that waited are placed in SEGOC order: turn player's
  mandatory, opponent's mandatory, turn player's optional, opponent's optional.
* Optional "when … you can" triggers miss the timing when something else happened after their
  event (between two links).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from cardtable.ygo.cards import constants as C
from cardtable.ygo.effects.api import Link, StepSuspended, link_effect, no_legal_targets
from cardtable.ygo.effects.hooks import NO_NEGATE, pay_play_cost, resolve_negated
from cardtable.ygo.rules.flow import handler, step, then
from cardtable.ygo.rules.legality import legal_activations, speed_of
from cardtable.ygo.rules.shared_events import CHAIN_END
from cardtable.ygo.shapes import Opt, SegocCtx, Trigger, Waiting, WindowCtx, WindowEvent
from cardtable.ygo.state import (
    BS_CALC,
    BS_DAMAGE,
    F_ACTIVE,
    F_NEGATED,
    FEAT_ALWAYS_ASK,
    FEAT_GY_EFFECTS,
    FEAT_SUMMON_RESP,
    LOC_DECK,
    LOC_FZONE,
    LOC_HAND,
    LOC_MZONE,
    LOC_ONFIELD,
    LOC_PZONE,
    LOC_SZONE,
    PH_BATTLE,
    PH_MAIN1,
    PH_MAIN2,
    POS_FACEUP,
    POS_FU_ATK,
)

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = WindowEvent

# The ``always_ask`` setup knob (off by default; docs/rl.md) is the feature bit
# ``FEAT_ALWAYS_ASK``, read from the setup once when the duel is made: chain and phase windows
# are opened for a player who cannot activate anything (its only option is to pass), and an
# optional trigger whose condition fails is offered with "decline" only, so being asked tells
# the opponent nothing about the player's hand or set cards. A bit test, not a call: the
# windows read it several hundred times a duel.


# --- windows ---------------------------------------------------------------------------------


def could_act(g: Duel, p: int, w: W = ()) -> bool:
    """O(1): False when :func:`legal_activations` is surely empty for ``p`` now (no card of
    ``p`` is where one of its spell speed >= 2 effects could be activated, or only effects
    answering an event this window is not about; no GY effect in the duel; speed 1 cannot be
    used now): an empty window then costs almost nothing. Speed 1 never answers a summon being
    declared: in a ("summoning", …) window only the effects of that event, all of spell speed 2
    or more (summon negations), may be activated (``why_cannot``: "summoning_window")."""
    n2 = g.n2
    if n2[p] or g.feat & FEAT_GY_EFFECTS:
        return True
    if n2[4 + p] and (g.chain or (w and w[0] in g.evs)):
        return True
    return g.tp == p and bool(n2[2 + p] or (not g.chain and (g.phase == PH_MAIN1
                                                            or g.phase == PH_MAIN2)
                                            and not (w and w[0] == "summoning")))


def nobody_can_act(g: Duel) -> bool:
    """O(1), the one "can anyone respond now?" test of a window that answers no event (a phase
    window; the fused turn transition of ``rules/turn.py``): True when neither player could
    activate anything, so the window is empty and costs nothing. It is :func:`could_act` for
    both seats with ``w = ()``, widened where that is cheaper (any open chain, a graveyard
    effect in the duel or a Main Phase count as "maybe"), and False with the ``always_ask`` knob
    (``FEAT_ALWAYS_ASK``, below).
    Pinned by tests/ygo/test_fast_path_properties.py: when it is True, ``legal_activations`` is
    empty for both seats."""
    n2 = g.n2
    tp = g.tp
    return not (n2[tp] or n2[2 + tp] or n2[1 - tp] or g.chain or g.feat & FEAT_GY_EFFECTS
                or g.phase == PH_MAIN1 or g.phase == PH_MAIN2 or g.feat & FEAT_ALWAYS_ASK)


@step("window")
def _window(g: Duel, fr: tuple[Any, ...]) -> None:
    p, passes, w = fr[1], fr[2], fr[3]
    # a 5th item carries the options computed by the frame that pushed this one just before
    acts = fr[4] if len(fr) > 4 else legal_activations(g, p, w) if could_act(g, p, w) else []
    if not acts and g.feat & FEAT_ALWAYS_ASK:
        g.pend = (p, "select", "respond" if g.chain else "priority", (_PASS,), "window",
                  WindowCtx(p, passes, w))
        return
    while not acts:
        # passing: the other player's window runs at once (same as pushing its frame)
        if passes >= 1:
            if g.chain:
                g.stack.append(("resolve", w))
            return
        p = 1 - p
        passes += 1
        acts = legal_activations(g, p, w) if could_act(g, p, w) else []
    ol: list[tuple[Any, ...]] = [("activate", c, ei) for c, ei in acts]
    ol.append(_PASS)
    g.pend = (p, "select", "respond" if g.chain else "priority", tuple(ol), "window",
              WindowCtx(p, passes, w))


_PASS: Final = ("pass",)


@step("window_fresh")
def _window_fresh(g: Duel, fr: tuple[Any, ...]) -> None:
    """A response window for an event, only if no chain happened since the event."""
    _, cs, p, w = fr
    if cs == g.chains_started:
        then(g, ("window", p, 0, w))


@handler("window")
def _window_answer(g: Duel, opt: Opt, ctx: WindowCtx) -> None:
    p, passes, w = ctx
    if opt[0] == "pass":
        _pass(g, p, passes, w)
    else:
        start_activation(g, p, opt[1], opt[2], w)


def _pass(g: Duel, p: int, passes: int, w: W) -> None:
    if passes >= 1:
        if g.chain:
            g.stack.append(("resolve", w))
    else:
        g.stack.append(("window", 1 - p, passes + 1, w))


@step("phase_pass")
def _phase_pass(g: Duel, fr: tuple[Any, ...]) -> None:
    """The turn player passed priority in an open state: the opponent may still respond; if it
    does, the turn player gets the open state back (``back``), else the game moves on (``nxt``)."""
    _, nxt, back = fr
    acts = legal_activations(g, 1 - g.tp, ()) if could_act(g, 1 - g.tp) else []
    if not acts and not g.feat & FEAT_ALWAYS_ASK:
        then(g, nxt)  # fast path: the opponent has nothing to respond with
        return
    g.stack.append(("phase_pass_after", g.chains_started, nxt, back))
    g.stack.append(("window", 1 - g.tp, 1, (), acts))


@step("phase_pass_after")
def _phase_pass_after(g: Duel, fr: tuple[Any, ...]) -> None:
    _, cs, nxt, back = fr
    then(g, nxt if cs == g.chains_started else back)


@step("phase_window")
def _phase_window(g: Duel, fr: tuple[Any, ...]) -> None:
    """Turn player's priority in a phase/step that has no menu; repeats after each chain."""
    _, nxt = fr
    if nobody_can_act(g):
        then(g, nxt)
        return
    tp = g.tp
    acts = legal_activations(g, tp, ()) if could_act(g, tp) else []
    if acts:
        g.stack.append(("phase_window_after", g.chains_started, nxt))
        g.stack.append(("window", tp, 0, (), acts))
    elif could_act(g, 1 - tp) and (acts := legal_activations(g, 1 - tp, ())):
        # the turn player has nothing: it passes at once and the opponent holds priority
        g.stack.append(("phase_window_after", g.chains_started, nxt))
        g.stack.append(("window", 1 - g.tp, 1, (), acts))
    elif g.feat & FEAT_ALWAYS_ASK:  # both players are asked, each can only pass
        g.stack.append(("phase_window_after", g.chains_started, nxt))
        g.stack.append(("window", tp, 0, (), []))
    else:
        then(g, nxt)  # fast path: an empty window costs two O(1) checks and no frames


@step("phase_window_after")
def _phase_window_after(g: Duel, fr: tuple[Any, ...]) -> None:
    _, cs, nxt = fr
    then(g, nxt if cs == g.chains_started else ("phase_window", nxt))


# --- activation --------------------------------------------------------------------------------


def _place_field_spell(g: Duel, c: int, p: int) -> None:
    old = g.fz[p]
    if old >= 0 and old != c:
        if g.profile.field_rule == "one_per_player":
            g.log_rule("field_replaced_mr3", card=g.name(old).en, card_zh=g.name(old).zh)
            g.send_to_gy([old], "rule")
        else:
            g.log_rule("field_replaced_classic", card=g.name(old).en, card_zh=g.name(old).zh)
            g.destroy([old], "rule")
    g.move(c, LOC_FZONE, p, POS_FACEUP)


def start_activation(g: Duel, p: int, c: int, ei: int, w: W, trigger: bool = False) -> None:
    """Activate effect ``ei`` of card ``c`` for player ``p``: place the card if it is a card
    activation, put a link on the chain, then run cost and target steps."""
    code = g.code[c]
    e = g.pool.effects_of(code)[ei]
    cd = g.pool.cards[code]
    card_act = e.kind == "activate"
    if g.hooked and g.hk.play_costs and g.loc[c] == LOC_HAND:  # Chain Energy (effects/hooks.py)
        pay_play_cost(g, p, c, "activate")
    if card_act:
        if cd.type & C.MONSTER:
            g.move(c, LOC_PZONE, p, POS_FACEUP)
        elif cd.type & C.FIELD:
            _place_field_spell(g, c, p)
        elif g.loc[c] == LOC_HAND:
            g.move(c, LOC_SZONE, p, POS_FACEUP)
        else:
            g.pos[c] = POS_FACEUP
    if not g.chain:
        g.chains_started += 1
    lk = Link(c, p, code, ei, speed_of(cd, e), card_act)
    lk.life = g.life[c]
    lk.window = w
    g.chain.append(lk)
    idx = len(g.chain) - 1
    cc = g.code[c]
    g.elog.append(("activate", {"card": c, "code": cc, "name": cd.name.en, "player": p,
                                "link": idx + 1, "card_activation": card_act, "effect": ei,
                                "effect_kind": e.kind}, None))
    g.stack.append(("trig_added" if trigger else "chain_added", idx, w))
    for i in range(len(e.target) - 1, -1, -1):
        g.stack.append(("lstep", idx, 1, i))
    g.stack.append(("cost_end", idx))
    for i in range(len(e.cost) - 1, -1, -1):
        g.stack.append(("lstep", idx, 0, i))


@step("lstep")
def _lstep(g: Duel, fr: tuple[Any, ...]) -> None:
    _, idx, phase, i = fr
    lk = g.chain[idx]
    e = link_effect(g, lk)
    steps = e.cost if phase == 0 else e.target if phase == 1 else e.operation
    try:
        steps[i](g, lk)
    except StepSuspended:  # it asked in its middle: the same step runs again after the answer
        g.stack.append(fr)


@step("cost_end")
def _cost_end(g: Duel, fr: tuple[Any, ...]) -> None:
    lk = g.chain[fr[1]]
    lk.target_from = len(lk.picks)
    if g.lp[0] <= 0 or g.lp[1] <= 0:
        g.check_state()  # a cost that takes a player to 0 LP ends the duel at once


def _finish_link(g: Duel, idx: int) -> Link:
    lk = g.chain[idx]
    lk.ready = True
    if link_effect(g, lk).target_picks:
        got: list[int] = []
        for pk in lk.picks[lk.target_from:]:
            if isinstance(pk, tuple):
                got.extend(pk)
            elif isinstance(pk, int) and not isinstance(pk, bool):
                got.append(pk)
        _set_targets(g, lk, idx, got)
    return lk


def _set_targets(g: Duel, lk: Link, idx: int, got: list[int]) -> None:
    """Record chain link ``lk``'s targets (and each one's life, to tell when it left) and log
    them. Out of ``_finish_link``: a comprehension there would make its variables closure
    cells on every call."""
    lk.targets = tuple(got)
    lk.tlife = tuple(g.life[t] for t in got)
    if got:
        g.log("target", {**g.card_pub(lk.card), "link": idx + 1,
                         "targets": [g.public_ref(t) for t in got]})


@step("chain_added")
def _chain_added(g: Duel, fr: tuple[Any, ...]) -> None:
    _, idx, w = fr
    lk = _finish_link(g, idx)
    g.raise_event("activated", lk.card, (idx,))
    g.stack.append(("window", 1 - lk.player, 0, w))


@step("trig_added")
def _trig_added(g: Duel, fr: tuple[Any, ...]) -> None:
    _finish_link(g, fr[1])


# --- resolution --------------------------------------------------------------------------------


def needs_field(g: Duel, lk: Link) -> bool:
    """Whether the link's card must still be face-up on the field for its effect to apply
    (continuous/field/equip spells, continuous traps, pendulum scales, staying normal spells)."""
    if lk.card_act:
        cd = g.pool.cards[lk.code]
        if cd.type & C.MONSTER:
            return True
        return bool(cd.type & (C.CONTINUOUS | C.FIELD | C.EQUIP)) or link_effect(g, lk).stays
    # a Pendulum Effect too (seed 003: 连锁已经发动的摇摆效果将该摇摆怪兽破坏的场合，摇摆效果不处理)
    e = link_effect(g, lk)
    return e.kind == "spell_effect" and (not e.where or e.where == LOC_PZONE)


def link_card_ok(g: Duel, lk: Link) -> bool:
    """The link's card is still the same card, face-up on the field."""
    c = lk.card
    return (g.life[c] == lk.life and bool(g.loc[c] & LOC_ONFIELD)
            and bool(g.pos[c] & POS_FACEUP))


@step("resolve")
def _resolve(g: Duel, fr: tuple[Any, ...]) -> None:
    w = fr[1]
    idx = len(g.chain) - 1
    lk = g.chain[idx]
    c = lk.card
    cd = g.pool.cards[lk.code]
    name = cd.name
    cc = g.code[c]
    g.elog.append(("resolve", {"card": c, "code": cc, "name": g.pool.cards[cc].name.en,
                               "link": idx + 1}, None))
    ok = 0
    if lk.act_negated:
        g.log_rule("activation_negated", card=name.en, card_zh=name.zh, link=idx + 1)
    elif needs_field(g, lk) and not link_card_ok(g, lk):
        g.log_rule("left_field_no_effect", card=name.en, card_zh=name.zh, link=idx + 1)
    elif lk.negated:
        g.log_rule("effect_negated", card=name.en, card_zh=name.zh, link=idx + 1)
    elif NO_NEGATE and lk.card_act and lk.code in NO_NEGATE:  # cannot be negated: Spiritualism
        ok = 1
    elif (g.loc[c] == LOC_PZONE or (cd.is_spell and g.loc[c] & (LOC_SZONE | LOC_FZONE))) \
            and g.spells_negated():  # a Pendulum Effect is a Spell effect (seed 003)
        g.log_rule("spells_negated", card=name.en, card_zh=name.zh, link=idx + 1)
    elif g.hooked and g.hk.resolve and resolve_negated(g, lk):  # hooks.py
        lk.negated = True
    else:
        ok = 1
    g.stack.append(("link_done", w, ok))
    if ok:
        ops = link_effect(g, lk).operation
        for i in range(len(ops) - 1, -1, -1):
            g.stack.append(("lstep", idx, 2, i))


@step("link_done")
def _link_done(g: Duel, fr: tuple[Any, ...]) -> None:
    _, w, ok = fr
    lk = g.chain[-1]
    c = lk.card
    cd = g.pool.cards[lk.code]
    e = link_effect(g, lk)
    if lk.card_act and link_card_ok(g, lk):
        if lk.act_negated:
            g.send_to_gy([c], "negated")
        elif e.equip:
            t = lk.targets[0] if lk.targets else -1
            if t >= 0 and g.life[t] == lk.tlife[0] and g.loc[t] == LOC_MZONE \
                    and g.pos[t] & POS_FACEUP:
                g.equip[c] = t
                g.flags[c] |= F_ACTIVE
                if lk.negated:
                    g.flags[c] |= F_NEGATED
                    g.log_rule("equip_negated", card=cd.name.en, card_zh=cd.name.zh)
                g.log("equip", {**g.card_pub(c), "to": g.card_pub(t)})
                g.raise_event("equipped", t, (c,))  # "when an Equip Card is equipped to this"
            else:
                g.log_rule("equip_no_target", card=cd.name.en, card_zh=cd.name.zh)
                g.destroy([c], "rule")
        elif cd.type & (C.MONSTER | C.CONTINUOUS | C.FIELD) or e.stays:
            g.flags[c] |= F_ACTIVE
            if lk.negated:
                g.flags[c] |= F_NEGATED
            if cd.type & C.FIELD and ok and g.profile.field_rule == "one_on_field":
                o = g.fz[1 - lk.player]
                if o >= 0 and g.pos[o] & POS_FACEUP:
                    g.log_rule("field_one_on_field", card=g.name(o).en, card_zh=g.name(o).zh)
                    g.destroy([o], "rule")
        else:
            g.send_to_gy([c], "resolved")
    g.chain.pop()
    g.stamp += 1
    g.check_state()
    if g.result_ is not None:
        return
    if g.chain:
        _break(g)
        g.stack.append(("resolve", w))
    else:
        g.stack.append(("chain_end", w))


def _break(g: Duel) -> None:
    """Between two links: optional "when" triggers whose event is not the last thing miss the
    timing (seed 000 / ygo-notes §1.7)."""
    if not g.trig:
        return
    keep = []
    for t in g.trig:
        e = g.pool.effects_of(g.code[t.card])[t.effect]
        if e.optional and e.when:
            g.log_rule("missed_timing", card=g.name(t.card).en, card_zh=g.name(t.card).zh)
        else:
            keep.append(t)
    g.trig = keep


@step("chain_end")
def _chain_end(g: Duel, fr: tuple[Any, ...]) -> None:
    g.elog.append(CHAIN_END)
    if g.feat & FEAT_SUMMON_RESP:
        sw = _summoned_in_chain(g)
        if sw:  # summons during resolution: their response point comes after the chain
            g.stack.append(("window_fresh", g.chains_started, g.tp, sw))
    if g.trig:  # the frame would run next and do nothing without waiting triggers
        g.stack.append(("triggers", fr[1]))


def _summoned_in_chain(g: Duel) -> W:
    """The "summoned" window of the last monster Special Summoned by the chain that just
    resolved and still face-up on the field (``()`` if none), read back in the event log."""
    el = g.elog
    for i in range(len(el) - 2, -1, -1):
        kind, pub, _ = el[i]
        if kind == "special_summon":
            c = int(pub["card"])
            if g.loc[c] == LOC_MZONE and g.pos[c] & POS_FACEUP:
                return ("summoned", c, "special", int(pub["player"]))
        elif (kind == "activate" and pub.get("link") == 1) or kind == "chain_end":
            break
    return ()


# --- triggers (SEGOC) -------------------------------------------------------------------------


def _damage_step_triggers(g: Duel, before_calc: bool) -> list[Trigger]:
    """Take out of ``g.trig`` and return the waiting triggers whose effect may be activated in
    the Damage Step (with ``before_calc``, only the "before damage calculation" ones). Out of
    ``_triggers``: a comprehension there would make its variables closure cells on every
    call (docs/performance.md, "Session 10")."""
    effs = g.pool.effects_of
    code = g.code
    if before_calc:
        tr = [x for x in g.trig if x.event and x.event[0] == "ds_before"
              and effs(code[x.card])[x.effect].dmg_step]
    else:
        tr = [x for x in g.trig if effs(code[x.card])[x.effect].dmg_step]
    if tr:
        g.trig = [x for x in g.trig if x not in tr]
    return tr


@step("triggers")
def _triggers(g: Duel, fr: tuple[Any, ...]) -> None:
    if not g.trig:
        return
    w = fr[1]
    if g.phase == PH_BATTLE and g.bstep in (BS_DAMAGE, BS_CALC):
        # triggers wait for the end of the Damage Step, except those of its start
        # ("ds_start", rules/battle.py) whose effect may be activated in the Damage Step
        if not w or w[0] not in ("ds_start", "ds_before"):
            return
        tr = _damage_step_triggers(g, w[0] == "ds_before")
        if not tr:
            return
    else:
        tr = g.trig
        g.trig = []
    tp = g.tp
    groups: list[list[Waiting]] = [[], [], [], []]
    unmet = [False, False, False, False]  # an optional trigger whose condition failed
    for c, ei, p, _stamp, data in tr:
        e = g.pool.effects_of(g.code[c])[ei]
        if e.kind == "trigger" and g.loc[c] == LOC_MZONE and not g.pos[c] & POS_FACEUP:
            # a face-down monster has no active effect (Spirit Reaper turned face-down by Book
            # of Moon; a monster Special Summoned face-down): only Flip effects, which
            # activate once flipped, are exempt. Nothing is logged: a public note would tell
            # the opponent that the face-down card has such an effect
            continue
        gi = (0 if p == tp else 1) + (2 if e.optional else 0)
        if e.condition is not None and not e.condition(g, c, p, data):
            unmet[gi] = True
            continue
        if g.hooked and g.hk.target_filters and e.target_picks \
                and no_legal_targets(g, p, c, e):
            unmet[gi] = True
            continue  # its only targets cannot be targeted now (Lord of D.)
        groups[gi].append(Waiting(c, ei, p, data))
    g.stack.append(("seg_done", w, len(g.chain)))
    ask_anyway = bool(g.feat & FEAT_ALWAYS_ASK)
    for gi in (3, 2, 1, 0):
        if groups[gi] or (gi >= 2 and unmet[gi] and ask_anyway):
            # always_ask: an optional trigger whose condition (which may read the player's
            # hand or set cards) fails is still offered, "decline" only
            g.stack.append(("seg_group", tuple(groups[gi]), tp if gi in (0, 2) else 1 - tp,
                            gi >= 2))


@step("seg_group")
def _seg_group(g: Duel, fr: tuple[Any, ...]) -> None:
    _, items, p, optional = fr
    if not items:
        if optional and g.feat & FEAT_ALWAYS_ASK:  # see _triggers: offered with "decline" only
            g.pend = (p, "select", "optional_trigger", (("decline",),), "seg_pick",
                      SegocCtx(items, p, optional))
        return
    if not optional and len(items) == 1:
        _place_trigger(g, items[0])
        return
    # one option per distinct choice: two waiting copies of the same effect of the same card
    # (Spirit Reaper targeted twice) are the same choice, picked one at a time
    opts: tuple[Opt, ...] = tuple(dict.fromkeys(("trigger", it.card, it.effect)
                                                for it in items))
    if optional:
        opts = (*opts, ("decline",))
    g.pend = (p, "order" if not optional else "select",
              "order_triggers" if not optional else "optional_trigger", opts, "seg_pick",
              SegocCtx(items, p, optional))


@handler("seg_pick")
def _seg_pick(g: Duel, opt: Opt, ctx: SegocCtx) -> None:
    items, p, optional = ctx
    if opt[0] == "decline":
        for it in items:
            c = it.card
            if g.loc[c] & (LOC_HAND | LOC_DECK):  # a hidden card (Theinen's call from the
                # Deck): only its player learns which card declined
                g.log("trigger_declined", {"player": it.player}, {it.player: g.card_pub(c)})
            else:
                g.log("trigger_declined", g.card_pub(c))
        return
    chosen = next(it for it in items if it.card == opt[1] and it.effect == opt[2])
    rest = tuple(it for it in items if it is not chosen)
    if rest:
        g.stack.append(("seg_group", rest, p, optional))
    _place_trigger(g, chosen)


def _place_trigger(g: Duel, it: Waiting) -> None:
    c, ei, p, data = it
    start_activation(g, p, c, ei, data, trigger=True)
    g.chain[-1].event = data


@step("seg_done")
def _seg_done(g: Duel, fr: tuple[Any, ...]) -> None:
    _, w, n0 = fr
    if len(g.chain) > n0:
        g.stack.append(("window", 1 - g.chain[-1].player, 0, w))


__all__ = ["LOC_MZONE", "POS_FU_ATK", "start_activation"]
