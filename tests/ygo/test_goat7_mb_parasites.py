"""g7-mb: Metallizing Parasite - Lunatite and Kiseitai (``cards/scripts/goat7_mb_parasites.py``).
Not flagged "Goat-era version" in goat-pool.csv: each test checks a clause of today's official
text (yaml-yugi ``data/<passcode>.yaml``), named in its docstring."""

from __future__ import annotations

from typing import Any

from goat7_mb_steps import advance, settle
from goat_mon_steps import act, answer, options, run

_DECK = ["Giant Soldier of Stone"] * 10


def _settle(g: Any) -> None:
    """Answer what is not the point of these tests (``goat7_mb_steps.settle``)."""
    settle(g)


def test_lunatite_equips_and_shields_from_the_opponents_spells() -> None:
    """Metallizing Parasite - Lunatite (data/07369217.yaml): "you can equip it to a face-up
    monster on your side of the field as an Equip Spell Card ... that monster will be
    unaffected by the effects of Spell Cards controlled by your opponent" — equipped to Battle
    Ox, the opponent's Book of Moon leaves the Ox face-up; an unequipped Ox is turned
    face-down."""
    g = run({"phase": "main1", "players": [
        {"monsters": ["Metallizing Parasite - Lunatite", "Battle Ox"]}, {}]})
    answer(g, {"answer": {"action": "activate", "name": "Metallizing Parasite - Lunatite"}})
    _settle(g)
    f = g.facts()
    assert f["monsters.0"] == ["Battle Ox"] and f["spells.0"] == [
        "Metallizing Parasite - Lunatite"]
    answer(g, {"answer": {"action": "to_end"}})
    for equipped in (True, False):
        g = run({"phase": "main1", "turn": 4, "turn_player": 1, "players": [
            {"monsters": ["Battle Ox"],
             "spells": [{"card": "Metallizing Parasite - Lunatite", "face_up": True,
                         "equip_to": {"player": 0, "zone": 0}}] if equipped else []},
            {"hand": ["Book of Moon"]}]})
        answer(g, act("Book of Moon"))
        _settle(g)
        assert g.facts()["mzone.0.0.pos"] == ("atk" if equipped else "fd_def"), equipped


def test_kiseitai_becomes_the_attackers_equip_card() -> None:
    """Kiseitai (data/04266839.yaml): "When your opponent's monster attacks this card in
    face-down Defense Position, this card becomes an Equip Spell Card equipped to the attacking
    monster (No damage calculation is conducted)" — Battle Ox attacks it: no battle, Kiseitai
    sits in seat 1's Spell & Trap Zone on the Ox; "During each of your opponent's Standby
    Phases, increase your Life Points by half of the ATK of the monster equipped" — in seat 0's
    next Standby Phase seat 1 gains 850."""
    g = run({"phase": "battle", "players": [
        {"monsters": ["Battle Ox"], "deck": _DECK},
        {"monsters": [{"card": "Kiseitai", "pos": "fd_def"}], "deck": _DECK}]})
    forms = [f for f in options(g, "attack") if f.get("name") == "Battle Ox"]
    answer(g, {"answer": forms[0]})
    _settle(g)
    f = g.facts()
    assert f["monsters.1"] == [] and f["spells.1"] == ["Kiseitai"] and f["gy.1"] == []
    assert f["monsters.0"] == ["Battle Ox"] and f["lp.0"] == 4000 and f["lp.1"] == 4000
    assert f["szone.1.0.equip"] == "Battle Ox"
    advance(g, 4, "main1")
    assert g.facts()["lp.1"] == 4000  # its own Standby Phase: nothing
    advance(g, 5, "main1")
    assert g.facts()["lp.1"] == 4000 + 850


def test_kiseitai_face_up_is_an_ordinary_target() -> None:
    """Only "in face-down Defense Position": attacked face-up, it is destroyed by the battle."""
    g = run({"phase": "battle", "players": [
        {"monsters": ["Battle Ox"]}, {"monsters": [{"card": "Kiseitai", "pos": "def"}]}]})
    forms = [f for f in options(g, "attack") if f.get("name") == "Battle Ox"]
    answer(g, {"answer": forms[0]})
    _settle(g)
    assert g.facts()["gy.1"] == ["Kiseitai"]


def test_lunatite_is_destroyed_instead_of_its_monster_in_battle() -> None:
    """"If the monster that this card is equipped to is destroyed as a result of battle,
    destroy this card instead" — Summoned Skull attacks the equipped Battle Ox: the Ox stays,
    Lunatite goes to the Graveyard (the battle damage is still taken)."""
    g = run({"phase": "battle", "turn": 4, "turn_player": 1, "players": [
        {"monsters": ["Battle Ox"],
         "spells": [{"card": "Metallizing Parasite - Lunatite", "face_up": True,
                     "equip_to": {"player": 0, "zone": 0}}]},
        {"monsters": ["Summoned Skull"]}]})
    forms = [f for f in options(g, "attack") if f.get("name") == "Summoned Skull"]
    answer(g, {"answer": forms[0]})
    _settle(g)
    f = g.facts()
    assert f["monsters.0"] == ["Battle Ox"] and f["gy.0"] == ["Metallizing Parasite - Lunatite"]
    assert f["lp.0"] == 4000 - 800
