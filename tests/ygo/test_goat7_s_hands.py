"""Cards taken into the other player's hand (``cards/scripts/goat7_s_hands.py``) under the
goat profile. Source of each text: goat-pool.csv does not flag these cards "Goat-era version",
so today's official text (DawnbrandBots/yaml-yugi ``data/<passcode>.yaml``) is their Goat
behaviour; the Exchange rulings are Yugipedia's "Card Rulings:Exchange" (previously official
rulings: no activation without another card in hand; the taken card keeps its owner)."""

from __future__ import annotations

from tests.ygo.test_goat7_s_equips import _run
from tests.ygo.test_goat_st_batches import answer, game_of, options, pass_while

LP = 8000
MST = "Mystical Space Typhoon"


def test_exchange_swaps_one_card_each_way() -> None:
    """Exchange: "Both players reveal their hands and add 1 card from each other's hand to
    their hand": the activator takes Battle Ox, the opponent takes Raigeki."""
    game = game_of([{"hand": ["Exchange", "Raigeki"]}, {"hand": ["Battle Ox", "Pot of Greed"]}])
    answer(game, action="activate", name="Exchange")
    pass_while(game, 1)
    answer(game, action="card", name="Battle Ox")
    _run(game)  # the opponent's only choice, Raigeki, is made for them
    f = game.facts()
    assert f["hand.0"] == ["Battle Ox"]
    assert sorted(f["hand.1"]) == ["Pot of Greed", "Raigeki"]


def test_exchange_taken_card_still_goes_to_its_owners_graveyard() -> None:
    """Ruling: "The opponent is still considered the owner of the card you take": the taken
    Mystical Space Typhoon, activated by its new holder, ends in its owner's Graveyard; the
    Normal Summoned Battle Ox is controlled by its holder."""
    game = game_of([{"hand": ["Exchange", "Raigeki"]},
                    {"hand": [MST], "spells": [{"card": "Dust Tornado", "face_up": False}]}])
    answer(game, action="activate", name="Exchange")
    pass_while(game, 1)
    answer(game, action="card", name=MST) if options(game, action="card", name=MST) else None
    _run(game)
    assert game.facts()["hand.0"] == [MST]
    answer(game, action="activate", name=MST)
    answer(game, action="card", name="Dust Tornado") \
        if options(game, action="card", name="Dust Tornado") else None
    _run(game)
    f = game.facts()
    assert MST in f["gy.1"] and MST not in f["gy.0"]


def test_exchange_needs_another_card_in_hand() -> None:
    """Ruling: "You cannot activate "Exchange" if you have no other card in your hand"."""
    game = game_of([{"hand": ["Exchange"]}, {"hand": ["Battle Ox"]}])
    assert not options(game, action="activate", name="Exchange")


def test_chain_master_takes_a_monster_from_the_opponents_hand() -> None:
    """Amazoness Chain Master: "When this card is destroyed by battle and sent to the GY: You
    can pay 1500 LP; look at your opponent's hand, then add 1 monster from their hand to your
    hand": Summoned Skull destroys it (1000 damage); its player pays 1500 and takes Battle Ox,
    not the Spell."""
    game = game_of([{"monsters": ["Summoned Skull"], "hand": ["Battle Ox", "Raigeki"]},
                    {"monsters": ["Amazoness Chain Master"]}])
    answer(game, action="to_battle")
    answer(game, action="attack")
    _run(game)
    f = game.facts()
    assert f["lp.1"] == LP - 1000 - 1500
    assert f["hand.1"] == ["Battle Ox"] and f["hand.0"] == ["Raigeki"]
