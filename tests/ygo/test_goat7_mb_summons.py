"""g7-mb: The Creator and The Creator Incarnate (``cards/scripts/goat7_mb_summons.py``). Not
flagged "Goat-era version" in goat-pool.csv: each test checks a clause of today's official text
(yaml-yugi ``data/<passcode>.yaml``), named in its docstring."""

from __future__ import annotations

from typing import Any

from goat_mon_steps import act, answer, options, pass_windows, run


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
    pass_windows(g)
    answer(g, {"answer": {"action": "card", "name": "Kuriboh"}})
    _position_atk(g)
    pass_windows(g)
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
    pass_windows(g)
    _position_atk(g)
    pass_windows(g)
    f = g.facts()
    assert f["monsters.0"] == ["The Creator"] and f["gy.0"] == ["The Creator Incarnate"]


def test_rare_metal_dragon_is_never_normal_summoned_but_revivable() -> None:
    """Rare Metal Dragon (data/25236056.yaml): "This card cannot be Normal Summoned or Set" —
    no Summon or Set is offered; Pojo's 2004-08-19 review and the Eternity review of
    2004-09-18 both revive it ("Monster Reborn, Call of the Haunted, or Premature Burial";
    "it can be Special Summoned through ANY effect"): discarded by Card Destruction, it is
    brought back by Monster Reborn (the engine's revival limit would refuse a never-summoned
    Special-Summon-only card)."""
    g = run({"phase": "main1", "players": [{"hand": ["Rare Metal Dragon"]}, {}]})
    assert not [f for f in options(g, "summon") + options(g, "set_monster")
                if f.get("name") == "Rare Metal Dragon"]
    g = run({"phase": "main1", "players": [
        {"hand": ["Card Destruction", "Monster Reborn", "Rare Metal Dragon"],
         "deck": ["Monster Reborn", "Kuriboh", "Kuriboh"]}, {"deck": ["Kuriboh"] * 3}]})
    answer(g, act("Card Destruction"))
    pass_windows(g)
    assert "Rare Metal Dragon" in g.facts()["gy.0"]
    answer(g, act("Monster Reborn"))
    for _ in range(6):
        if options(g, "card"):
            answer(g, {"answer": {"action": "card", "name": "Rare Metal Dragon"}})
        elif options(g, "choose"):
            answer(g, {"answer": options(g, "choose")[0]})
        elif options(g, "pass"):
            answer(g, {"answer": {"action": "pass"}})
        else:
            break
    assert g.facts()["monsters.0"] == ["Rare Metal Dragon"]
