"""g7-ma: Exodia Necross and Contract with Exodia (``cards/scripts/goat7_ma_exodia.py``).
Source of the texts: goat-pool.csv: not flagged Goat-era version; official text (yaml-yugi
data/12600382.yaml, data/33244944.yaml)."""

from __future__ import annotations

from typing import Any

from goat7_ma_steps import settle
from goat_mon_steps import act, answer, cd, options, run

from cardtable.ygo.state import F_PROPER

PIECES = ["Exodia the Forbidden One", "Right Arm of the Forbidden One",
          "Left Arm of the Forbidden One", "Right Leg of the Forbidden One",
          "Left Leg of the Forbidden One"]


def _settle(g: Any) -> None:
    """Pass what is not the point of these tests (``goat7_ma_steps.settle``)."""
    settle(g)


def _acts(g: Any, name: str) -> list[dict[str, Any]]:
    return [f for f in options(g, "activate") if f.get("name") == name]


def test_contract_needs_all_five_pieces_and_summons_necross() -> None:
    """Contract with Exodia: "If you have all 5 ... in your Graveyard: Special Summon 1 "Exodia
    Necross" from your hand" — with 4 pieces it cannot be activated; with 5 it summons."""
    g = run({"players": [{"hand": ["Contract with Exodia", "Exodia Necross"],
                          "gy": PIECES[:4]}, {}]})
    assert not _acts(g, "Contract with Exodia")
    g = run({"players": [{"hand": ["Contract with Exodia", "Exodia Necross"], "gy": PIECES}, {}]})
    answer(g, act("Contract with Exodia"))
    _settle(g)
    assert g.facts()["monsters.0"] == ["Exodia Necross"]


def test_necross_cannot_be_normal_summoned() -> None:
    """"Cannot be Normal Summoned/Set": in hand, no Normal Summon or Set is offered."""
    g = run({"players": [{"hand": ["Exodia Necross"], "gy": PIECES}, {}]})
    assert not options(g, "summon") and not options(g, "set_monster")


def test_necross_survives_battle_and_spells_and_grows_each_standby() -> None:
    """"Cannot be destroyed by battle or Spell/Trap effect. Once per turn, during your Standby
    Phase: This card gains 500 ATK" — Dark Hole leaves it; Blue-Eyes attacking it does not
    destroy it; in its controller's next Standby Phase it has 1800 + 500."""
    g = run({"turn_player": 1, "players": [
        {"monsters": ["Exodia Necross"], "gy": PIECES},
        {"hand": ["Dark Hole"], "monsters": ["Blue-Eyes White Dragon"]}]})
    answer(g, act("Dark Hole"))
    _settle(g)
    f = g.facts()
    assert f["monsters.0"] == ["Exodia Necross"] and f["gy.1"] == ["Blue-Eyes White Dragon",
                                                                   "Dark Hole"]
    g = run({"turn_player": 1, "players": [
        {"monsters": ["Exodia Necross"], "gy": PIECES},
        {"monsters": ["Blue-Eyes White Dragon"]}]})
    answer(g, {"answer": {"action": "to_battle"}})
    answer(g, {"answer": next(f for f in options(g, "attack")
                              if f.get("target_name") == "Exodia Necross")})
    _settle(g)
    f = g.facts()
    assert f["monsters.0"] == ["Exodia Necross"] and f["lp.0"] == 4000 - (3000 - 1800)
    answer(g, {"answer": {"action": "end_battle"}})
    answer(g, {"answer": {"action": "to_end"}})
    _settle(g)
    assert g.facts()["turn_player"] == 0
    assert g.facts()["mzone.0.0.atk"] == cd("Exodia Necross").atk + 500


def test_necross_is_destroyed_when_a_piece_leaves_the_graveyard() -> None:
    """"Destroy this card unless all 5 of these cards are in your Graveyard": summoned by the
    Contract, then seat 0's own Soul Release removes Exodia the Forbidden One from the
    Graveyard — Necross is destroyed (its own effect: the Spell immunity does not stop it).
    "Cannot be Special Summoned by other ways": properly summoned, it still cannot be revived
    (the revival limit is not what stops it)."""
    g = run({"players": [{"hand": ["Contract with Exodia", "Exodia Necross", "Soul Release"],
                          "gy": PIECES}, {}]})
    answer(g, act("Contract with Exodia"))
    _settle(g)
    necross = g.view(0)["players"][0]["monsters"][0]["id"]
    answer(g, act("Soul Release"))
    for _ in range(8):
        d = g.pending()
        assert d is not None
        if any(o.about.get("name") == "Exodia the Forbidden One" for o in d.options):
            g.answer(next(dict(o.form) for o in d.options
                          if o.about.get("name") == "Exodia the Forbidden One"))
            d = g.pending()
            if d is not None and any(o.form.get("action") == "done" for o in d.options):
                g.answer({"action": "done"})
            break
        g.answer(next((dict(o.form) for o in d.options if o.form.get("action") == "pass"),
                      dict(d.options[0].form)))
    _settle(g)
    f = g.facts()
    assert f["monsters.0"] == [] and "Exodia Necross" in f["gy.0"]
    assert "Exodia the Forbidden One" in f["banished.0"]
    assert g.g.flags[necross] & F_PROPER
    assert not g.g.can_special_summon(necross, 0)
