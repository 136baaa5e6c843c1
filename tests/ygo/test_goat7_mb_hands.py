"""g7-mb: drawing and the hand (``hooks.DRAW_ALLOWED``, ``cards/scripts/goat7_mb_hands.py``).
Not flagged "Goat-era version" in goat-pool.csv: each test checks a clause of today's official
text (yaml-yugi ``data/<passcode>.yaml``), named in its docstring."""

from __future__ import annotations

from typing import Any

from goat7_mb_steps import advance, settle
from goat_mon_steps import act, answer, run

_DECK = ["Giant Soldier of Stone"] * 10


def _settle(g: Any, prefer: tuple[str, ...] = ()) -> None:
    """Answer what is not the point of these tests (``goat7_mb_steps.settle``)."""
    settle(g, prefer, choose=True)


def test_protector_stops_the_opponents_effect_draws() -> None:
    """Protector of the Sanctuary (data/24221739.yaml): "Your opponent cannot draw cards except
    during Draw Phases" — seat 0's Pot of Greed draws nothing beside seat 1's face-up
    Protector, and 2 cards without it."""
    for protector, drawn in ((True, 0), (False, 2)):
        g = run({"phase": "main1", "players": [
            {"hand": ["Pot of Greed"], "deck": _DECK},
            {"monsters": ["Protector of the Sanctuary"] if protector else []}]})
        answer(g, act("Pot of Greed"))
        _settle(g)
        assert g.facts()["hand_count.0"] == drawn, protector


def test_protector_allows_the_draw_phase_draw() -> None:
    """"except during Draw Phases": seat 0's normal draw of its next turn is made."""
    g = run({"phase": "main1", "turn": 4, "turn_player": 1, "players": [
        {"deck": _DECK}, {"monsters": ["Protector of the Sanctuary"], "deck": _DECK}]})
    advance(g, 5, "main1")
    assert g.facts()["hand_count.0"] == 1


def test_supply_ignores_monsters_sent_otherwise() -> None:
    """Supply: only "Fusion-Material monsters that were sent to the Graveyard as a result of a
    Fusion Summon" — a Battle Ox that is simply in the Graveyard is not added."""
    g = run({"phase": "main1", "players": [
        {"gy": ["Battle Ox"], "monsters": [{"card": "Supply", "pos": "fd_def", "new": False}]},
        {}]})
    answer(g, {"answer": {"action": "flip_summon", "name": "Supply"}})
    _settle(g)
    assert g.facts()["hand_count.0"] == 0 and g.facts()["gy.0"] == ["Battle Ox"]


def test_supply_after_a_fusion_summon_in_the_same_duel() -> None:
    """Supply (data/44072894.yaml): "FLIP: Return 2 Fusion-Material monsters that were sent to
    the Graveyard as a result of a Fusion Summon to your hand" — Polymerization (Charubin the
    Fire Knight from Monster Egg + Hinotama Soul), then Supply is Flip Summoned and adds both
    materials, not Battle Ox."""
    g = run({"phase": "main1", "players": [
        {"hand": ["Polymerization", "Monster Egg", "Hinotama Soul"], "gy": ["Battle Ox"],
         "extra": ["Charubin the Fire Knight"],
         "monsters": [{"card": "Supply", "pos": "fd_def", "new": False}]}, {}]})
    answer(g, act("Polymerization"))
    _settle(g, ("Monster Egg", "Hinotama Soul"))
    f = g.facts()
    assert "Charubin the Fire Knight" in f["monsters.0"]
    answer(g, {"answer": {"action": "flip_summon", "name": "Supply"}})
    _settle(g)
    f = g.facts()
    assert f["hand.0"] == ["Hinotama Soul", "Monster Egg"] and f["gy.0"] == ["Battle Ox",
                                                                          "Polymerization"]


def test_mercury_draws_after_an_empty_hand() -> None:
    """The Agent of Wisdom - Mercury (data/38730226.yaml): "during your Standby Phase, if you
    controlled this face-up card ... and had no cards in your hand at the end of the opponent's
    last turn: Draw 1 card" — an empty hand at the end of turn 4: seat 0 draws 2 in turn 5
    (Draw Phase + Mercury); with 1 card kept, only the Draw Phase's."""
    for kept, drawn in ((0, 2), (1, 1)):
        g = run({"phase": "main1", "turn": 4, "turn_player": 1, "players": [
            {"monsters": ["The Agent of Wisdom - Mercury"], "hand": ["Kuriboh"] * kept,
             "deck": _DECK}, {"deck": _DECK}]})
        advance(g, 5, "main1")
        f = g.facts()
        assert f["deck_count.0"] == 10 - drawn and f["hand_count.0"] == kept + drawn, kept
