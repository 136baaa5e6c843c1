"""Errors raised by the kernel and the games. Each says what went wrong and where."""

from __future__ import annotations


class CardtableError(Exception):
    """Base class of every error cardtable raises on purpose."""


class IllegalAnswer(CardtableError):
    """An answer to a decision was not one of its legal options. The game is unchanged."""


class SetupError(CardtableError):
    """A game could not be set up (bad deck, bad profile, bad scenario...). Says what and where."""


class ReplayMismatch(CardtableError):
    """A replay re-simulated to a different event stream or result than the one it stores."""


class ScenarioFailure(CardtableError):
    """A scenario expectation did not hold; the message names the step and the expectation.

    When raised by :meth:`cardtable.core.scenario.Scenario.run`, ``source`` is the scenario
    file, ``step`` the 1-based step number and ``step_data`` the step as written.
    """

    source: str = ""
    step: int = 0
    step_data: dict[str, object] | None = None
