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
    """A scenario expectation did not hold; the message names the step and the expectation."""
