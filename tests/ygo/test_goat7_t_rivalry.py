"""Rivalry of Warlords (``goat7_t_rivalry.py``) under the goat profile — a card goat-pool.csv
flags "Goat-era version", checked against its text (yaml-yugi data/90846359.yaml: "each player
can only control 1 Type of face-up monster") and the Goat format's rulings
(TheMTtakeover/goat-rulings, goat-indv-rulings/rivalry-of-warlords.md)."""

from __future__ import annotations

from tests.ygo.test_goat_st_batches import answer, game_of, options, settle

from cardtable.ygo.cards import constants as C

SET = {"face_up": False}
FIEND = C.RACE_BY_NAME["Fiend"]


def test_activation_keeps_one_type_chosen_by_each_player() -> None:
    """Goat ruling: "each player must send monsters to the Graveyard so that he controls only
    1 Type of monster face-up" (no Type named): seat 0 keeps its Fiend (Summoned Skull), Battle
    Ox goes to the Graveyard; its face-down Sangan is not touched."""
    game = game_of([{"monsters": ["Battle Ox", "Summoned Skull",
                                  {"card": "Sangan", "pos": "fd_def"}],
                     "spells": [{"card": "Rivalry of Warlords", **SET}]},
                    {"monsters": ["Kuriboh"]}])
    answer(game, action="activate", name="Rivalry of Warlords")
    settle(game)
    answer(game, action="choose", value=FIEND)
    settle(game)
    f = game.facts()
    assert sorted(f["monsters.0"]) == ["Sangan", "Summoned Skull"] and "Battle Ox" in f["gy.0"]
    assert f["monsters.1"] == ["Kuriboh"]


def test_no_face_up_summon_of_another_type_but_a_set_is_free() -> None:
    """Goat ruling: "you cannot Summon, Flip Summon, or Special Summon an inappropriate Type
    face-up... you can still Set monsters face-down": with a face-up Fiend, Battle Ox may be Set
    but not Normal Summoned; a Fiend (Kuriboh) may be Summoned."""
    game = game_of([{"hand": ["Battle Ox", "Kuriboh"], "monsters": ["Summoned Skull"],
                     "spells": [{"card": "Rivalry of Warlords", "face_up": True}]}, {}])
    assert not options(game, action="summon", name="Battle Ox")
    assert options(game, action="set_monster", name="Battle Ox")
    assert options(game, action="summon", name="Kuriboh")


def test_a_monster_flipped_into_a_second_type_is_destroyed() -> None:
    """Goat ruling: a face-down monster of another Type turned face-up (Book of Taiyou) is
    destroyed; the Type already controlled stays."""
    game = game_of([{"hand": ["Book of Taiyou"],
                     "monsters": ["Summoned Skull", {"card": "Battle Ox", "pos": "fd_def"}],
                     "spells": [{"card": "Rivalry of Warlords", **SET}]}, {}])
    answer(game, action="activate", name="Rivalry of Warlords")
    settle(game)
    answer(game, action="activate", name="Book of Taiyou")
    if options(game, action="card"):
        game.answer(options(game, action="card")[0])
    settle(game)
    f = game.facts()
    assert f["monsters.0"] == ["Summoned Skull"] and "Battle Ox" in f["gy.0"]
