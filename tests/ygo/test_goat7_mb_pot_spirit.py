"""g7-mb: Spirit of the Pot of Greed (``cards/scripts/goat7_mb_pot_spirit.py``). Not flagged
"Goat-era version" in goat-pool.csv: each test checks a clause of today's official text
(yaml-yugi ``data/04896788.yaml``), named in its docstring."""

from __future__ import annotations

from typing import Any

from goat_mon_steps import act, answer, options, run

_DECK = ["Giant Soldier of Stone"] * 6


def _resolve(g: Any, take: bool) -> None:
    for _ in range(8):
        if g.pending() is None:
            return
        if options(g, "trigger"):
            answer(g, {"answer": {"action": "trigger"}} if take else
                   {"answer": {"action": "decline"}})
        elif options(g, "pass"):
            answer(g, {"answer": {"action": "pass"}})
        else:
            return


def test_spirit_gives_the_pot_player_one_more_card() -> None:
    """"While this card is in face-up Attack Position on the field, if a player activates 'Pot
    of Greed', they can draw 1 more card" — 3 cards with the Spirit (even the opponent's), 2
    without it, 2 when the Spirit is in Defense Position."""
    for spirit, drawn in (({"card": "Spirit of the Pot of Greed"}, 3), (None, 2),
                          ({"card": "Spirit of the Pot of Greed", "pos": "def"}, 2)):
        g = run({"phase": "main1", "players": [
            {"hand": ["Pot of Greed"], "deck": _DECK},
            {"monsters": [spirit] if spirit else []}]})
        answer(g, act("Pot of Greed"))
        _resolve(g, True)
        assert g.facts()["hand_count.0"] == drawn, spirit


def test_spirit_extra_draw_is_optional() -> None:
    """"they can draw": declined, only the Pot's 2 cards."""
    g = run({"phase": "main1", "players": [
        {"hand": ["Pot of Greed"], "deck": _DECK,
         "monsters": ["Spirit of the Pot of Greed"]}, {}]})
    answer(g, act("Pot of Greed"))
    _resolve(g, False)
    assert g.facts()["hand_count.0"] == 2
