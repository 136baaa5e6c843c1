"""g7-mb: self-Tributing monsters and Master Monk's summon (``cards/scripts/goat7_mb_tributes.py``).
The cards are not flagged "Goat-era version" in goat-pool.csv, so each test checks a clause of
today's official text (yaml-yugi ``data/<passcode>.yaml``), named in its docstring."""

from __future__ import annotations

from typing import Any

from goat_mon_steps import act, answer, options, run


def _pass_all(g: Any) -> None:
    for _ in range(8):
        if g.pending() is None or not options(g, "pass"):
            return
        answer(g, {"answer": {"action": "pass"}})


def test_maryokutai_negates_an_opponents_spell_in_their_turn() -> None:
    """Maryokutai (official text, data/71466592.yaml): "During your opponent's turn, when your
    opponent activates a Spell Card: You can Tribute this card; negate the activation, and if
    you do, destroy it" — Dian Keto the Cure Master gains seat 1 nothing."""
    g = run({"phase": "main1", "turn": 4, "turn_player": 1, "players": [
        {"monsters": ["Maryokutai"]}, {"hand": ["Dian Keto the Cure Master"]}]})
    answer(g, act("Dian Keto the Cure Master"))
    answer(g, {"answer": {"action": "activate", "name": "Maryokutai"}})
    _pass_all(g)
    f = g.facts()
    assert f["lp.1"] == 4000 and f["gy.1"] == ["Dian Keto the Cure Master"]
    assert f["gy.0"] == ["Maryokutai"]


def test_maryokutai_not_in_its_own_turn() -> None:
    """"During your opponent's turn" only: in its controller's turn the opponent's Spell (a
    Quick-Play Spell, Book of Moon) meets no Maryokutai option."""
    g = run({"phase": "main1", "players": [
        {"monsters": ["Maryokutai"], "hand": ["Battle Ox"]},
        {"spells": [{"card": "Book of Moon", "face_up": False}]}]})
    answer(g, {"answer": {"action": "summon", "name": "Battle Ox"}})
    for _ in range(4):
        d = g.pending()
        assert d is not None
        if d.seat == 1 and options(g, "activate"):
            break
        answer(g, {"answer": {"action": "pass"}})
    answer(g, act("Book of Moon"))
    answer(g, {"answer": {"action": "card", "name": "Battle Ox"}})
    # no window stops for seat 0: the Book resolves, Maryokutai stays
    assert not [f for f in options(g, "activate") if f.get("name") == "Maryokutai"]
    f = g.facts()
    assert f["gy.1"] == ["Book of Moon"] and f["mzone.0.1.pos"] == "fd_def"
    assert f["mzone.0.0"] == "Maryokutai"


def test_lady_panther_returns_a_battle_victim_to_the_deck_top() -> None:
    """Lady Panther (official text, data/38480590.yaml): "Tribute this face-up card to return 1
    of your monsters destroyed as a result of battle during this turn to the top of your Deck"
    — Celtic Guardian, destroyed attacking Battle Ox, goes on top of seat 0's Deck."""
    g = run({"phase": "battle", "players": [
        {"monsters": ["Celtic Guardian", {"card": "Lady Panther", "pos": "def"}],
         "deck": ["Kuriboh"]}, {"monsters": ["Battle Ox"]}]})
    forms = [f for f in options(g, "attack") if f.get("name") == "Celtic Guardian"]
    answer(g, {"answer": forms[0]})
    answer(g, {"answer": {"action": "end_battle"}})
    forms = [f for f in options(g, "activate") if f.get("name") == "Lady Panther"]
    assert len(forms) == 1
    answer(g, {"answer": forms[0]})
    _pass_all(g)
    f = g.facts()
    assert f["deck_top.0"] == "Celtic Guardian" and f["gy.0"] == ["Lady Panther"]


def test_lady_panther_needs_a_battle_victim_this_turn() -> None:
    """"destroyed as a result of battle during this turn": a monster already in the Graveyard
    at the start of the turn gives no activation."""
    g = run({"phase": "main1", "players": [
        {"monsters": ["Lady Panther"], "gy": ["Celtic Guardian"]}, {}]})
    assert not [f for f in options(g, "activate") if f.get("name") == "Lady Panther"]


def test_master_monk_is_special_summoned_by_tributing_monk_fighter() -> None:
    """Master Monk (official text, data/49814180.yaml): "cannot be Normal Summoned or Set ...
    cannot be Special Summoned except by Tributing 1 'Monk Fighter'" — beside Monk Fighter its
    procedure is offered and sends the Fighter to the Graveyard; alone, nothing is offered."""
    g = run({"phase": "main1", "players": [{"hand": ["Master Monk"], "monsters": ["Battle Ox"]},
                                           {}]})
    assert not [f for f in options(g, "goat_mon_proc") if f.get("name") == "Master Monk"]
    assert not [f for f in options(g, "summon") if f.get("name") == "Master Monk"]
    g = run({"phase": "main1", "players": [{"hand": ["Master Monk"],
                                            "monsters": ["Monk Fighter"]}, {}]})
    forms = [f for f in options(g, "goat_mon_proc") if f.get("name") == "Master Monk"]
    assert len(forms) == 1
    answer(g, {"answer": forms[0]})
    _pass_all(g)
    f = g.facts()
    assert f["monsters.0"] == ["Master Monk"] and f["gy.0"] == ["Monk Fighter"]


def test_master_monk_attacks_twice() -> None:
    """"This card can attack twice during the same turn": two direct attacks of 1900."""
    g = run({"phase": "battle", "players": [{"monsters": ["Master Monk"]}, {}]})
    for _ in range(2):
        forms = [f for f in options(g, "attack") if f.get("name") == "Master Monk"]
        assert forms
        answer(g, {"answer": forms[0]})
        _pass_all(g)
    assert g.facts()["lp.1"] == 4000 - 2 * 1900
    assert not [f for f in options(g, "attack") if f.get("name") == "Master Monk"]
