"""g7-ma: Brain Jacker, Cyber Raider, Gearfried the Swordmaster over the engine's ``equipped``
event (``cards/scripts/goat7_ma_equips.py``). Sources: goat-pool.csv: not flagged Goat-era
version; official texts (yaml-yugi data/40267580.yaml, data/39978267.yaml); Gearfried the
Swordmaster's FET text quoted by Pojo's card of the day (9 March 2005) and goatrulings.com
("This is a targeting effect that targets 1 monster")."""

from __future__ import annotations

from typing import Any

from goat7_ma_steps import settle
from goat_mon_steps import act, answer, cd, pick, run

FD = "fd_def"


def _settle(g: Any) -> None:
    """Pass what is not the point of these tests (``goat7_ma_steps.settle``)."""
    settle(g, stops=("to_end",))


def test_brain_jacker_equips_and_takes_control() -> None:
    """Brain Jacker: "Equip this card to a monster on your opponent's side of the field and treat
    it as an Equip Card. Take control of the equipped monster" — after its Flip Summon Battle Ox
    is seat 0's and Brain Jacker sits in seat 0's Spell & Trap Zone."""
    g = run({"players": [{"monsters": [{"card": "Brain Jacker", "pos": FD}]},
                         {"monsters": ["Battle Ox"]}]})
    answer(g, {"answer": {"action": "flip_summon", "name": "Brain Jacker"}})
    _settle(g)
    f = g.facts()
    assert f["monsters.0"] == ["Battle Ox"] and f["spells.0"] == ["Brain Jacker"]
    assert f["monsters.1"] == []


def test_brain_jacker_gone_the_monster_returns_and_the_opponent_heals() -> None:
    """"Your opponent gains 500 Life Points during each of their Standby Phases" (while it is
    equipped); when Brain Jacker is destroyed (Mystical Space Typhoon) the control it gave
    ends: Battle Ox goes back to seat 1."""
    g = run({"players": [{"monsters": [{"card": "Brain Jacker", "pos": FD}]},
                         {"monsters": ["Battle Ox"], "hand": ["Mystical Space Typhoon"]}]})
    answer(g, {"answer": {"action": "flip_summon", "name": "Brain Jacker"}})
    _settle(g)
    answer(g, {"answer": {"action": "to_end"}})
    _settle(g)
    f = g.facts()
    assert f["turn_player"] == 1 and f["lp.1"] == 4000 + 500
    answer(g, act("Mystical Space Typhoon"))
    _settle(g)
    f = g.facts()
    assert f["gy.0"] == ["Brain Jacker"] and f["monsters.1"] == ["Battle Ox"]
    assert f["monsters.0"] == []


def test_cyber_raider_destroys_an_equip_card() -> None:
    """Cyber Raider: "Target 1 Equip Card on the field; destroy that target" — the opponent's
    Axe of Despair on their Battle Ox is destroyed when the Raider is Normal Summoned."""
    g = run({"players": [{"hand": ["Cyber Raider"]},
                         {"monsters": ["Battle Ox"],
                          "spells": [{"card": "Axe of Despair", "face_up": True,
                                      "equip_to": {"player": 1, "zone": 0}}]}]})
    assert g.facts()["mzone.1.0.atk"] == cd("Battle Ox").atk + 1000
    answer(g, {"answer": {"action": "summon", "name": "Cyber Raider"}})
    d = g.pending()
    assert d is not None
    g.answer(next(dict(o.form) for o in d.options if o.form.get("value") == 0))  # destroy
    _settle(g)
    f = g.facts()
    assert f["gy.1"] == ["Axe of Despair"] and f["mzone.1.0.atk"] == cd("Battle Ox").atk


def test_cyber_raider_takes_an_equip_card() -> None:
    """"Target 1 Equip Card on the field; equip that target to this card" — Axe of Despair
    moves from Battle Ox to the Raider (+1000 ATK on the Raider; the Ox back to its own ATK);
    the card stays in its controller's zone (the text gives no control of it)."""
    g = run({"players": [{"hand": ["Cyber Raider"]},
                         {"monsters": ["Battle Ox"],
                          "spells": [{"card": "Axe of Despair", "face_up": True,
                                      "equip_to": {"player": 1, "zone": 0}}]}]})
    answer(g, {"answer": {"action": "summon", "name": "Cyber Raider"}})
    d = g.pending()
    assert d is not None
    g.answer(next(dict(o.form) for o in d.options if o.form.get("value") == 1))  # take
    _settle(g)
    f = g.facts()
    assert f["mzone.0.0.atk"] == cd("Cyber Raider").atk + 1000
    assert f["mzone.1.0.atk"] == cd("Battle Ox").atk
    assert f["spells.1"] == ["Axe of Despair"] and f["szone.1.0.equip"] == "Cyber Raider"


def test_cyber_raider_no_equip_card_no_trigger() -> None:
    """With no Equip Card on the field there is nothing to activate: the summon ends plainly."""
    g = run({"players": [{"hand": ["Cyber Raider"]}, {"monsters": ["Battle Ox"]}]})
    answer(g, {"answer": {"action": "summon", "name": "Cyber Raider"}})
    _settle(g)
    assert g.facts()["monsters.0"] == ["Cyber Raider"] and g.facts()["gy.1"] == []


def test_gearfried_swordmaster_destroys_a_monster_when_equipped() -> None:
    """Gearfried the Swordmaster: "When this card is equipped with an Equip Card, destroy 1
    monster on your opponent's side of the field" (a target, goatrulings.com) — Axe of Despair
    on it: seat 0 picks the opponent's Mystical Elf, Battle Ox stays."""
    g = run({"players": [{"monsters": ["Gearfried the Swordmaster"], "hand": ["Axe of Despair"]},
                         {"monsters": ["Battle Ox", "Mystical Elf"]}]})
    answer(g, act("Axe of Despair"))
    answer(g, pick("Gearfried the Swordmaster"))  # the Axe's target
    for _ in range(10):
        d = g.pending()
        assert d is not None
        names = {str(o.about.get("name")) for o in d.options}
        if names == {"Battle Ox", "Mystical Elf"} and d.seat == 0:  # the Swordmaster's pick
            answer(g, pick("Mystical Elf"))
            break
        forms = [dict(o.form) for o in d.options]
        g.answer(next((f for f in forms if f.get("action") in ("pass", "decline")), forms[0]))
    _settle(g)
    f = g.facts()
    assert f["gy.1"] == ["Mystical Elf"] and f["monsters.1"] == ["Battle Ox"]
    assert f["mzone.0.0.atk"] == cd("Gearfried the Swordmaster").atk + 1000


def test_gearfried_iron_knight_destroys_an_equip_card_at_once() -> None:
    """Gearfried the Iron Knight (flagged; Goat behaviour per yugioh.wikia's rulings — a
    continuous effect — and Pojo, 9 March 2005, for Equip Traps): Axe of Despair equipped to it
    is destroyed at once, its ATK stays 1800; Blast with Chain (an Equip Trap) too."""
    g = run({"players": [{"monsters": ["Gearfried the Iron Knight"],
                          "hand": ["Axe of Despair"]}, {}]})
    answer(g, act("Axe of Despair"))
    _settle(g)
    f = g.facts()
    assert f["gy.0"] == ["Axe of Despair"] and f["spells.0"] == []
    assert f["mzone.0.0.atk"] == cd("Gearfried the Iron Knight").atk
    g = run({"players": [{"monsters": ["Gearfried the Iron Knight"],
                          "spells": [{"card": "Blast with Chain", "face_up": False}]}, {}]})
    answer(g, act("Blast with Chain"))
    _settle(g)
    assert "Blast with Chain" in g.facts()["gy.0"]
