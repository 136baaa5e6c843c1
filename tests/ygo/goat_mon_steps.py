"""Helpers shared by the Goat monster batch tests (``test_goat_mon_*.py``): play a scenario
board, read card data by name, pick the lowest-passcode Normal Monster with a property."""

from __future__ import annotations

from typing import Any

import cardtable.ygo.game  # noqa: F401  (registers the game)
from cardtable.core.scenario import Scenario, find_option
from cardtable.ygo.cards import constants as C
from cardtable.ygo.effects.pool import default_pool
from cardtable.ygo.effects.registry import load_scripts
from cardtable.ygo.game import YgoGame

# import the script modules the engine's way (sorted by name) before any duel of the test
load_scripts()


def run(setup: dict[str, Any], steps: list[dict[str, Any]] | None = None) -> YgoGame:
    """Play a scenario board (``turn`` 3 and seat 0's Main Phase 1 unless the setup says)."""
    g = Scenario.from_data({"game": "ygo", "name": "goat monster batch",
                            "setup": {"turn": 3, **setup}, "steps": steps or []},
                           source="test_goat_mon").run()
    assert isinstance(g, YgoGame)
    return g


def cd(name: str) -> Any:
    """The card data of the card named ``name`` (English)."""
    return next(c for c in default_pool().cards.values() if c.name.en == name)


def normal(pred: Any) -> str:
    """The English name of the lowest-passcode Normal Monster matching ``pred`` (stats > 0)."""
    for _code, c in sorted(default_pool().cards.items()):
        if c.type == C.MONSTER | C.NORMAL and c.atk >= 500 and c.defense >= 500 and pred(c):
            return str(c.name.en)
    raise AssertionError("no such Normal Monster")


def act(name: str) -> dict[str, Any]:
    """The step activating ``name``."""
    return {"answer": {"action": "activate", "name": name}}


def pick(name: str) -> dict[str, Any]:
    """The step picking the card named ``name``."""
    return {"answer": {"action": "card", "name": name}}


def options(g: YgoGame, action: str) -> list[dict[str, Any]]:
    """The forms of the pending decision's options with this ``action``, with their
    descriptive keys (``Option.about``: the card's ``name``) merged in."""
    d = g.pending()
    assert d is not None
    return [{**o.about, **o.form} for o in d.options if o.form.get("action") == action]


def answer(g: YgoGame, step: dict[str, Any]) -> None:
    """Answer the pending decision with the option matching ``step["answer"]`` (a partial
    form, as a scenario step)."""
    d = g.pending()
    assert d is not None
    g.answer(find_option(d, step["answer"], "test_goat_mon"))


def attack(g: YgoGame, name: str, target: str) -> None:
    """Go to the Battle Phase (if not there) and attack ``target`` with ``name`` (exactly one
    such attack must be offered)."""
    if not options(g, "attack"):
        answer(g, {"answer": {"action": "to_battle"}})
    forms = [f for f in options(g, "attack")
             if f.get("name") == name and f.get("target_name") == target]
    assert len(forms) == 1, options(g, "attack")
    answer(g, {"answer": forms[0]})


def die_rolls(g: YgoGame) -> list[int]:
    """The results of the duel's die rolls so far, read from the public ``die_roll`` events."""
    return [int(pub["result"]) for kind, pub, _ in g.g.elog if kind == "die_roll"]


def pass_windows(g: YgoGame) -> None:
    """Pass while a pass is offered (at most 8 times): the response windows no test acts on."""
    for _ in range(8):
        if g.pending() is None or not options(g, "pass"):
            return
        answer(g, {"answer": {"action": "pass"}})
