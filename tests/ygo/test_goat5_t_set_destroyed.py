"""Statue of the Wicked and Kozaky's Self-Destruct Button (``goat5_t_set_destroyed.py``), played
under the goat profile and checked against their 2005 texts, quoted in the tests (our own
wording, ``pool/goat.csv``)."""

from __future__ import annotations

from tests.ygo.test_goat_st_batches import LP, answer, game_of, options, settle

from cardtable.ygo.game import YgoGame

STATUE = {"card": "Statue of the Wicked", "face_up": False}
BUTTON = {"card": "Kozaky's Self-Destruct Button", "face_up": False}


def _typhoon_at(zone: int, hand1: tuple[str, ...] = ()) -> YgoGame:
    """Seat 0's Mystical Space Typhoon destroys seat 1's Set card in zone ``zone``."""
    game = game_of([{"hand": ["Mystical Space Typhoon"]},
                    {"spells": [STATUE, BUTTON], "hand": list(hand1)}])
    answer(game, action="activate", name="Mystical Space Typhoon")
    answer(game, action="card", zone=zone)
    settle(game)
    while (d := game.pending()) is not None and not options(game, action="to_battle"):
        game.answer(d.options[0].form)  # the token's position
        settle(game)
    return game


def test_statue_of_the_wicked_leaves_a_wicked_token() -> None:
    """Statue of the Wicked: "When this Set card is destroyed and sent to the Graveyard, Special
    Summon 1 "Wicked Token" (Fiend-Type/DARK/Level 4/ATK 1000/DEF 1000)"."""
    game = _typhoon_at(0)
    f = game.facts()
    assert f["monsters.1"] == ["Wicked Token"] and "Statue of the Wicked" in f["gy.1"]
    assert f["mzone.1.0.atk"] == 1000 and f["mzone.1.0.def"] == 1000


def test_the_set_traps_cannot_be_activated() -> None:
    """"This card cannot be activated": neither is ever offered to its controller."""
    game = game_of([{}, {"spells": [STATUE, BUTTON]}], turn=4, turn_player=1)
    assert not options(game, action="activate", name="Statue of the Wicked")
    assert not options(game, action="activate", name="Kozaky's Self-Destruct Button")


def test_kozakys_button_burns_the_opponent_who_destroyed_it() -> None:
    """Kozaky's Self-Destruct Button: "When this Set card is destroyed by your opponent's card
    and sent to the Graveyard, your opponent takes 1000 damage"."""
    game = _typhoon_at(1)
    f = game.facts()
    assert f["lp.0"] == LP - 1000 and f["lp.1"] == LP
    assert "Kozaky's Self-Destruct Button" in f["gy.1"]


def test_kozakys_button_not_by_its_own_controller() -> None:
    """Destroyed by its own controller's Heavy Storm: nobody takes damage (the Statue, Set too,
    still leaves its token)."""
    game = game_of([{}, {"spells": [STATUE, BUTTON], "hand": ["Heavy Storm"]}],
                   turn=4, turn_player=1)
    answer(game, action="activate", name="Heavy Storm")
    settle(game)
    while (d := game.pending()) is not None and not options(game, action="to_battle"):
        game.answer(d.options[0].form)
        settle(game)
    f = game.facts()
    assert f["lp.0"] == LP and f["lp.1"] == LP and f["monsters.1"] == ["Wicked Token"]


def _coffin(p0: dict[str, object]) -> YgoGame:
    """Seat 0's Mystical Space Typhoon destroys seat 1's Set Dark Coffin."""
    game = game_of([{"hand": ["Mystical Space Typhoon"], **p0},
                    {"spells": [{"card": "Dark Coffin", "face_up": False}]}])
    answer(game, action="activate", name="Mystical Space Typhoon")
    settle(game)
    return game


def test_dark_coffin_opponent_destroys_a_monster() -> None:
    """Dark Coffin: "When this Set card is destroyed and sent to the Graveyard, your opponent
    chooses one: discard 1 card at random from their hand, or destroy 1 monster they control":
    seat 0 chooses to destroy its Battle Ox and keeps its hand."""
    game = _coffin({"hand": ["Mystical Space Typhoon", "Kuriboh"], "monsters": ["Battle Ox"]})
    answer(game, action="choose", value="destroy")
    if options(game, action="card", name="Battle Ox"):
        answer(game, action="card", name="Battle Ox")
    settle(game)
    f = game.facts()
    assert f["monsters.0"] == [] and f["hand.0"] == ["Kuriboh"] and "Battle Ox" in f["gy.0"]


def test_dark_coffin_only_the_possible_way() -> None:
    """With no monster, "destroy 1 monster" is not offered (the only way is taken without a
    question): the random discard takes Kuriboh."""
    game = _coffin({"hand": ["Mystical Space Typhoon", "Kuriboh"]})
    assert not options(game, action="choose", value="destroy")
    settle(game)
    f = game.facts()
    assert f["hand_count.0"] == 0 and "Kuriboh" in f["gy.0"]
