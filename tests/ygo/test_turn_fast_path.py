"""The fused turn transition (rules/turn.py: ``_end_phase`` and ``_turn_start`` run the End
Phase's empty window, the hand limit, the Draw and Standby Phases and the start of Main Phase 1
in one step when nobody can act) must log exactly what the step-by-step path logs.

Switching ``turn.FUSED_TURN`` off sends every transition through the ``phase_window`` /
``standby_phase`` / ``main1`` / ``hand_limit`` frames; the duels must come out identical. A flag,
not a monkeypatched ``_quiet``: on the compiled build (docs/performance.md) patching a module
function changes nothing, and the comparison would pass without testing anything. So the test
also counts the frames each run dispatched, and fails unless the switch really changed the path.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from cardtable.core.rng import Rng
from cardtable.ygo.duel import Duel, new_duel_state
from cardtable.ygo.game import DECK_DIR, preset_deck
from cardtable.ygo.rules import turn
from cardtable.ygo.rules.flow import STEPS, Frame, apply

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


def _count_steps(monkeypatch: pytest.MonkeyPatch) -> Counter[str]:
    """Count every frame the engine dispatches, by step name (the step table is a dict looked
    up at run time in both builds, so wrapping its entries works when compiled too)."""
    seen: Counter[str] = Counter()
    for name, fn in list(STEPS.items()):
        def counted(g: Duel, fr: Frame, fn: Any = fn, name: str = name) -> None:
            seen[name] += 1
            fn(g, fr)

        monkeypatch.setitem(STEPS, name, counted)
    return seen


@pytest.mark.parametrize("profile", ["classic-lp4000", "master-rule-3"])
def test_fused_turn_transition_logs_like_the_steps(profile: str,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    """Same event log, answers, result and turn count with and without the fused path, over
    every preset deck against the next one (standby/end-phase cards, hand traps, hand limit)."""
    pairs = [(a, NAMES[(i + 1) % len(NAMES)]) for i, a in enumerate(NAMES)]
    seen = _count_steps(monkeypatch)
    assert turn.FUSED_TURN
    fast = [_play(profile, a, b, 11 + i) for i, (a, b) in enumerate(pairs)]
    fast_steps = Counter(seen)
    seen.clear()
    monkeypatch.setattr(turn, "FUSED_TURN", False)
    slow = [_play(profile, a, b, 11 + i) for i, (a, b) in enumerate(pairs)]
    assert sum(r[3] for r in fast) > 20  # the duels went through many transitions
    # the switch took effect: every Standby Phase ran as its own frame...
    turns = sum(r[3] for r in slow)
    assert seen["standby_phase"] >= turns - 2 * len(pairs), (seen, turns)
    # ...and the fused runs skipped many of those frames (on the preset decks about half of the
    # transitions are quiet), so the two runs really took different paths
    kinds = ("standby_phase", "main1", "hand_limit", "turn_end")
    fused, stepped = (sum(c[k] for k in kinds) for c in (fast_steps, seen))
    assert fused < stepped * 3 // 4, (fast_steps, seen)
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
