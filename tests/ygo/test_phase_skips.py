"""Skipped phases (seed 000 part 3 「主要阶段2」 PS, rule Y3-main2-skipped).

「如果主要阶段1和战斗阶段都由于卡的效果被跳过了的话，由于主要阶段2必须跟在战斗阶段之后，所以该回合将自动由准备阶段直接进入结束阶段。」
Real cards: Time Eater (destroys an opponent's monster by battle: that player skips their next
Main Phase 1) and Artifact Ignition (Set, destroyed by the opponent's card effect: that opponent
skips their next Battle Phase).
"""

from __future__ import annotations

from typing import Any

from duel_steps import answer_form as _answer
from duel_steps import option_forms as _forms

from cardtable.ygo.game import YgoGame, from_scenario


def _phases(g: YgoGame, turn: int) -> list[str]:
    return [e["phase"] for e in g.events(-1) if e["kind"] == "phase" and e["turn"] == turn]


def _rules(g: YgoGame) -> list[str]:
    return [e["rule"] for e in g.events(-1) if e["kind"] == "rule"]


def _time_eater_attacks(g: YgoGame) -> None:
    """Player 0 goes to battle, Time Eater destroys Battle Ox, player 0 ends the turn."""
    _answer(g, {"action": "to_battle"})
    _answer(g, {"action": "attack", "name": "Time Eater"})
    _answer(g, {"action": "end_battle"})
    _answer(g, {"action": "to_end"})


def _board(ignition: bool) -> YgoGame:
    p0: dict[str, Any] = {"monsters": [{"card": "Time Eater"}]}
    p1: dict[str, Any] = {"monsters": [{"card": "Battle Ox"}]}
    if ignition:
        p0["spells"] = [{"card": "Artifact Ignition"}]
        p1["spells"] = [{"card": "Mystical Space Typhoon"}]
    return from_scenario({"turn": 3, "players": [p0, p1]}, 0)


def test_y3_main2_skipped_standby_to_end() -> None:
    """Y3-main2-skipped: Main Phase 1 (Time Eater) and the Battle Phase (Artifact Ignition) are
    both skipped in player 1's turn 4: the turn goes Standby Phase -> End Phase, with no Main
    Phase 2 and no Main Phase decision at all for player 1."""
    g = _board(ignition=True)
    # player 1 destroys the Set Artifact Ignition in player 0's turn: player 1 skips their next
    # Battle Phase (its trigger); MST's only target is chosen without asking
    _answer(g, {"action": "to_battle"})
    _answer(g, {"action": "activate", "name": "Mystical Space Typhoon"})
    while (d := g.pending()) is not None and d.prompt.en == "Chain to it?":
        _answer(g, {"action": "pass"})
    assert "artifact_ignition_skip" in _rules(g)
    _answer(g, {"action": "to_battle"})  # a chain happened: back in Main Phase 1
    _answer(g, {"action": "attack", "name": "Time Eater"})
    assert g.facts()["gy.1"][-1] == "Battle Ox"
    assert "time_eater_skip" in _rules(g)
    _answer(g, {"action": "end_battle"})
    _answer(g, {"action": "to_end"})
    # turn 4 (player 1) ran from its Standby Phase straight to its End Phase
    assert _phases(g, 4) == ["draw", "standby", "end"]
    rules = _rules(g)
    assert rules[-2:] == ["main1_skipped", "main2_no_battle"]
    assert g.facts()["turn"] == 5
    d = g.pending()
    assert d is not None and d.seat == 0  # player 0's Main Phase 1 of turn 5
    assert _phases(g, 5) == ["draw", "standby", "main1"]
    # the skip is used up: player 1's next turn has its Main Phase 1 again
    _answer(g, {"action": "to_end"})
    assert _phases(g, 6)[:3] == ["draw", "standby", "main1"]


def test_main1_skipped_alone_goes_to_the_battle_phase() -> None:
    """Y3-main2-skipped (the other half): with only Main Phase 1 skipped, the turn goes from the
    Standby Phase to the Battle Phase, and Main Phase 2 follows it as usual."""
    g = _board(ignition=False)
    _time_eater_attacks(g)
    assert _phases(g, 4) == ["draw", "standby", "battle"]
    assert "main1_skipped" in _rules(g) and "main2_no_battle" not in _rules(g)
    d = g.pending()
    assert d is not None and d.seat == 1 and d.prompt.en.startswith("Battle Step")
    _answer(g, {"action": "end_battle"})
    assert _phases(g, 4)[-1] == "main2"
    assert {"action": "to_end"} in _forms(g) and {"action": "to_battle"} not in _forms(g)


def test_time_eater_attacked_in_the_opponents_turn() -> None:
    """Time Eater destroying an attacker in the opponent's turn skips that player's *next* Main
    Phase 1 (this turn's is over): their turn after next."""
    g = from_scenario({"turn": 4, "turn_player": 1, "phase": "battle", "players": [
        {"monsters": [{"card": "Time Eater"}]},
        {"monsters": [{"card": "Feral Imp"}]}]}, 0)
    _answer(g, {"action": "attack", "name": "Feral Imp"})
    assert g.facts()["gy.1"] == ["Feral Imp"]
    marks = [e for e in g.events(-1) if e["kind"] == "skip_main1"]
    assert [(m["player"], m["turn"]) for m in marks] == [(1, 6)]


def test_why_not_battle_phase_skipped() -> None:
    """"Why not?" for going to the Battle Phase in a turn it is skipped (Artifact Ignition)."""
    g = _board(ignition=True)
    _answer(g, {"action": "to_end"})
    _answer(g, {"action": "activate", "name": "Mystical Space Typhoon"})
    while (d := g.pending()) is not None and d.prompt.en == "Chain to it?":
        _answer(g, {"action": "pass"})
    _answer(g, {"action": "to_end"})  # a chain happened: back in Main Phase 1
    # player 1's turn 4 has its Main Phase 1 but no Battle Phase
    d = g.pending()
    assert d is not None and d.seat == 1 and g.facts()["turn"] == 4
    assert {"action": "to_battle"} not in _forms(g)
    assert g.why_not_rules(1, {"action": "to_battle"}) == ["battle_skipped"]
    assert g.why_not_zh(1, {"action": "to_battle"}) == ["卡的效果使本回合跳过战斗阶段"]
