"""Graceful Dice (``goat8_t_dice.py``), flagged "Goat-era version" in goat-pool.csv; era text:
its first printed text (yugioh-wiki.net 《天使のサイコロ》 backup age=57): roll a die once; the
face-up monsters on your side of the field gain the result x 100 ATK/DEF until the End Phase."""

from __future__ import annotations

from tests.ygo.goat7_t_steps import next_main1
from tests.ygo.test_goat_st_batches import activate, game_of


def test_your_face_up_monsters_gain_the_roll_times_100_until_the_end_phase() -> None:
    """Battle Ox (1700/1000) and a face-up Gemini Elf (1900/900) of seat 0 gain r x 100 (r the
    logged die result, 1..6); seat 1's Battle Ox and seat 0's face-down monster do not; next
    turn the boost is gone."""
    game = game_of([{"hand": ["Graceful Dice"],
                     "monsters": ["Battle Ox", "Gemini Elf", {"card": "Sangan", "pos": "fd_def"}]},
                    {"monsters": ["Battle Ox"]}])
    activate(game, "Graceful Dice")
    rolls = [pub["result"] for kind, pub, _ in game.g.elog  # type: ignore[attr-defined]
             if kind == "die_roll"]
    assert len(rolls) == 1 and 1 <= rolls[0] <= 6
    r = 100 * rolls[0]
    f = game.facts()
    assert (f["mzone.0.0.atk"], f["mzone.0.0.def"]) == (1700 + r, 1000 + r)
    assert (f["mzone.0.1.atk"], f["mzone.0.1.def"]) == (1900 + r, 900 + r)
    assert (f["mzone.1.0.atk"], f["mzone.1.0.def"]) == (1700, 1000)
    g = game.g  # type: ignore[attr-defined]
    sangan = g.mz[0][2]
    assert not any(b[0] == sangan for b in g.buffs)
    next_main1(game)
    assert game.facts()["mzone.0.0.atk"] == 1700
