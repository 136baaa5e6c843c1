"""g7-mb: Reflect Bounder over the "before damage calculation" event (``rules/battle.py``
``ds_before``; ``cards/scripts/goat7_mb_reflect.py``). Not flagged "Goat-era version" in
goat-pool.csv: each test checks a clause of today's official text (yaml-yugi
``data/02851070.yaml``), named in its docstring."""

from __future__ import annotations

from typing import Any

from goat_mon_steps import answer, options, run


def _attack(g: Any, attacker: str) -> None:
    forms = [f for f in options(g, "attack") if f.get("name") == attacker]
    answer(g, {"answer": forms[0]})
    for _ in range(8):
        if g.pending() is None or not options(g, "pass"):
            return
        answer(g, {"answer": {"action": "pass"}})


def test_reflect_bounder_reflects_the_attackers_atk_then_is_destroyed() -> None:
    """"Before damage calculation, if this card is being attacked by an opponent's monster, and
    was in face-up Attack Position ...: Inflict damage to your opponent equal to the attacking
    monster's ATK. If you do, after damage calculation: Destroy this card" — Summoned Skull
    (2500) attacks the 1700-ATK Bounder: seat 0 takes 2500 from the effect; the Skull wins the
    battle (seat 1 takes 800) and the Bounder is destroyed by it."""
    g = run({"phase": "battle", "players": [
        {"monsters": ["Summoned Skull"]}, {"monsters": ["Reflect Bounder"]}]})
    _attack(g, "Summoned Skull")
    f = g.facts()
    assert f["lp.0"] == 4000 - 2500 and f["lp.1"] == 4000 - 800
    assert f["gy.1"] == ["Reflect Bounder"]


def test_reflect_bounder_destroys_itself_after_winning() -> None:
    """"after damage calculation: Destroy this card" — Celtic Guardian (1400) attacks it: 1400
    to seat 0 from the effect and 300 battle damage; the Guardian is destroyed by battle, the
    surviving Bounder by its own effect."""
    g = run({"phase": "battle", "players": [
        {"monsters": ["Celtic Guardian"]}, {"monsters": ["Reflect Bounder"]}]})
    _attack(g, "Celtic Guardian")
    f = g.facts()
    assert f["lp.0"] == 4000 - 1400 - 300 and f["lp.1"] == 4000
    assert f["gy.0"] == ["Celtic Guardian"] and f["gy.1"] == ["Reflect Bounder"]


def test_reflect_bounder_face_down_does_nothing() -> None:
    """"was in face-up Attack Position at the start of the Damage Step": attacked face-down it
    is flipped into Defense Position — no damage, no self-destruction (1000 DEF against
    Celtic Guardian's 1400: destroyed by battle only)."""
    g = run({"phase": "battle", "players": [
        {"monsters": ["Celtic Guardian"]},
        {"monsters": [{"card": "Reflect Bounder", "pos": "fd_def"}]}]})
    _attack(g, "Celtic Guardian")
    f = g.facts()
    assert f["lp.0"] == 4000 and f["lp.1"] == 4000 and f["gy.1"] == ["Reflect Bounder"]
