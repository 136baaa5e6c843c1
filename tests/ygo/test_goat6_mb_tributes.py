"""g6-mb: Zolga (``cards/scripts/goat6_mb_tributes.py``). Each test names the text line or
ruling it checks."""

from __future__ import annotations

from typing import Any

from goat_mon_steps import answer, options, run


def _tribute(action: str, name: str = "Summoned Skull") -> Any:
    g = run({"phase": "main1", "players": [
        {"hand": [name], "monsters": ["Zolga"]}, {}]})
    forms = [f for f in options(g, action) if f.get("name") == name]
    assert forms, g.pending()
    answer(g, {"answer": forms[0]})
    for _ in range(4):
        d = g.pending()
        if d is None:
            break
        tribute = [o.form for o in d.options if o.about.get("name") == "Zolga"
                   and o.form.get("action") != "change_pos"]
        if tribute and d.kind == "pick":
            answer(g, {"answer": tribute[0]})
        elif options(g, "pass"):
            answer(g, {"answer": {"action": "pass"}})
        else:
            break
    return g


def test_zolga_tributed_for_a_tribute_summon_gains_2000() -> None:
    """Zolga: "when a Tribute Summon is conducted by Tributing this card, you gain 2000 Life
    Points" (mandatory)."""
    g = _tribute("summon")
    f = g.facts()
    assert f["monsters.0"] == ["Summoned Skull"] and f["gy.0"] == ["Zolga"]
    assert f["lp.0"] == 6000


def test_zolga_tributed_for_a_set_gains_nothing() -> None:
    """A Tribute Set is not a Tribute Summon (rulebook): Zolga Tributed to Set Summoned Skull
    gains nothing."""
    g = _tribute("set_monster")
    f = g.facts()
    assert f["gy.0"] == ["Zolga"] and f["lp.0"] == 4000
