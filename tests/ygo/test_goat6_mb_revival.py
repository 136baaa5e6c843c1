"""g6-mb: Revival Jam (``cards/scripts/goat6_mb_revival.py``). Each test names the 2005 text line
it checks (the OCG text of the time)."""

from __future__ import annotations

from typing import Any

from goat_mon_steps import answer, options, run

JAM = "Revival Jam"


def _play_to(g: Any, seat: int, phase: str, take: bool = True) -> None:
    """Answer everything (the Jam's trigger as ``take``) until ``seat``'s ``phase``."""
    for _ in range(60):
        f = g.facts()
        if f["turn_player"] == seat and f["phase"] == phase and f["turn"] > 3:
            return
        if options(g, "trigger"):
            answer(g, {"answer": {"action": "trigger" if take else "decline"}})
            continue
        for action in ("to_end", "end_battle", "pass", "done"):
            if options(g, action):
                answer(g, {"answer": {"action": action}})
                break
        else:
            raise AssertionError(g.pending())
    raise AssertionError(f"never reached seat {seat}'s {phase}")


def _attack(g: Any, name: str) -> None:
    forms = [f for f in options(g, "attack") if f.get("name") == name]
    answer(g, {"answer": forms[0]})


def test_revival_jam_comes_back_in_its_owners_next_standby_phase() -> None:
    """"Destroyed by battle and sent to the Graveyard: pay 1000 LP; in your next Standby Phase
    Special Summon it in face-up Defense Position" — attacked in the opponent's turn, back in
    its owner's very next Standby Phase, 1000 LP paid."""
    g = run({"phase": "battle", "players": [
        {"monsters": ["Battle Ox"], "deck": ["Battle Ox"] * 3},
        {"monsters": [JAM], "deck": ["Battle Ox"] * 3}]})
    _attack(g, "Battle Ox")
    _play_to(g, 1, "main1")
    f = g.facts()
    assert f["monsters.1"] == [JAM] and f["gy.1"] == [] and f["lp.1"] == 4000 - 1000 - 200
    zone = next(k for k, v in f.items() if k.startswith("mzone.1.") and v == JAM)
    assert f[zone + ".pos"] == "def"  # face-up Defense Position


def test_revival_jam_waits_for_its_owners_standby_not_the_opponents() -> None:
    """"Your next Standby Phase": destroyed attacking in its owner's turn, it is still in the
    Graveyard in the opponent's turn and comes back in its owner's following one."""
    g = run({"phase": "battle", "players": [
        {"monsters": [JAM], "deck": ["Battle Ox"] * 3},
        {"monsters": ["Battle Ox"], "deck": ["Battle Ox"] * 3}]})
    _attack(g, JAM)
    _play_to(g, 1, "main1")
    assert g.facts()["gy.0"] == [JAM] and g.facts()["lp.0"] == 4000 - 200 - 1000
    _play_to(g, 0, "main1")
    assert g.facts()["monsters.0"] == [JAM]


def test_revival_jam_not_paid_stays_in_the_graveyard() -> None:
    """"Can pay": declined, no LP paid and it stays in the Graveyard."""
    g = run({"phase": "battle", "players": [
        {"monsters": ["Battle Ox"], "deck": ["Battle Ox"] * 3},
        {"monsters": [JAM], "deck": ["Battle Ox"] * 3}]})
    _attack(g, "Battle Ox")
    _play_to(g, 1, "main1", take=False)
    f = g.facts()
    assert f["monsters.1"] == [] and f["gy.1"] == [JAM] and f["lp.1"] == 4000 - 200
