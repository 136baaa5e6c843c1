"""g8-ma: Element Magician and Element Doom (``cards/scripts/goat8_ma_elements.py``), flagged
"Goat-era version". Source of the texts: the Element monsters' shared clauses
(yugioh-wiki.net 「エレメント」 and the first revisions of 《エレメント・マジシャン》 /
《エレメント・デビル》: the RDS and FET texts), the WIND clause in its 2004 English
wording (Element Dragon's SOD-EN023 text, Pojo's card of the day of 27 October 2004:
"If this card destroyed your opponent's monster as a result of battle, it can attack once
again in a row")."""

from __future__ import annotations

from typing import Any

from goat7_ma_steps import settle
from goat_mon_steps import act, answer, normal, options, pick, run

from cardtable.ygo.cards import constants as C

WIND = normal(lambda c: c.attribute == C.ATTRIBUTE_BY_NAME["WIND"])
WATER = normal(lambda c: c.attribute == C.ATTRIBUTE_BY_NAME["WATER"])
WEAK = normal(lambda c: c.defense < 1000 and c.atk < 1000)


def _attackers(g: Any, name: str) -> list[dict[str, Any]]:
    return [f for f in options(g, "attack") if f.get("name") == name]


def test_wind_attacks_once_more_after_destroying() -> None:
    """"WIND: If this card destroyed your opponent's monster as a result of battle, it can
    attack once again in a row" (both cards): with a WIND monster on the field a second attack
    after the first destroyed its target, no third; without one, a single attack."""
    for name in ("Element Magician", "Element Doom"):
        g = run({"players": [{"monsters": [name, {"card": WIND, "pos": "def"}]},
                             {"monsters": [{"card": WEAK, "pos": "def"}] * 3}]})
        answer(g, {"answer": {"action": "to_battle"}})
        for _ in range(2):
            forms = _attackers(g, name)
            assert forms, name
            answer(g, {"answer": forms[0]})
            settle(g)
        assert len(g.facts()["gy.1"]) == 2 and not _attackers(g, name)
        g = run({"players": [{"monsters": [name]},
                             {"monsters": [{"card": WEAK, "pos": "def"}] * 2}]})
        answer(g, {"answer": {"action": "to_battle"}})
        answer(g, {"answer": _attackers(g, name)[0]})
        settle(g)
        assert not _attackers(g, name), name


def test_element_magician_water_fixes_control() -> None:
    """Element Magician, "WATER: control of this card cannot switch": with a WATER monster on
    the field the opponent's Change of Heart takes nothing; without one it takes it."""
    name = "Element Magician"
    g = run({"turn_player": 1, "players": [{"monsters": [name, WATER]},
                                           {"hand": ["Change of Heart"]}]})
    answer(g, act("Change of Heart"))
    answer(g, pick(name))
    settle(g)
    assert name in g.facts()["monsters.0"]
    g = run({"turn_player": 1, "players": [{"monsters": [name]}, {"hand": ["Change of Heart"]}]})
    answer(g, act("Change of Heart"))
    settle(g)
    assert g.facts()["monsters.1"] == [name]


def test_element_doom_earth_negates_the_destroyed_monsters_effect() -> None:
    """Element Doom, "EARTH: the effects of Effect Monsters destroyed by battle with this card
    are negated": with Battle Ox (EARTH) beside it, Sangan destroyed by it searches nothing;
    without an EARTH monster Sangan's search resolves (its owner picks Witch)."""
    for earth, found in ((["Battle Ox"], 0), ([], 1)):
        g = run({"players": [{"monsters": ["Element Doom", *earth]},
                             {"monsters": [{"card": "Sangan", "pos": "def"}],
                              "deck": ["Witch of the Black Forest", "Mystical Elf"]}]})
        answer(g, {"answer": {"action": "to_battle"}})
        answer(g, {"answer": _attackers(g, "Element Doom")[0]})
        for _ in range(10):
            d = g.pending()
            assert d is not None
            if d.seat == 1 and any(o.about.get("name") == "Witch of the Black Forest"
                                   for o in d.options):
                answer(g, pick("Witch of the Black Forest"))
                continue
            forms = [dict(o.form) for o in d.options]
            if any(f.get("action") == "end_battle" for f in forms):
                break
            g.answer(next((f for f in forms if f.get("action") in ("pass", "decline")),
                          forms[0]))
        assert g.facts()["gy.1"] == ["Sangan"] and g.facts()["hand_count.1"] == found, earth
