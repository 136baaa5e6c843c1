"""The game contract every game implements, and the shared answer/replay machinery.

A game is fully given by ``(game id, setup, seed, answers)``: ``setup`` is plain data (decks and
profile for Yu-Gi-Oh!, mode and general pool for Sanguosha), ``seed`` feeds the game's one
:class:`~cardtable.core.rng.Rng`, and ``answers`` are the option forms chosen at each decision.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Self

from cardtable.core.decision import Decision, Form, Question, question_of
from cardtable.core.errors import IllegalAnswer
from cardtable.core.events import Event, log_for_seat
from cardtable.core.rng import Rng


@dataclass(frozen=True, slots=True)
class Result:
    """How a game ended: the winning seats (empty for a draw) and a machine-readable reason."""

    winners: tuple[int, ...]
    reason: str
    detail: dict[str, Any] = field(default_factory=dict)

    @property
    def is_draw(self) -> bool:
        """True when nobody won."""
        return not self.winners

    def to_json(self) -> dict[str, Any]:
        """Plain-data form."""
        return {"winners": list(self.winners), "reason": self.reason, "detail": dict(self.detail)}


_LAST_QUESTION: tuple[Decision | None, Question | None] = (None, None)
"""The last decision :meth:`Game.question` read and its question (a decision is immutable and
this holds a reference to it, so the identity test cannot match another one): an RL step asks
three times (the env's turn, the header, the answer)."""


class Game(ABC):
    """Base class of a game state. Subclasses implement the abstract methods.

    The contract, relied on by every surface:

    * :meth:`pending` is the one open decision, or ``None`` once the game is over.
    * :meth:`answer` validates before it changes anything: an illegal answer raises
      :class:`IllegalAnswer` and leaves the game exactly as it was.
    * :meth:`view` and :meth:`events` show a seat only what it may know (``-1`` = spectator).
    * :meth:`clone` at any decision point returns an independent game.
    """

    game_id: ClassVar[str] = "?"
    engine_version: ClassVar[str] = "0"

    # --- to implement -------------------------------------------------------------------
    @abstractmethod
    def pending(self) -> Decision | None:
        """The open decision, or None when the game is over."""

    @abstractmethod
    def _apply(self, index: int) -> None:
        """Apply the already validated option ``index`` of :meth:`pending` and run the game on
        until the next decision (or the end)."""

    @abstractmethod
    def result(self) -> Result | None:
        """The result once over, else None."""

    @abstractmethod
    def view(self, seat: int) -> dict[str, Any]:
        """What ``seat`` may see now, as plain data (``-1`` = spectator)."""

    @abstractmethod
    def clone(self) -> Self:
        """An independent copy of the game at this decision point."""

    @abstractmethod
    def setup_data(self) -> dict[str, Any]:
        """The plain-data setup this game was created from (for replays)."""

    @property
    @abstractmethod
    def seed(self) -> int:
        """The seed this game was created with."""

    @property
    @abstractmethod
    def log(self) -> list[Event]:
        """The full event log (unredacted; surfaces must use :meth:`events`)."""

    @property
    @abstractmethod
    def answers(self) -> list[Form]:
        """Forms of every answer applied so far, in order."""

    @property
    @abstractmethod
    def num_seats(self) -> int:
        """How many seats play."""

    # --- shared machinery ----------------------------------------------------------------
    @property
    def state_id(self) -> int:
        """A counter that grows with every applied answer; stale clients are rejected by it."""
        return len(self.answers)

    def log_size(self) -> int:
        """``len(self.log)``: how many events happened so far (games that keep their log in
        another shape override it to count without building the :class:`Event` objects)."""
        return len(self.log)

    def is_over(self) -> bool:
        """True once the game has a result."""
        return self.result() is not None

    def answer(self, choice: int | Form) -> None:
        """Answer the pending decision by option index or structured form.

        Raises :class:`IllegalAnswer` (and changes nothing) when the game is over or the answer
        names no legal option.
        """
        dec = self.pending()
        if dec is None:
            raise IllegalAnswer("the game is over; there is no decision to answer")
        i = dec.index_of(choice)
        if i < 0:
            legal = ", ".join(str(dict(o.form)) for o in dec.options[:12])
            more = "" if len(dec.options) <= 12 else f" (+{len(dec.options) - 12} more)"
            raise IllegalAnswer(
                f"answer {choice!r} is not a legal option for seat {dec.seat}'s "
                f"{dec.kind} decision '{dec.prompt.en}'; legal: {legal}{more}"
            )
        self.answers.append(dict(dec.options[i].form))
        self._apply(i)

    def question(self) -> Question | None:
        """The open decision without its texts (seat, kind, option forms, bounds, picks so
        far), or None once the game is over: exactly what :meth:`pending` says, minus labels,
        prompt and context. Learners read this (the RL encoders, :meth:`answer_index`); games
        override it to skip building the labels."""
        global _LAST_QUESTION
        dec = self.pending()
        if dec is None:
            return None
        last = _LAST_QUESTION  # one read: another thread may rebind it meanwhile
        if last[0] is dec:
            return last[1]
        q = question_of(dec)
        _LAST_QUESTION = (dec, q)
        return q

    def answer_index(self, index: int) -> None:
        """Answer the open decision with option ``index``: the same as ``answer(index)`` (the
        same form recorded, the same error for a bad index, the game unchanged then), read from
        :meth:`question` so no label is built."""
        q = self.question()
        if q is None or isinstance(index, bool) or not 0 <= index < len(q.forms):
            self.answer(index)  # raises IllegalAnswer with the full message
            return
        self.answers.append(dict(q.forms[index]))
        self._apply(index)

    def answer_many(self, choices: Sequence[int | Form]) -> None:
        """Apply several answers atomically: all apply, or none and the error says which.

        They are first tried on a clone; since a game is deterministic, replaying them on ``self``
        afterwards cannot fail.
        """
        trial = self.clone()
        for n, c in enumerate(choices):
            try:
                trial.answer(c)
            except IllegalAnswer as exc:
                raise IllegalAnswer(f"answer #{n + 1} of {len(choices)}: {exc}") from None
        for c in choices:
            self.answer(c)

    def events(self, seat: int, since: int = 0) -> list[dict[str, Any]]:
        """The event log from ``since`` on, redacted for ``seat`` (``-1`` = spectator)."""
        return log_for_seat(self.log, seat, since)

    def public_events(self) -> list[dict[str, Any]]:
        """The spectator's event stream, as stored in replays."""
        return log_for_seat(self.log, -1)

    def facts(self) -> dict[str, Any]:
        """Flat observable facts for scenario expectations (``"lp.0": 4000``...). Games extend."""
        return {}

    def determinize(self, seat: int, rng: Rng) -> Self:
        """A clone in which everything hidden from ``seat`` (other hands, deck orders...) is
        re-dealt at random from what ``seat`` cannot tell apart, using ``rng`` (not the game's
        own RNG). Used by information-set search (ISMCTS). Games override this."""
        raise NotImplementedError(f"{type(self).__name__} does not support determinize()")

    def reseeded(self, rng: Rng) -> Self:
        """A clone whose own RNG is reseeded from ``rng`` (one ``next64`` draw): the same
        position, hidden cards included, with fresh future randomness (shuffles, draws,
        coins, judgements). Used by true-world rollout labels
        (:func:`cardtable.rl.rollout_labels.true_world`); never shown to a player. Games
        override this."""
        raise NotImplementedError(f"{type(self).__name__} does not support reseeded()")

    def why_not(self, seat: int, query: Mapping[str, Any], lang: str = "en") -> list[str]:
        """Rules that forbid what ``query`` describes for ``seat`` now, as sentences in
        ``lang`` (``en`` or ``zh``); empty = it is allowed or the game cannot say. The answer
        depends only on what ``seat`` may see. Games override this to explain themselves."""
        return []


class StoredRecord:
    """Mixin for games that keep their seed, event log and answers in ``_seed``, ``_log`` and
    ``_answers``: it provides :class:`Game`'s three record accessors (list it before ``Game``)."""

    _seed: int
    _log: list[Event]
    _answers: list[Form]

    @property
    def seed(self) -> int:
        """The seed this game was created with."""
        return self._seed

    @property
    def log(self) -> list[Event]:
        """The full event log (unredacted)."""
        return self._log

    @property
    def answers(self) -> list[Form]:
        """Forms of every answer applied so far, in order."""
        return self._answers
