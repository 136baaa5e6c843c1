"""g7-ma: hands kept revealed while a card stays face-up — Ceremonial Bell
(``cards/scripts/goat7_ma_reveal.py``). Source of the text: goat-pool.csv: not flagged Goat-era
version; official text (yaml-yugi data/20228463.yaml: "Both players must keep their hands
revealed"; the Japanese text: as long as this card is face-up on the field)."""

from __future__ import annotations

from typing import Any

from goat_mon_steps import act, answer, run


def _shown(g: Any, seat: int) -> list[str]:
    """The names of the other player's hand cards that ``seat`` sees."""
    return sorted(str(c["name"]) for c in g.view(seat)["players"][1 - seat]["revealed"])


def test_face_up_bell_reveals_both_hands_to_the_other_seat() -> None:
    """"Both players must keep their hands revealed": before the Bell is summoned nothing is
    shown; once it is Normal Summoned face-up each seat sees the other's hand; the spectator's
    view of a hand stays hidden (only the players are shown)."""
    g = run({"players": [{"hand": ["Ceremonial Bell", "Dark Hole"]},
                         {"hand": ["Trap Hole", "Battle Ox"]}]})
    assert _shown(g, 0) == [] and _shown(g, 1) == []
    answer(g, {"answer": {"action": "summon", "name": "Ceremonial Bell"}})
    assert _shown(g, 0) == ["Battle Ox", "Trap Hole"]
    assert _shown(g, 1) == ["Dark Hole"]
    assert g.view(-1)["players"][1]["hand"] is None


def test_face_down_bell_reveals_nothing() -> None:
    """"As long as this card is face-up on the field" (the Japanese text): Set, it shows no
    hand."""
    g = run({"players": [{"monsters": [{"card": "Ceremonial Bell", "pos": "fd_def"}],
                          "hand": ["Dark Hole"]},
                         {"hand": ["Trap Hole"]}]})
    assert _shown(g, 0) == [] and _shown(g, 1) == []


def test_a_card_drawn_while_the_bell_is_face_up_is_shown() -> None:
    """The hand stays revealed: the card seat 1 draws in its next turn is shown to seat 0."""
    g = run({"players": [{"hand": ["Ceremonial Bell"]},
                         {"hand": [], "deck": ["Mystical Elf"]}]})
    answer(g, {"answer": {"action": "summon", "name": "Ceremonial Bell"}})
    assert _shown(g, 0) == []
    answer(g, {"answer": {"action": "to_end"}})
    assert "Mystical Elf" in _shown(g, 0)


def test_after_the_bell_leaves_new_cards_stay_hidden() -> None:
    """Only while it is on the field: once Dark Hole destroys the Bell, the card seat 1 draws
    next is not shown (what was shown before stays known while it stays in the hand)."""
    g = run({"players": [{"hand": ["Ceremonial Bell", "Dark Hole"]},
                         {"hand": ["Trap Hole"], "deck": ["Mystical Elf"]}]})
    answer(g, {"answer": {"action": "summon", "name": "Ceremonial Bell"}})
    assert _shown(g, 0) == ["Trap Hole"]
    answer(g, act("Dark Hole"))
    for _ in range(4):
        d = g.pending()
        if d is None or any(o.form.get("action") == "to_end" for o in d.options):
            break
        g.answer({"action": "pass"})
    assert g.facts()["gy.0"] == ["Ceremonial Bell", "Dark Hole"]
    answer(g, {"answer": {"action": "to_end"}})
    assert _shown(g, 0) == ["Trap Hole"]
