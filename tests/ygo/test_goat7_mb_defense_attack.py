"""g7-mb: attacking from Defense Position (``hooks.DEFENSE_ATTACKERS``, ``rules/battle.py``) and
Total Defense Shogun (``cards/scripts/goat7_mb_defense_attack.py``). Not flagged "Goat-era
version" in goat-pool.csv: each test checks a clause of today's official text (yaml-yugi
``data/75372290.yaml``), named in its docstring."""

from __future__ import annotations

from typing import Any

from goat_mon_steps import answer, options, pass_windows, run


def _shogun_attacks(g: Any) -> list[dict[str, Any]]:
    return [f for f in options(g, "attack") if f.get("name") == "Total Defense Shogun"]


def test_shogun_goes_to_defense_when_normal_summoned() -> None:
    """"This card is changed to Defense Position when it is Normal Summoned or Flip Summoned
    successfully" — Tribute Summoned in Attack Position, it ends face-up in Defense Position."""
    g = run({"phase": "main1", "players": [
        {"hand": ["Total Defense Shogun"], "monsters": ["Kuriboh"]}, {}]})
    answer(g, {"answer": {"action": "summon", "name": "Total Defense Shogun"}})
    for _ in range(4):
        if options(g, "card"):
            answer(g, {"answer": options(g, "card")[0]})
    pass_windows(g)
    f = g.facts()
    zones = [z for z in range(5) if f[f"mzone.0.{z}"] == "Total Defense Shogun"]
    assert len(zones) == 1 and f["gy.0"] == ["Kuriboh"]
    assert f[f"mzone.0.{zones[0]}.pos"] == "def"


def test_shogun_attacks_from_defense_with_its_atk() -> None:
    """"This card can attack while it is in Defense Position. If this card attacks while in
    Defense Position, apply the ATK of this card for damage calculation" — 1550 ATK against
    Kuriboh (300 ATK): Kuriboh is destroyed and seat 1 takes 1250; a direct attack deals
    1550."""
    g = run({"phase": "battle", "players": [
        {"monsters": [{"card": "Total Defense Shogun", "pos": "def"}]},
        {"monsters": ["Kuriboh"]}]})
    forms = _shogun_attacks(g)
    assert forms
    answer(g, {"answer": forms[0]})
    pass_windows(g)
    f = g.facts()
    assert f["gy.1"] == ["Kuriboh"] and f["lp.1"] == 4000 - 1250
    assert f["mzone.0.0.pos"] == "def"
    g = run({"phase": "battle", "players": [
        {"monsters": [{"card": "Total Defense Shogun", "pos": "def"}]}, {}]})
    answer(g, {"answer": _shogun_attacks(g)[0]})
    pass_windows(g)
    assert g.facts()["lp.1"] == 4000 - 1550


def test_other_defense_monsters_still_cannot_attack() -> None:
    """Only the card that says so: a Defense Position Battle Ox has no attack."""
    g = run({"phase": "battle", "players": [
        {"monsters": [{"card": "Battle Ox", "pos": "def"}]}, {}]})
    assert not options(g, "attack")


def test_a_negated_shogun_cannot_attack_from_defense() -> None:
    """The permission is the card's own effect: under a face-up Skill Drain (face-up monsters'
    effects negated) the Defense Position Shogun has no attack; face-down it has none either."""
    g = run({"phase": "battle", "players": [
        {"monsters": [{"card": "Total Defense Shogun", "pos": "def"}]},
        {"spells": [{"card": "Skill Drain", "face_up": True}]}]})
    assert not _shogun_attacks(g)
    g = run({"phase": "battle", "players": [
        {"monsters": [{"card": "Total Defense Shogun", "pos": "fd_def"}]}, {}]})
    assert not _shogun_attacks(g)
