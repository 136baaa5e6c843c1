"""g7-mb: Flip monsters that take control, Orca, Sorcerer of Dark Magic, The Last Warrior from
Another Planet and Maiden of the Aqua (``goat7_mb_control.py``, ``goat7_mb_tributes.py``,
``goat7_mb_fusions.py``, ``goat7_mb_continuous.py``). Not flagged "Goat-era version" in
goat-pool.csv: each test checks a clause of today's official text (yaml-yugi
``data/<passcode>.yaml``), named in its docstring."""

from __future__ import annotations

from typing import Any

from goat7_mb_steps import settle
from goat_mon_steps import act, answer, options, run


def _settle(g: Any, prefer: str = "") -> None:
    """Answer what is not the point of these tests (``goat7_mb_steps.settle``)."""
    settle(g, prefer, choose=True)


def _flip(g: Any, name: str) -> None:
    answer(g, {"answer": {"action": "flip_summon", "name": name}})


def test_rafflesia_takes_a_face_up_monster_until_the_end_of_the_turn() -> None:
    """Rafflesia Seduction (data/31440542.yaml): "FLIP: Take control of 1 face-up monster on
    your opponent's side of the field until the end of this turn" — Battle Ox comes to seat 0
    (the face-down Kuriboh is no candidate) and goes back in the End Phase."""
    g = run({"phase": "main1", "players": [
        {"monsters": [{"card": "Rafflesia Seduction", "pos": "fd_def", "new": False}]},
        {"monsters": ["Battle Ox", {"card": "Kuriboh", "pos": "fd_def"}]}]})
    _flip(g, "Rafflesia Seduction")
    _settle(g, "Battle Ox")
    assert g.facts()["monsters.0"] == ["Rafflesia Seduction", "Battle Ox"]
    answer(g, {"answer": {"action": "to_end"}})
    _settle(g)
    assert "Battle Ox" in g.facts()["monsters.1"]


def test_invader_of_the_throne_switches_control() -> None:
    """Invader of the Throne (data/03056267.yaml): "FLIP: Select 1 monster on your opponent's
    side of the field and switch control of it with this card"."""
    g = run({"phase": "main1", "players": [
        {"monsters": [{"card": "Invader of the Throne", "pos": "fd_def", "new": False}]},
        {"monsters": ["Battle Ox"]}]})
    _flip(g, "Invader of the Throne")
    _settle(g, "Battle Ox")
    f = g.facts()
    assert f["monsters.0"] == ["Battle Ox"] and f["monsters.1"] == ["Invader of the Throne"]


def test_invader_of_the_throne_not_in_the_battle_phase() -> None:
    """"This effect cannot be activated during the Battle Phase": flipped by Battle Ox's attack
    (1700 against 1700 DEF: nothing destroyed), nothing switches."""
    g = run({"phase": "battle", "players": [
        {"monsters": ["Battle Ox"]},
        {"monsters": [{"card": "Invader of the Throne", "pos": "fd_def", "new": False}]}]})
    forms = [f for f in options(g, "attack") if f.get("name") == "Battle Ox"]
    answer(g, {"answer": forms[0]})
    _settle(g)
    f = g.facts()
    assert f["monsters.0"] == ["Battle Ox"] and f["monsters.1"] == ["Invader of the Throne"]


def test_orca_destroys_a_monster_for_a_torpedo_fish() -> None:
    """Orca Mega-Fortress of Darkness (data/63120904.yaml): "By tributing 1 'Torpedo Fish' on
    your side of the field, destroy 1 monster on the field"."""
    g = run({"phase": "main1", "players": [
        {"monsters": ["Orca Mega-Fortress of Darkness", "Torpedo Fish"]},
        {"monsters": ["Battle Ox"]}]})
    forms = [f for f in options(g, "activate") if f.get("name") == "Orca Mega-Fortress of Darkness"]
    assert len(forms) == 1  # no Cannonball Spear Shellfish: one effect only
    answer(g, {"answer": forms[0]})
    _settle(g, "Battle Ox")
    f = g.facts()
    assert f["gy.0"] == ["Torpedo Fish"] and f["gy.1"] == ["Battle Ox"]


def test_orca_destroys_a_spell_or_trap_for_a_shellfish() -> None:
    """"By Tributing 1 'Cannonball Spear Shellfish' on your side of the field, destroy 1 Spell
    or Trap Card on the field" — the opponent's Set card."""
    g = run({"phase": "main1", "players": [
        {"monsters": ["Orca Mega-Fortress of Darkness", "Cannonball Spear Shellfish"]},
        {"spells": [{"card": "Mirror Force", "face_up": False}]}]})
    forms = [f for f in options(g, "activate") if f.get("name") == "Orca Mega-Fortress of Darkness"]
    answer(g, {"answer": forms[0]})
    _settle(g)
    f = g.facts()
    assert f["gy.0"] == ["Cannonball Spear Shellfish"] and f["gy.1"] == ["Mirror Force"]


def test_sorcerer_of_dark_magic_summoned_by_two_level_6_spellcasters() -> None:
    """Sorcerer of Dark Magic (data/88619463.yaml): "Must be Special Summoned (from your hand)
    by Tributing 2 Level 6 or higher Spellcaster-Type monsters" — two Dark Magicians (Level 7);
    with one Dark Magician and a Level 4 Spellcaster, nothing is offered."""
    g = run({"phase": "main1", "players": [
        {"hand": ["Sorcerer of Dark Magic"], "monsters": ["Dark Magician", "Dark Magician"]},
        {}]})
    forms = [f for f in options(g, "goat_mon_proc") if f.get("name") == "Sorcerer of Dark Magic"]
    assert len(forms) == 1
    answer(g, {"answer": forms[0]})
    _settle(g)
    f = g.facts()
    assert f["monsters.0"] == ["Sorcerer of Dark Magic"] and f["gy.0"] == ["Dark Magician"] * 2
    g = run({"phase": "main1", "players": [
        {"hand": ["Sorcerer of Dark Magic"],
         "monsters": ["Dark Magician", "Skilled White Magician"]}, {}]})
    assert not [f for f in options(g, "goat_mon_proc")
                if f.get("name") == "Sorcerer of Dark Magic"]


def test_sorcerer_of_dark_magic_negates_a_trap() -> None:
    """"When a Trap Card is activated: You can negate the activation, and if you do, destroy
    it" — in the opponent's turn, Jar of Greed draws nothing."""
    g = run({"phase": "main1", "turn": 4, "turn_player": 1, "players": [
        {"monsters": ["Sorcerer of Dark Magic"]},
        {"spells": [{"card": "Jar of Greed", "face_up": False}], "deck": ["Battle Ox"] * 3}]})
    answer(g, act("Jar of Greed"))
    answer(g, {"answer": {"action": "activate", "name": "Sorcerer of Dark Magic"}})
    _settle(g)
    f = g.facts()
    assert f["gy.1"] == ["Jar of Greed"] and f["hand_count.1"] == 0


def test_last_warrior_clears_its_side_and_stops_summons() -> None:
    """The Last Warrior from Another Planet (data/86099788.yaml): "If this card is Special
    Summoned: Destroy all other monsters you control. Neither player can Summon monsters" —
    Fusion Summoned beside Battle Ox, the Ox is destroyed; then Kuriboh may be Set, not
    Normal Summoned."""
    g = run({"phase": "main1", "players": [
        {"hand": ["Polymerization", "Zombyra the Dark", "Maryokutai", "Kuriboh"],
         "extra": ["The Last Warrior from Another Planet"], "monsters": ["Battle Ox"]}, {}]})
    answer(g, act("Polymerization"))
    _settle(g)
    f = g.facts()
    assert f["monsters.0"] == ["The Last Warrior from Another Planet"]
    assert "Battle Ox" in f["gy.0"]
    assert not [x for x in options(g, "summon") if x.get("name") == "Kuriboh"]
    assert [x for x in options(g, "set_monster") if x.get("name") == "Kuriboh"]


def test_maiden_of_the_aqua_makes_the_field_umi() -> None:
    """Maiden of the Aqua (data/17214465.yaml): "As long as this card remains face-up on the
    field, the field is treated as 'Umi' ... If there is an active Field Spell Card on the
    field, this effect is not applied" — Amphibious Bugroth MK-3 ("can attack directly while
    Umi is on the field") may attack directly beside the Maiden, not without her, nor with a
    face-up Field Spell."""
    def direct(setup: dict[str, Any]) -> bool:
        g = run({"phase": "battle", "players": [setup, {"monsters": ["Battle Ox"]}]})
        return any(f.get("target_name") is None for f in options(g, "attack")
                   if f.get("name") == "Amphibious Bugroth MK-3")
    assert direct({"monsters": ["Amphibious Bugroth MK-3", {"card": "Maiden of the Aqua",
                                                             "pos": "def"}]})
    assert not direct({"monsters": ["Amphibious Bugroth MK-3"]})
    assert not direct({"monsters": ["Amphibious Bugroth MK-3", {"card": "Maiden of the Aqua",
                                                                 "pos": "def"}],
                       "field": {"card": "Mountain", "face_up": True}})
