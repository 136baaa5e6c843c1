"""Goat-mon2 batch 5: LV monsters (``cards/scripts/goat_mon2_lv.py``), the 2005 (Soul of the
Duelist) wording. Each test names the text clause it checks (ours in ``pool/goat.csv``)."""

from __future__ import annotations

from typing import Any

from goat_mon_steps import act, answer, cd, options, run

AD3, AD5, AD7 = "Armed Dragon LV3", "Armed Dragon LV5", "Armed Dragon LV7"
HORUS4, HORUS6 = "Horus the Black Flame Dragon LV4", "Horus the Black Flame Dragon LV6"


def _triggers(g: Any) -> list[dict[str, Any]]:
    return options(g, "trigger")


def _attack(g: Any, name: str, target: str) -> None:
    answer(g, {"answer": {"action": "to_battle"}})
    forms = [f for f in options(g, "attack")
             if f.get("name") == name and f.get("target_name") == target]
    assert len(forms) == 1, options(g, "attack")
    answer(g, {"answer": forms[0]})


def test_armed_dragon_lv3_levels_up_in_its_controllers_standby_phase() -> None:
    """Armed Dragon LV3: "During your Standby Phase, you can send this face-up card to the
    Graveyard to Special Summon 1 Armed Dragon LV5 from your hand or Deck" — not offered in
    the opponent's turn; in its controller's next Standby Phase LV5 comes from the Deck."""
    g = run({"players": [{"monsters": [AD3], "deck": [AD5, "Kuriboh", "Kuriboh"]},
                         {"deck": ["Kuriboh"] * 3}]})
    answer(g, {"answer": {"action": "to_end"}})
    d = g.pending()
    assert d is not None and d.seat == 1 and not _triggers(g)  # the opponent's Main Phase
    answer(g, {"answer": {"action": "to_end"}})
    assert _triggers(g), "no level-up offered in the controller's Standby Phase"
    answer(g, {"answer": {"action": "trigger"}})
    answer(g, {"answer": {"action": "choose", "value": 1}})  # face-up Attack Position
    f = g.facts()
    assert f["monsters.0"] == [AD5] and f["gy.0"] == [AD3]
    assert f["mzone.0.0.pos"] == "atk"


def test_armed_dragon_lv5_destroys_up_to_the_sent_monsters_atk() -> None:
    """Armed Dragon LV5: "send 1 Monster Card from your hand to the Graveyard to destroy 1
    face-up monster your opponent controls whose ATK is less than or equal to the ATK of the
    sent card" — Summoned Skull (2500) sent: Battle Ox (1700) goes, Blue-Eyes (3000) cannot;
    Kuriboh (300) is not offered as the cost: no face-up monster has 300 ATK or less."""
    g = run({"players": [{"monsters": [AD5], "hand": ["Summoned Skull", "Kuriboh"]},
                         {"monsters": ["Battle Ox", "Blue-Eyes White Dragon"]}]})
    answer(g, act(AD5))
    f = g.facts()
    assert f["gy.0"] == ["Summoned Skull"] and f["hand.0"] == ["Kuriboh"]
    assert f["monsters.1"] == ["Blue-Eyes White Dragon"] and f["gy.1"] == ["Battle Ox"]
    assert cd("Battle Ox").atk <= cd("Summoned Skull").atk < cd("Blue-Eyes White Dragon").atk


def test_horus_lv4_levels_up_in_the_end_phase_after_a_battle_win() -> None:
    """Horus the Black Flame Dragon LV4: "During the End Phase of a turn in which this card
    destroyed a monster as a result of battle, you can send this card to the Graveyard to
    Special Summon 1 Horus the Black Flame Dragon LV6 from your hand or Deck" (2005 timing:
    the End Phase, not the end of the Battle Phase)."""
    g = run({"players": [{"monsters": [HORUS4], "deck": [HORUS6, "Kuriboh"]},
                         {"monsters": ["Kuriboh"]}]})
    _attack(g, HORUS4, "Kuriboh")
    answer(g, {"answer": {"action": "end_battle"}})
    assert not _triggers(g)  # Main Phase 2: not yet
    answer(g, {"answer": {"action": "to_end"}})
    assert _triggers(g)
    answer(g, {"answer": {"action": "trigger"}})
    answer(g, {"answer": {"action": "choose", "value": 4}})  # face-up Defense Position
    f = g.facts()
    assert f["monsters.0"] == [HORUS6] and f["gy.0"] == [HORUS4] and f["mzone.0.0.pos"] == "def"


def test_horus_lv4_no_level_up_without_a_battle_win() -> None:
    """"a turn in which this card destroyed a monster as a result of battle": an attack that
    destroys nothing (Horus LV4 1600 vs Giant Soldier of Stone's DEF 2000) gives no level-up."""
    g = run({"players": [{"monsters": [HORUS4], "deck": [HORUS6, "Kuriboh"]},
                         {"monsters": [{"card": "Giant Soldier of Stone", "pos": "def"}],
                          "deck": ["Kuriboh"] * 3}]})
    _attack(g, HORUS4, "Giant Soldier of Stone")
    answer(g, {"answer": {"action": "end_battle"}})
    answer(g, {"answer": {"action": "to_end"}})
    d = g.pending()
    assert d is not None and d.seat == 1 and not _triggers(g)
    assert g.facts()["monsters.0"] == [HORUS4]


def test_armed_dragon_lv5_to_lv7_is_a_proper_summon() -> None:
    """Armed Dragon LV5's End Phase level-up brings LV7 from the hand: LV7 "cannot be Normal
    Summoned" and comes only this way; summoned so, it counts as properly summoned (a later
    Monster Reborn may revive it)."""
    g = run({"players": [{"monsters": [AD5], "hand": [AD7]}, {"monsters": ["Kuriboh"]}]})
    _attack(g, AD5, "Kuriboh")
    answer(g, {"answer": {"action": "end_battle"}})
    answer(g, {"answer": {"action": "to_end"}})
    answer(g, {"answer": {"action": "trigger"}})
    answer(g, {"answer": {"action": "choose", "value": 1}})
    f = g.facts()
    assert f["monsters.0"] == [AD7] and f["gy.0"] == [AD5]
    summons = [pub for kind, pub, _ in g.g.elog if kind == "special_summon"]
    assert summons and summons[-1].get("how") == "proper"
