"""Second attacks granted by Spells (``cards/scripts/goat6_s_attacks.py`` over
``goat5_attacks.grant_attacks``): Double Attack and Twin Swords of Flashing Light - Tryce under
the goat profile (LP 8000). Each test quotes the 2005 text (our own wording in
``pool/goat.csv``); the numbers come from the text and the printed stats (Battle Ox 1700 ATK,
Level 4; Summoned Skull Level 6; Sangan Level 3)."""

from __future__ import annotations

from tests.ygo.test_goat_st_batches import LP, answer, game_of, options, settle

from cardtable.ygo.game import YgoGame

OX_ATK = 1700


def _attack_directly_while_offered(game: YgoGame) -> int:
    """Go to the Battle Phase; Battle Ox attacks directly as often as offered; how often."""
    answer(game, action="to_battle")
    n = 0
    while options(game, action="attack", name="Battle Ox") and n < 5:
        answer(game, action="attack", name="Battle Ox")
        settle(game)
        n += 1
    return n


def test_double_attack_gives_a_second_attack() -> None:
    """Double Attack: "Discard from your hand 1 Monster Card of a higher Level than 1 face-up
    monster you control ... it may attack two times": Summoned Skull (6) for Battle Ox (4) — two
    direct attacks, 3400 damage, Summoned Skull in the Graveyard."""
    game = game_of([{"hand": ["Double Attack", "Summoned Skull"], "monsters": ["Battle Ox"]},
                    {}])
    answer(game, action="activate", name="Double Attack")
    settle(game)
    f = game.facts()
    assert "Summoned Skull" in f["gy.0"]
    assert _attack_directly_while_offered(game) == 2
    assert game.facts()["lp.1"] == LP - 2 * OX_ATK


def test_one_attack_without_it() -> None:
    """The rule it changes: Battle Ox attacks once per Battle Phase."""
    game = game_of([{"monsters": ["Battle Ox"]}, {}])
    assert _attack_directly_while_offered(game) == 1


def test_double_attack_needs_a_higher_level_monster_card() -> None:
    """"of a higher Level than 1 face-up monster you control": Sangan (3) is not
    higher than Battle Ox (4) — Double Attack cannot be activated."""
    game = game_of([{"hand": ["Double Attack", "Sangan"], "monsters": ["Battle Ox"]}, {}])
    assert not options(game, action="activate", name="Double Attack")


def test_tryce_minus_500_and_two_attacks() -> None:
    """Twin Swords of Flashing Light - Tryce: "To activate this card, discard 1 card. The monster
    it equips has 500 less ATK and may attack two times in each Battle Phase": 1200 twice, 2400
    damage."""
    game = game_of([{"hand": ["Twin Swords of Flashing Light - Tryce", "Sangan"],
                     "monsters": ["Battle Ox"]}, {}])
    answer(game, action="activate", name="Twin Swords of Flashing Light - Tryce")
    settle(game)
    f = game.facts()
    assert "Sangan" in f["gy.0"] and f["mzone.0.0.atk"] == OX_ATK - 500
    assert _attack_directly_while_offered(game) == 2
    assert game.facts()["lp.1"] == LP - 2 * (OX_ATK - 500)


def test_tryce_needs_a_card_to_discard() -> None:
    """"To activate this card, discard 1 card": with no other card in hand it cannot be
    activated."""
    game = game_of([{"hand": ["Twin Swords of Flashing Light - Tryce"],
                     "monsters": ["Battle Ox"]}, {}])
    assert not options(game, action="activate", name="Twin Swords of Flashing Light - Tryce")
