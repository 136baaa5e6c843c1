"""g6-ma: Banisher of the Light (``cards/scripts/goat6_ma_banisher.py``): "as long as this card
remains face-up on the field, any card sent to the Graveyard is removed from play instead" (its
printed text, our own words in ``pool/goat.csv``)."""

from __future__ import annotations

from goat_mon_steps import answer, run

BANISHER = "Banisher of the Light"


def _pass(g: object) -> None:
    for _ in range(8):
        d = g.pending()  # type: ignore[attr-defined]
        if d is None or not any(o.form.get("action") == "pass" for o in d.options):
            return
        answer(g, {"answer": {"action": "pass"}})  # type: ignore[arg-type]


def test_a_destroyed_monster_and_the_resolved_spell_are_removed() -> None:
    """Fissure destroys Battle Ox: the Ox and the resolved Fissure are removed from play, the
    Graveyards stay empty."""
    g = run({"players": [{"hand": ["Fissure"], "monsters": [BANISHER]},
                         {"monsters": ["Battle Ox"]}]})
    answer(g, {"answer": {"action": "activate", "name": "Fissure"}})
    _pass(g)
    f = g.facts()
    assert f["gy.0"] == [] and f["gy.1"] == []
    assert f["banished.1"] == ["Battle Ox"] and f["banished.0"] == ["Fissure"]


def test_the_banisher_itself_goes_to_the_graveyard() -> None:
    """Dark Hole destroys the Banisher with Battle Ox: the Banisher goes to the Graveyard (it no
    longer applies as it leaves), the Ox destroyed at the same time is removed from play, and
    Dark Hole, sent to the Graveyard after resolving with no Banisher left, stays there."""
    g = run({"players": [{"hand": ["Dark Hole"], "monsters": [BANISHER]},
                         {"monsters": ["Battle Ox"]}]})
    answer(g, {"answer": {"action": "activate", "name": "Dark Hole"}})
    _pass(g)
    f = g.facts()
    assert f["gy.0"] == [BANISHER, "Dark Hole"] and f["banished.1"] == ["Battle Ox"]


def test_face_down_it_does_nothing() -> None:
    """A face-down Banisher applies nothing: Fissure's Battle Ox goes to the Graveyard."""
    g = run({"players": [{"hand": ["Fissure"],
                          "monsters": [{"card": BANISHER, "pos": "fd_def"}]},
                         {"monsters": ["Battle Ox"]}]})
    answer(g, {"answer": {"action": "activate", "name": "Fissure"}})
    _pass(g)
    assert g.facts()["gy.1"] == ["Battle Ox"]
