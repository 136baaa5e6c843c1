"""goat-m1: activated effects of ``cards/scripts/goat5_m1_activated.py``. Each test names the
2005 text line it checks; numbers are printed stats."""

from __future__ import annotations

from typing import Any

from goat_mon_steps import answer, cd, options, pick, run

TRIGGER = {"answer": {"action": "trigger"}}


def _pass_opponent(g: Any) -> None:
    while g.pending() is not None and g.pending().seat == 1 and options(g, "pass"):
        answer(g, {"answer": {"action": "pass"}})


def test_catapult_turtle_half_the_tributed_atk() -> None:
    """Catapult Turtle: "Tribute 1 monster: damage equal to half the Tributed monster's ATK";
    no once per turn — it can go again."""
    g = run({"players": [{"monsters": ["Catapult Turtle", "Summoned Skull", "Battle Ox"]}, {}]})
    answer(g, {"answer": {"action": "activate", "name": "Catapult Turtle"}})
    answer(g, pick("Summoned Skull"))
    _pass_opponent(g)
    assert g.facts()["lp.1"] == 4000 - cd("Summoned Skull").atk // 2
    answer(g, {"answer": {"action": "activate", "name": "Catapult Turtle"}})
    answer(g, pick("Battle Ox"))
    _pass_opponent(g)
    assert g.facts()["lp.1"] == 4000 - cd("Summoned Skull").atk // 2 - cd("Battle Ox").atk // 2


def test_blowpiper_500_off_until_the_end_phase() -> None:
    """Amazoness Blowpiper: "during each of your Standby Phases, you can select 1 face-up
    monster your opponent controls; it loses 500 ATK until the End Phase"."""
    g = run({"phase": "draw", "players": [{"monsters": ["Amazoness Blowpiper"],
                                           "deck": ["Kuriboh"] * 3},
                                          {"monsters": ["Battle Ox"]}]})
    for _ in range(4):
        if options(g, "trigger"):
            break
        answer(g, {"answer": dict(g.pending().options[-1].form)} if options(g, "pass")
               else {"answer": dict(g.pending().options[0].form)})
    answer(g, TRIGGER)
    _pass_opponent(g)
    assert g.facts()["mzone.1.0.atk"] == cd("Battle Ox").atk - 500


def test_don_turtle_brings_its_copies() -> None:
    """Don Turtle: "when Normal Summoned, you can Special Summon any number of 'Don Turtle'
    from your hand"."""
    g = run({"players": [{"hand": ["Don Turtle", "Don Turtle", "Don Turtle"]}, {}]})
    answer(g, {"answer": {"action": "summon", "card": 0}})
    _pass_opponent(g)
    answer(g, TRIGGER)
    d = g.pending()
    assert d is not None
    for o in [o for o in d.options if o.form.get("action") == "card"][:2]:
        answer(g, {"answer": dict(o.form)})
    if g.pending() is not None and options(g, "done"):
        answer(g, {"answer": {"action": "done"}})
    _pass_opponent(g)
    assert g.facts()["monsters.0"] == ["Don Turtle"] * 3


def test_inferno_hammer_flips_a_monster_face_down() -> None:
    """Inferno Hammer: "destroys your opponent's monster by battle: change 1 face-up monster your
    opponent controls to face-down Defense Position"."""
    g = run({"phase": "battle", "players": [{"monsters": ["Inferno Hammer"]},
                                            {"monsters": ["Battle Ox", "Summoned Skull"]}]})
    answer(g, {"answer": {"action": "attack", "name": "Inferno Hammer",
                          "target_name": "Battle Ox"}})
    f = g.facts()
    assert f["gy.1"] == ["Battle Ox"] and f["mzone.1.1.pos"] == "fd_def"


def test_gravekeepers_assailant_needs_necrovalley() -> None:
    """Gravekeeper's Assailant: "if Necrovalley is on the field, when this card attacks you can
    change the battle position of 1 face-up monster" — without Necrovalley nothing is
    offered."""
    g = run({"phase": "battle", "players": [
        {"monsters": ["Gravekeeper's Assailant"], "field": {"card": "Necrovalley",
                                                            "face_up": True}},
        {"monsters": ["Summoned Skull", "Feral Imp"]}]})
    answer(g, {"answer": {"action": "attack", "name": "Gravekeeper's Assailant",
                          "target_name": "Feral Imp"}})
    answer(g, TRIGGER)
    answer(g, pick("Summoned Skull"))
    _pass_opponent(g)
    assert g.facts()["mzone.1.0.pos"] == "def"
    g = run({"phase": "battle", "players": [{"monsters": ["Gravekeeper's Assailant"]},
                                            {"monsters": ["Summoned Skull", "Feral Imp"]}]})
    answer(g, {"answer": {"action": "attack", "name": "Gravekeeper's Assailant",
                          "target_name": "Feral Imp"}})
    assert not options(g, "trigger") and g.facts()["mzone.1.0.pos"] == "atk"


def test_coach_goblin_normal_monster_to_the_bottom_draws_one() -> None:
    """Coach Goblin: "during your End Phase, you can return 1 Normal Monster from your hand to
    the bottom of your Deck to draw 1 card"."""
    g = run({"players": [{"monsters": ["Coach Goblin"], "hand": ["Battle Ox", "Sangan"],
                          "deck": ["Dark Hole", "Kuriboh"]}, {}]})
    answer(g, {"answer": {"action": "to_end"}})
    for _ in range(4):
        if options(g, "trigger"):
            break
        answer(g, {"answer": dict(g.pending().options[-1].form)})
    answer(g, TRIGGER)
    _pass_opponent(g)
    f = g.facts()
    assert sorted(f["hand.0"]) == ["Dark Hole", "Sangan"]
    assert g.g.cd(g.g.deck[0][0]).name.en == "Battle Ox"
