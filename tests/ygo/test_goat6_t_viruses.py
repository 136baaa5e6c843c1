"""Deck Devastation Virus (``goat6_t_viruses.py``) under the goat profile: "Tribute 1 DARK
monster with 2000 or more ATK on your side of the field. Check the monsters on your opponent's
side of the field, your opponent's hand and every card your opponent draws during their next 3
turns, and destroy the monsters with 1500 or less ATK" (FET-EN058; the old Japanese text quoted
by yugioh-wiki; our own words in ``pool/goat.csv``)."""

from __future__ import annotations

from tests.ygo.test_goat_st_batches import answer, game_of, options, settle

SET = {"face_up": False}


def _board() -> dict[str, object]:
    return {"monsters": ["Summoned Skull"], "spells": [{"card": "Deck Devastation Virus", **SET}],
            "deck": ["Sangan"] * 5}


def test_deck_devastation_virus_field_and_hand() -> None:
    """Summoned Skull (DARK, 2500) is the Tribute; the opponent's Kuriboh (300), face-down
    Sangan (1000) and Mystic Tomato in hand (1400) are destroyed; Battle Ox (1700) and Gemini Elf
    in hand (1900) stay."""
    game = game_of([_board(),
                    {"monsters": ["Kuriboh", "Battle Ox", {"card": "Sangan", "pos": "fd_def"}],
                     "hand": ["Mystic Tomato", "Gemini Elf"], "deck": ["Sangan"] * 5}])
    answer(game, action="activate", name="Deck Devastation Virus")
    settle(game)
    f = game.facts()
    assert f["monsters.0"] == [] and "Summoned Skull" in f["gy.0"]
    assert f["monsters.1"] == ["Battle Ox"] and f["hand.1"] == ["Gemini Elf"]
    assert sorted(f["gy.1"]) == ["Kuriboh", "Mystic Tomato", "Sangan"]


def test_deck_devastation_virus_checks_the_next_draws() -> None:
    """"... and every card your opponent draws during their next 3 turns": in the opponent's
    next turn, the Sangan drawn (1000) is destroyed at once."""
    game = game_of([_board(), {"monsters": ["Battle Ox"], "deck": ["Sangan"] * 5}])
    answer(game, action="activate", name="Deck Devastation Virus")
    settle(game)
    answer(game, action="to_end")
    while game.pending() is not None and game.facts()["turn"] == 3:
        answer(game, action="pass")  # the End Phase windows of turn 3
    f = game.facts()
    assert f["turn"] == 4 and "Sangan" in f["gy.1"] and f["hand_count.1"] == 0


def test_deck_devastation_virus_needs_a_big_dark_tribute() -> None:
    """"Tribute 1 DARK monster with 2000 or more ATK": Battle Ox (EARTH) is no Tribute."""
    game = game_of([{"monsters": ["Battle Ox"],
                     "spells": [{"card": "Deck Devastation Virus", **SET}]},
                    {"monsters": ["Kuriboh"]}])
    assert not options(game, action="activate", name="Deck Devastation Virus")
