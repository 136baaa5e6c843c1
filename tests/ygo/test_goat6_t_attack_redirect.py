"""Jam Defender (``goat6_t_attack_redirect.py``) under the goat profile: "when an opponent's
monster attacks a monster you control while you control a face-up Revival Jam, you may switch
the attack target to that Revival Jam" (the old Japanese text quoted by yugioh-wiki; our own
words in ``pool/goat.csv``)."""

from __future__ import annotations

from tests.ygo.test_goat_st_batches import LP, answer, game_of, options, pass_while, settle

UP = {"face_up": True}


def test_jam_defender_moves_the_attack_onto_revival_jam() -> None:
    """Battle Ox (1700) attacks Kuriboh; Jam Defender's effect turns the attack on the
    Attack Position Revival Jam (1500): the Jam is destroyed, its controller takes 200, Kuriboh
    stays."""
    game = game_of([{"monsters": ["Battle Ox"]},
                    {"monsters": ["Kuriboh", "Revival Jam"],
                     "spells": [{"card": "Jam Defender", **UP}]}], phase="battle")
    answer(game, action="attack", name="Battle Ox", target_name="Kuriboh")
    pass_while(game, 0)
    answer(game, action="activate", name="Jam Defender")
    if options(game, action="card", name="Revival Jam"):
        answer(game, action="card", name="Revival Jam")
    settle(game)
    f = game.facts()
    assert f["lp.1"] == LP - 200 and f["monsters.1"] == ["Kuriboh"]
    assert "Revival Jam" in f["gy.1"] and f["spells.1"] == ["Jam Defender"]


def test_jam_defender_needs_a_face_up_revival_jam_and_an_attack_on_another_monster() -> None:
    """No face-up Revival Jam (it is Set): no effect; an attack already on the Revival Jam: no
    effect either."""
    game = game_of([{"monsters": ["Battle Ox"]},
                    {"monsters": ["Kuriboh", {"card": "Revival Jam", "pos": "fd_def"}],
                     "spells": [{"card": "Jam Defender", **UP}]}], phase="battle")
    answer(game, action="attack", name="Battle Ox", target_name="Kuriboh")
    pass_while(game, 0)
    assert not options(game, action="activate", name="Jam Defender")
    game = game_of([{"monsters": ["Battle Ox"]},
                    {"monsters": ["Kuriboh", "Revival Jam"],
                     "spells": [{"card": "Jam Defender", **UP}]}], phase="battle")
    answer(game, action="attack", name="Battle Ox", target_name="Revival Jam")
    pass_while(game, 0)
    assert not options(game, action="activate", name="Jam Defender")
