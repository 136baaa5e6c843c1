"""Goat-pool Continuous Traps of ``cards/scripts/goat5_continuous_traps.py``, each played under
the goat profile (LP 8000) and checked against its 2005 text, quoted in the test (our own
wording, ``pool/goat.csv``)."""

from __future__ import annotations

from tests.ygo.test_goat_st_batches import LP, answer, game_of, options, pass_while, settle

UP = {"face_up": True}


def test_solemn_wishes_gains_500_per_draw_not_per_card() -> None:
    """Solemn Wishes: "Each time you draw a card or cards, you gain 500 Life Points": Pot of
    Greed draws 2 cards at once, one gain of 500."""
    game = game_of([{"hand": ["Pot of Greed"], "spells": [{"card": "Solemn Wishes", **UP}],
                     "deck": ["Sangan"] * 4}, {}])
    answer(game, action="activate", name="Pot of Greed")
    settle(game)
    f = game.facts()
    assert f["hand_count.0"] == 2 and f["lp.0"] == LP + 500


def test_solemn_wishes_only_for_its_controller() -> None:
    """Solemn Wishes counts "you" drawing: the opponent's draws (Pot of Greed) give nothing; the
    controller's next Draw Phase draw gives 500."""
    game = game_of([{"hand": ["Pot of Greed"], "deck": ["Sangan"] * 4},
                    {"spells": [{"card": "Solemn Wishes", **UP}], "deck": ["Sangan"] * 4}])
    answer(game, action="activate", name="Pot of Greed")
    settle(game)
    assert game.facts()["lp.1"] == LP
    answer(game, action="to_end")
    settle(game)
    f = game.facts()
    assert f["turn"] == 4 and f["lp.1"] == LP + 500


def test_chain_burst_burns_the_trap_activator() -> None:
    """Chain Burst: "Each time a player activates a Trap Card, that player takes 1000 damage":
    the opponent's Mirror Force costs them 1000; a Spell (Pot of Greed) costs nothing."""
    game = game_of([{"monsters": ["Summoned Skull"], "spells": [{"card": "Chain Burst", **UP}],
                     "hand": ["Pot of Greed"], "deck": ["Sangan"] * 4},
                    {"spells": [{"card": "Mirror Force", "face_up": False}]}])
    answer(game, action="activate", name="Pot of Greed")
    settle(game)
    assert game.facts()["lp.0"] == LP and game.facts()["lp.1"] == LP
    answer(game, action="to_battle")
    settle(game)
    answer(game, action="attack", name="Summoned Skull")
    pass_while(game, 0)
    answer(game, action="activate", name="Mirror Force")
    settle(game)
    f = game.facts()
    assert f["lp.1"] == LP - 1000 and f["lp.0"] == LP and f["monsters.0"] == []


def _sand(hand: list[str]) -> dict[str, object]:
    return {"spells": [{"card": "Bottomless Shifting Sand", **UP}], "hand": hand,
            "deck": ["Sangan"] * 4}


def test_bottomless_shifting_sand_destroys_the_strongest_in_the_end_phase() -> None:
    """Bottomless Shifting Sand: "During each player's End Phase, destroy the face-up monster(s)
    with the highest ATK on the field": both Battle Ox (1700, the highest face-up ATK, one on
    each side) go; Sangan (1000) and the Set Summoned Skull (face-down) stay."""
    game = game_of([{"monsters": ["Battle Ox", "Sangan"], **_sand(["Kuriboh"] * 5)},
                    {"monsters": ["Battle Ox", {"card": "Summoned Skull", "pos": "fd_def"}]}])
    answer(game, action="to_end")
    settle(game)
    f = game.facts()
    assert f["monsters.0"] == ["Sangan"] and f["monsters.1"] == ["Summoned Skull"]


def test_bottomless_shifting_sand_falls_with_a_small_hand() -> None:
    """Bottomless Shifting Sand: "During your Standby Phase, if you have 4 or fewer cards in your
    hand, destroy this card": with 3 cards (after the draw) it goes; with 5 it stays."""
    game = game_of([_sand(["Kuriboh"] * 2), {}], phase="draw")
    settle(game)
    assert "Bottomless Shifting Sand" in game.facts()["gy.0"]
    game = game_of([_sand(["Kuriboh"] * 4), {}], phase="draw")
    settle(game)
    assert game.facts()["spells.0"] == ["Bottomless Shifting Sand"]
    assert not options(game, action="activate", name="Bottomless Shifting Sand")


def test_infinite_dismissal_destroys_small_monsters_summoned_this_turn() -> None:
    """Infinite Dismissal: "During the End Phase of the turn they were Normal Summoned or Flip
    Summoned, Level 3 or lower monsters are destroyed": the Normal Summoned Sangan (Level 3)
    goes; Kuriboh (Level 1, on the field since an earlier turn, not summoned this turn) stays."""
    game = game_of([{"hand": ["Sangan"], "monsters": ["Kuriboh"], "deck": ["Battle Ox"] * 3},
                    {"spells": [{"card": "Infinite Dismissal", "face_up": True}],
                     "deck": ["Battle Ox"] * 3}])
    answer(game, action="summon", name="Sangan")
    settle(game)
    answer(game, action="to_end")
    while (d := game.pending()) is not None and game.facts()["turn"] == 3:
        game.answer(d.options[0].form)  # Sangan's search, passes
    f = game.facts()
    assert f["monsters.0"] == ["Kuriboh"] and "Sangan" in f["gy.0"]


def test_greed_burns_effect_draws_not_the_draw_phase() -> None:
    """Greed: "During the End Phase of each turn, a player who drew cards by a card effect this
    turn takes 500 damage for each card drawn that way": Pot of Greed's 2 cards cost 1000 in
    this turn's End Phase; the opponent's Draw Phase draw next turn costs nothing."""
    game = game_of([{"hand": ["Pot of Greed"], "deck": ["Sangan"] * 4},
                    {"spells": [{"card": "Greed", **UP}], "deck": ["Sangan"] * 4}])
    answer(game, action="activate", name="Pot of Greed")
    settle(game)
    assert game.facts()["lp.0"] == LP
    answer(game, action="to_end")
    settle(game)
    f = game.facts()
    assert f["turn"] == 4 and f["lp.0"] == LP - 1000 and f["lp.1"] == LP
    answer(game, action="to_end")
    settle(game)
    assert game.facts()["lp.1"] == LP


def test_curse_of_darkness_burns_the_spell_activator() -> None:
    """Curse of Darkness: "Each time a Spell Card is activated, the player who activated it takes
    1000 damage": Pot of Greed costs its player 1000 as it is activated (before it resolves);
    the Curse's controller takes nothing."""
    game = game_of([{"hand": ["Pot of Greed"], "deck": ["Sangan"] * 4},
                    {"spells": [{"card": "Curse of Darkness", **UP}]}])
    answer(game, action="activate", name="Pot of Greed")
    settle(game)
    f = game.facts()
    assert f["lp.0"] == LP - 1000 and f["lp.1"] == LP and f["hand_count.0"] == 2
    kinds = [e.get("kind") for e in game.events(-1)]
    assert "damage" in kinds and kinds.index("damage") < kinds.index("resolve")


def test_fatal_abacus_charges_each_monster_to_its_owner() -> None:
    """Fatal Abacus: "Each time a monster on the field is sent to the Graveyard, its owner takes
    500 damage": Dark Hole sends Battle Ox (seat 0's) and Sangan and Kuriboh (seat 1's): 500 and
    1000; the Sheep Token never reaches a Graveyard and costs nothing."""
    game = game_of([{"hand": ["Dark Hole"], "monsters": ["Battle Ox", "Sheep Token"]},
                    {"monsters": ["Sangan", "Kuriboh"],
                     "spells": [{"card": "Fatal Abacus", **UP}]}])
    answer(game, action="activate", name="Dark Hole")
    settle(game)
    while (d := game.pending()) is not None and not options(game, action="to_battle"):
        game.answer(d.options[0].form)  # Sangan's search
        settle(game)
    f = game.facts()
    assert f["lp.0"] == LP - 500 and f["lp.1"] == LP - 1000
