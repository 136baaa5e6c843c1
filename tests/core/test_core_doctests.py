"""Runs the doctests of the kernel (and of the surfaces of this package that have them)."""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

import cardtable.core

MODULES = [
    *sorted(m.name for m in pkgutil.iter_modules(cardtable.core.__path__, "cardtable.core.")),
    "cardtable.bots.base",
    "cardtable.bots.random_bot",
    "cardtable.sim.job",
    "cardtable.cli.i18n",
    "cardtable.cli.play_loop",
    "cardtable.cli.render",
]


@pytest.mark.parametrize("name", MODULES)
def test_doctests(name: str) -> None:
    module = importlib.import_module(name)
    res = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert res.failed == 0, f"{res.failed} doctest(s) failed in {name}"


def test_some_doctests_exist() -> None:
    total = sum(doctest.testmod(importlib.import_module(n)).attempted for n in MODULES)
    assert total >= 8
