"""Xing Zhen Hu (``goat5_t_xing_zhen_hu.py``), played under the goat profile and checked against
its 2005 text, quoted in the tests (our own wording, ``pool/goat.csv``)."""

from __future__ import annotations

from tests.ygo.test_goat_st_batches import answer, game_of, options, pass_while, settle

from cardtable.ygo.game import YgoGame

SET = {"face_up": False}


def _board(with_xing: bool) -> YgoGame:
    mine = [{"card": "Xing Zhen Hu", **SET}] if with_xing else []
    return game_of([{"monsters": ["Summoned Skull"], "spells": mine},
                    {"spells": [{"card": "Mirror Force", **SET},
                                {"card": "Dust Tornado", **SET}]}])


def _attack(game: YgoGame) -> None:
    answer(game, action="to_battle")
    settle(game)
    answer(game, action="attack", name="Summoned Skull")
    pass_while(game, 0)


def test_xing_zhen_hu_locks_the_two_selected_set_cards() -> None:
    """Xing Zhen Hu: "Activate by selecting 2 Set Spell or Trap Cards on the field. While this
    card stays face-up on the field, the selected cards cannot be activated": Mirror Force is
    not offered against the attack; without Xing Zhen Hu it is."""
    game = _board(True)
    answer(game, action="activate", name="Xing Zhen Hu")
    settle(game)
    assert game.facts()["spells.0"] == ["Xing Zhen Hu"]
    _attack(game)
    assert not options(game, action="activate", name="Mirror Force")
    game = _board(False)
    _attack(game)
    assert options(game, action="activate", name="Mirror Force")


def test_xing_zhen_hu_needs_two_set_cards() -> None:
    """With 1 Set card on the field besides itself there are not 2 to select."""
    game = game_of([{"spells": [{"card": "Xing Zhen Hu", **SET}]},
                    {"spells": [{"card": "Mirror Force", **SET}]}])
    assert not options(game, action="activate", name="Xing Zhen Hu")
