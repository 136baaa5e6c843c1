"""g6-mb: Homunculus the Alchemic Being (``cards/scripts/goat6_mb_ignition.py``). Each test names
the text line it checks."""

from __future__ import annotations

from goat_mon_steps import act, answer, cd, options, run

from cardtable.ygo.cards import constants as C


def test_homunculus_changes_its_attribute_once_per_turn() -> None:
    """Homunculus the Alchemic Being: "you can change this monster's Attribute; once per turn"
    — LIGHT turned DARK, Mystic Plasma Zone (DARK +500 ATK) then counts it; no second change
    that turn."""
    g = run({"phase": "main1", "players": [
        {"monsters": ["Homunculus the Alchemic Being"],
         "field": {"card": "Mystic Plasma Zone", "face_up": True}}, {}]})
    h = g.g.monsters(0)[0]
    assert g.g.attribute(h) == C.LIGHT and g.g.atk(h) == cd("Homunculus the Alchemic Being").atk
    answer(g, act("Homunculus the Alchemic Being"))
    answer(g, {"answer": {"action": "choose", "value": C.DARK}})
    for _ in range(3):
        if options(g, "pass"):
            answer(g, {"answer": {"action": "pass"}})
    assert g.g.attribute(h) == C.DARK
    assert g.g.atk(h) == cd("Homunculus the Alchemic Being").atk + 500
    assert "Homunculus the Alchemic Being" not in {f.get("name") for f in options(g, "activate")}


def test_homunculus_face_down_forgets_the_change() -> None:
    """The change lasts while it is face-up: Book of Moon turns it face-down, and flipped up
    again it is LIGHT once more."""
    g = run({"phase": "main1", "players": [
        {"monsters": ["Homunculus the Alchemic Being"], "hand": ["Book of Moon"]}, {}]})
    h = g.g.monsters(0)[0]
    answer(g, act("Homunculus the Alchemic Being"))
    answer(g, {"answer": {"action": "choose", "value": C.FIRE}})
    for _ in range(3):
        if options(g, "pass"):
            answer(g, {"answer": {"action": "pass"}})
    assert g.g.attribute(h) == C.FIRE
    answer(g, act("Book of Moon"))
    for _ in range(3):
        if options(g, "pass"):
            answer(g, {"answer": {"action": "pass"}})
    g.g.change_position(h, 0x1)  # flipped face-up again (as by an attack or Flip Summon)
    assert g.g.attribute(h) == C.LIGHT
