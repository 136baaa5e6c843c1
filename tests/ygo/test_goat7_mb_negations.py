"""g7-mb: The End of Anubis, Mid Shield Gardna (``goat7_mb_negations.py``) and Vampire Genesis
(``goat7_mb_tributes.py``). Not flagged "Goat-era version" in goat-pool.csv: each test checks a
clause of today's official text (yaml-yugi ``data/<passcode>.yaml``), named in its docstring."""

from __future__ import annotations

from typing import Any

from goat7_mb_steps import settle
from goat_mon_steps import act, answer, options, run


def _settle(g: Any, prefer: tuple[str, ...] = ()) -> None:
    """Answer what is not the point of these tests (``goat7_mb_steps.settle``)."""
    settle(g, prefer, choose=True, trigger=True)


def test_end_of_anubis_negates_an_effect_targeting_the_graveyard() -> None:
    """The End of Anubis (data/65403020.yaml): "all effects of Spell, Trap, and Monster Cards
    that target a card(s) in the Graveyard ... are negated" — Monster Reborn on Battle Ox
    summons nothing; without Anubis it does."""
    for anubis, ox_up in ((True, False), (False, True)):
        g = run({"phase": "main1", "players": [
            {"hand": ["Monster Reborn"], "gy": ["Battle Ox"]},
            {"monsters": ["The End of Anubis"] if anubis else []}]})
        answer(g, act("Monster Reborn"))
        _settle(g)
        assert ("Battle Ox" in g.facts()["monsters.0"]) == ox_up, anubis


def test_end_of_anubis_negates_an_effect_activated_in_the_graveyard() -> None:
    """"... or that activate in the Graveyard": Sangan destroyed by battle — its search from
    the Graveyard is negated (no card added); without Anubis, Kuriboh is added."""
    for anubis, added in ((True, 0), (False, 1)):
        g = run({"phase": "battle", "players": [
            {"monsters": ["Battle Ox"]},
            {"monsters": ["Sangan", *(["The End of Anubis"] if anubis else [])],
             "deck": ["Kuriboh", "Celtic Guardian"]}]})
        forms = [f for f in options(g, "attack") if f.get("target_name") == "Sangan"]
        answer(g, {"answer": forms[0]})
        _settle(g, ("Kuriboh",))
        f = g.facts()
        assert f["gy.1"] == ["Sangan"] and f["hand_count.1"] == added, anubis


def test_mid_shield_gardna_stops_a_spell_targeting_it_face_down() -> None:
    """Mid Shield Gardna (data/75487237.yaml): "Negate the activation of any Spell Card that
    targets this 1 face-down monster. At that time, flip this card into face-up Defense
    Position" — Change of Heart on the face-down Gardna: no control change, Gardna face-up in
    Defense Position."""
    g = run({"phase": "main1", "players": [
        {"hand": ["Change of Heart"]},
        {"monsters": [{"card": "Mid Shield Gardna", "pos": "fd_def"}]}]})
    answer(g, act("Change of Heart"))
    _settle(g)
    f = g.facts()
    assert f["monsters.1"] == ["Mid Shield Gardna"] and f["mzone.1.0.pos"] == "def"
    assert f["gy.0"] == ["Change of Heart"]


def test_mid_shield_gardna_face_up_is_no_shield() -> None:
    """Only "this 1 face-down monster": face-up, Change of Heart takes it."""
    g = run({"phase": "main1", "players": [
        {"hand": ["Change of Heart"]}, {"monsters": [{"card": "Mid Shield Gardna",
                                                       "pos": "def"}]}]})
    answer(g, act("Change of Heart"))
    _settle(g)
    assert g.facts()["monsters.0"] == ["Mid Shield Gardna"]


def test_vampire_genesis_procedure_and_revival() -> None:
    """Vampire Genesis (data/22056710.yaml): "Must be Special Summoned (from your hand) by
    banishing 1 'Vampire Lord' you control" — the Lord is removed from play; then "discard 1
    Zombie-Type monster ... target 1 Zombie-Type monster in your Graveyard with a Level less
    than the discarded Zombie-Type monster's; Special Summon that target": discarding a second
    Vampire Lord (Level 5) revives Pyramid Turtle (Level 4)."""
    g = run({"phase": "main1", "players": [
        {"hand": ["Vampire Genesis", "Vampire Lord"], "monsters": ["Vampire Lord"],
         "gy": ["Pyramid Turtle"]}, {}]})
    forms = [f for f in options(g, "goat_mon_proc") if f.get("name") == "Vampire Genesis"]
    assert len(forms) == 1
    answer(g, {"answer": forms[0]})
    _settle(g)
    f = g.facts()
    assert f["monsters.0"] == ["Vampire Genesis"] and f["banished.0"] == ["Vampire Lord"]
    answer(g, {"answer": {"action": "activate", "name": "Vampire Genesis"}})
    _settle(g)
    f = g.facts()
    assert "Pyramid Turtle" in f["monsters.0"] and f["gy.0"] == ["Vampire Lord"]
    assert not [x for x in options(g, "activate") if x.get("name") == "Vampire Genesis"]
