"""g8-ma: Insect Queen (``cards/scripts/goat8_ma_insects.py``). goat-pool.csv: not flagged;
official text (yaml-yugi data/91512835.yaml) and its CT1-EN005 print of 2004 (eternity.mancubus.net
card of the day, 2004-09-27): "You cannot declare an attack without offering 1 monster on your
side of the field as a Tribute. Increase the ATK of this card by 200 points for each face-up
Insect-Type monster on the field. Special Summon 1 'Insect Monster Token' (Insect-Type/EARTH/
1 Star/ATK 100/DEF 100) in Attack Position on your side of the field at the end of each turn that
this card destroys your opponent's monster" (ruling of the time: 1 token per monster destroyed)."""

from __future__ import annotations

from typing import Any

from goat7_ma_steps import settle
from goat_mon_steps import answer, normal, options, run

WEAK = normal(lambda c: c.atk < 1000 and c.defense < 1000)
QUEEN = "Insect Queen"


def _queen_attacks(g: Any) -> list[dict[str, Any]]:
    answer(g, {"answer": {"action": "to_battle"}})
    return [f for f in options(g, "attack") if f.get("name") == QUEEN]


def test_insect_queen_counts_insects_and_tributes_to_attack() -> None:
    """+200 per face-up Insect (itself and Petit Moth: 2600); its attack Tributes the Petit Moth
    (then 2400) and destroys the target; in the End Phase an Insect Monster Token comes in
    Attack Position (100/100)."""
    g = run({"players": [{"monsters": [QUEEN, "Petit Moth"]},
                         {"monsters": [{"card": WEAK, "pos": "atk"}]}]})
    assert g.facts()["mzone.0.0.atk"] == 2200 + 2 * 200
    forms = _queen_attacks(g)
    assert forms
    answer(g, {"answer": forms[0]})
    settle(g)
    f = g.facts()
    assert f["gy.0"] == ["Petit Moth"] and f["gy.1"] == [WEAK]
    assert f["mzone.0.0.atk"] == 2200 + 200
    g.answer({"action": "end_battle"})
    settle(g)
    g.answer({"action": "to_end"})
    settle(g, seat=1, limit=30)
    f = g.facts()
    assert sorted(f["monsters.0"]) == ["Insect Monster Token", QUEEN]
    token = next(z for z in range(5) if f[f"mzone.0.{z}"] == "Insect Monster Token")
    assert (f[f"mzone.0.{token}.pos"], f[f"mzone.0.{token}.atk"]) == ("atk", 100)


def test_insect_queen_cannot_attack_without_another_monster() -> None:
    """"Cannot declare an attack unless you Tribute 1 monster": alone, no attack is offered;
    and no token comes in an End Phase without a battle."""
    g = run({"players": [{"monsters": [QUEEN]}, {"monsters": [{"card": WEAK, "pos": "atk"}]}]})
    assert not _queen_attacks(g)
    g.answer({"action": "end_battle"})
    settle(g)
    g.answer({"action": "to_end"})
    settle(g, seat=1, limit=30)
    assert g.facts()["monsters.0"] == [QUEEN]
