"""Astral Barrier (``goat6_t_attack_choices.py``, over the ``ATTACK_DECLARED`` hook of
``rules/battle.py``) under the goat profile: "When your opponent's monster attacks a monster on
your side of the field, you can make that attack a direct attack to you" (RDS-EN059; the
Japanese text of the time quoted by yugioh-wiki; our own words in ``pool/goat.csv``): a choice of
the Barrier's controller, no chain link."""

from __future__ import annotations

from tests.ygo.test_goat_st_batches import LP, answer, game_of, options

from cardtable.ygo.game import YgoGame

UP = {"face_up": True}


def _settle(game: YgoGame) -> None:
    while options(game, action="pass"):
        answer(game, action="pass")


def test_astral_barrier_turns_the_attack_on_the_player() -> None:
    """Battle Ox attacks Kuriboh: the Barrier's controller is asked at once (before any window)
    and makes it a direct attack: 1700 damage, Kuriboh survives."""
    game = game_of([{"monsters": ["Battle Ox"]},
                    {"monsters": ["Kuriboh"], "spells": [{"card": "Astral Barrier", **UP}]}],
                   phase="battle")
    answer(game, action="attack", name="Battle Ox", target_name="Kuriboh")
    d = game.pending()
    assert d is not None and d.seat == 1 and options(game, action="choose", value=1)
    answer(game, action="choose", value=1)
    _settle(game)
    f = game.facts()
    assert f["lp.1"] == LP - 1700 and f["monsters.1"] == ["Kuriboh"]


def test_astral_barrier_may_keep_the_attack() -> None:
    """"you CAN make it a direct attack": declining keeps the battle: Kuriboh (300, Attack
    Position) is destroyed and its controller takes 1700 - 300 = 1400."""
    game = game_of([{"monsters": ["Battle Ox"]},
                    {"monsters": ["Kuriboh"], "spells": [{"card": "Astral Barrier", **UP}]}],
                   phase="battle")
    answer(game, action="attack", name="Battle Ox", target_name="Kuriboh")
    answer(game, action="choose", value=0)
    _settle(game)
    f = game.facts()
    assert f["lp.1"] == LP - 1400 and f["monsters.1"] == [] and "Kuriboh" in f["gy.1"]


def test_astral_barrier_set_face_down_does_nothing() -> None:
    """A Set Astral Barrier (not activated) asks nothing."""
    game = game_of([{"monsters": ["Battle Ox"]},
                    {"monsters": ["Kuriboh"],
                     "spells": [{"card": "Astral Barrier", "face_up": False}]}], phase="battle")
    answer(game, action="attack", name="Battle Ox", target_name="Kuriboh")
    assert not options(game, action="choose", value=1)
