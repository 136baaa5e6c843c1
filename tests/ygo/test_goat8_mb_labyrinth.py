"""g8-mb: Magical Labyrinth and Wall Shadow (``cards/scripts/goat8_mb_labyrinth.py``). Sources:
Magical Labyrinth is flagged Goat-era version; its era wording is the OCG text of the time kept
by yaml-yugi data/64389297.yaml ("ja": Tribute Labyrinth Wall and this equipped card). Wall
Shadow: goat-pool.csv: not flagged; official text (data/63162310.yaml)."""

from __future__ import annotations

from goat7_mb_steps import settle
from goat_mon_steps import act, answer, options, run


def test_labyrinth_tributes_wall_and_itself_for_wall_shadow_from_the_deck() -> None:
    """"Equip to Labyrinth Wall. By Tributing Labyrinth Wall and this equipped card, Special
    Summon Wall Shadow from the Deck": both go to the Graveyard, Wall Shadow comes out."""
    g = run({"players": [{"monsters": ["Labyrinth Wall"], "hand": ["Magical Labyrinth"],
                          "deck": ["Wall Shadow", "Zoa"]}, {}]})
    answer(g, act("Magical Labyrinth"))
    settle(g, "Labyrinth Wall")
    spell = [f for f in options(g, "activate") if f.get("name") == "Magical Labyrinth"]
    assert len(spell) == 1
    answer(g, {"answer": spell[0]})
    settle(g, choose=True)
    assert "Wall Shadow" in [g.facts()[f"mzone.0.{i}"] for i in range(5)]
    gy = sorted(g.g.cd(c).name.en for c in g.g.gy[0])
    assert gy == ["Labyrinth Wall", "Magical Labyrinth"]


def test_labyrinth_equips_only_to_labyrinth_wall() -> None:
    """"Equip only to Labyrinth Wall": with no Labyrinth Wall on the field it cannot be
    activated."""
    g = run({"players": [{"monsters": ["Zoa"], "hand": ["Magical Labyrinth"]}, {}]})
    assert not [f for f in options(g, "activate") if f.get("name") == "Magical Labyrinth"]


def test_wall_shadow_must_first_come_by_magical_labyrinth() -> None:
    """"Must first be Special Summoned with Magical Labyrinth": a Wall Shadow in the hand cannot
    be Special Summoned by another effect (the engine's check every such effect reads), and
    one in the Graveyard is no Monster Reborn target."""
    g = run({"players": [{"hand": ["Wall Shadow"], "gy": ["Wall Shadow"],
                          "spells": [], "monsters": []}, {}]})
    shadow = g.g.hand[0][0]
    assert not g.g.can_special_summon(shadow, 0)
    g = run({"players": [{"gy": ["Wall Shadow"], "hand": ["Monster Reborn"]}, {}]})
    assert not [f for f in options(g, "activate") if f.get("name") == "Monster Reborn"]
