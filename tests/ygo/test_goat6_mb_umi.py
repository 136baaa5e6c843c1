"""g6-mb: Torpedo Fish and The Legendary Fisherman (``cards/scripts/goat6_mb_umi.py`` over g6-ma's
"unaffected by Spell Cards"). Each test names the text line it checks."""

from __future__ import annotations

from goat_mon_steps import answer, options, run

from cardtable.ygo.game import YgoGame

UMI = {"card": "Umi", "face_up": True}
FISH = "Torpedo Fish"
FISHERMAN = "The Legendary Fisherman"


def _dark_hole(g: YgoGame) -> None:
    answer(g, {"answer": {"action": "activate", "name": "Dark Hole"}})
    for _ in range(8):
        if g.pending() is None or not options(g, "pass"):
            return
        answer(g, {"answer": {"action": "pass"}})


def test_torpedo_fish_survives_dark_hole_only_with_umi() -> None:
    """Torpedo Fish: "while 'Umi' is on the field, this card is unaffected by Spell Cards" —
    Dark Hole leaves it with Umi, destroys it without."""
    g = run({"players": [{"hand": ["Dark Hole"], "field": UMI}, {"monsters": [FISH]}]})
    _dark_hole(g)
    assert g.facts()["monsters.1"] == [FISH]
    g = run({"players": [{"hand": ["Dark Hole"]}, {"monsters": [FISH]}]})
    _dark_hole(g)
    assert g.facts()["gy.1"] == [FISH]


def test_legendary_fisherman_is_no_attack_target_with_umi() -> None:
    """The Legendary Fisherman: "while 'Umi' is on the field ... it cannot be chosen as an
    attack target" — beside Battle Ox only the Ox can be attacked; alone, the attack goes
    straight at its controller (it does not stop a direct attack)."""
    g = run({"phase": "battle", "players": [
        {"monsters": ["Summoned Skull"], "field": UMI},
        {"monsters": [FISHERMAN, "Battle Ox"]}]})
    assert {f.get("target_name") for f in options(g, "attack")} == {"Battle Ox"}
    g = run({"phase": "battle", "players": [
        {"monsters": ["Summoned Skull"], "field": UMI}, {"monsters": [FISHERMAN]}]})
    forms = options(g, "attack")
    assert [int(f["target"]) for f in forms] == [-1]
    answer(g, {"answer": forms[0]})
    assert g.facts()["lp.1"] == 4000 - 2500


def test_legendary_fisherman_without_umi_is_attacked_and_hit_by_spells() -> None:
    """Without "Umi" the Fisherman is an ordinary monster: it is an attack target and Dark Hole
    destroys it."""
    g = run({"phase": "battle", "players": [
        {"monsters": ["Summoned Skull"]}, {"monsters": [FISHERMAN]}]})
    assert {f.get("target_name") for f in options(g, "attack")} == {FISHERMAN}
    g = run({"players": [{"hand": ["Dark Hole"]}, {"monsters": [FISHERMAN]}]})
    _dark_hole(g)
    assert g.facts()["gy.1"] == [FISHERMAN]
    g = run({"players": [{"hand": ["Dark Hole"], "field": UMI}, {"monsters": [FISHERMAN]}]})
    _dark_hole(g)
    assert g.facts()["monsters.1"] == [FISHERMAN]  # the control case: with Umi it stays
