"""D. Tribe (``goat7_t_type_change.py``, ``hooks.RACE_MODS``) under the goat profile. Text: not
flagged "Goat-era version" in goat-pool.csv; official text (yaml-yugi data/02833249.yaml): "all
monsters on your side of the field are treated as Dragon-Types until the End Phase of this
turn"."""

from __future__ import annotations

from tests.ygo.test_goat_st_batches import answer, game_of, settle

from cardtable.ygo.cards import constants as C

SET = {"face_up": False}
DRAGON = C.RACE_BY_NAME["Dragon"]


def test_d_tribe_makes_your_monsters_dragons_this_turn() -> None:
    """Battle Ox and Sangan become Dragons; the opponent's Summoned Skull stays a Fiend; a
    monster Summoned afterwards (Kuriboh) is not a Dragon; next turn Battle Ox is a
    Beast-Warrior again."""
    game = game_of([{"hand": ["Kuriboh"], "monsters": ["Battle Ox", "Sangan"],
                     "spells": [{"card": "D. Tribe", **SET}]},
                    {"monsters": ["Summoned Skull"]}])
    answer(game, action="activate", name="D. Tribe")
    settle(game)
    g = game.g
    ox, sangan, skull = g.mz[0][0], g.mz[0][1], g.mz[1][0]
    assert g.race(ox) == DRAGON and g.race(sangan) == DRAGON
    assert g.race(skull) == C.RACE_BY_NAME["Fiend"]
    answer(game, action="summon", name="Kuriboh")
    settle(game)
    kuriboh = next(m for m in g.mz[0] if m >= 0 and g.cd(m).name.en == "Kuriboh")
    assert g.race(kuriboh) == C.RACE_BY_NAME["Fiend"]
    answer(game, action="to_end")
    settle(game)
    assert g.turn == 4 and g.race(ox) == C.RACE_BY_NAME["Beast-Warrior"]
