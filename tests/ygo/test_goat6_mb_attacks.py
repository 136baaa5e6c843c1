"""g6-mb: monsters that attack twice (``cards/scripts/goat6_mb_attacks.py``). Each test names
the text line it checks; numbers are printed stats."""

from __future__ import annotations

from typing import Any

from goat_mon_steps import answer, cd, options, run


def _attack_names(g: Any) -> list[str]:
    return [f["name"] for f in options(g, "attack")]


def _direct(g: Any, name: str) -> None:
    forms = [f for f in options(g, "attack") if f["name"] == name
             and (f.get("target") is None or int(f["target"]) < 0)]
    assert forms, options(g, "attack")
    answer(g, {"answer": forms[0]})


def test_twinheaded_beast_attacks_twice_then_stops() -> None:
    """Twinheaded Beast: "This card can attack twice during the same Battle Phase" — two direct
    attacks, then none."""
    g = run({"phase": "battle", "players": [{"monsters": ["Twinheaded Beast"]}, {}]})
    _direct(g, "Twinheaded Beast")
    assert _attack_names(g) == ["Twinheaded Beast"]
    _direct(g, "Twinheaded Beast")
    assert g.facts()["lp.1"] == 4000 - 2 * cd("Twinheaded Beast").atk
    assert _attack_names(g) == []


def test_mermaid_knight_attacks_twice_only_with_umi() -> None:
    """Mermaid Knight: "As long as 'Umi' is face-up on the field, this card can attack twice"
    — with Umi (which also gives it +200 ATK) two attacks; without, one."""
    g = run({"phase": "battle", "players": [
        {"monsters": ["Mermaid Knight"], "field": {"card": "Umi", "face_up": True}}, {}]})
    _direct(g, "Mermaid Knight")
    _direct(g, "Mermaid Knight")
    assert _attack_names(g) == []
    assert g.facts()["lp.1"] == 4000 - 2 * (cd("Mermaid Knight").atk + 200)
    g = run({"phase": "battle", "players": [{"monsters": ["Mermaid Knight"]}, {}]})
    _direct(g, "Mermaid Knight")
    assert _attack_names(g) == []


def test_mataza_attacks_twice() -> None:
    """Mataza the Zapper: "This card can attack twice during the same Battle Phase"."""
    g = run({"phase": "battle", "players": [{"monsters": ["Mataza the Zapper"]}, {}]})
    _direct(g, "Mataza the Zapper")
    _direct(g, "Mataza the Zapper")
    assert _attack_names(g) == [] and g.facts()["lp.1"] == 4000 - 2 * cd("Mataza the Zapper").atk


def test_mataza_control_cannot_switch() -> None:
    """Mataza the Zapper: "Control of this card cannot switch" — Change of Heart leaves it with
    its owner (the Spell resolves and does nothing)."""
    g = run({"phase": "main1", "players": [
        {"hand": ["Change of Heart"]}, {"monsters": ["Mataza the Zapper"]}]})
    answer(g, {"answer": {"action": "activate", "name": "Change of Heart"}})
    for _ in range(6):
        if options(g, "card"):
            answer(g, {"answer": options(g, "card")[0]})
        elif options(g, "pass"):
            answer(g, {"answer": {"action": "pass"}})
    f = g.facts()
    assert f["monsters.1"] == ["Mataza the Zapper"] and f["monsters.0"] == []
    assert f["gy.0"] == ["Change of Heart"]
