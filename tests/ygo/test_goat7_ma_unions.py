"""g7-ma: Burning Beast and Freezing Beast (``cards/scripts/goat7_ma_unions.py``). Source of the
text: goat-pool.csv: not flagged Goat-era version; official text (yaml-yugi
data/59364406.yaml, data/85359414.yaml — the Magician's Force Unions as reprinted in Dark
Revelation 1)."""

from __future__ import annotations

from typing import Any

from goat_mon_steps import act, answer, attack, options, pick, run

BURNING = "Burning Beast"
FREEZING = "Freezing Beast"


def _equip(g: Any, union: str, host: str) -> None:
    answer(g, act(union))
    d = g.pending()
    if d is not None and any(o.form.get("action") == "card" for o in d.options):
        answer(g, pick(host))


def _activations(g: Any, name: str) -> list[dict[str, Any]]:
    return [f for f in options(g, "activate") if f.get("name") == name]


def test_each_equips_only_to_the_other() -> None:
    """"Equip it to your "Freezing Beast"" (Burning Beast) / "to your "Burning Beast""
    (Freezing Beast): beside Battle Ox neither may equip; together each may."""
    g = run({"players": [{"monsters": [BURNING, "Battle Ox"]}, {}]})
    assert _activations(g, BURNING) == []
    g = run({"players": [{"monsters": [BURNING, FREEZING]}, {}]})
    assert _activations(g, BURNING) and _activations(g, FREEZING)
    _equip(g, BURNING, FREEZING)
    f = g.facts()
    assert f["monsters.0"] == [FREEZING] and f["spells.0"] == [BURNING]


def test_burning_beast_destroys_a_face_up_spell_or_trap_on_battle_damage() -> None:
    """Burning Beast: "each time the equipped monster inflicts Battle Damage to your opponent,
    destroy 1 face-up Spell or Trap Card on the field" — Freezing Beast attacks directly, the
    opponent's face-up Continuous Spell is destroyed; the face-down Trap stays."""
    g = run({"players": [{"monsters": [BURNING, FREEZING]},
                         {"spells": [{"card": "Chorus of Sanctuary", "face_up": True},
                                     {"card": "Trap Hole", "face_up": False}]}]})
    _equip(g, BURNING, FREEZING)
    if not options(g, "attack"):
        answer(g, {"answer": {"action": "to_battle"}})
    forms = [f for f in options(g, "attack") if f.get("name") == FREEZING]
    assert forms, options(g, "attack")
    answer(g, {"answer": forms[0]})
    d = g.pending()
    assert d is not None and d.seat == 0
    # the face-up cards of the field: the opponent's Chorus and Burning Beast itself (a Union
    # equipped is an Equip Spell Card); the face-down Trap Hole is no candidate
    names = sorted(str(o.about.get("name")) for o in d.options)
    assert names == sorted([BURNING, "Chorus of Sanctuary"]), names
    answer(g, pick("Chorus of Sanctuary"))
    f = g.facts()
    assert f["lp.1"] == 4000 - 1500
    assert "Chorus of Sanctuary" in f["gy.1"] and f["spells.1"] == ["Trap Hole"]


def test_freezing_beast_destroys_a_face_down_spell_or_trap() -> None:
    """Freezing Beast: "... destroy 1 face-down Spell or Trap Card on the field" — equipped to
    Burning Beast attacking directly, it takes the opponent's only Set card; the face-up
    Continuous Spell stays."""
    g = run({"players": [{"monsters": [FREEZING, BURNING]},
                         {"spells": [{"card": "Chorus of Sanctuary", "face_up": True},
                                     {"card": "Trap Hole", "face_up": False}]}]})
    _equip(g, FREEZING, BURNING)
    answer(g, {"answer": {"action": "to_battle"}})
    answer(g, {"answer": next(f for f in options(g, "attack") if f.get("name") == BURNING)})
    f = g.facts()
    assert f["lp.1"] == 4000 - 1500
    assert f["gy.1"] == ["Trap Hole"] and f["spells.1"] == ["Chorus of Sanctuary"]


def test_no_destruction_without_battle_damage() -> None:
    """"Each time the equipped monster inflicts Battle Damage to your opponent": Freezing Beast
    (1500) attacking a Defense Position Mystical Elf (DEF 2000, +500 from the opponent's Chorus
    of Sanctuary) deals none — the Chorus stays, Freezing Beast's controller takes 1000."""
    g = run({"players": [{"monsters": [BURNING, FREEZING]},
                         {"monsters": [{"card": "Mystical Elf", "pos": "def"}],
                          "spells": [{"card": "Chorus of Sanctuary", "face_up": True}]}]})
    _equip(g, BURNING, FREEZING)
    attack(g, FREEZING, "Mystical Elf")
    f = g.facts()
    assert f["lp.0"] == 4000 - (2000 + 500 - 1500) and f["spells.1"] == ["Chorus of Sanctuary"]
    assert f["spells.0"] == [BURNING]


def test_des_dendle_makes_a_plant_token_when_its_host_wins() -> None:
    """Des Dendle (official text, yaml-yugi data/12965761.yaml): equipped to "Vampiric Orchis",
    "each time the equipped monster destroys 1 of your opponent's monsters, Special Summon 1
    "Wicked Plant Token" (Plant-Type/EARTH/Level 1/ATK 800/DEF 800)"."""
    g = run({"players": [{"monsters": ["Vampiric Orchis", "Des Dendle"]},
                         {"monsters": [{"card": "Mystical Elf", "pos": "atk"}]}]})
    answer(g, act("Des Dendle"))
    d = g.pending()
    if d is not None and any(o.form.get("action") == "card" for o in d.options):
        answer(g, pick("Vampiric Orchis"))
    assert g.facts()["spells.0"] == ["Des Dendle"]
    attack(g, "Vampiric Orchis", "Mystical Elf")
    for _ in range(6):
        d = g.pending()
        assert d is not None
        opts = [dict(o.form) for o in d.options]
        if any(f.get("action") == "end_battle" for f in opts):
            break
        g.answer(next((f for f in opts if f.get("action") == "pass"), opts[0]))
    f = g.facts()
    assert f["gy.1"] == ["Mystical Elf"]
    assert sorted(f["monsters.0"]) == ["Vampiric Orchis", "Wicked Plant Token"]
