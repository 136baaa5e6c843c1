"""Judgment of the Desert (``goat6_t_position_locks.py``) under the goat profile: "While this
card is face-up, a monster that has been turned face-up cannot have its battle position
changed" (AST-103; the old Japanese text quoted by yugioh-wiki, whose FAQ reads "turned face-up"
as Set and then flipped; our own words in ``pool/goat.csv``)."""

from __future__ import annotations

from tests.ygo.test_goat_st_batches import answer, game_of, options

from cardtable.ygo.game import YgoGame


def _to_turn(game: YgoGame, turn: int) -> None:
    """Play on (ending every phase, passing every window) until ``turn`` begins its Main Phase."""
    while game.facts()["turn"] < turn or game.facts()["phase"] != "main1":
        if options(game, action="to_end"):
            answer(game, action="to_end")
        else:
            answer(game, action="pass")


def test_judgment_of_the_desert_binds_a_flipped_monster_only() -> None:
    """Battle Ox, Set then Flip Summoned in turn 3, cannot change its position in turn 5;
    Sangan, summoned face-up, still can."""
    game = game_of([{"monsters": [{"card": "Battle Ox", "pos": "fd_def", "new": False},
                                  {"card": "Sangan", "new": False}]},
                    {"spells": [{"card": "Judgment of the Desert", "face_up": True}]}])
    answer(game, action="flip_summon", name="Battle Ox")
    while options(game, action="pass"):
        answer(game, action="pass")
    _to_turn(game, 5)
    assert not options(game, action="change_pos", name="Battle Ox")
    assert options(game, action="change_pos", name="Sangan")


def test_without_the_judgment_the_flipped_monster_may_change() -> None:
    """The control: the same play without the Trap lets Battle Ox change in turn 5."""
    game = game_of([{"monsters": [{"card": "Battle Ox", "pos": "fd_def", "new": False}]}, {}])
    answer(game, action="flip_summon", name="Battle Ox")
    while options(game, action="pass"):
        answer(game, action="pass")
    _to_turn(game, 5)
    assert options(game, action="change_pos", name="Battle Ox")


def test_final_attack_orders_turns_face_up_monsters_to_attack() -> None:
    """Final Attack Orders: "every face-up monster on the field is in Attack Position and cannot
    change its battle position": once it resolves, Giant Soldier of Stone (face-up Defense) is
    in Attack Position; a face-down monster stays Set. Then Battle Ox attacks the Set Sangan:
    flipped in the Damage Step it is turned to Attack Position before damage calculation (the
    yugioh-wiki note): 1700 - 1000 = 700 damage to its controller."""
    game = game_of([{"monsters": ["Battle Ox"],
                     "spells": [{"card": "Final Attack Orders", "face_up": False}]},
                    {"monsters": [{"card": "Giant Soldier of Stone", "pos": "def"},
                                  {"card": "Sangan", "pos": "fd_def"}]}])
    answer(game, action="activate", name="Final Attack Orders")
    while options(game, action="pass"):
        answer(game, action="pass")
    f = game.facts()
    assert f["mzone.1.0.pos"] == "atk" and f["mzone.1.1.pos"] != "atk"
    assert not options(game, action="change_pos", name="Battle Ox")
    answer(game, action="to_battle")
    while options(game, action="pass"):
        answer(game, action="pass")
    hidden = [o for o in options(game, action="attack", name="Battle Ox")
              if o.get("target") not in (None, -1)]
    game.answer(hidden[-1])
    while options(game, action="pass"):
        answer(game, action="pass")
    assert game.facts()["lp.1"] == 8000 - 700
