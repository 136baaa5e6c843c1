"""Forced Requisition (``goat8_t_discards.py``) under the goat profile. Text: not flagged
"Goat-era version" in goat-pool.csv; official text (yaml-yugi data/74923978.yaml): "You can
activate this card when you discard from your hand. After that, each time you discard from your
hand, your opponent must also discard the same number of cards from his/her hand." (its
Japanese text there: the opponent chooses which cards, 相手は同じ枚数分手札を選択して捨てる)."""

from __future__ import annotations

from tests.ygo.test_goat_st_batches import answer, game_of, options, settle

from cardtable.ygo.game import YgoGame

SET = {"face_up": False}
FILLER = ["Battle Ox", "Gemini Elf", "Pot of Greed", "Mystical Space Typhoon"]


def _charity(game: YgoGame) -> None:
    """Seat 0 activates Graceful Charity (draw 3, then discard 2: the first two offered)."""
    answer(game, action="activate", name="Graceful Charity")
    settle(game)
    for _ in range(2):
        d = game.pending()
        if d is not None and d.seat == 0 and options(game, action="card"):
            answer(game, action="card")
    if options(game, action="done"):
        answer(game, action="done")


def test_activated_when_you_discard_and_that_discard_is_not_mirrored() -> None:
    """"activate this card when you discard": after Graceful Charity's 2 discards (its chain
    over) the Set Forced Requisition may be activated; "After that": the opponent keeps its 4
    cards for the discards that opened the window."""
    game = game_of([{"hand": ["Graceful Charity"], "deck": FILLER * 2,
                     "spells": [{"card": "Forced Requisition", **SET}]},
                    {"hand": list(FILLER)}])
    _charity(game)
    assert len(game.facts()["gy.0"]) == 3  # Charity and the 2 discards
    answer(game, action="activate", name="Forced Requisition")
    settle(game)
    assert game.facts()["hand_count.1"] == 4


def test_no_window_without_a_discard() -> None:
    """No discard, no timing: in an open Main Phase the Set card is not offered."""
    game = game_of([{"hand": ["Pot of Greed"], "deck": FILLER * 2,
                     "spells": [{"card": "Forced Requisition", **SET}]}, {"hand": list(FILLER)}])
    assert not options(game, action="activate", name="Forced Requisition")


def test_face_up_each_discard_makes_the_opponent_discard_as_many_of_their_choice() -> None:
    """Forced Requisition face-up: Graceful Charity's 2 discards make seat 1 discard 2, picked
    by seat 1 (a decision of seat 1 among its hand cards)."""
    game = game_of([{"hand": ["Graceful Charity"], "deck": FILLER * 2,
                     "spells": [{"card": "Forced Requisition", "face_up": True}]},
                    {"hand": list(FILLER)}])
    answer(game, action="activate", name="Graceful Charity")
    settle(game)
    picks_by_1 = 0
    while (d := game.pending()) is not None and not options(game, action="summon"):
        if d.seat == 1 and options(game, action="discard"):
            picks_by_1 += 1
            answer(game, action="discard", name="Gemini Elf" if picks_by_1 == 1 else "Battle Ox")
        elif options(game, action="pass"):
            answer(game, action="pass")
        else:
            game.answer(d.options[0].form)
    f = game.facts()
    assert f["hand_count.1"] == 2
    assert sorted(f["gy.1"]) == ["Battle Ox", "Gemini Elf"]
    assert picks_by_1 == 2


def test_no_window_for_a_discard_paid_as_a_cost() -> None:
    """Goat Netrep ruling (goat-rulings goat-indv-rulings/forced-requisition.md): "Forced
    Requisition may not be activated in response to a discard as a result of a cost": Lightning
    Vortex's discard (its cost) opens no window for the Set Forced Requisition, neither while
    the chain is open nor after it."""
    game = game_of([{"hand": ["Lightning Vortex", "Battle Ox"],
                     "spells": [{"card": "Forced Requisition", **SET}]},
                    {"monsters": ["Gemini Elf"], "hand": list(FILLER)}])
    answer(game, action="activate", name="Lightning Vortex")
    seen = False
    while options(game, action="pass") or options(game, action="card"):
        seen |= bool(options(game, action="activate", name="Forced Requisition"))
        if options(game, action="card"):
            answer(game, action="card")
        else:
            answer(game, action="pass")
    assert "Battle Ox" in game.facts()["gy.0"]  # the cost was paid
    assert not seen
    assert not options(game, action="activate", name="Forced Requisition")
