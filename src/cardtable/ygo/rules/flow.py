"""The engine loop: an explicit stack of tuple frames, and the one pending decision.

A frame is ``(step_name, *args)``. :func:`run` pops frames and runs their step until a step
leaves a pending decision (``g.pend``, a :data:`~cardtable.ygo.shapes.Pending`) or the duel
ends. Options are small tuples whose first item is the action. :func:`apply` hands the chosen
option and the decision's context to the handler and runs on.

Frames and the pending decision stay plain tuples (typed field by field; frames are unpacked by
name once, in the step that runs them): a bench duel builds ~1,100 frames and ~220 pending
decisions, and building each as a NamedTuple (a Python-level ``__new__``, ≈ 3,000 instructions
against ≈ 900 for a tuple) is several percent of a duel (:mod:`cardtable.ygo.shapes`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Final, TypeVar, cast

from cardtable.ygo.shapes import (
    PEND_CTX,
    PEND_HANDLER,
    PEND_OPTIONS,
    Ctx,
    LinkCtx,
    Opt,
    PickCtx,
)

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

Frame = tuple[Any, ...]
StepFn = Callable[["Duel", Frame], None]
HandlerFn = Callable[["Duel", Opt, Ctx], None]
CtxT = TypeVar("CtxT", bound=Ctx)

STEPS: Final[dict[str, StepFn]] = {}
HANDLERS: Final[dict[str, HandlerFn]] = {}


def _unique(table: dict[str, Any], kind: str, name: str, fn: Callable[..., None]) -> None:
    """Refuse a second, different function under a name already taken (as Sanguosha's
    ``skills.api.step`` does): two card scripts or rule modules choosing the same step name
    would silently replace each other. The same function again (a module re-imported) is
    fine."""
    old = table.get(name)
    if old is not None and old is not fn and (old.__module__, old.__qualname__) != (
            fn.__module__, fn.__qualname__):
        raise ValueError(f"{kind} {name!r} registered twice: {old.__module__}.{old.__qualname__}"
                         f" and {fn.__module__}.{fn.__qualname__}")


def step(name: str) -> Callable[[StepFn], StepFn]:
    """Register a frame step under ``name`` (unique: a second function is a ValueError)."""

    def deco(fn: StepFn) -> StepFn:
        _unique(STEPS, "step", name, fn)
        STEPS[name] = fn
        return fn

    return deco


def handler(name: str) -> Callable[[Callable[[Duel, Opt, CtxT], None]],
                                   Callable[[Duel, Opt, CtxT], None]]:
    """Register a decision handler under ``name`` (unique: a second function is a
    ValueError). The handler declares the type of its context (``ctx``: a ``*Ctx`` shape of
    :mod:`cardtable.ygo.shapes`, or a plain tuple); whoever sets ``g.pend`` with this handler
    gives it that context."""

    def deco(fn: Callable[[Duel, Opt, CtxT], None]) -> Callable[[Duel, Opt, CtxT], None]:
        _unique(HANDLERS, "handler", name, fn)
        HANDLERS[name] = cast(HandlerFn, fn)
        return fn

    return deco


def run(g: Duel) -> None:
    """Run frames until a decision is pending or the duel is over."""
    pop = g.stack.pop
    steps = STEPS
    try:
        while g.pend is None and g.result_ is None:
            fr = pop()
            steps[fr[0]](g, fr)
    except IndexError:
        if g.stack:
            raise  # from a step, not from an empty stack
        raise RuntimeError("engine stack is empty with no decision pending") from None


def then(g: Duel, fr: Frame) -> None:
    """Continue with frame ``fr``: the same as pushing it as the next frame to run (call it as
    the last thing a step does), minus the round trip through the stack when nothing is
    pending and the duel is not over."""
    if g.pend is None and g.result_ is None:
        STEPS[fr[0]](g, fr)
    else:
        g.stack.append(fr)


def apply(g: Duel, i: int) -> None:
    """Apply option ``i`` of the pending decision and run on."""
    pend = g.pend
    assert pend is not None
    g.pend = None
    HANDLERS[pend[PEND_HANDLER]](g, pend[PEND_OPTIONS][i], pend[PEND_CTX])
    run(g)


# --- generic handlers for the asks of card scripts (effects/api.py) ---------------------------


@handler("link_pick")
def _link_pick(g: Duel, opt: Opt, ctx: PickCtx) -> None:
    idx, mn, mx, cands, got, seat = ctx
    lk = g.chain[idx]
    if opt[0] == "done":
        lk.picks.append(got)
        return
    got = (*got, opt[1])
    rest = tuple(c for c in cands if c != opt[1])
    if len(got) >= mx or not rest:
        lk.picks.append(got)
        return
    opts: tuple[Opt, ...] = tuple(("card", c) for c in rest)
    if len(got) >= mn:
        opts = (*opts, ("done",))
    assert g.pend is None
    g.pend = (seat, "pick", "more", opts, "link_pick", PickCtx(idx, mn, mx, rest, got, seat))


@handler("link_opt")
def _link_opt(g: Duel, opt: Opt, ctx: LinkCtx) -> None:
    g.chain[ctx.link].picks.append(opt[1])


@handler("link_yesno")
def _link_yesno(g: Duel, opt: Opt, ctx: LinkCtx) -> None:
    g.chain[ctx.link].picks.append(opt[0] == "yes")
