"""Hand-size limits (``cards/scripts/goat6_s_hand_limit.py`` over ``hooks.HAND_LIMITS``):
Infinite Cards and Hieroglyph Lithograph under the goat profile (hand limit 6, LP 8000). Each
test quotes the 2005 text it checks (the first TCG prints — Labyrinth of Nightmare, Pharaonic
Guardian —, our own wording in ``pool/goat.csv``)."""

from __future__ import annotations

from tests.ygo.test_goat_st_batches import LP, answer, game_of, options, settle

from cardtable.ygo.game import YgoGame


def _end_turn_discards(game: YgoGame) -> int:
    """Go to the End Phase; discard the first offered card while asked; how many."""
    answer(game, action="to_end")
    settle(game)
    n = 0
    while options(game, action="discard"):
        answer(game, action="discard")
        n += 1
    return n


def test_goat_hand_limit_is_six_without_them() -> None:
    """The rule the cards change (goat profile, hand_limit 6): 8 cards at the End Phase, 2
    discarded."""
    game = game_of([{"hand": ["Sangan"] * 8}, {}])
    assert _end_turn_discards(game) == 2


def test_infinite_cards_removes_the_limit() -> None:
    """Infinite Cards: "There is no maximum hand size for either player" — 8
    cards stay."""
    game = game_of([{"hand": ["Sangan"] * 8,
                     "spells": [{"card": "Infinite Cards", "face_up": True}]}, {}])
    assert _end_turn_discards(game) == 0
    assert game.facts()["hand_count.0"] == 8


def test_infinite_cards_applies_only_face_up() -> None:
    """Infinite Cards applies while face-up: Set, the limit of 6 stands."""
    game = game_of([{"hand": ["Sangan"] * 8,
                     "spells": [{"card": "Infinite Cards", "face_up": False}]}, {}])
    assert _end_turn_discards(game) == 2


def test_hieroglyph_lithograph_makes_the_limit_seven_for_its_player() -> None:
    """Hieroglyph Lithograph: "Pay 1000 Life Points. Until the end of the Duel, the most cards you
    may hold in your hand at the end of your turn becomes 7" — 8 cards: 1 discarded, LP -1000."""
    game = game_of([{"hand": ["Hieroglyph Lithograph", *["Sangan"] * 8]}, {}])
    answer(game, action="activate", name="Hieroglyph Lithograph")
    settle(game)
    assert game.facts()["lp.0"] == LP - 1000
    assert _end_turn_discards(game) == 1
    assert game.facts()["hand_count.0"] == 7


def test_hieroglyph_lithograph_is_only_for_its_player() -> None:
    """Hieroglyph Lithograph changes "your" hand size: the opponent's limit stays 6 (their End
    Phase with 8 cards discards 2)."""
    game = game_of([{"hand": ["Hieroglyph Lithograph"]},
                    {"hand": ["Sangan"] * 7, "deck": ["Sangan"] * 5}])
    answer(game, action="activate", name="Hieroglyph Lithograph")
    settle(game)
    answer(game, action="to_end")
    settle(game)
    while options(game, action="discard"):  # seat 0 holds nothing to discard
        answer(game, action="discard")
    # seat 1's turn: it drew 1 (8 cards); its End Phase
    while game.pending() is not None and not options(game, action="to_end"):
        settle(game)
        if not options(game, action="to_end") and options(game, action="to_main2"):
            answer(game, action="to_main2")
    assert _end_turn_discards(game) == 2
