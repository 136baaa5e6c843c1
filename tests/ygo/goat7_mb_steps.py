"""Helpers shared by g7-mb's tests (``test_goat7_mb_*.py``): answer the decisions that are not
the point of a test (a card choice, a yes/no, an optional trigger, a response window) and move
a duel on to a given turn and phase."""

from __future__ import annotations

from typing import Any

from goat_mon_steps import act, answer, options


def settle(g: Any, prefer: str | tuple[str, ...] = (), *, choose: bool = False,
           trigger: bool = False, activate: str = "", limit: int = 12) -> None:
    """Answer up to ``limit`` pending decisions, checked in this order: a card choice (the card
    named in ``prefer`` when offered, else the first), the first ``choose`` option (when
    ``choose``), an optional trigger (when ``trigger``), activating the card named ``activate``,
    a pass; stop when nothing is pending or none of these is offered."""
    names = (prefer,) if isinstance(prefer, str) else prefer
    for _ in range(limit):
        if g.pending() is None:
            return
        cards = options(g, "card")
        if cards:
            hit = [f for f in cards if f.get("name") in names] or cards
            answer(g, {"answer": hit[0]})
        elif choose and options(g, "choose"):
            answer(g, {"answer": options(g, "choose")[0]})
        elif trigger and options(g, "trigger"):
            answer(g, {"answer": {"action": "trigger"}})
        elif activate and [f for f in options(g, "activate") if f.get("name") == activate]:
            answer(g, act(activate))
        elif options(g, "pass"):
            answer(g, {"answer": {"action": "pass"}})
        else:
            return


def advance(g: Any, turn: int, phase: str) -> None:
    """Answer with phase moves (end the battle, go to the End Phase, pass, else the first
    option) until ``turn``'s ``phase``; fail after 60 decisions."""
    for _ in range(60):
        f = g.facts()
        if f["turn"] == turn and f["phase"] == phase:
            return
        d = g.pending()
        assert d is not None, f
        acts = {o.form.get("action") for o in d.options}
        for a in ("end_battle", "to_end", "pass"):
            if a in acts:
                answer(g, {"answer": {"action": a}})
                break
        else:
            answer(g, {"answer": d.options[0].form})
    raise AssertionError(g.facts())
