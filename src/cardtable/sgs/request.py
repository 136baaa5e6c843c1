"""The one open request of a Sanguosha game (``SgsGame.req``), as a named shape, and the typed
:class:`~cardtable.core.decision.Context` bots read instead of the request's continuation frame.

Frames on the flow stack stay plain ``(step, *args)`` tuples (an answer is delivered by pushing
``(*then, value)``); the continuation's layout is known here, in one place, for the few facts
bots need: which step receives the answer, which step a multi-pick hands its picks to, and the
seat the question is about.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from cardtable.core.decision import Context
from cardtable.core.text import Text

Frame = tuple[Any, ...]

#: Multi-pick continuations (``rules/asking.py``), laid out as :class:`PickFrame`.
PICK_STEPS = frozenset({"_pick_got", "_pickseat_got"})


class PickFrame(NamedTuple):
    """The layout of a multi-pick continuation frame (:data:`PICK_STEPS`): read one by name
    with ``PickFrame._make(frame)`` (the frame itself stays a plain tuple on the stack)."""

    step: str
    seat: int
    prompt: Text
    cands: tuple[int, ...]  # what may still be picked (cards or seats)
    lo: int
    hi: int
    then: Frame  # the frame that receives the picks
    picked: tuple[int, ...]


class Request(NamedTuple):
    """An open request: ``seat`` chooses one of ``options``; the answer pushes
    ``(*then, value)`` where value is the chosen form, or ``values[i]`` when values are given."""

    seat: int
    kind: str  # a kernel decision kind (core/decision.py KINDS)
    prompt: Text
    options: tuple[dict[str, Any], ...]
    values: tuple[Any, ...] | None
    then: Frame  # the continuation frame
    lo: int
    hi: int
    picked: tuple[dict[str, Any], ...]  # forms picked so far (multi-picks)


def context_of(req: Request) -> Context:
    """The typed context of ``req``'s decision: ``step`` = the continuation's step,
    ``purpose`` = for a multi-pick, the step its picks go to, ``subject`` = the continuation's
    first argument when it is a seat or card number (the dying seat asked for 桃, the seat whose
    card 过河拆桥/顺手牵羊 takes), else -1."""
    then = req.then
    step = str(then[0]) if then else ""
    purpose = ""
    if step in PICK_STEPS:
        inner = PickFrame._make(then).then
        purpose = str(inner[0]) if inner else ""
    first = then[1] if len(then) > 1 else -1
    subject = first if type(first) is int else -1
    return Context(step=step, prompt=req.prompt.en, purpose=purpose, subject=subject)
