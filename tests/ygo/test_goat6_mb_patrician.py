"""g6-mb: Patrician of Darkness (``cards/scripts/goat6_mb_patrician.py``): "the controller of this
card selects the attack targets of the opponent's monsters" (OCG text; yugioh-wiki FAQ: the
attacker declares first, then the Patrician's controller chooses)."""

from __future__ import annotations

from typing import Any

from goat_mon_steps import answer, options, run


def _attack_ox(g: Any) -> None:
    forms = [f for f in options(g, "attack") if f.get("target_name") == "Battle Ox"]
    assert forms, options(g, "attack")
    answer(g, {"answer": forms[0]})


def test_patrician_controller_turns_the_attack_on_another_monster() -> None:
    """Summoned Skull attacks Battle Ox; the Patrician's controller (seat 1) is asked and turns
    the attack on Kuriboh, which is destroyed while the Ox stays."""
    g = run({"phase": "battle", "players": [
        {"monsters": ["Summoned Skull"]},
        {"monsters": ["Patrician of Darkness", "Battle Ox", "Kuriboh"]}]})
    _attack_ox(g)
    d = g.pending()
    assert d is not None and d.seat == 1
    answer(g, {"answer": {"action": "card", "name": "Kuriboh"}})
    for _ in range(4):
        if options(g, "pass"):
            answer(g, {"answer": {"action": "pass"}})
    f = g.facts()
    assert f["gy.1"] == ["Kuriboh"] and "Battle Ox" in f["monsters.1"]


def test_no_question_without_the_patrician() -> None:
    """Without a face-up Patrician the attacker's choice stands: the Ox is destroyed."""
    g = run({"phase": "battle", "players": [
        {"monsters": ["Summoned Skull"]}, {"monsters": ["Battle Ox", "Kuriboh"]}]})
    _attack_ox(g)
    for _ in range(4):
        if options(g, "pass"):
            answer(g, {"answer": {"action": "pass"}})
    assert g.facts()["gy.1"] == ["Battle Ox"]
