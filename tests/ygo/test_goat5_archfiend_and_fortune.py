"""Archfiend's Roar and Ominous Fortunetelling (``cards/scripts/goat5_archfiend_and_fortune.py``),
played under the goat profile (LP 8000) and checked against their 2005 texts, quoted in the tests
(our own wording, ``pool/goat.csv``)."""

from __future__ import annotations

from tests.ygo.test_goat_st_batches import LP, answer, game_of, options, settle

from cardtable.ygo.cards import constants as C
from cardtable.ygo.game import YgoGame

SET = {"face_up": False}


def test_archfiends_roar_revives_until_the_end_phase() -> None:
    """Archfiend's Roar: "Pay 500 Life Points. Select 1 "Archfiend" monster in your Graveyard and
    Special Summon it. It is destroyed during the End Phase of this turn": Archfiend Marmot of
    Nefariousness comes back (Sangan, no Archfiend, is not selectable) and is destroyed in the
    End Phase."""
    game = game_of([{"spells": [{"card": "Archfiend's Roar", **SET}],
                     "gy": ["Sangan", "Archfiend Marmot of Nefariousness"],
                     "deck": ["Kuriboh"] * 3}, {"deck": ["Kuriboh"] * 3}])
    answer(game, action="activate", name="Archfiend's Roar")
    assert not options(game, action="card", name="Sangan")
    settle(game)
    while not options(game, action="to_end") and game.pending() is not None:
        d = game.pending()
        assert d is not None
        game.answer(d.options[0].form)
        settle(game)
    f = game.facts()
    assert f["lp.0"] == LP - 500 and f["monsters.0"] == ["Archfiend Marmot of Nefariousness"]
    answer(game, action="to_end")
    settle(game)
    assert "Archfiend Marmot of Nefariousness" in game.facts()["gy.0"]


def test_archfiends_roar_needs_an_archfiend() -> None:
    """With no "Archfiend" monster in the Graveyard there is nothing to select."""
    game = game_of([{"spells": [{"card": "Archfiend's Roar", **SET}], "gy": ["Sangan"]}, {}])
    assert not options(game, action="activate", name="Archfiend's Roar")


def _fortune(hand1: list[str]) -> YgoGame:
    game = game_of([{"spells": [{"card": "Ominous Fortunetelling", "face_up": True}],
                     "deck": ["Sangan"] * 3}, {"hand": hand1}], phase="draw")
    answer(game, action="trigger", name="Ominous Fortunetelling")
    return game


def test_ominous_fortunetelling_right_guess_deals_700() -> None:
    """Ominous Fortunetelling: "During your Standby Phase, you can pick 1 card at random from
    your opponent's hand and guess its type (Monster, Spell or Trap). If you guess right, your
    opponent takes 700 damage": their only card is Dark Hole; "Spell" deals 700."""
    game = _fortune(["Dark Hole"])
    answer(game, action="choose", value=C.SPELL)
    settle(game)
    assert game.facts()["lp.1"] == LP - 700


def test_ominous_fortunetelling_wrong_guess_deals_nothing() -> None:
    """A wrong guess ("Trap" for Dark Hole) deals nothing; the picked card is shown (both players
    see it in the log)."""
    game = _fortune(["Dark Hole"])
    answer(game, action="choose", value=C.TRAP)
    settle(game)
    assert game.facts()["lp.1"] == LP
    assert "Dark Hole" in str(game.events(-1))


def test_ominous_fortunetelling_only_in_your_standby_phase() -> None:
    """Only "during your Standby Phase": in the opponent's Standby Phase it is not offered."""
    game = game_of([{"spells": [{"card": "Ominous Fortunetelling", "face_up": True}],
                     "hand": ["Dark Hole"]}, {"deck": ["Sangan"] * 3}],
                   turn=4, turn_player=1, phase="draw")
    assert not options(game, action="trigger", name="Ominous Fortunetelling")
