"""Spiritual Energy Settle Machine (``cards/scripts/goat6_s_spirits.py``) under the goat profile:
each test quotes its 2003 text (our own wording in ``pool/goat.csv``). Inaba White Rabbit is a
Spirit ("return it to its owner's hand during the End Phase of the turn it is Normal Summoned")."""

from __future__ import annotations

from tests.ygo.test_goat_st_batches import answer, game_of, options, settle

from cardtable.ygo.game import YgoGame

MACHINE = {"card": "Spiritual Energy Settle Machine", "face_up": True}
RABBIT = "Inaba White Rabbit"


def _summon_and_end(game: YgoGame, discard: bool) -> None:
    answer(game, action="summon", name=RABBIT)
    settle(game)
    answer(game, action="to_end")
    for _ in range(10):
        settle(game)
        if options(game, action="yes") or options(game, action="no"):
            answer(game, action="yes" if discard else "no")
        elif options(game, action="card"):
            answer(game, action="card")
        elif options(game, action="trigger"):
            answer(game, action="trigger")
        else:
            break


def test_without_it_the_spirit_goes_home() -> None:
    """The Spirit rule it changes: Inaba White Rabbit returns to the hand in the End Phase."""
    game = game_of([{"hand": [RABBIT, "Sangan"]}, {}])
    _summon_and_end(game, True)
    assert RABBIT in game.facts()["hand.0"]


def test_the_spirit_stays_and_a_card_is_discarded() -> None:
    """"Spirit monsters on the field stay there ... During each of your End Phases, discard 1
    card": Inaba stays, Sangan is discarded, the Machine stays."""
    game = game_of([{"hand": [RABBIT, "Sangan"], "spells": [MACHINE]}, {}])
    _summon_and_end(game, True)
    f = game.facts()
    assert RABBIT in f["monsters.0"] and "Sangan" in f["gy.0"]
    assert "Spiritual Energy Settle Machine" in f["spells.0"]


def test_no_discard_destroys_it_and_sends_the_spirits_home() -> None:
    """"if you do not, destroy this card. When this card is removed from the field, every face-up
    Spirit monster returns to its owner's hand": declining the discard destroys the Machine and
    Inaba goes back to the hand."""
    game = game_of([{"hand": [RABBIT, "Sangan"], "spells": [MACHINE]}, {}])
    _summon_and_end(game, False)
    f = game.facts()
    assert "Spiritual Energy Settle Machine" in f["gy.0"]
    assert RABBIT in f["hand.0"] and "Sangan" in f["hand.0"]


def test_a_set_machine_destroyed_sends_nothing_home() -> None:
    """The return clause is the face-up card's effect: a Set Machine destroyed by Mystical Space
    Typhoon leaves the face-up Inaba White Rabbit on the field."""
    game = game_of([{"hand": ["Mystical Space Typhoon"], "monsters": [RABBIT],
                     "spells": [{"card": "Spiritual Energy Settle Machine", "face_up": False}]},
                    {}])
    answer(game, action="activate", name="Mystical Space Typhoon")
    if options(game, action="card", name="Spiritual Energy Settle Machine"):
        answer(game, action="card", name="Spiritual Energy Settle Machine")
    elif options(game, action="card"):
        answer(game, action="card")
    settle(game)
    f = game.facts()
    assert "Spiritual Energy Settle Machine" in f["gy.0"] and f["monsters.0"] == [RABBIT]


def test_a_face_up_machine_destroyed_sends_the_spirits_home() -> None:
    """"When this card is removed from the field, every face-up Spirit monster returns to its
    owner's hand" — destroyed face-up by Mystical Space Typhoon."""
    game = game_of([{"hand": ["Mystical Space Typhoon"], "monsters": [RABBIT], "spells": [MACHINE]},
                    {}])
    answer(game, action="activate", name="Mystical Space Typhoon")
    if options(game, action="card", name="Spiritual Energy Settle Machine"):
        answer(game, action="card", name="Spiritual Energy Settle Machine")
    settle(game)
    f = game.facts()
    assert "Spiritual Energy Settle Machine" in f["gy.0"] and RABBIT in f["hand.0"]
