"""Arsenal Robber and Bubble Crash (``goat6_t_send_to_gy.py``) under the goat profile, checked
against their old texts (yugioh-wiki's quotes of the original Japanese texts; our own words in
``pool/goat.csv``)."""

from __future__ import annotations

from tests.ygo.test_goat_st_batches import answer, game_of, options, settle

SET = {"face_up": False}


def test_arsenal_robber_the_opponent_picks_an_equip_spell_from_their_deck() -> None:
    """Arsenal Robber: "your opponent selects 1 Equip Spell Card from their Deck and sends it to
    the Graveyard": the opponent (not the activator) chooses between Axe of Despair and
    Horn of the Unicorn; Sangan stays in the Deck."""
    game = game_of([{"spells": [{"card": "Arsenal Robber", **SET}]},
                    {"deck": ["Sangan", "Axe of Despair", "Horn of the Unicorn"]}])
    answer(game, action="activate", name="Arsenal Robber")
    settle(game)
    d = game.pending()
    assert d is not None and d.seat == 1
    answer(game, action="card", name="Horn of the Unicorn")
    settle(game)
    f = game.facts()
    assert f["gy.1"] == ["Horn of the Unicorn"] and f["deck_count.1"] == 2


def test_bubble_crash_each_player_keeps_five() -> None:
    """Bubble Crash: "each player sends cards from their hand and field to the Graveyard until
    the total is 5": the opponent with 7 (4 in hand, 3 monsters) sends 2 of their choice; the
    activator with 3 cards sends nothing, and Bubble Crash itself is never one of the cards."""
    game = game_of([{"hand": ["Sangan"], "monsters": ["Kuriboh"],
                     "spells": [{"card": "Bubble Crash", **SET}]},
                    {"hand": ["Sangan", "Kuriboh", "Pot of Greed", "Mirror Force"],
                     "monsters": ["Battle Ox", "Summoned Skull", "Giant Soldier of Stone"]}])
    answer(game, action="activate", name="Bubble Crash")
    settle(game)
    d = game.pending()
    assert d is not None and d.seat == 1 and d.min == 2 and d.max == 2
    answer(game, action="card", name="Kuriboh")
    answer(game, action="card", name="Battle Ox")
    if options(game, action="done"):
        answer(game, action="done")
    settle(game)
    f = game.facts()
    assert f["hand_count.1"] + len(f["monsters.1"]) == 5
    assert sorted(f["gy.1"]) == ["Battle Ox", "Kuriboh"]
    assert f["hand.0"] == ["Sangan"] and f["monsters.0"] == ["Kuriboh"]


def test_bubble_crash_needs_six_cards_somewhere() -> None:
    """"Activate only while a player has 6 or more cards in hand and on the field": 5 and 3
    are not enough."""
    game = game_of([{"hand": ["Sangan"], "monsters": ["Kuriboh"],
                     "spells": [{"card": "Bubble Crash", **SET}]},
                    {"hand": ["Sangan", "Kuriboh"], "monsters": ["Battle Ox", "Summoned Skull",
                                                                 "Giant Soldier of Stone"]}])
    assert not options(game, action="activate", name="Bubble Crash")
