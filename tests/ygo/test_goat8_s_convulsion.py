"""Face-up Deck tops: Convulsion of Nature (``cards/scripts/goat8_s_convulsion.py``) under the
goat profile. Not flagged "Goat-era version" in goat-pool.csv: today's official text (yaml-yugi
``data/62966332.yaml``, "Both players must turn their Decks upside down") is its Goat behaviour:
the top card of each Deck is face-up, so both players see it, and nothing else of the Deck."""

from __future__ import annotations

from typing import Any

from tests.ygo.test_goat7_s_equips import _run
from tests.ygo.test_goat_st_batches import answer, game_of

from cardtable.ygo.view import view_of


def _top(game: Any, seat: int, p: int) -> str | None:
    top = view_of(game.g, seat)["players"][p]["deck_top"]
    return None if top is None else str(top["name"])


def _board(**more: Any) -> Any:
    return game_of([{"hand": ["Convulsion of Nature"],
                     "deck": ["Battle Ox", "Mystical Elf", "Celtic Guardian"]},
                    {"deck": ["Summoned Skull", "Dark Blade", "Kuriboh"]}], **more)


def test_convulsion_shows_both_deck_tops_to_both_players() -> None:
    """"Both players must turn their Decks upside down": once it resolves, each seat sees the
    top card of both Decks (Battle Ox, Summoned Skull); before, the opponent's top is unknown and
    the card under the top stays hidden."""
    game = _board()
    assert _top(game, 0, 1) is None and _top(game, 1, 0) is None
    answer(game, action="activate", name="Convulsion of Nature")
    _run(game)
    for seat in (0, 1):
        assert _top(game, seat, 0) == "Battle Ox" and _top(game, seat, 1) == "Summoned Skull"
    g = game.g
    assert not g.revealed_to(g.deck[1][-2], 0), "only the top card is face-up"


def test_convulsion_a_drawn_card_was_seen() -> None:
    """A card drawn from an upside-down Deck was face-up on top: in the opponent's Draw Phase it
    draws Summoned Skull, which the Convulsion's player then knows in that hand; the new top
    (Dark Blade) is face-up in turn."""
    game = _board()
    answer(game, action="activate", name="Convulsion of Nature")
    _run(game)
    answer(game, action="to_end")
    _run(game)
    g = game.g
    assert g.tp == 1
    skull = next(c for c in g.hand[1] if g.cd(c).name.en == "Summoned Skull")
    assert g.revealed_to(skull, 0)
    assert _top(game, 0, 1) == "Dark Blade"
    assert [c["name"] for c in view_of(g, 0)["players"][1]["revealed"]] == ["Summoned Skull"]


def test_decks_turn_back_when_it_leaves() -> None:
    """Only "while" it is on the field: after Mystical Space Typhoon destroys it, the opponent's
    next draw and new top are not shown."""
    game = game_of([{"spells": [{"card": "Convulsion of Nature", "face_up": True}],
                     "hand": ["Mystical Space Typhoon"],
                     "deck": ["Battle Ox", "Mystical Elf", "Celtic Guardian"]},
                    {"deck": ["Summoned Skull", "Dark Blade", "Kuriboh"]}])
    answer(game, action="activate", name="Mystical Space Typhoon")
    _run(game)
    assert game.facts()["gy.0"] and "Convulsion of Nature" in game.facts()["gy.0"]
    answer(game, action="to_end")
    _run(game)
    g = game.g
    skull = next(c for c in g.hand[1] if g.cd(c).name.en == "Summoned Skull")
    assert not g.revealed_to(skull, 0) and _top(game, 0, 1) is None
