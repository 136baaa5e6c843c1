"""g6-mb: end-of-Battle-Phase effects (``cards/scripts/goat6_mb_battle_end.py``). Each test
names the text line it checks."""

from __future__ import annotations

from typing import Any

from goat_mon_steps import answer, normal, options, run


def _attack(g: Any, attacker: str, target: str | None = None) -> None:
    forms = [f for f in options(g, "attack") if f.get("name") == attacker
             and (target is None or f.get("target_name") == target)]
    assert forms, options(g, "attack")
    answer(g, {"answer": forms[0]})


def _end_battle(g: Any) -> None:
    for _ in range(6):
        if options(g, "end_battle"):
            answer(g, {"answer": {"action": "end_battle"}})
            return
        if options(g, "pass"):
            answer(g, {"answer": {"action": "pass"}})
    raise AssertionError(g.pending())


def test_helpoemer_destroyed_by_battle_makes_the_attacker_discard() -> None:
    """Helpoemer: "sent to the Graveyard by battle: while it is there, your opponent discards 1
    card at random at the end of each of their Battle Phases" — the attacker's Battle Phase
    ends with one of its two hand cards discarded."""
    g = run({"phase": "battle", "turn": 4, "turn_player": 1, "players": [
        {"monsters": ["Helpoemer"]},
        {"monsters": ["Summoned Skull"], "hand": ["Battle Ox", "Feral Imp"]}]})
    _attack(g, "Summoned Skull", "Helpoemer")
    assert g.facts()["gy.0"] == ["Helpoemer"]
    _end_battle(g)
    f = g.facts()
    assert f["hand_count.1"] == 1 and len(f["gy.1"]) == 1
    assert f["gy.1"][0] in ("Battle Ox", "Feral Imp")


def test_helpoemer_not_destroyed_by_battle_does_nothing() -> None:
    """Only "sent to the Graveyard by battle": a Helpoemer already in the Graveyard (put there
    otherwise) makes nobody discard."""
    g = run({"phase": "battle", "turn": 4, "turn_player": 1, "players": [
        {"gy": ["Helpoemer"]}, {"monsters": ["Summoned Skull"], "hand": ["Battle Ox"]}]})
    _attack(g, "Summoned Skull")
    _end_battle(g)
    assert g.facts()["hand_count.1"] == 1


def test_helpoemer_cannot_be_revived() -> None:
    """"This card cannot be Special Summoned from the Graveyard": Monster Reborn cannot bring it
    back (it is not offered)."""
    g = run({"phase": "main1", "players": [{"hand": ["Monster Reborn"], "gy": ["Helpoemer"]}, {}]})
    assert not [f for f in options(g, "activate") if f.get("name") == "Monster Reborn"]


def test_vampire_baby_takes_its_victim_at_the_end_of_the_battle_phase() -> None:
    """Vampire Baby: "at the end of the Battle Phase in which this card destroyed a monster by
    battle, you can Special Summon that monster to your side of the field"."""
    foe = normal(lambda c: c.atk == 500)
    g = run({"phase": "battle", "players": [{"monsters": ["Vampire Baby"]},
                                            {"monsters": [foe]}]})
    _attack(g, "Vampire Baby", foe)
    assert g.facts()["gy.1"] == [foe]
    _end_battle(g)
    answer(g, {"answer": {"action": "trigger"}})
    answer(g, {"answer": options(g, "choose")[0]})
    f = g.facts()
    assert sorted(f["monsters.0"]) == sorted(["Vampire Baby", foe]) and f["gy.1"] == []
