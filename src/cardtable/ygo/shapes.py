"""The named shapes of a duel's flow: the pending decision, its contexts, triggers, the battle.

The contexts, triggers and the battle are :class:`~typing.NamedTuple` s: immutable, shared
between clones like the tuples they replace, and read by field name (``ctx.event``,
``g.battle.attacker``). Two shapes built hundreds of times per duel stay plain tuples whose type
names every field: the pending decision (:data:`Pending`, read through the ``PEND_*`` field
indexes) and the frames on ``g.stack`` (``(step_name, *args)``, unpacked by name in the one step
function that runs them). Building a NamedTuple runs a Python-level ``__new__``: ≈ 3,000
instructions against ≈ 900 for a tuple literal (callgrind), which for the ~220 decisions of a
bench duel alone was +3.5% of its instructions, over the 3% budget (docs/performance.md, "Named
shapes"). See docs/design.md, "State shapes".
"""

from __future__ import annotations

from typing import Any, Final, NamedTuple

#: One option of a pending decision: ``(action, *identities)``, e.g. ``("card", 12)``,
#: ``("activate", card, effect index)``, ``("opt", value, Text)``; ``labels.option_of`` turns
#: it into the kernel :class:`~cardtable.core.decision.Option`.
Opt = tuple[Any, ...]

#: What a response window answers: ``()`` (an open state), or ``(event, card, *data)`` as
#: raised by ``Actions.raise_event`` (``("summoned", c, "normal", player)``, ``("attack", a,
#: t)``...).
WindowEvent = tuple[Any, ...]


#: The context of a pending decision as the engine loop sees it (each handler declares its own
#: precise type: a ``*Ctx`` shape below, or a script's plain tuple).
Ctx = tuple[object, ...]

Pending = tuple[int, str, str, tuple[Opt, ...], str, Ctx]
"""The one open decision of a duel (``g.pend``): ``(seat, kind, prompt, options, handler,
ctx)``, read through the field indexes below (``g.pend[PEND_OPTIONS]``; mypy types each field
and checks every ``g.pend = (...)``). ``seat`` chooses one of ``options``; ``kind`` is a kernel
decision kind (core/decision.py ``KINDS``); ``prompt`` a key of ``labels.DECISION_PROMPTS`` or
``effects/api.py`` ``PROMPTS``; ``handler`` names the function (``rules/flow.py``
``@handler``) that receives the chosen option and ``ctx``, the handler's own context (one of
the ``*Ctx`` shapes below for the engine's handlers; a card script's handler may keep a plain
tuple it alone reads)."""

PEND_SEAT: Final = 0
PEND_KIND: Final = 1
PEND_PROMPT: Final = 2
PEND_OPTIONS: Final = 3
PEND_HANDLER: Final = 4
PEND_CTX: Final = 5


class PickCtx(NamedTuple):
    """Context of a card script's multi-pick (handler ``link_pick``, ``effects/api.py``)."""

    link: int  # index of the asking link on the chain
    min: int
    max: int
    cands: tuple[int, ...]  # the cards still pickable
    got: tuple[int, ...]  # the cards picked so far
    seat: int


class LinkCtx(NamedTuple):
    """Context of a card script's single choice or yes/no (``link_opt``, ``link_yesno``)."""

    link: int  # index of the asking link on the chain


class WindowCtx(NamedTuple):
    """Context of a priority or response window (handler ``window``, ``rules/chain.py``)."""

    seat: int  # who holds priority
    passes: int  # passes in a row before this one (1: a pass now closes the window)
    event: WindowEvent


class SegocCtx(NamedTuple):
    """Context of a SEGOC choice among waiting triggers (handler ``seg_pick``)."""

    items: tuple[Waiting, ...]
    seat: int
    optional: bool


class PsumCtx(NamedTuple):
    """Context of one pick of a Pendulum Summon (handler ``psum_pick``, ``rules/pendulum.py``)."""

    seat: int
    got: tuple[int, ...]  # the monsters picked so far
    free: int  # how many may be picked in all (free Main Monster Zones)


class Trigger(NamedTuple):
    """A trigger effect waiting to be placed on the chain (``g.trig``)."""

    card: int
    effect: int  # index among the card's effects
    player: int  # who activates it
    stamp: int  # ``g.stamp`` when it triggered (links resolved so far)
    event: WindowEvent  # the event it answers


class Waiting(NamedTuple):
    """A trigger sorted into its SEGOC group (``rules/chain.py``), about to be placed."""

    card: int
    effect: int
    player: int
    event: WindowEvent


class Battle(NamedTuple):
    """The attack being fought (``g.battle``; ``None`` outside an attack)."""

    attacker: int
    target: int  # -1: a direct attack
    snapshot: tuple[int, ...]  # the defender's Monster Zones when the attack was declared
    no_damage: int  # bit p: player p takes no battle damage from this battle
    attacker_life: int  # the attacker's ``g.life`` at declaration (the same card still?)
