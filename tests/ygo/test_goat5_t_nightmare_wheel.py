"""Nightmare Wheel (``goat5_t_nightmare_wheel.py``), played under the goat profile and checked
against its 2005 text, quoted in the tests (our own wording, ``pool/goat.csv``)."""

from __future__ import annotations

from tests.ygo.test_goat_st_batches import LP, answer, game_of, options, settle

from cardtable.ygo.game import YgoGame


def _wheel_on_battle_ox() -> YgoGame:
    game = game_of([{"spells": [{"card": "Nightmare Wheel", "face_up": False}],
                     "deck": ["Kuriboh"] * 4},
                    {"monsters": ["Battle Ox", "Sangan"], "deck": ["Kuriboh"] * 4}])
    answer(game, action="activate", name="Nightmare Wheel")
    if options(game, action="card", name="Battle Ox"):
        answer(game, action="card", name="Battle Ox")
    settle(game)
    return game


def test_nightmare_wheel_binds_the_equipped_monster() -> None:
    """Nightmare Wheel: "equip it with this card. The equipped monster cannot attack or change
    its battle position": in its controller's next turn Battle Ox has neither a position change
    nor an attack; Sangan has both."""
    game = _wheel_on_battle_ox()
    assert game.facts()["szone.0.0.equip"] == "Battle Ox"
    answer(game, action="to_end")
    settle(game)
    assert game.facts()["turn"] == 4
    assert not options(game, action="change_pos", name="Battle Ox")
    assert options(game, action="change_pos", name="Sangan")
    answer(game, action="to_battle")
    settle(game)
    assert not options(game, action="attack", name="Battle Ox")
    assert options(game, action="attack", name="Sangan")


def test_nightmare_wheel_burns_500_in_your_standby_phase() -> None:
    """"During each of your Standby Phases, your opponent takes 500 damage": nothing in the
    opponent's turn 4, 500 in the controller's turn 5."""
    game = _wheel_on_battle_ox()
    answer(game, action="to_end")
    settle(game)
    assert game.facts()["lp.1"] == LP
    answer(game, action="to_end")
    settle(game)
    f = game.facts()
    assert f["turn"] == 5 and f["lp.1"] == LP - 500
