"""g7-mb: effects that last turns after a battle (``cards/scripts/goat7_mb_battle.py``). The
cards are not flagged "Goat-era version" in goat-pool.csv: each test checks a clause of today's
official text (yaml-yugi ``data/<passcode>.yaml``), named in its docstring. The duels are
played on through whole turns (draws, End Phases) to reach the turns the texts count."""

from __future__ import annotations

from typing import Any

from goat_mon_steps import answer, options, pass_windows, run

_DECK = ["Battle Ox"] * 0 + ["Giant Soldier of Stone"] * 10


def _attack(g: Any, attacker: str, target: str | None) -> None:
    forms = [f for f in options(g, "attack") if f.get("name") == attacker
             and f.get("target_name") == target]
    assert len(forms) == 1, options(g, "attack")
    answer(g, {"answer": forms[0]})
    pass_windows(g)


def _advance(g: Any, turn: int, phase: str = "battle") -> None:
    """Answer with phase moves until ``turn``'s ``phase`` (no summons, no attacks)."""
    for _ in range(80):
        f = g.facts()
        if f["turn"] == turn and f["phase"] == phase:
            return
        d = g.pending()
        assert d is not None, f
        forms = [o.form for o in d.options]
        acts = {fm.get("action") for fm in forms}
        if f["turn"] == turn and phase == "battle" and "to_battle" in acts:
            answer(g, {"answer": {"action": "to_battle"}})
        elif "end_battle" in acts:
            answer(g, {"answer": {"action": "end_battle"}})
        elif "to_end" in acts:
            answer(g, {"answer": {"action": "to_end"}})
        elif "pass" in acts:
            answer(g, {"answer": {"action": "pass"}})
        else:
            answer(g, {"answer": forms[0]})
    raise AssertionError(f"turn {turn} {phase} not reached: {g.facts()['turn']}")


def _attackers(g: Any) -> set[str]:
    return {str(f.get("name")) for f in options(g, "attack")}


def test_harpie_lady_3_freezes_the_monster_it_battled_for_two_turns() -> None:
    """Harpie Lady 3 (data/54415063.yaml): "An opponent's monster that battles this card cannot
    declare an attack during your opponent's next 2 turns" — Battle Ox attacks it in turn 3
    (seat 0's turn) and destroys it; seat 0's next 2 turns are 5 and 7: no attack by the Ox
    then; in turn 9 it attacks again."""
    g = run({"phase": "battle", "players": [
        {"monsters": ["Battle Ox"], "deck": _DECK},
        {"monsters": [{"card": "Harpie Lady 3", "pos": "def"}], "deck": _DECK}]})
    _attack(g, "Battle Ox", "Harpie Lady 3")
    assert g.facts()["gy.1"] == ["Harpie Lady 3"]
    for turn in (5, 7):
        _advance(g, turn)
        assert "Battle Ox" not in _attackers(g), turn
    _advance(g, 9)
    assert "Battle Ox" in _attackers(g)


def test_harpie_lady_3_attacked_in_the_opponents_turn() -> None:
    """The same when the opponent attacked in its own turn 3: its next 2 turns are 5 and 7
    (Harpie Lady 3 survives in Defense Position: 1400 DEF against Celtic Guardian's 1400)."""
    g = run({"phase": "battle", "players": [
        {"monsters": ["Celtic Guardian"], "deck": _DECK},
        {"monsters": [{"card": "Harpie Lady 3", "pos": "def"}], "deck": _DECK}]})
    _attack(g, "Celtic Guardian", "Harpie Lady 3")
    assert g.facts()["monsters.1"] == ["Harpie Lady 3"]
    _advance(g, 5)
    assert "Celtic Guardian" not in _attackers(g)


def test_steel_scorpion_destroys_its_attacker_two_turns_later() -> None:
    """Steel Scorpion (data/13599884.yaml): "A non Machine-Type Monster attacking 'Steel
    Scorpion' will be destroyed at the End Phase of your opponent's 2nd turn after the attack"
    — Battle Ox (Beast-Warrior) attacks it in turn 3; it is still there in turn 7's Battle
    Phase and gone in turn 8."""
    g = run({"phase": "battle", "players": [
        {"monsters": ["Battle Ox"], "deck": _DECK},
        {"monsters": [{"card": "Steel Scorpion", "pos": "def"}], "deck": _DECK}]})
    _attack(g, "Battle Ox", "Steel Scorpion")
    _advance(g, 7)
    assert g.facts()["monsters.0"] == ["Battle Ox"]
    _advance(g, 8, "main1")
    assert g.facts()["gy.0"] == ["Battle Ox"]


def test_steel_scorpion_spares_machines() -> None:
    """"A non Machine-Type Monster": a Machine attacker (Cyber Jar... here Launcher Spider,
    Machine-Type) is still there in turn 8."""
    g = run({"phase": "battle", "players": [
        {"monsters": ["Launcher Spider"], "deck": _DECK},
        {"monsters": [{"card": "Steel Scorpion", "pos": "def"}], "deck": _DECK}]})
    _attack(g, "Launcher Spider", "Steel Scorpion")
    _advance(g, 8, "main1")
    assert g.facts()["monsters.0"] == ["Launcher Spider"]


def test_unhappy_girl_is_not_destroyed_by_battle_in_attack_position() -> None:
    """The Unhappy Girl (data/27618634.yaml): "While this card is in face-up Attack Position on
    the field, this card is not destroyed as a result of battle. (Damage calculation is applied
    normally.)" — Battle Ox (1700) attacks the 400-ATK Girl: seat 1 takes 1300, she stays."""
    g = run({"phase": "battle", "players": [
        {"monsters": ["Battle Ox"], "deck": _DECK},
        {"monsters": ["The Unhappy Girl"], "deck": _DECK}]})
    _attack(g, "Battle Ox", "The Unhappy Girl")
    f = g.facts()
    assert f["monsters.1"] == ["The Unhappy Girl"] and f["lp.1"] == 4000 - 1300


def test_unhappy_girl_freezes_the_monster_that_battled_her() -> None:
    """"A monster that battled with this card cannot change its battle position, except with a
    card effect, or attack while this card is in face-up Attack Position on the field" — in
    seat 0's next turn the Ox can neither attack nor be switched; after Book of Moon turns the
    Girl face-down it may attack again."""
    g = run({"phase": "battle", "players": [
        {"monsters": ["Battle Ox"], "deck": _DECK, "hand": ["Book of Moon"]},
        {"monsters": ["The Unhappy Girl"], "deck": _DECK}]})
    _attack(g, "Battle Ox", "The Unhappy Girl")
    _advance(g, 5, "main1")
    assert not [f for f in options(g, "change_pos") if f.get("card") == 0 or
                f.get("name") == "Battle Ox"]
    answer(g, {"answer": {"action": "activate", "name": "Book of Moon"}})
    answer(g, {"answer": {"action": "card", "name": "The Unhappy Girl"}})
    pass_windows(g)
    answer(g, {"answer": {"action": "to_battle"}})
    assert "Battle Ox" in _attackers(g)


def test_unhappy_girl_in_defense_is_destroyed() -> None:
    """Only "in face-up Attack Position": in Defense Position (300 DEF) she is destroyed."""
    g = run({"phase": "battle", "players": [
        {"monsters": ["Battle Ox"], "deck": _DECK},
        {"monsters": [{"card": "The Unhappy Girl", "pos": "def"}], "deck": _DECK}]})
    _attack(g, "Battle Ox", "The Unhappy Girl")
    assert g.facts()["gy.1"] == ["The Unhappy Girl"]
