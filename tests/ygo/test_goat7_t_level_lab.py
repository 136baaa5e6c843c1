"""Level Conversion Lab (``goat7_t_level_lab.py``) under the goat profile. Text: not flagged
"Goat-era version" in goat-pool.csv; official text (yaml-yugi data/84397023.yaml): "select 1
monster in your hand and show it to your opponent, then roll a six-sided die; if the result is
1, send the selected monster to the Graveyard; if 2-6, the Level of the selected monster becomes
the result until the end of this turn"."""

from __future__ import annotations

from tests.ygo.test_goat_st_batches import answer, game_of, options, settle

from cardtable.ygo.game import YgoGame

SET = {"face_up": False}


def _lab(seed_shift: int) -> tuple[YgoGame, int]:
    game = game_of([{"hand": ["Blue-Eyes White Dragon"],
                     "spells": [{"card": "Level Conversion Lab", **SET}]}, {}])
    for _ in range(seed_shift):
        game.g.rng.below(6)
    answer(game, action="activate", name="Level Conversion Lab")
    settle(game)
    rolls = [int(e["result"]) for e in game.events(1) if e["kind"] == "die_roll"]
    assert len(rolls) == 1
    return game, rolls[0]


def test_level_conversion_lab_by_the_die() -> None:
    """Blue-Eyes (Level 8) shown to the opponent (a public reveal naming it); the die decides:
    a 1 sends it to the Graveyard, 2-6 make it that Level for the turn (at 4 or lower it is
    Normal Summoned without a Tribute). Several RNG states are
    tried so that both outcomes are checked when they occur."""
    seen = set()
    for shift in range(40):
        game, r = _lab(shift)
        shown = [c["name"] for e in game.events(1) if e["kind"] == "reveal" for c in e["cards"]]
        assert shown == ["Blue-Eyes White Dragon"]
        f = game.facts()
        if r == 1:
            assert f["gy.0"].count("Blue-Eyes White Dragon") == 1 and f["hand_count.0"] == 0
        else:
            bewd = game.g.hand[0][0]
            assert game.g.level(bewd) == r
            # Level 4 or lower now: Normal Summoned with no Tribute this turn
            assert bool(options(game, action="summon", name="Blue-Eyes White Dragon")) == (r <= 4)
        seen.add(r == 1)
    assert seen == {True, False}
