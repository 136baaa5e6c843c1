"""g6-mb: Silent Swordsman LV5 (``cards/scripts/goat6_mb_silent.py``). Each test names the 2005
text line it checks (the FET-era OCG text)."""

from __future__ import annotations

from typing import Any

from goat_mon_steps import answer, options, pass_windows, run

LV5, LV7 = "Silent Swordsman LV5", "Silent Swordsman LV7"


def _walk_to_standby(g: Any) -> bool:
    """Play on to seat 0's next Standby Phase; True if the level-up trigger is offered there."""
    for _ in range(40):
        f = g.facts()
        if options(g, "trigger"):
            return bool(f["turn_player"] == 0)
        if f["turn_player"] == 0 and f["phase"] == "main1" and f["turn"] > 3:
            return False
        for action in ("to_end", "end_battle", "pass", "done"):
            if options(g, action):
                answer(g, {"answer": {"action": action}})
                break
        else:
            raise AssertionError(g.pending())
    raise AssertionError("never reached seat 0's next turn")


def _attack(g: Any, target: str | None = None) -> None:
    forms = [f for f in options(g, "attack") if f.get("name") == LV5]
    if target is not None:
        forms = [f for f in forms if f.get("target_name") == target] or forms
    answer(g, {"answer": forms[0]})
    pass_windows(g)


def test_lv5_is_unaffected_by_the_opponents_spells_only() -> None:
    """"Unaffected by your opponent's Spell Card effects": the opponent's Dark Hole leaves it;
    its controller's own Dark Hole destroys it."""
    g = run({"turn": 4, "turn_player": 1, "players": [
        {"monsters": [LV5, "Battle Ox"]}, {"hand": ["Dark Hole"]}]})
    answer(g, {"answer": {"action": "activate", "name": "Dark Hole"}})
    pass_windows(g)
    f = g.facts()
    assert f["monsters.0"] == [LV5] and f["gy.0"] == ["Battle Ox"]
    g = run({"players": [{"hand": ["Dark Hole"], "monsters": [LV5]}, {}]})
    answer(g, {"answer": {"action": "activate", "name": "Dark Hole"}})
    pass_windows(g)
    f = g.facts()
    assert f["monsters.0"] == [] and LV5 in f["gy.0"]


def test_lv5_levels_up_the_standby_phase_after_a_direct_hit() -> None:
    """"When it inflicts battle damage by a direct attack, in your next Standby Phase send it to
    the Graveyard: Special Summon LV7 from your hand or Deck"."""
    g = run({"phase": "battle", "players": [
        {"monsters": [LV5], "deck": [LV7, "Battle Ox", "Battle Ox"]},
        {"deck": ["Battle Ox"] * 3}]})
    _attack(g)
    assert g.facts()["lp.1"] == 4000 - 2300
    assert _walk_to_standby(g)
    answer(g, {"answer": {"action": "trigger"}})
    for _ in range(4):
        if g.pending() is None:
            break
        if options(g, "choose"):
            answer(g, {"answer": options(g, "choose")[0]})
        elif options(g, "pass"):
            answer(g, {"answer": {"action": "pass"}})
        else:
            break
    f = g.facts()
    assert f["monsters.0"] == [LV7] and f["gy.0"] == [LV5]


def test_lv5_no_level_up_after_attacking_a_monster() -> None:
    """Battle damage from attacking a monster is no direct attack: no level-up offered."""
    g = run({"phase": "battle", "players": [
        {"monsters": [LV5], "deck": [LV7, "Battle Ox", "Battle Ox"]},
        {"monsters": ["Feral Imp"], "deck": ["Battle Ox"] * 3}]})
    _attack(g, "Feral Imp")
    assert g.facts()["lp.1"] == 4000 - (2300 - 1300)
    assert not _walk_to_standby(g)
    assert g.facts()["monsters.0"] == [LV5]
