"""The fused turn transition (rules/turn.py: ``_end_phase`` and ``_turn_start`` run the End
Phase's empty window, the hand limit, the Draw and Standby Phases and the start of Main Phase 1
in one step when nobody can act) must log exactly what the step-by-step path logs.

Forcing ``_quiet`` to False sends every transition through the ``phase_window`` /
``standby_phase`` / ``main1`` / ``hand_limit`` frames; the duels must come out identical.
"""

from __future__ import annotations

from typing import Any

import pytest

from cardtable.core.rng import Rng
from cardtable.ygo.duel import Duel, new_duel_state
from cardtable.ygo.game import DECK_DIR, preset_deck
from cardtable.ygo.rules import turn
from cardtable.ygo.rules.flow import apply

NAMES = sorted(p.stem for p in DECK_DIR.glob("*.ydk"))


def _play(profile: str, a: str, b: str, seed: int) -> tuple[list[Any], list[int], Any, int]:
    setup = {"profile": profile, "decks": [preset_deck(a), preset_deck(b)], "first": 0}
    g: Duel = new_duel_state(setup, seed)
    rng = Rng(seed * 7 + 3)
    answers: list[int] = []
    while g.pend is not None and len(answers) < 20000:
        k = len(g.pend[3])
        i = rng.below(k) if k > 1 else 0
        answers.append(i)
        apply(g, i)
    return list(g.elog), answers, g.result_, g.turn


@pytest.mark.parametrize("profile", ["classic-lp4000", "master-rule-3"])
def test_fused_turn_transition_logs_like_the_steps(profile: str,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    """Same event log, answers, result and turn count with and without the fused path, over
    every preset deck against the next one (standby/end-phase cards, hand traps, hand limit)."""
    pairs = [(a, NAMES[(i + 1) % len(NAMES)]) for i, a in enumerate(NAMES)]
    fast = [_play(profile, a, b, 11 + i) for i, (a, b) in enumerate(pairs)]
    monkeypatch.setattr(turn, "_quiet", lambda g: False)
    slow = [_play(profile, a, b, 11 + i) for i, (a, b) in enumerate(pairs)]
    assert sum(r[3] for r in fast) > 20  # the duels went through many transitions
    for (a, b), f, s in zip(pairs, fast, slow, strict=True):
        assert f == s, f"{a} vs {b}"


def test_hand_limit_still_asks_after_a_quiet_end_phase() -> None:
    """A hand above the limit at a quiet End Phase still gets the discard prompt, and the
    next turn starts only after it (seed 000 「结束阶段」 hand limit)."""
    setup = {"profile": "classic-lp4000", "decks": [preset_deck("classic-a"),
                                                   preset_deck("classic-b")], "first": 0}
    g = new_duel_state(setup, 5)
    assert g.pend is not None and g.pend[2] == "main"
    lim = g.profile.hand_limit
    p = g.tp
    while len(g.hand[p]) <= lim:  # give the turn player more cards than the limit
        g.draw(p)
    opts = g.pend[3]
    apply(g, opts.index(("to_end",)))
    assert g.pend is not None and g.pend[2] == "hand_limit" and g.pend[0] == p
    turn_before = g.turn
    while g.pend is not None and g.pend[2] == "hand_limit":
        apply(g, 0)
    assert len(g.hand[p]) == lim
    assert g.turn == turn_before + 1 and g.tp == 1 - p
