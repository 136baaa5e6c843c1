"""Alternate win conditions are card hooks (issue 10 part 7; effects/hooks.py ``WIN_CHECKS``):
Exodia the Forbidden One's and Destiny Board's are registered by their scripts, and the shared
rules (rules/actions.py, duel.py) name neither card. A duel without those cards has no win
check to run (``only_for`` gating); the behaviour itself is pinned by the scenarios
scenarios/ygo/win_exodia.yaml and win_destiny_board.yaml (seed 000 part 3 胜利条件 3)."""

from __future__ import annotations

from pathlib import Path

from cardtable.ygo.bench import bench_setup
from cardtable.ygo.cards.scripts.core_traps import DESTINY_BOARD, SPIRIT_MESSAGES
from cardtable.ygo.cards.scripts.exodia import EXODIA
from cardtable.ygo.duel import new_duel_state, scenario_duel

RULES = Path(__file__).resolve().parents[2] / "src" / "cardtable" / "ygo"


def test_duels_without_those_cards_run_no_win_check() -> None:
    g = new_duel_state(bench_setup(), 1)
    assert not set(g.code) & {*EXODIA, DESTINY_BOARD}
    assert g.hk.win_checks == () and g.hk.state_checks == ()


def test_the_cards_bring_their_hooks() -> None:
    g = scenario_duel({"players": [{"hand": ["Exodia the Forbidden One"]},
                                   {"hand": ["Destiny Board"]}]}, 1)
    names = sorted(f.__name__ for f in g.hk.win_checks)
    assert names == ["_destiny_win", "_exodia_win"]
    assert [f.__name__ for f in g.hk.state_checks] == ["_messages_without_board"]


def test_shared_rules_name_neither_card() -> None:
    codes = {str(c) for c in (*EXODIA, DESTINY_BOARD, *SPIRIT_MESSAGES)}
    for rel in ("rules/actions.py", "duel.py", "state.py"):
        text = (RULES / rel).read_text(encoding="utf-8")
        assert not [c for c in codes if c in text], rel
        assert "EXODIA" not in text and "DESTINY" not in text, rel
