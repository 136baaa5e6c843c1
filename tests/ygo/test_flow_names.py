"""YGO refuses a duplicate flow step or handler name, as Sanguosha does (issue 10 item 7): two
scripts choosing the same name would otherwise silently replace each other's step."""

from __future__ import annotations

from typing import Any

import pytest

import cardtable.ygo.game  # noqa: F401  (imports every rule module and card script)
from cardtable.ygo.rules.flow import HANDLERS, STEPS, handler, step


def test_a_second_step_under_a_taken_name_is_refused() -> None:
    taken = next(iter(STEPS))
    before = STEPS[taken]

    def other(g: Any, fr: tuple[Any, ...]) -> None:
        return None

    with pytest.raises(ValueError, match=f"step '{taken}' registered twice"):
        step(taken)(other)
    assert STEPS[taken] is before  # nothing replaced


def test_a_second_handler_under_a_taken_name_is_refused() -> None:
    taken = next(iter(HANDLERS))
    before = HANDLERS[taken]

    def other(g: Any, fr: tuple[Any, ...], opt: tuple[Any, ...]) -> None:
        return None

    with pytest.raises(ValueError, match=f"handler '{taken}' registered twice"):
        handler(taken)(other)
    assert HANDLERS[taken] is before


def test_the_same_function_again_and_a_new_name_are_fine() -> None:
    name = "test_flow_names_fresh_step"

    def fresh(g: Any, fr: tuple[Any, ...]) -> None:
        return None

    try:
        step(name)(fresh)
        step(name)(fresh)  # a module imported again registers the same function
        assert STEPS[name] is fresh
    finally:
        STEPS.pop(name, None)
