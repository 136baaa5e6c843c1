"""goat-m1: "when this card's battle position is changed" triggers
(``cards/scripts/goat5_position.py``). Each test names the text line or ruling it checks."""

from __future__ import annotations

from goat_mon_steps import answer, options, pick, run


def _change(name: str, pos: str, opp: list[str], steps: list[str] | None = None) -> object:
    g = run({"phase": "main1", "players": [{"monsters": [{"card": name, "pos": pos}]},
                                           {"monsters": opp}]})
    forms = [f for f in options(g, "change_pos") if f.get("name") == name]
    assert len(forms) == 1, options(g, "change_pos")
    answer(g, {"answer": forms[0]})
    for s in steps or []:
        answer(g, pick(s))
    return g


def test_blade_rabbit_to_defense_destroys_an_opponents_monster() -> None:
    """Blade Rabbit: "changed from Attack Position to face-up Defense Position: destroy 1
    monster your opponent controls" (its controller picks the target)."""
    g = _change("Blade Rabbit", "atk", ["Battle Ox", "Feral Imp"], ["Feral Imp"])
    f = g.facts()  # type: ignore[attr-defined]
    assert f["gy.1"] == ["Feral Imp"] and f["monsters.1"] == ["Battle Ox"]
    assert f["mzone.0.0.pos"] == "def"


def test_dream_clown_not_when_going_to_attack() -> None:
    """Dream Clown: only "from Attack Position to Defense Position" — changed from Defense to
    Attack, nothing is destroyed."""
    g = _change("Dream Clown", "def", ["Battle Ox"])
    f = g.facts()  # type: ignore[attr-defined]
    assert f["monsters.1"] == ["Battle Ox"] and f["gy.1"] == []


def test_dream_clown_face_down_by_effect_does_not_activate() -> None:
    """Face-down monsters' effects do not activate (rulebook): Book of Moon turning Dream Clown
    face-down is a change to Defense Position but starts nothing."""
    g = run({"phase": "main1", "players": [
        {"monsters": ["Dream Clown"], "hand": ["Book of Moon"]}, {"monsters": ["Battle Ox"]}]})
    answer(g, {"answer": {"action": "activate", "name": "Book of Moon"}})
    if g.pending() is not None and options(g, "card"):
        answer(g, pick("Dream Clown"))
    f = g.facts()
    assert f["mzone.0.0.pos"] == "fd_def" and f["monsters.1"] == ["Battle Ox"]


def test_crass_clown_to_attack_returns_a_monster() -> None:
    """Crass Clown: "changed from Defense Position to Attack Position: return 1 monster on your
    opponent's side of the field to its owner's hand"."""
    g = _change("Crass Clown", "def", ["Battle Ox"])
    f = g.facts()  # type: ignore[attr-defined]
    assert f["monsters.1"] == [] and f["hand.1"] == ["Battle Ox"]


def test_crass_clown_flip_summon_is_a_position_change() -> None:
    """A Flip Summon is a Summon and a battle position change (rulebook): Crass Clown Flip
    Summoned from face-down Defense Position returns the monster."""
    g = run({"phase": "main1", "players": [{"monsters": [{"card": "Crass Clown", "pos": "down"}]},
                                           {"monsters": ["Battle Ox"]}]})
    answer(g, {"answer": {"action": "flip_summon"}})
    while g.pending() is not None and g.pending().seat == 1:  # type: ignore[union-attr]
        answer(g, {"answer": {"action": "pass"}})
    f = g.facts()
    assert f["mzone.0.0.pos"] == "atk" and f["hand.1"] == ["Battle Ox"]
