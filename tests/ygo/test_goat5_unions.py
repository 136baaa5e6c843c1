"""Goat Union support batch 5 (goat-m2): Formation Union (``cards/scripts/goat5_unions.py``).
Each test names the 2005 text clause or ruling it checks."""

from __future__ import annotations

from goat_mon_steps import act, options, run


def test_formation_union_equips_a_union_to_its_host() -> None:
    """Formation Union: "equip 1 face-up Union Monster you control to an appropriate face-up
    monster you control" — Kiryu to Dark Blade, with its bonus (+900: the equip counts as the
    Union's own, the Goat-era ruling)."""
    g = run({"players": [{"monsters": ["Kiryu", "Dark Blade"], "spells": ["Formation Union"]},
                         {}]},
            [act("Formation Union")])
    f = g.facts()
    assert f["monsters.0"] == ["Dark Blade"] and "Kiryu" in f["spells.0"]
    assert f["mzone.0.1.atk"] == 1800 + 900


def test_formation_union_unequips_into_attack_position() -> None:
    """"or unequip 1 Union Monster equipped to a monster you control and Special Summon it in
    face-up Attack Position"."""
    g = run({"players": [{"monsters": ["Dark Blade"],
                          "spells": [{"card": "Kiryu", "face_up": True,
                                      "equip_to": {"player": 0, "zone": 0}},
                                     "Formation Union"]}, {}]},
            [act("Formation Union")])
    f = g.facts()
    assert sorted(f["monsters.0"]) == ["Dark Blade", "Kiryu"]
    assert "atk" in (f["mzone.0.0.pos"], f["mzone.0.1.pos"])


def test_formation_union_needs_a_union_that_fits() -> None:
    """No Union with an appropriate host on the field: it cannot be activated."""
    g = run({"players": [{"monsters": ["Kiryu", "Battle Ox"], "spells": ["Formation Union"]},
                         {}]})
    assert not [o for o in options(g, "activate") if o.get("name") == "Formation Union"]
