"""g7-ma: Dark Sage (``cards/scripts/goat7_ma_dark_sage.py``). Source of the text: goat-pool.csv:
not flagged Goat-era version; official text (yaml-yugi data/92377303.yaml)."""

from __future__ import annotations

from typing import Any

from goat7_ma_steps import settle
from goat_mon_steps import act, answer, options, run

BOARD: dict[str, Any] = {"players": [
    {"monsters": ["Time Wizard", "Dark Magician"], "hand": ["Dark Sage"],
     "deck": ["Dark Hole", "Battle Ox"]},
    {"monsters": ["Mystical Elf"]}]}


def _toss(g: Any, call: str) -> str:
    """Activate Time Wizard calling ``call``; return the toss's result."""
    answer(g, act("Time Wizard"))
    answer(g, {"answer": {"action": "choose", "value": call}})
    settle(g, stops=("to_end",))
    return str(next(e for e in reversed(g.events(0)) if e["kind"] == "coin")["result"])


def _result() -> str:
    """The seeded toss of this board (the result does not depend on the call)."""
    return _toss(run(BOARD), "heads")


def test_right_call_opens_dark_sage_and_it_searches_a_spell() -> None:
    """"Special Summoned (from your hand or Deck) by Tributing 1 "Dark Magician" immediately
    after applying the effect of "Time Wizard" in which you called the coin toss right. When
    Special Summoned this way: Add 1 Spell Card from your Deck to your hand"."""
    g = run(BOARD)
    _toss(g, _result())
    assert options(g, "g7ma_dark_sage")
    answer(g, {"answer": {"action": "g7ma_dark_sage"}})
    settle(g, stops=("to_end",))
    f = g.facts()
    assert "Dark Sage" in f["monsters.0"] and "Dark Magician" in f["gy.0"]
    assert f["hand.0"] == ["Dark Hole"]


def test_wrong_call_or_a_later_moment_opens_nothing() -> None:
    """A wrong call destroys seat 0's own monsters: no Dark Magician, no Dark Sage; and with no
    Time Wizard toss at all the procedure is never offered."""
    right = _result()
    g = run(BOARD)
    _toss(g, "tails" if right == "heads" else "heads")
    assert not options(g, "g7ma_dark_sage")
    assert not options(run(BOARD), "g7ma_dark_sage")


def test_the_moment_passes_after_another_action() -> None:
    """"Immediately after" (our reading): Setting a Trap Hole first lets the moment pass."""
    board = {"players": [dict(BOARD["players"][0], hand=["Dark Sage", "Trap Hole"]),
                         BOARD["players"][1]]}
    g = run(board)
    _toss(g, _result())
    assert options(g, "g7ma_dark_sage")
    answer(g, {"answer": {"action": "set", "name": "Trap Hole"}})
    settle(g, stops=("to_end",))
    assert not options(g, "g7ma_dark_sage")
