"""Human-Wave Tactics (``goat7_t_end_phase.py``) under the goat profile. Text: not flagged
"Goat-era version" in goat-pool.csv; official text (yaml-yugi data/30353551.yaml): "during the
End Phase of each turn, select a number of Level 2 or lower Normal Monsters from your Deck equal
to the number of your Level 2 or lower Normal Monsters destroyed as a result of battle during
that turn, and Special Summon them; the Deck is then shuffled"."""

from __future__ import annotations

from tests.ygo.test_goat_st_batches import answer, game_of, options, settle

from cardtable.ygo.game import YgoGame


def _board(defenders: list[str]) -> YgoGame:
    return game_of([{"monsters": ["Blue-Eyes White Dragon", "Summoned Skull"]},
                    {"monsters": defenders,
                     "spells": [{"card": "Human-Wave Tactics", "face_up": True}],
                     "deck": ["Skull Servant", "Petit Moth", "Battle Ox", "Skull Servant"]}],
                   phase="battle")


def test_human_wave_tactics_replaces_small_normals_lost_in_battle() -> None:
    """Skull Servant and Mokey Mokey (Level 1 Normal Monsters) destroyed by battle: in the End
    Phase their owner Special Summons 2 Level 2 or lower Normal Monsters from the Deck (never
    Battle Ox, Level 4)."""
    game = _board(["Skull Servant", "Mokey Mokey"])
    answer(game, action="attack", name="Blue-Eyes White Dragon", target_name="Skull Servant")
    settle(game)
    answer(game, action="attack", name="Summoned Skull", target_name="Mokey Mokey")
    settle(game)
    answer(game, action="end_battle")
    settle(game)
    answer(game, action="to_end")
    while game.pending() is not None and game.facts()["turn"] == 3:
        assert not options(game, action="card", name="Battle Ox"), "Level 4 offered"
        if options(game, action="card"):
            game.answer(options(game, action="card")[0])
        elif options(game, action="choose"):  # face-up Attack or Defense: the first offered
            game.answer(options(game, action="choose")[0])
        elif options(game, action="pass"):
            answer(game, action="pass")
        else:
            break
    f = game.facts()
    assert len(f["monsters.1"]) == 2 and "Battle Ox" not in f["monsters.1"]


def test_no_loss_no_summon() -> None:
    """A Level 4 Normal Monster (Battle Ox) lost in battle brings nothing."""
    game = _board(["Battle Ox"])
    answer(game, action="attack", name="Blue-Eyes White Dragon", target_name="Battle Ox")
    settle(game)
    answer(game, action="end_battle")
    settle(game)
    answer(game, action="to_end")
    settle(game)
    assert game.facts()["monsters.1"] == []
