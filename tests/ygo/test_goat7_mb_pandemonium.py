"""g7-mb: Pandemonium and Mazera DeVille (``cards/scripts/goat7_mb_pandemonium.py``). Pandemonium
is flagged "Goat-era version": its tests cite the period sources of the module docstring
(carrotizer's 2006 Pojo article, the old Konami FAQ rulings), which agree with today's text;
Mazera DeVille is not flagged (data/06133894.yaml)."""

from __future__ import annotations

from typing import Any

from goat7_mb_steps import settle
from goat_mon_steps import act, answer, options, run

_PAN = {"card": "Pandemonium", "face_up": True}


def _settle(g: Any) -> None:
    """Answer what is not the point of these tests (``goat7_mb_steps.settle``)."""
    settle(g, trigger=True, activate="Pandemonium")


def test_pandemonium_waives_the_archfiend_upkeep() -> None:
    """carrotizer (Pojo, 2006): "because of another Field Spell called Pandemonium, you don't
    have to pay Archfiend's cost" — Skull Archfiend of Lightning pays nothing in its Standby
    Phase."""
    g = run({"phase": "draw", "players": [
        {"monsters": ["Skull Archfiend of Lightning"], "field": _PAN,
         "deck": ["Battle Ox"] * 3}, {}]})
    for _ in range(6):
        if g.facts()["phase"] == "main1":
            break
        d = g.pending()
        assert d is not None
        answer(g, {"answer": d.options[0].form})
    assert g.facts()["lp.0"] == 4000


def test_pandemonium_searches_after_a_destruction_by_an_effect() -> None:
    """"when Archfiend monster(s) is destroyed by card effect and sent to the graveyard, you can
    select 1 Archfiend monster from your deck of fewer level and add it to your hand" — the
    opponent's Fissure destroys Terrorking Archfiend (Level 4): Darkbishop Archfiend (Level 3)
    is added; Skull Archfiend of Lightning (Level 6) is not lower."""
    g = run({"phase": "main1", "turn": 4, "turn_player": 1, "players": [
        {"monsters": ["Terrorking Archfiend"], "field": _PAN,
         "deck": ["Skull Archfiend of Lightning", "Darkbishop Archfiend"]},
        {"hand": ["Fissure"]}]})
    answer(g, act("Fissure"))
    _settle(g)
    f = g.facts()
    assert f["gy.0"] == ["Terrorking Archfiend"] and f["hand.0"] == ["Darkbishop Archfiend"]


def test_pandemonium_one_search_for_a_mass_destruction() -> None:
    """Old FAQ ruling: "If multiple Archfiends are destroyed at the same time by Raigeki, you
    can only add 1 Archfiend" — Raigeki destroys Vilepawn (Level 2) and Terrorking (Level 4)
    Archfiend: one card added (a Level 3 Darkbishop: lower than the highest destroyed)."""
    g = run({"phase": "main1", "turn": 4, "turn_player": 1, "players": [
        {"monsters": ["Vilepawn Archfiend", "Terrorking Archfiend"], "field": _PAN,
         "deck": ["Darkbishop Archfiend", "Darkbishop Archfiend"]},
        {"hand": ["Raigeki"]}]})
    answer(g, act("Raigeki"))
    _settle(g)
    assert g.facts()["hand_count.0"] == 1


def test_pandemonium_no_search_after_battle() -> None:
    """"except by battle" (carrotizer: "destroyed by card effect"): destroyed by Summoned
    Skull, the Terrorking Archfiend (Level 4) brings nothing."""
    g = run({"phase": "battle", "turn": 4, "turn_player": 1, "players": [
        {"monsters": [{"card": "Terrorking Archfiend", "pos": "def"}], "field": _PAN,
         "deck": ["Darkbishop Archfiend"]},
        {"monsters": ["Summoned Skull"]}]})
    forms = [f for f in options(g, "attack") if f.get("name") == "Summoned Skull"]
    answer(g, {"answer": forms[0]})
    _settle(g)
    f = g.facts()
    assert f["gy.0"] == ["Terrorking Archfiend"] and f["hand_count.0"] == 0


def test_mazera_deville_needs_pandemonium_and_rips_three() -> None:
    """Mazera DeVille (data/06133894.yaml): "cannot be Special Summoned except by Tributing 1
    face-up 'Warrior of Zera' on your side of the field while 'Pandemonium' is on the field. If
    'Pandemonium' is on your side of the field when you Special Summon this card, your opponent
    discards 3 random cards" — 4 cards in the opponent's hand, 1 left; without Pandemonium no
    procedure is offered."""
    g = run({"phase": "main1", "players": [
        {"hand": ["Mazera DeVille"], "monsters": ["Warrior of Zera"]},
        {"hand": ["Kuriboh"] * 4}]})
    assert not [f for f in options(g, "goat_mon_proc") if f.get("name") == "Mazera DeVille"]
    g = run({"phase": "main1", "players": [
        {"hand": ["Mazera DeVille"], "monsters": ["Warrior of Zera"], "field": _PAN},
        {"hand": ["Kuriboh"] * 4}]})
    forms = [f for f in options(g, "goat_mon_proc") if f.get("name") == "Mazera DeVille"]
    answer(g, {"answer": forms[0]})
    _settle(g)
    f = g.facts()
    assert f["monsters.0"] == ["Mazera DeVille"] and f["hand_count.1"] == 1
    assert f["gy.1"] == ["Kuriboh"] * 3
