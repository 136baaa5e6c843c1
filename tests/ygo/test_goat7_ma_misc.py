"""g7-ma: Getsu Fuhma, Golem Sentry, Gora Turtle of Illusion, Greenkappa
(``cards/scripts/goat7_ma_misc.py``). Source of each text: goat-pool.csv: not flagged Goat-era
version; official text (yaml-yugi data/21887179.yaml, 52323207, 42868711, 61831093)."""

from __future__ import annotations

from typing import Any

from goat7_ma_steps import settle
from goat_mon_steps import act, answer, normal, options, pick, run

from cardtable.ygo.cards import constants as C

TOUGH_FIEND = normal(lambda c: c.race == C.RACE_BY_NAME["Fiend"] and c.defense > 1700)
TOUGH_WARRIOR = normal(lambda c: c.race == C.RACE_BY_NAME["Warrior"] and c.defense > 1700)
FD = "fd_def"


def _settle(g: Any) -> None:
    """Pass what is not the point of these tests (``goat7_ma_steps.settle``)."""
    settle(g)


def _attack(g: Any, name: str, target: str) -> None:
    answer(g, {"answer": {"action": "to_battle"}})
    answer(g, {"answer": next(f for f in options(g, "attack")
                              if f.get("name") == name and f.get("target_name") == target)})
    _settle(g)


def test_getsu_fuhma_destroys_a_fiend_it_battled() -> None:
    """Getsu Fuhma: "If this card battles a Fiend or Zombie-Type monster, destroy that monster
    at the end of the Damage Step" — a Defense Position Fiend with more DEF than its 1700
    survives the battle and is then destroyed; a Warrior of the same kind stays."""
    g = run({"players": [{"monsters": ["Getsu Fuhma"]},
                         {"monsters": [{"card": TOUGH_FIEND, "pos": "def"}]}]})
    _attack(g, "Getsu Fuhma", TOUGH_FIEND)
    f = g.facts()
    assert f["gy.1"] == [TOUGH_FIEND] and f["monsters.0"] == ["Getsu Fuhma"]
    g = run({"players": [{"monsters": ["Getsu Fuhma"]},
                         {"monsters": [{"card": TOUGH_WARRIOR, "pos": "def"}]}]})
    _attack(g, "Getsu Fuhma", TOUGH_WARRIOR)
    assert g.facts()["gy.1"] == []


def test_golem_sentry_flip_summon_returns_a_monster() -> None:
    """Golem Sentry: "When this card is Flip Summoned: Target 1 monster your opponent
    controls; return that target to the hand"."""
    g = run({"players": [{"monsters": [{"card": "Golem Sentry", "pos": FD}]},
                         {"monsters": ["Battle Ox"]}]})
    answer(g, {"answer": {"action": "flip_summon", "name": "Golem Sentry"}})
    _settle(g)
    f = g.facts()
    assert f["monsters.1"] == [] and "Battle Ox" in f["hand.1"]


def test_gora_turtle_negates_the_opponents_targeting_spell() -> None:
    """Gora Turtle of Illusion: "Negate the effect of Spell and Trap Cards controlled by your
    opponent that target this face-up card" — the opponent's Book of Moon on it does nothing;
    on Battle Ox (the same board without the Turtle as its target) it works."""
    for target, zone, pos in (("Gora Turtle of Illusion", 0, "atk"), ("Battle Ox", 1, "fd_def")):
        g = run({"turn_player": 1, "players": [
            {"monsters": ["Gora Turtle of Illusion", "Battle Ox"]},
            {"hand": ["Book of Moon"]}]})
        answer(g, act("Book of Moon"))
        answer(g, pick(target))
        _settle(g)
        assert g.facts()[f"mzone.0.{zone}.pos"] == pos, target


def test_greenkappa_destroys_two_set_cards_or_nothing() -> None:
    """Greenkappa: "FLIP: Target 2 Set Spell/Trap Cards on the field; destroy those targets" —
    with 2 Set cards both are destroyed; with only 1 nothing is (2 targets are needed)."""
    g = run({"players": [{"monsters": [{"card": "Greenkappa", "pos": FD}]},
                         {"spells": [{"card": "Trap Hole", "face_up": False},
                                     {"card": "Dark Hole", "face_up": False}]}]})
    answer(g, {"answer": {"action": "flip_summon", "name": "Greenkappa"}})
    _settle(g)
    assert sorted(g.facts()["gy.1"]) == ["Dark Hole", "Trap Hole"]
    g = run({"players": [{"monsters": [{"card": "Greenkappa", "pos": FD}]},
                         {"spells": [{"card": "Trap Hole", "face_up": False}]}]})
    answer(g, {"answer": {"action": "flip_summon", "name": "Greenkappa"}})
    _settle(g)
    assert g.facts()["gy.1"] == [] and g.facts()["spells.1"] == ["Trap Hole"]


def test_guardian_statue_flip_summon_returns_a_monster() -> None:
    """Guardian Statue: "When this card is Flip Summoned, return 1 monster on your opponent's
    side of the field to its owner's hand" (official text, yaml-yugi data/75209824.yaml)."""
    g = run({"players": [{"monsters": [{"card": "Guardian Statue", "pos": FD}]},
                         {"monsters": ["Battle Ox", "Mystical Elf"]}]})
    answer(g, {"answer": {"action": "flip_summon", "name": "Guardian Statue"}})
    answer(g, pick("Mystical Elf"))
    _settle(g)
    f = g.facts()
    assert f["monsters.1"] == ["Battle Ox"] and "Mystical Elf" in f["hand.1"]
