"""goat-m1: monsters that attack more than once (``cards/scripts/goat5_attacks.py``). Each test
names the 2005 text line it checks; numbers come from the printed stats."""

from __future__ import annotations

from typing import Any

from goat_mon_steps import answer, cd, options, run

from cardtable.ygo.state import LOC_MZONE


def _attack_names(g: Any) -> list[str]:
    return [f["name"] for f in options(g, "attack")]


def _direct(g: Any, name: str) -> None:
    forms = [f for f in options(g, "attack") if f["name"] == name
             and (f.get("target") is None or int(f["target"]) < 0)]
    assert forms, options(g, "attack")
    answer(g, {"answer": forms[0]})


def test_hayabusa_knight_attacks_twice_then_stops() -> None:
    """Hayabusa Knight: "This card can attack twice during the same Battle Phase" — two direct
    attacks, then no third; Battle Ox next to it attacks once."""
    g = run({"phase": "battle", "players": [{"monsters": ["Hayabusa Knight", "Battle Ox"]}, {}]})
    atk = cd("Hayabusa Knight").atk
    _direct(g, "Hayabusa Knight")
    assert "Hayabusa Knight" in _attack_names(g)
    _direct(g, "Hayabusa Knight")
    assert g.facts()["lp.1"] == 4000 - 2 * atk
    assert _attack_names(g) == ["Battle Ox"]
    _direct(g, "Battle Ox")
    assert _attack_names(g) == []


def test_hayabusa_knight_cannot_change_position_after_attacking() -> None:
    """A monster that declared an attack cannot change its battle position that turn (rulebook);
    lifting the attack mark for its second attack must not open a change in Main Phase 2."""
    g = run({"phase": "battle", "players": [{"monsters": ["Hayabusa Knight"]}, {}]})
    _direct(g, "Hayabusa Knight")
    answer(g, {"answer": {"action": "end_battle"}})
    assert g.facts()["phase"] == "main2"
    assert options(g, "to_end") and not options(g, "change_pos")


def test_gray_wing_attacks_twice_only_after_its_discard() -> None:
    """Gray Wing: "discard 1 card: this card can attack twice during the same Battle Phase;
    only during your Main Phase 1" — without the discard it attacks once."""
    g = run({"phase": "battle", "players": [{"monsters": ["Gray Wing"]}, {}]})
    _direct(g, "Gray Wing")
    assert _attack_names(g) == []
    g = run({"phase": "main1", "players": [{"monsters": ["Gray Wing"], "hand": ["Kuriboh"]}, {}]})
    answer(g, {"answer": {"action": "activate", "name": "Gray Wing"}})
    assert g.facts()["gy.0"] == ["Kuriboh"]
    answer(g, {"answer": {"action": "to_battle"}})
    _direct(g, "Gray Wing")
    _direct(g, "Gray Wing")
    assert g.facts()["lp.1"] == 4000 - 2 * cd("Gray Wing").atk
    assert _attack_names(g) == []


def test_gray_wing_effect_only_in_main_phase_1() -> None:
    """Gray Wing: "This effect can only be used during Main Phase 1" — not offered in Main
    Phase 2."""
    g = run({"phase": "main2", "players": [{"monsters": ["Gray Wing"], "hand": ["Kuriboh"]}, {}]})
    assert not [f for f in options(g, "activate") if f.get("name") == "Gray Wing"]


def test_ben_kei_one_more_attack_per_equip_spell() -> None:
    """Armed Samurai - Ben Kei: "for each Equip Spell Card equipped to this card, it can make 1
    additional attack" — with one Equip Spell, two attacks; without, one."""
    g = run({"phase": "battle", "players": [{"monsters": ["Armed Samurai - Ben Kei"]}, {}]})
    _direct(g, "Armed Samurai - Ben Kei")
    assert _attack_names(g) == []
    g = run({"phase": "battle", "players": [
        {"monsters": ["Armed Samurai - Ben Kei"],
         "spells": [{"card": "Axe of Despair", "face_up": True,
                     "equip_to": {"player": 0, "zone": 0}}]}, {}]})
    _direct(g, "Armed Samurai - Ben Kei")
    _direct(g, "Armed Samurai - Ben Kei")
    assert _attack_names(g) == []
    ben = cd("Armed Samurai - Ben Kei").atk + 1000
    assert g.facts()["lp.1"] == 4000 - 2 * ben
    assert g.g.loc[g.g.mz[0][0]] == LOC_MZONE
