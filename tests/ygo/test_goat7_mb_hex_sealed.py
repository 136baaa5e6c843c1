"""g7-mb: the Hex-Sealed Fusions (``cards/scripts/goat7_mb_hex_sealed.py``). Not flagged
"Goat-era version" in goat-pool.csv: each test checks a clause of today's official text
(yaml-yugi ``data/52101615.yaml`` The Dark, ``data/88696724.yaml`` The Earth,
``data/15717011.yaml`` The Light), named in its docstring."""

from __future__ import annotations

from typing import Any

from goat7_mb_steps import settle
from goat_mon_steps import act, answer, options, run


def _settle(g: Any) -> None:
    """Answer what is not the point of these tests (``goat7_mb_steps.settle``)."""
    settle(g, choose=True, limit=10)


def _hex(g: Any, name: str) -> list[dict[str, Any]]:
    return [f for f in options(g, "activate") if f.get("name") == name]


def test_dark_hex_sealed_fusion_tributes_into_a_dark_fusion() -> None:
    """The Dark - Hex-Sealed Fusion: "You can Tribute Fusion Material Monsters on the field,
    including this face-up card; Special Summon 1 corresponding DARK Fusion Monster from your
    Extra Deck" — with Summoned Skull it stands in for Red-Eyes B. Dragon: Black Skull Dragon
    (DARK) comes out, both tributed."""
    g = run({"phase": "main1", "players": [
        {"monsters": ["The Dark - Hex-Sealed Fusion", "Summoned Skull"],
         "extra": ["Black Skull Dragon"]}, {}]})
    answer(g, {"answer": _hex(g, "The Dark - Hex-Sealed Fusion")[0]})
    _settle(g)
    f = g.facts()
    assert f["monsters.0"] == ["Black Skull Dragon"]
    assert sorted(f["gy.0"]) == ["Summoned Skull", "The Dark - Hex-Sealed Fusion"]


def test_hex_sealed_needs_the_other_materials_and_its_attribute() -> None:
    """"the other Fusion Material Monster(s) must be correct" and "DARK Fusion Monster": without
    Summoned Skull nothing is offered; The Light - Hex-Sealed Fusion offers no DARK Black Skull
    Dragon."""
    g = run({"phase": "main1", "players": [
        {"monsters": ["The Dark - Hex-Sealed Fusion", "Battle Ox"],
         "extra": ["Black Skull Dragon"]}, {}]})
    assert not _hex(g, "The Dark - Hex-Sealed Fusion")
    g = run({"phase": "main1", "players": [
        {"monsters": ["The Light - Hex-Sealed Fusion", "Summoned Skull"],
         "extra": ["Black Skull Dragon"]}, {}]})
    assert not _hex(g, "The Light - Hex-Sealed Fusion")


def test_earth_hex_sealed_fusion_as_a_polymerization_substitute() -> None:
    """The Earth - Hex-Sealed Fusion: "You can substitute this card for any 1 Fusion Material
    Monster, but the other Fusion Material Monster(s) must be correct" — Polymerization fuses it
    with M-Warrior #1 into Karbonala Warrior."""
    g = run({"phase": "main1", "players": [
        {"hand": ["Polymerization", "The Earth - Hex-Sealed Fusion", "M-Warrior #1"],
         "extra": ["Karbonala Warrior"]}, {}]})
    answer(g, act("Polymerization"))
    _settle(g)
    assert g.facts()["monsters.0"] == ["Karbonala Warrior"]
