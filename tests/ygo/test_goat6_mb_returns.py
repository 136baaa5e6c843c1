"""g6-mb: Serpentine Princess (``cards/scripts/goat6_mb_returns.py``) and the engine's ``to_deck``
event. Each test names the text line it checks."""

from __future__ import annotations

from typing import Any

from goat_mon_steps import answer, options, run

PRINCESS = "Serpentine Princess"


def _resolve(g: Any) -> None:
    """Pass, and answer the Princess's owner's questions (first option), until quiet."""
    for _ in range(12):
        if g.pending() is None:
            return
        for action in ("card", "choose", "pass"):
            if options(g, action):
                answer(g, {"answer": options(g, action)[0]})
                break
        else:
            return


def test_returned_face_up_to_the_deck_summons_a_level_3_or_lower_monster() -> None:
    """"If this face-up card is returned from the field to your Deck, Special Summon 1 Level 3
    or lower monster from your Deck" — Back to Square One puts it on the Deck; Sangan (Level
    3) comes out, Battle Ox (Level 4) stays."""
    g = run({"players": [{"hand": ["Back to Square One", "Battle Ox"]},
                         {"monsters": [PRINCESS], "deck": ["Battle Ox", "Sangan"]}]})
    answer(g, {"answer": {"action": "activate", "name": "Back to Square One"}})
    _resolve(g)
    f = g.facts()
    assert f["monsters.1"] == ["Sangan"] and f["deck_count.1"] == 2


def test_a_face_down_princess_returned_does_nothing() -> None:
    """"This face-up card": Set face-down and returned, it summons nothing."""
    g = run({"players": [{"hand": ["Back to Square One", "Battle Ox"]},
                         {"monsters": [{"card": PRINCESS, "pos": "fd_def"}],
                          "deck": ["Battle Ox", "Sangan"]}]})
    answer(g, {"answer": {"action": "activate", "name": "Back to Square One"}})
    _resolve(g)
    f = g.facts()
    assert f["monsters.1"] == [] and f["deck_count.1"] == 3
