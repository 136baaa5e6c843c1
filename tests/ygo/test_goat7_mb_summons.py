"""g7-mb: The Creator and The Creator Incarnate (``cards/scripts/goat7_mb_summons.py``). Not
flagged "Goat-era version" in goat-pool.csv: each test checks a clause of today's official text
(yaml-yugi ``data/<passcode>.yaml``), named in its docstring."""

from __future__ import annotations

from typing import Any

from goat_mon_steps import act, answer, options, run


def _pass(g: Any) -> None:
    for _ in range(8):
        if g.pending() is None or not options(g, "pass"):
            return
        answer(g, {"answer": {"action": "pass"}})


def _position_atk(g: Any) -> None:
    d = g.pending()
    assert d is not None
    pos = [o.form for o in d.options if o.label.en == "face-up Attack Position"]
    answer(g, {"answer": pos[0]})


def _creator(g: Any) -> list[dict[str, Any]]:
    return [f for f in options(g, "activate") if f.get("name") == "The Creator"]


def test_the_creator_revives_by_sending_a_hand_card() -> None:
    """The Creator (data/61505339.yaml): "Once per turn: You can target 1 monster in your
    Graveyard; send 1 card from your hand to the Graveyard, and if you do, Special Summon that
    target" — Battle Ox comes back, Kuriboh goes to the Graveyard; no second use this turn."""
    g = run({"phase": "main1", "players": [
        {"monsters": ["The Creator"], "gy": ["Battle Ox"], "hand": ["Kuriboh", "Celtic Guardian"]},
        {}]})
    answer(g, {"answer": _creator(g)[0]})
    _pass(g)
    answer(g, {"answer": {"action": "card", "name": "Kuriboh"}})
    _position_atk(g)
    _pass(g)
    f = g.facts()
    assert f["monsters.0"] == ["The Creator", "Battle Ox"] and f["gy.0"] == ["Kuriboh"]
    assert not _creator(g)


def test_the_creator_needs_a_hand_card() -> None:
    """"send 1 card from your hand ... and if you do": with an empty hand it cannot be
    activated."""
    g = run({"phase": "main1", "players": [{"monsters": ["The Creator"], "gy": ["Battle Ox"]},
                                           {}]})
    assert not _creator(g)


def test_the_creator_is_not_special_summoned_from_the_graveyard() -> None:
    """"Cannot be Special Summoned from the Graveyard": Monster Reborn cannot take it — with
    The Creator alone in the Graveyards, Monster Reborn has no target; beside Battle Ox, the Ox
    is its only target (picked without asking)."""
    g = run({"phase": "main1", "players": [
        {"hand": ["Monster Reborn"], "gy": ["The Creator"]}, {}]})
    assert not [f for f in options(g, "activate") if f.get("name") == "Monster Reborn"]
    g = run({"phase": "main1", "players": [
        {"hand": ["Monster Reborn"], "gy": ["The Creator", "Battle Ox"]}, {}]})
    answer(g, act("Monster Reborn"))
    for _ in range(6):
        if options(g, "card"):
            assert {f["name"] for f in options(g, "card")} == {"Battle Ox"}
            answer(g, {"answer": options(g, "card")[0]})
        elif options(g, "choose"):
            answer(g, {"answer": options(g, "choose")[0]})
        elif options(g, "pass"):
            answer(g, {"answer": {"action": "pass"}})
        else:
            break
    f = g.facts()
    assert f["monsters.0"] == ["Battle Ox"] and "The Creator" in f["gy.0"]


def test_the_creator_incarnate_brings_the_creator_from_the_hand() -> None:
    """The Creator Incarnate (data/97093037.yaml): "You can Tribute this card; Special Summon 1
    'The Creator' from your hand"; without The Creator in hand it offers nothing."""
    g = run({"phase": "main1", "players": [{"monsters": ["The Creator Incarnate"]}, {}]})
    assert not [f for f in options(g, "activate") if f.get("name") == "The Creator Incarnate"]
    g = run({"phase": "main1", "players": [
        {"monsters": ["The Creator Incarnate"], "hand": ["The Creator"]}, {}]})
    answer(g, {"answer": {"action": "activate", "name": "The Creator Incarnate"}})
    _pass(g)
    _position_atk(g)
    _pass(g)
    f = g.facts()
    assert f["monsters.0"] == ["The Creator"] and f["gy.0"] == ["The Creator Incarnate"]
