"""g6-ma: Archlord Zerato (``cards/scripts/goat6_ma_procs.py``), its 2004 text (AST-034, as
Pojo's card of the day of 18 June 2004 quotes it): Special Summoned only by Tributing 1 face-up
"Warrior of Zera" while "The Sanctuary in the Sky" is on the field; while the Sanctuary is on
your side, discard 1 LIGHT Monster Card to destroy all monsters your opponent controls."""

from __future__ import annotations

from goat_mon_steps import answer, options, run

from cardtable.ygo.game import YgoGame

ZERATO = "Archlord Zerato"
ZERA = "Warrior of Zera"
SANCTUARY = {"card": "The Sanctuary in the Sky", "face_up": True}


def _proc(g: YgoGame) -> list[dict[str, object]]:
    d = g.pending()
    assert d is not None
    return [dict(o.form) for o in d.options if str(o.form.get("action", "")).startswith(
        "goat_mon_proc")]


def _pass(g: YgoGame) -> None:
    for _ in range(8):
        d = g.pending()
        if d is None or not any(o.form.get("action") == "pass" for o in d.options):
            return
        answer(g, {"answer": {"action": "pass"}})


def test_summoned_by_tributing_warrior_of_zera_under_the_sanctuary() -> None:
    """With the Sanctuary face-up and a face-up Warrior of Zera, its own procedure summons it and
    the Warrior goes to the Graveyard."""
    g = run({"players": [{"hand": [ZERATO], "monsters": [ZERA], "field": SANCTUARY}, {}]})
    procs = _proc(g)
    assert procs
    g.answer(procs[0])
    for _ in range(4):
        d = g.pending()
        if d is None or not any(o.form.get("action") == "card" for o in d.options):
            break
        answer(g, {"answer": {"action": "card", "name": ZERA}})
    _pass(g)
    f = g.facts()
    assert f["monsters.0"] == [ZERATO] and f["gy.0"] == [ZERA]


def test_no_procedure_without_the_sanctuary() -> None:
    """"While 'The Sanctuary in the Sky' is on the field": without it there is no procedure."""
    g = run({"players": [{"hand": [ZERATO], "monsters": [ZERA]}, {}]})
    assert not _proc(g)


def test_discarding_a_light_monster_destroys_the_opponents_monsters() -> None:
    """With the Sanctuary on its side: discard Mystical Elf (LIGHT), every monster the opponent
    controls is destroyed."""
    g = run({"players": [{"hand": ["Mystical Elf"], "monsters": [ZERATO], "field": SANCTUARY},
                         {"monsters": ["Battle Ox", "Giant Soldier of Stone"]}]})
    answer(g, {"answer": {"action": "activate", "name": ZERATO}})
    _pass(g)
    f = g.facts()
    assert f["monsters.1"] == [] and f["gy.0"] == ["Mystical Elf"]
    assert sorted(f["gy.1"]) == ["Battle Ox", "Giant Soldier of Stone"]


def test_the_sanctuary_must_be_on_its_controllers_side() -> None:
    """"If 'The Sanctuary in the Sky' is on your side of the field": the opponent's Sanctuary
    does not open the effect."""
    g = run({"players": [{"hand": ["Mystical Elf"], "monsters": [ZERATO]},
                         {"monsters": ["Battle Ox"], "field": SANCTUARY}]})
    assert not [o for o in options(g, "activate") if o.get("name") == ZERATO]
