"""g7-ma: Element Saurus, Element Soldier, Element Valkyrie (``cards/scripts/
goat7_ma_elements.py``). Source of the texts: goat-pool.csv: not flagged Goat-era version;
official text (yaml-yugi data/92755808.yaml, data/66712593.yaml, data/97623219.yaml)."""

from __future__ import annotations

from typing import Any

from goat7_ma_steps import settle
from goat_mon_steps import act, answer, cd, normal, options, pick, run

from cardtable.ygo.cards import constants as C

FIRE = normal(lambda c: c.attribute == C.ATTRIBUTE_BY_NAME["FIRE"])
WATER = normal(lambda c: c.attribute == C.ATTRIBUTE_BY_NAME["WATER"])


def _settle(g: Any) -> None:
    """Pass what is not the point of these tests (``goat7_ma_steps.settle``)."""
    settle(g)


def test_fire_on_the_field_gives_500_atk() -> None:
    """"FIRE: This card gains 500 ATK" (Element Saurus and Element Valkyrie): with a face-up
    FIRE monster on either side +500; with none, or only a face-down one, the printed ATK."""
    for name in ("Element Saurus", "Element Valkyrie"):
        g = run({"players": [{"monsters": [name]}, {"monsters": [FIRE]}]})
        assert g.facts()["mzone.0.0.atk"] == cd(name).atk + 500
        g = run({"players": [{"monsters": [name]},
                             {"monsters": [{"card": FIRE, "pos": "fd_def"}]}]})
        assert g.facts()["mzone.0.0.atk"] == cd(name).atk


def test_earth_negates_the_effect_of_the_monster_destroyed_by_battle() -> None:
    """Element Saurus, "EARTH: Negate the effects of Effect Monsters destroyed by battle with
    this card" — with Battle Ox (EARTH) beside it, Sangan destroyed by it searches nothing;
    without an EARTH monster Sangan's effect resolves."""
    g = run({"players": [{"monsters": ["Element Saurus", "Battle Ox"]},
                         {"monsters": [{"card": "Sangan", "pos": "def"}],
                          "deck": ["Witch of the Black Forest", "Mystical Elf"]}]})
    answer(g, {"answer": {"action": "to_battle"}})
    answer(g, {"answer": next(f for f in options(g, "attack")
                              if f.get("name") == "Element Saurus")})
    _settle(g)
    assert g.facts()["gy.1"] == ["Sangan"] and g.facts()["hand_count.1"] == 0
    g = run({"players": [{"monsters": ["Element Saurus"]},
                         {"monsters": [{"card": "Sangan", "pos": "def"}],
                          "deck": ["Witch of the Black Forest", "Mystical Elf"]}]})
    answer(g, {"answer": {"action": "to_battle"}})
    answer(g, {"answer": next(f for f in options(g, "attack")
                              if f.get("name") == "Element Saurus")})
    for _ in range(10):
        d = g.pending()
        assert d is not None
        if d.seat == 1 and any(o.about.get("name") == "Witch of the Black Forest"
                               for o in d.options):
            answer(g, pick("Witch of the Black Forest"))
            break
        forms = [dict(o.form) for o in d.options]
        g.answer(next((f for f in forms if f.get("action") in ("pass", "decline")), forms[0]))
    assert g.facts()["hand_count.1"] == 1


def test_water_fixes_control() -> None:
    """"WATER: Control of this card cannot switch" (Element Soldier and Element Valkyrie): with
    a WATER monster on the field the opponent's Change of Heart takes nothing; with none it
    takes the monster."""
    for name in ("Element Soldier", "Element Valkyrie"):
        g = run({"turn_player": 1, "players": [{"monsters": [name, WATER]},
                                               {"hand": ["Change of Heart"]}]})
        answer(g, act("Change of Heart"))
        answer(g, pick(name))
        _settle(g)
        assert name in g.facts()["monsters.0"], name
        g = run({"turn_player": 1, "players": [{"monsters": [name]},
                                               {"hand": ["Change of Heart"]}]})
        answer(g, act("Change of Heart"))
        _settle(g)
        assert g.facts()["monsters.1"] == [name], name


WIND = normal(lambda c: c.attribute == C.ATTRIBUTE_BY_NAME["WIND"])


def test_element_dragon_wind_attacks_once_more_after_destroying() -> None:
    """Element Dragon (flagged Goat-era version; its SOD text per Pojo, 27 October 2004): "WIND:
    If this card destroyed your opponent's monster as a result of battle, it can attack once
    again in a row" — with a WIND monster on the field it attacks twice after destroying the
    first target, not a third time; without one, once."""
    weak = normal(lambda c: c.defense < 1000 and c.atk < 1000)
    g = run({"players": [{"monsters": ["Element Dragon", {"card": WIND, "pos": "def"}]},
                         {"monsters": [{"card": weak, "pos": "def"}] * 3}]})
    answer(g, {"answer": {"action": "to_battle"}})
    for _ in range(2):
        forms = [f for f in options(g, "attack") if f.get("name") == "Element Dragon"]
        assert forms
        answer(g, {"answer": forms[0]})
        _settle(g)
    assert len(g.facts()["gy.1"]) == 2
    assert not [f for f in options(g, "attack") if f.get("name") == "Element Dragon"]
    g = run({"players": [{"monsters": ["Element Dragon"]},
                         {"monsters": [{"card": weak, "pos": "def"}] * 2}]})
    answer(g, {"answer": {"action": "to_battle"}})
    answer(g, {"answer": next(f for f in options(g, "attack")
                              if f.get("name") == "Element Dragon")})
    _settle(g)
    assert not [f for f in options(g, "attack") if f.get("name") == "Element Dragon"]
