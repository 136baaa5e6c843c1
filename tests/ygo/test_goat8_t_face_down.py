"""Lightforce Sword (``goat8_t_face_down.py``) under the goat profile: a card banished face-down
and its return. Text: not flagged "Goat-era version" in goat-pool.csv; official text (yaml-yugi
data/49587034.yaml): "Banish 1 random card from your opponent's hand, face-down. During your
opponent's 4th Standby Phase after this card's activation, return that card to their hand."
Goat Netrep ruling (TheMTtakeover/goat-rulings goat-indv-rulings/lightforce-sword.md): it does not
remain on the field for the duration of its effect. Hidden information (docs/design.md, the
core promise): a face-down card is named to nobody but the player who may know it — here the
owner, whose hand it left."""

from __future__ import annotations

import json

from tests.ygo.goat7_t_steps import next_main1
from tests.ygo.test_goat_st_batches import activate, answer, game_of, settle

from cardtable.core.rng import Rng
from cardtable.ygo.game import YgoGame

SET = {"face_up": False}


def _swung(pyro: bool = False) -> YgoGame:
    """Seat 0 activates Lightforce Sword (and, if asked, Pyro Clock of Destiny) on turn 3; seat
    1 holds only Jinzo."""
    spells = [{"card": "Lightforce Sword", **SET}]
    if pyro:
        spells.append({"card": "Pyro Clock of Destiny", **SET})
    game = game_of([{"spells": spells, "deck": ["Battle Ox"] * 10},
                    {"hand": ["Jinzo"], "deck": ["Gemini Elf", "Mystical Space Typhoon",
                                                 "Pot of Greed", "Sangan"] * 3}])
    activate(game, "Lightforce Sword")
    if pyro:
        activate(game, "Pyro Clock of Destiny")
    return game


def test_banished_face_down_named_only_to_its_owner() -> None:
    """The random card (Jinzo, the only one) leaves seat 1's hand face-down; Lightforce Sword
    goes to the Graveyard (Netrep). Seat 1's view names it; seat 0's view, seat 0's events and
    the spectator's never do."""
    game = _swung()
    f = game.facts()
    assert f["hand.1"] == [] and f["banished.1"] == ["Jinzo"]
    assert "Lightforce Sword" in f["gy.0"]
    owner_pile = game.view(1)["players"][1]["banished"]
    other_pile = game.view(0)["players"][1]["banished"]
    assert owner_pile[0]["name"] == "Jinzo"
    assert other_pile[0].get("hidden") is True and "name" not in other_pile[0]
    for seat in (0, -1):
        assert "Jinzo" not in json.dumps(game.events(seat), ensure_ascii=False)
        assert "Jinzo" not in json.dumps(game.view(seat), ensure_ascii=False)
    assert "Jinzo" in json.dumps(game.events(1), ensure_ascii=False)


def test_determinize_redeals_the_face_down_card() -> None:
    """Seat 0 does not know which card it banished: its determinized copies put different
    cards of seat 1 (hand and Deck pool) in that banished slot, face-down, each still one card
    there; seat 1's own copies keep Jinzo."""
    game = _swung()
    rng = Rng(7)
    names = set()
    for _ in range(12):
        g = game.determinize(0, rng).g  # type: ignore[attr-defined]
        (c,) = g.banished[1]
        assert g.pos[c] & 0xA  # still face-down
        names.add(g.cd(c).name.en)
    assert len(names) >= 2
    g1 = game.determinize(1, rng).g  # type: ignore[attr-defined]
    assert [g1.cd(c).name.en for c in g1.banished[1]] == ["Jinzo"]


def test_it_returns_in_the_owners_fourth_standby_phase() -> None:
    """Activated in turn 3 (seat 0's): seat 1's Standby Phases come in turns 4, 6, 8, 10; the
    card is still banished in turn 8 and back in seat 1's hand in turn 10."""
    game = _swung()
    for _ in range(5):
        next_main1(game)  # turns 4..8
    assert game.facts()["turn"] == 8 and game.facts()["banished.1"] == ["Jinzo"]
    next_main1(game)
    next_main1(game)  # turn 10
    f = game.facts()
    assert f["turn"] == 10 and f["banished.1"] == [] and "Jinzo" in f["hand.1"]


def test_pyro_clock_brings_it_back_one_turn_sooner() -> None:
    """Goat FAQ (pyro-clock-of-destiny.md): Pyro Clock advances Lightforce Sword's count: with
    it, seat 1's Standby Phase of turn 8 is the 4th."""
    game = _swung(pyro=True)
    for _ in range(5):
        next_main1(game)  # turns 4..8
    f = game.facts()
    assert f["turn"] == 8 and f["banished.1"] == [] and "Jinzo" in f["hand.1"]


def test_different_dimension_capsules_card_is_hidden_from_the_opponent() -> None:
    """The same rule for the other face-down banisher: Different Dimension Capsule's card
    (banished face-down from its owner's Deck) is its owner's to know — seat 1's view shows a
    hidden entry and seat 1's events never name it."""
    game = game_of([{"hand": ["Different Dimension Capsule"], "deck": ["Jinzo", "Battle Ox"]},
                    {}])
    activate(game, "Different Dimension Capsule")
    answer(game, action="card", name="Jinzo")
    settle(game)
    assert game.facts()["banished.0"] == ["Jinzo"]
    assert game.view(1)["players"][0]["banished"][0].get("hidden") is True
    assert game.view(0)["players"][0]["banished"][0]["name"] == "Jinzo"
    assert "Jinzo" not in json.dumps(game.events(1), ensure_ascii=False)
