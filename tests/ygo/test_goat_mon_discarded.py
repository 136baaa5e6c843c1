"""Goat monster batch 11: monsters that act when an opponent's card effect sends them from the
hand to the Graveyard (``cards/scripts/goat_mon_discarded.py``). Each test names the 2005 text
line it checks."""

from __future__ import annotations

import pytest
from goat_mon_steps import act, run

from cardtable.ygo.cards.scripts.goat_mon_discarded import DISCARDED
from cardtable.ygo.effects.pool import default_pool

#: the row's effect on (lp.0, lp.1, hand_count.1) with 4000 LP each and seat 1's Deck of 3
EXPECTED = {
    11324436: (4000, 4000, 2),  # Electric Snake: draw 2
    85166216: (4000, 7000, 0),  # Elephant Statue of Blessing: +3000 LP
    12160911: (3000, 4000, 0),  # Elephant Statue of Disaster: 1000 damage to the opponent
    32539892: (3000, 4000, 0),  # Minar: 1000 damage to the opponent
    70821187: (4000, 4000, 1),  # Regenerating Mummy: back to the hand
}


@pytest.mark.parametrize("code", sorted(DISCARDED))
def test_discarded_by_the_opponent_row(code: int) -> None:
    """Seat 0's Delinquent Duo (pay 1000: the opponent discards 1 random card, then 1 of their
    choice): the only card, this monster, is discarded by an opponent's card effect."""
    name = str(default_pool().cards[code].name.en)
    f = run({"players": [{"hand": ["Delinquent Duo"]},
                         {"hand": [name], "deck": ["Kuriboh"] * 3}]},
            [act("Delinquent Duo")]).facts()
    lp0, lp1, hand1 = EXPECTED[code]
    assert (f["lp.0"], f["lp.1"], f["hand_count.1"]) == (lp0 - 1000, lp1, hand1)


def test_own_discard_does_not_count() -> None:
    """"By an effect of a card your opponent controls": discarding Electric Snake for your own
    Lightning Vortex draws nothing."""
    f = run({"players": [{"hand": ["Lightning Vortex", "Electric Snake"],
                          "deck": ["Kuriboh"] * 3}, {"monsters": ["Battle Ox"]}]},
            [act("Lightning Vortex")]).facts()
    assert f["hand_count.0"] == 0 and "Electric Snake" in f["gy.0"]


def test_stern_mystic_shows_face_down_cards_to_its_controller_only() -> None:
    """The Stern Mystic: "FLIP: look at every face-down card on the field; they stay face-down"
    — seat 0's view names them afterwards, seat 1's view of its own cards is unchanged, the
    spectator still sees them hidden."""
    g = run({"players": [{"monsters": [{"card": "The Stern Mystic", "pos": "down"}]},
                         {"monsters": [{"card": "Feral Imp", "pos": "down"}],
                          "spells": ["Mirror Force"]}]},
            [{"answer": {"action": "flip_summon", "name": "The Stern Mystic"}}])
    f = g.facts()
    assert (f["mzone.1.0.pos"], f["szone.1.0.face_up"]) == ("fd_def", False)
    v0 = g.view(0)["players"][1]
    assert v0["monsters"][0].get("name") == "Feral Imp"
    assert v0["spells"][0].get("name") == "Mirror Force"
    spectator = g.view(-1)["players"][1]
    assert spectator["monsters"][0].get("hidden") and "name" not in spectator["monsters"][0]


def test_stern_mystic_event_names_the_cards_only_to_its_controller() -> None:
    """Hidden information: the ``look_at`` event names the face-down cards only in the event
    copy of the player who looked; the opponent and a spectator get the count alone, and the
    event's sentence for them names no card."""
    from cardtable.ygo.sentences import event_text

    g = run({"players": [{"monsters": [{"card": "The Stern Mystic", "pos": "down"}]},
                         {"spells": ["Mirror Force"]}]},
            [{"answer": {"action": "flip_summon", "name": "The Stern Mystic"}}])
    mine = [e for e in g.events(0) if e["kind"] == "look_at"]
    theirs = [e for e in g.events(1) if e["kind"] == "look_at"]
    spectator = [e for e in g.events(-1) if e["kind"] == "look_at"]
    assert [c["name"] for c in mine[0]["cards"]] == ["Mirror Force"]
    for e in (*theirs, *spectator):
        assert "cards" not in e and e["count"] == 1
        assert "Mirror Force" not in event_text(e).en


def test_from_the_dark_rises_when_the_opponent_sends_it() -> None:
    """Despair from the Dark / Fear from the Dark: "sent from your hand or Deck to the Graveyard
    by an opponent's card effect: Special Summon this card" — discarded by Delinquent Duo, or
    milled by Needle Worm's Flip effect (the player picks the position)."""
    f = run({"players": [{"hand": ["Delinquent Duo"]}, {"hand": ["Despair from the Dark"]}]},
            [act("Delinquent Duo"), {"answer": {"action": "choose", "value": 4}}]).facts()
    assert f["monsters.1"] == ["Despair from the Dark"] and f["mzone.1.0.pos"] == "def"
    f = run({"players": [{"monsters": [{"card": "Needle Worm", "pos": "down"}]},
                         {"deck": ["Fear from the Dark"] + ["Kuriboh"] * 6}]},
            [{"answer": {"action": "flip_summon", "name": "Needle Worm"}},
             {"answer": {"action": "choose", "value": 1}}]).facts()
    assert f["monsters.1"] == ["Fear from the Dark"] and f["mzone.1.0.pos"] == "atk"
    f = run({"players": [{"hand": ["Lightning Vortex", "Fear from the Dark"]},
                         {"monsters": ["Battle Ox"]}]}, [act("Lightning Vortex")]).facts()
    assert f["monsters.0"] == [] and "Fear from the Dark" in f["gy.0"]


def test_penguin_knight_shuffles_the_graveyard_back() -> None:
    """Penguin Knight: "sent from your Deck to the GY by an opponent's card effect: shuffle it
    and your whole Graveyard into the Deck" (Needle Worm mills 5: all 5 and the GY return)."""
    f = run({"players": [{"monsters": [{"card": "Needle Worm", "pos": "down"}]},
                         {"deck": ["Kuriboh", "Penguin Knight"] + ["Battle Ox"] * 5,
                          "gy": ["Dark Hole"]}]},
            [{"answer": {"action": "flip_summon", "name": "Needle Worm"}}]).facts()
    assert f["gy.1"] == [] and f["deck_count.1"] == 8
