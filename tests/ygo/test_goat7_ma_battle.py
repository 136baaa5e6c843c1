"""g7-ma: B.E.S. Big Core, Dreamsprite, Criosphinx (``cards/scripts/goat7_ma_battle.py``).
Sources: goat-pool.csv: not flagged Goat-era version; official texts (yaml-yugi
data/14148099.yaml — its German/French texts: "battles a monster" —, data/8687195.yaml,
data/18654201.yaml)."""

from __future__ import annotations

from typing import Any

from goat7_ma_steps import settle
from goat_mon_steps import answer, cd, options, pick, run


def _settle(g: Any) -> None:
    """Pass what is not the point of these tests (``goat7_ma_steps.settle``)."""
    settle(g)


def _attack(g: Any, name: str, target: str | None) -> None:
    if not options(g, "attack"):
        answer(g, {"answer": {"action": "to_battle"}})
    forms = [f for f in options(g, "attack") if f.get("name") == name
             and (f.get("target_name") == target if target else f.get("target") == -1)]
    assert len(forms) == 1, options(g, "attack")
    answer(g, {"answer": forms[0]})


def _counters(g: Any, seat: int, zone: int) -> int:
    return int(g.view(seat)["players"][seat]["monsters"][zone].get("counter", 0))


def test_big_core_gets_three_counters_and_survives_battle() -> None:
    """B.E.S. Big Core: "If this card is Normal Summoned: Place 3 counters on it. Cannot be
    destroyed by battle. At the end of the Damage Step, if this card battled: Remove 1 counter"
    — Summoned: 3; it attacks Blue-Eyes White Dragon (3000 > 2300): not destroyed, its
    controller takes 700, 2 counters left."""
    g = run({"players": [{"hand": ["B.E.S. Big Core"], "monsters": ["Battle Ox"]},
                         {"monsters": ["Blue-Eyes White Dragon"]}]})
    answer(g, {"answer": {"action": "summon", "name": "B.E.S. Big Core"}})
    d = g.pending()
    if d is not None and any(o.form.get("action") == "card" for o in d.options):
        answer(g, pick("Battle Ox"))  # the Tribute for the Level 6
    _settle(g)
    zone = g.facts()["monsters.0"].index("B.E.S. Big Core")
    assert g.facts()[f"mzone.0.{zone}.pos"] == "atk"
    assert g.g.counter[g.view(0)["players"][0]["monsters"][zone]["id"]] == 3
    _attack(g, "B.E.S. Big Core", "Blue-Eyes White Dragon")
    _settle(g)
    f = g.facts()
    assert "B.E.S. Big Core" in f["monsters.0"] and f["lp.0"] == 4000 - (3000 - 2300)
    assert g.g.counter[g.view(0)["players"][0]["monsters"][zone]["id"]] == 2


def test_big_core_without_counters_is_destroyed_after_battle() -> None:
    """"If you cannot [remove a counter], destroy it": placed with no counter (not Normal
    Summoned), it attacks Mystical Elf in Defense Position and is destroyed at the end of the
    Damage Step by its own effect."""
    g = run({"players": [{"monsters": ["B.E.S. Big Core"]},
                         {"monsters": [{"card": "Mystical Elf", "pos": "def"}]}]})
    _attack(g, "B.E.S. Big Core", "Mystical Elf")
    _settle(g)
    f = g.facts()
    assert f["gy.0"] == ["B.E.S. Big Core"] and f["gy.1"] == ["Mystical Elf"]


def test_big_core_direct_attack_costs_no_counter() -> None:
    """"If this card battled" a monster (the German/French official texts): a direct attack
    leaves its counter count alone — with none, it is not destroyed."""
    g = run({"players": [{"monsters": ["B.E.S. Big Core"]}, {}]})
    _attack(g, "B.E.S. Big Core", None)
    _settle(g)
    f = g.facts()
    assert f["monsters.0"] == ["B.E.S. Big Core"] and f["lp.1"] == 4000 - cd(
        "B.E.S. Big Core").atk


def test_dreamsprite_passes_the_attack_to_another_monster() -> None:
    """Dreamsprite: "When attacked by your opponent's monster, select another 1 of your Monster
    Cards and designate it as the attack's target" — seat 1's Battle Ox attacks Dreamsprite;
    Mystical Elf (DEF 2000, Defense Position) takes the attack: Battle Ox's controller takes
    300, nothing is destroyed."""
    g = run({"turn_player": 1, "players": [
        {"monsters": ["Dreamsprite", {"card": "Mystical Elf", "pos": "def"}]},
        {"monsters": ["Battle Ox"]}]})
    answer(g, {"answer": {"action": "to_battle"}})
    forms = [f for f in options(g, "attack") if f.get("target_name") == "Dreamsprite"]
    answer(g, {"answer": forms[0]})
    for _ in range(10):
        d = g.pending()
        assert d is not None
        forms2 = [dict(o.form) for o in d.options]
        if any(f.get("action") in ("end_battle",) for f in forms2):
            break
        g.answer(next((f for f in forms2 if f.get("action") in ("pass", "decline")), forms2[0]))
    f = g.facts()
    assert f["monsters.0"] == ["Dreamsprite", "Mystical Elf"] and f["gy.0"] == []
    assert f["lp.1"] == 4000 - (2000 - cd("Battle Ox").atk)


def test_criosphinx_makes_the_bounced_monsters_owner_send_a_card() -> None:
    """Criosphinx: "when a monster is returned from the field to the owner's hand, the owner of
    the returned monster selects and sends 1 card in their hand to the Graveyard" — Penguin
    Soldier's Flip returns the opponent's Battle Ox; the opponent (its owner) sends 1 of their
    2 hand cards (Battle Ox or Trap Hole) to the Graveyard."""
    g = run({"players": [{"monsters": ["Criosphinx", {"card": "Penguin Soldier", "pos": "fd_def"}]},
                         {"monsters": ["Battle Ox"], "hand": ["Trap Hole"]}]})
    answer(g, {"answer": {"action": "flip_summon", "name": "Penguin Soldier"}})
    answer(g, {"answer": {"action": "trigger", "name": "Penguin Soldier"}})
    answer(g, pick("Battle Ox"))  # Penguin Soldier: up to 2 monsters, only the Ox
    answer(g, {"answer": {"action": "done"}})
    for _ in range(8):
        d = g.pending()
        assert d is not None
        names = {str(o.about.get("name")) for o in d.options}
        if d.seat == 1 and names == {"Battle Ox", "Trap Hole"}:
            answer(g, pick("Trap Hole"))  # Criosphinx: the owner chooses
            break
        forms = [dict(o.form) for o in d.options]
        g.answer(next((f for f in forms if f.get("action") in ("pass", "decline")), forms[0]))
    else:
        raise AssertionError("the owner was never asked")
    _settle(g)
    f = g.facts()
    assert f["monsters.1"] == [] and f["gy.1"] == ["Trap Hole"] and f["hand.1"] == ["Battle Ox"]
