"""g8-mb: Mokey Mokey Smackdown (``cards/scripts/goat8_mb_smackdown.py``). Source: flagged
Goat-era version; the OCG text of the time kept by yaml-yugi data/01965724.yaml and the Goat
Individual Card FAQ (TheMTtakeover/goat-rulings goat-indv-rulings/mokey-mokey-smackdown.md: a
Mokey Mokey Summoned after the effect was activated also has 3000 ATK)."""

from __future__ import annotations

from typing import Any

from goat7_mb_steps import settle
from goat_mon_steps import answer, normal, options, run

from cardtable.ygo.cards import constants as C

BRUTE = normal(lambda c: c.atk >= 1500 and c.level <= 4)
FAIRY = normal(lambda c: c.race == C.RACE_BY_NAME["Fairy"] and c.atk < 1500)
SMACK = {"card": "Mokey Mokey Smackdown", "face_up": True}


def _attack_into_brute(g: Any, attacker: str) -> None:
    answer(g, {"answer": {"action": "to_battle"}})
    forms = [f for f in options(g, "attack") if f.get("name") == attacker]
    answer(g, {"answer": forms[0]})
    settle(g)


def _mokey_atks(g: Any) -> list[int]:
    return [g.g.atk(m) for m in g.g.mz[0] if m >= 0 and g.g.cd(m).name.en == "Mokey Mokey"]


def test_a_fairy_destroyed_beside_a_mokey_makes_mokeys_3000_also_later_ones() -> None:
    """"When a Fairy-Type monster on your side of the field is destroyed while Mokey Mokey is
    face-up", the Mokey Mokey's ATK becomes 3000 until the End Phase; the FAQ: a Mokey Mokey
    Summoned afterwards that turn also has 3000: a Mokey Mokey dies attacking, the other one
    and the one Normal Summoned in Main Phase 2 have 3000 ATK."""
    g = run({"players": [{"monsters": ["Mokey Mokey", "Mokey Mokey"], "spells": [SMACK],
                          "hand": ["Mokey Mokey"]},
                         {"monsters": [BRUTE]}]})
    _attack_into_brute(g, "Mokey Mokey")
    assert _mokey_atks(g) == [3000]
    answer(g, {"answer": {"action": "end_battle"}})
    settle(g)
    answer(g, {"answer": {"action": "summon", "name": "Mokey Mokey"}})
    settle(g, choose=True)
    assert _mokey_atks(g) == [3000, 3000]


def test_no_face_up_mokey_no_smackdown() -> None:
    """"while Mokey Mokey is face-up on your side": a Fairy destroyed with no Mokey Mokey on
    the field changes nothing (the Mokey Mokey Normal Summoned after stays at 300)."""
    g = run({"players": [{"monsters": [FAIRY], "spells": [SMACK], "hand": ["Mokey Mokey"]},
                         {"monsters": [BRUTE]}]})
    _attack_into_brute(g, FAIRY)
    answer(g, {"answer": {"action": "end_battle"}})
    settle(g)
    answer(g, {"answer": {"action": "summon", "name": "Mokey Mokey"}})
    settle(g, choose=True)
    assert _mokey_atks(g) == [300]
