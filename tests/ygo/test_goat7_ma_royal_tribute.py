"""g7-ma: Royal Tribute (``cards/scripts/goat7_ma_royal_tribute.py``). Source of the text:
goat-pool.csv: not flagged Goat-era version; official text (yaml-yugi data/72405967.yaml; its
Portuguese text: "Necrovalley" face-up on your side)."""

from __future__ import annotations

from goat7_ma_steps import settle
from goat_mon_steps import act, answer, options, run


def _can(g: object) -> bool:
    return any(f.get("name") == "Royal Tribute" for f in options(g, "activate"))


def test_royal_tribute_needs_your_face_up_necrovalley() -> None:
    """"If you control "Necrovalley"": not without it, not with the opponent's, not with a
    face-down one of yours (its activation is offered only with a face-up one)."""
    g = run({"players": [{"hand": ["Royal Tribute"]}, {}]})
    assert not _can(g)
    g = run({"players": [{"hand": ["Royal Tribute"]},
                         {"field": {"card": "Necrovalley", "face_up": True}}]})
    assert not _can(g)
    g = run({"players": [{"hand": ["Royal Tribute"],
                          "field": {"card": "Necrovalley", "face_up": False}}, {}]})
    assert not _can(g)


def test_royal_tribute_discards_every_monster_in_both_hands() -> None:
    """"Both players discard any monsters in their hands": Battle Ox and Mystical Elf go, the
    Spells and Traps stay."""
    g = run({"players": [{"hand": ["Royal Tribute", "Battle Ox", "Dark Hole"],
                          "field": {"card": "Necrovalley", "face_up": True}},
                         {"hand": ["Mystical Elf", "Trap Hole"]}]})
    answer(g, act("Royal Tribute"))
    settle(g, stops=("to_end",))
    f = g.facts()
    assert f["hand.0"] == ["Dark Hole"] and f["hand.1"] == ["Trap Hole"]
    assert "Battle Ox" in f["gy.0"] and f["gy.1"] == ["Mystical Elf"]
