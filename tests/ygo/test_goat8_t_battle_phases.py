"""Weather Report (``goat8_t_battle_phases.py``) under the goat profile. Text: not flagged
"Goat-era version" in goat-pool.csv; official text (yaml-yugi data/72053645.yaml): "FLIP: Destroy
all of your opponent's face-up "Swords of Revealing Light" on the field. If "Swords of Revealing
Light" is destroyed, you can perform your Battle Phase twice this turn (or your next turn, if
activated during your opponent's turn)."""

from __future__ import annotations

from tests.ygo.goat7_t_steps import next_main1
from tests.ygo.test_goat_st_batches import LP, answer, game_of, options, settle

from cardtable.ygo.game import YgoGame

SWORDS = {"card": "Swords of Revealing Light", "face_up": True}


def _flipped(swords: bool) -> YgoGame:
    """Seat 0 Flip Summons Weather Report, with Battle Ox beside it; seat 1 has (or not) a
    face-up Swords of Revealing Light and no monster."""
    game = game_of([{"monsters": ["Battle Ox", {"card": "Weather Report", "pos": "fd_def"}]},
                    {"spells": [SWORDS] if swords else []}])
    answer(game, action="flip_summon", name="Weather Report")
    settle(game)
    return game


def _battle_once(game: YgoGame) -> None:
    """Go to the Battle Phase, attack directly with Battle Ox, end the Battle Phase."""
    answer(game, action="to_battle")
    settle(game)
    answer(game, action="attack", name="Battle Ox")
    settle(game)
    answer(game, action="end_battle")
    settle(game)


def test_swords_destroyed_gives_a_second_battle_phase_with_new_attacks() -> None:
    """Swords destroyed by the flip: after the first Battle Phase, Main Phase 2 offers the
    second one, and Battle Ox (1700) attacks directly again in it: 3400 damage in all. The
    Swords' "cannot declare an attack" is gone with it."""
    game = _flipped(True)
    assert game.facts()["spells.1"] == []
    _battle_once(game)
    assert game.facts()["lp.1"] == LP - 1700
    assert game.facts()["phase"] == "main2"
    answer(game, action="g8t_second_battle")
    settle(game)
    assert game.facts()["phase"] == "battle"
    answer(game, action="attack", name="Battle Ox")
    settle(game)
    assert game.facts()["lp.1"] == LP - 3400
    answer(game, action="end_battle")
    settle(game)
    assert game.facts()["phase"] == "main2"
    assert not options(game, action="g8t_second_battle")  # "twice", not three times


def test_no_swords_destroyed_no_second_battle_phase() -> None:
    """"If Swords of Revealing Light is destroyed": with none to destroy, Main Phase 2 after the
    Battle Phase offers no second one."""
    game = _flipped(False)
    _battle_once(game)
    assert game.facts()["phase"] == "main2"
    assert not options(game, action="g8t_second_battle")


def test_flipped_in_the_opponents_turn_gives_two_battle_phases_next_turn() -> None:
    """"(or your next turn, if activated during your opponent's turn)": seat 0's Battle Ox
    attacks seat 1's face-down Weather Report, which flips and destroys seat 0's Swords; in seat
    1's next turn, Main Phase 2 after its first Battle Phase offers the second one."""
    game = game_of([{"monsters": ["Battle Ox"], "spells": [SWORDS]},
                    {"monsters": [{"card": "Weather Report", "pos": "fd_def"}, "Battle Ox"]}],
                   phase="battle")
    answer(game, action="attack", target=game.g.mz[1][0])  # type: ignore[attr-defined]
    settle(game)
    assert game.facts()["spells.0"] == []
    next_main1(game)
    assert game.facts()["turn_player"] == 1
    answer(game, action="to_battle")
    settle(game)
    answer(game, action="end_battle")
    settle(game)
    assert options(game, action="g8t_second_battle")
