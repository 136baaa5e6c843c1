"""goat-m1: "must attack if able" (``cards/scripts/goat5_forced.py`` over the engine's
``MUST_ATTACK`` hook). Each test names the 2005 text line it checks."""

from __future__ import annotations

from goat_mon_steps import answer, options, run


def test_berserk_gorilla_must_attack_before_the_battle_phase_ends() -> None:
    """Berserk Gorilla: "while face-up, it must attack if able" — the Battle Step offers no
    "end the Battle Phase" until it has attacked; afterwards it does."""
    g = run({"phase": "battle", "players": [{"monsters": ["Berserk Gorilla", "Battle Ox"]},
                                            {"monsters": ["Feral Imp"]}]})
    assert not options(g, "end_battle") and options(g, "attack")
    answer(g, {"answer": {"action": "attack", "name": "Battle Ox", "target_name": "Feral Imp"}})
    assert not options(g, "end_battle")  # Battle Ox attacking does not free it
    answer(g, {"answer": {"action": "attack", "name": "Berserk Gorilla"}})
    assert options(g, "end_battle")


def test_other_monsters_do_not_have_to_attack() -> None:
    """Without Berserk Gorilla the Battle Phase may end at once (the rule is the card's)."""
    g = run({"phase": "battle", "players": [{"monsters": ["Battle Ox"]}, {}]})
    assert options(g, "end_battle")


def test_berserk_gorilla_destroyed_in_defense_position() -> None:
    """Berserk Gorilla: "if this card is in Defense Position, destroy it" — changed to Defense
    Position, it is destroyed; Set face-down, its effects do not apply and it stays."""
    g = run({"phase": "main1", "players": [{"monsters": ["Berserk Gorilla"]}, {}]})
    answer(g, {"answer": {"action": "change_pos", "name": "Berserk Gorilla"}})
    assert g.facts()["gy.0"] == ["Berserk Gorilla"]
    g = run({"phase": "main1", "players": [{"monsters": [{"card": "Berserk Gorilla",
                                                          "pos": "down"}]}, {}]})
    assert g.facts()["monsters.0"] == ["Berserk Gorilla"]
