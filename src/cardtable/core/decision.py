"""Decisions: the only way a game asks a seat for a choice.

A game that needs a choice stops with one pending :class:`Decision`: who decides, what kind, a
prompt, and the legal options. Every option has a stable structured ``form`` (a flat mapping such
as ``{"action": "summon", "card": 12}``) and a zh/en label. An answer is an option index or a
form; anything else is an :class:`~cardtable.core.errors.IllegalAnswer` and changes nothing.

Multi-picks ("choose 1 to 3 cards") are asked one pick at a time: the game asks a ``pick``
decision whose options are the remaining candidates plus, once ``min`` is met, a ``done`` option.
This keeps every decision a single choice among enumerated options, which is what bots and RL
want, while :meth:`cardtable.core.game.Game.answer_many` lets a UI send a whole list at once.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import partial
from typing import Any, NamedTuple

from cardtable.core.text import Text

# The small fixed set of decision kinds.
KINDS = (
    "select",  # pick one action among options (priority windows, main-phase menus...)
    "pick",  # one pick of a multi-pick (cards, targets); has a "done" option once min is met
    "yesno",  # two options: yes / no
    "order",  # one step of ordering items (e.g. simultaneous triggers): pick the next one
    "number",  # choose a number; options are the allowed numbers
    "position",  # choose a battle position / zone / seat direction
)

Form = Mapping[str, Any]

#: Keys that once described an option inside its form (display names). Forms now carry stable
#: identities only (card instance, passcode or skill id, zone, seat, action) and these keys live in
#: :attr:`Option.about`; an answer recorded with them still names the option whose identity keys
#: it matches (the replay compatibility rule of docs/formats.md).
DESCRIPTION_KEYS = frozenset({"name", "target_name"})


def _json_plain(value: Any) -> Any:
    """``value`` as it reads back from JSON: tuples become lists, mapping keys strings."""
    if isinstance(value, Mapping):
        return {str(k): _json_plain(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_json_plain(v) for v in value]
    return value


@dataclass(frozen=True, slots=True)
class Option:
    """One legal answer: its structured ``form`` (stable identities only), a readable ``label``
    and ``about``, descriptive keys derived from the form (e.g. the card's English ``name``) that
    partial-form lookups such as scenario steps may use but answers never need."""

    form: Form
    label: Text
    about: Form = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        """Plain-data form of the option."""
        return {"form": dict(self.form), "label": self.label.to_json()}


@dataclass(frozen=True, slots=True)
class Context:
    """The engine's own account of a decision, for bots and determinization (never shown to a
    player, and never more than the deciding seat knows: these are the question's identity, not
    hidden cards).

    ``step`` names the engine step or handler that receives the answer (YGO: ``"main"``,
    ``"window"``, ``"link_pick"``...; Sanguosha: the continuation frame's step, such as
    ``"dismantle2"`` or ``"_pick_got"``); ``prompt`` is the engine's prompt key (YGO:
    ``"tribute"``, ``"discard"``...; Sanguosha: the prompt's English text); ``purpose`` is the
    step a multi-pick hands its picks to (``""`` when none); ``subject`` is the seat or card
    the question is about (the dying seat asked for 桃, the seat whose card 过河拆桥 takes),
    ``-1`` when none."""

    step: str = ""
    prompt: str = ""
    purpose: str = ""
    subject: int = -1


NO_CONTEXT = Context()
"""The context of a decision built without one (a game that does not give any)."""


@dataclass(frozen=True, slots=True)
class Decision:
    """A pending choice: ``seat`` must pick one of ``options``.

    ``kind`` is one of :data:`KINDS`. For ``pick`` decisions, ``picked`` holds the forms picked
    so far and ``min``/``max`` bound the total count. ``context`` is the engine's typed account
    of the question (:class:`Context`), read by bots instead of the engine's internals.
    """

    seat: int
    kind: str
    prompt: Text
    options: tuple[Option, ...]
    min: int = 1
    max: int = 1
    picked: tuple[Form, ...] = field(default=())
    context: Context = NO_CONTEXT

    def index_of(self, answer: int | Form) -> int:
        """The option index an answer names, or -1 when it names none."""
        if isinstance(answer, bool):
            return -1
        if isinstance(answer, int):
            return answer if 0 <= answer < len(self.options) else -1
        if isinstance(answer, Mapping):
            want = dict(answer)
            for i, opt in enumerate(self.options):
                if dict(opt.form) == want:
                    return i
            # a form read back from JSON has lists where the game may have tuples
            plain = _json_plain(want)
            for i, opt in enumerate(self.options):
                if _json_plain(dict(opt.form)) == plain:
                    return i
            if not DESCRIPTION_KEYS.isdisjoint(plain):  # recorded before names left the forms
                for i, opt in enumerate(self.options):
                    form = _json_plain(dict(opt.form))
                    if form == {k: v for k, v in plain.items()
                                if k in form or k not in DESCRIPTION_KEYS}:
                        return i
        return -1

    def to_json(self, lang: str | None = None) -> dict[str, Any]:
        """Plain-data form (labels in both languages, or one if ``lang`` is given)."""
        return {
            "seat": self.seat,
            "kind": self.kind,
            "prompt": self.prompt.to_json() if lang is None else self.prompt.get(lang),
            "options": [
                o.to_json() if lang is None else {"form": dict(o.form), "label": o.label.get(lang)}
                for o in self.options
            ],
            "min": self.min,
            "max": self.max,
            "picked": [dict(p) for p in self.picked],
        }


class Question(NamedTuple):
    """The open decision without its texts: what a learner reads (:meth:`Game.question
    <cardtable.core.game.Game.question>`). ``forms`` are the options' forms, in option order —
    the same as ``[o.form for o in decision.options]`` — and ``picked`` counts the picks so far;
    ``seat``, ``kind``, ``min`` and ``max`` are the :class:`Decision`'s. A game can give it
    without building the options' labels, prompts and context, which learners never read."""

    seat: int
    kind: str
    forms: tuple[Form, ...]
    min: int
    max: int
    picked: int


new_question: Callable[[tuple[Any, ...]], Question] = partial(tuple.__new__, Question)
"""A :class:`Question` from its six fields in one tuple (``seat, kind, forms, min, max,
picked``), built in C: the NamedTuple's own ``__new__`` is interpreted Python even when the
compiled engine calls it (a Sanguosha env step asks for the question three times)."""


def question_of(decision: Decision) -> Question:
    """The :class:`Question` of a built decision."""
    return Question(decision.seat, decision.kind, tuple(o.form for o in decision.options),
                    decision.min, decision.max, len(decision.picked))
