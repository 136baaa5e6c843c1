"""Goat Spirits batch 5 (goat-m2): Maharaghi (``cards/scripts/goat5_spirits.py``). Each test
names the 2005 text clause it checks."""

from __future__ import annotations

from goat_mon_steps import answer, run

BOTTOM = {"answer": {"action": "choose", "value": 1}}
TOP = {"answer": {"action": "choose", "value": 0}}


def test_maharaghi_looks_at_the_top_card_and_may_put_it_on_the_bottom() -> None:
    """Maharaghi: "When this card is Normal Summoned ... look at the top card of your Deck and
    put it back on either the top or the bottom" (the Deck is listed top first)."""
    deck = ["Pot of Greed", "Battle Ox", "Kuriboh"]
    g = run({"players": [{"hand": ["Maharaghi"], "deck": deck}, {}]},
            [{"answer": {"action": "summon", "name": "Maharaghi"}}, BOTTOM])
    assert g.facts()["deck_top.0"] == "Battle Ox"
    g = run({"players": [{"hand": ["Maharaghi"], "deck": deck}, {}]},
            [{"answer": {"action": "summon", "name": "Maharaghi"}}, TOP])
    assert g.facts()["deck_top.0"] == "Pot of Greed"


def test_the_looked_at_card_is_named_only_to_its_player() -> None:
    """Hidden information: the opponent's log of the look names no card."""
    g = run({"players": [{"hand": ["Maharaghi"], "deck": ["Pot of Greed", "Kuriboh"]}, {}]},
            [{"answer": {"action": "summon", "name": "Maharaghi"}}])
    assert "Pot of Greed" in str(g.events(0)) and "Pot of Greed" not in str(g.events(1))
    assert "Pot of Greed" not in str(g.events(-1))


def test_maharaghi_flipped_looks_too_and_returns_to_the_hand() -> None:
    """"... or flipped face-up, look at the top card"; a Spirit: "returns to its owner's hand
    during the End Phase of the turn it is Normal Summoned or flipped face-up"."""
    g = run({"players": [{"monsters": [{"card": "Maharaghi", "pos": "down"}],
                          "deck": ["Pot of Greed", "Battle Ox"]}, {}]},
            [{"answer": {"action": "flip_summon", "name": "Maharaghi"}}, BOTTOM])
    assert g.facts()["deck_top.0"] == "Battle Ox"
    answer(g, {"answer": {"action": "to_end"}})
    assert g.facts()["hand.0"] == ["Maharaghi"]


def test_maharaghi_cannot_be_special_summoned() -> None:
    """"This card cannot be Special Summoned": Monster Reborn offers no Maharaghi."""
    g = run({"players": [{"hand": ["Monster Reborn"], "gy": ["Maharaghi"]}, {}]})
    d = g.pending()
    assert d is not None
    assert not any(o.about.get("name") == "Monster Reborn" for o in d.options
                   if o.form.get("action") == "activate")
