"""goat-m1: coins and dice (``cards/scripts/goat5_chance.py``). The results come from the
duel's seeded RNG; each test reads the public result from the log and checks the text's
consequence for it, over several seeds so that both outcomes are met."""

from __future__ import annotations

from typing import Any

from goat_mon_steps import answer, cd, options

from cardtable.core.scenario import Scenario
from cardtable.ygo.game import YgoGame


def run(setup: dict[str, Any]) -> YgoGame:
    """A scenario board (turn 3, seat 0's Main Phase 1 unless the setup says) with the duel RNG
    seeded by ``setup["seed"]``."""
    setup = dict(setup)
    seed = int(setup.pop("seed", 0))
    g = Scenario.from_data({"game": "ygo", "name": "goat5 chance", "seed": seed,
                            "setup": {"turn": 3, **setup}, "steps": []},
                           source="test_goat5_chance").run()
    assert isinstance(g, YgoGame)
    return g


def _events(g: Any, kind: str) -> list[dict[str, Any]]:
    return [pub for k, pub, _ in g.g.elog if k == kind]


def _call(g: Any, name: str, call: str) -> None:
    answer(g, {"answer": {"action": "activate", "name": name}})
    answer(g, {"answer": {"action": "choose", "value": call}})


def test_abare_ushioni_right_call_burns_opponent_wrong_call_burns_you() -> None:
    """Abare Ushioni: "call it right: 1000 damage to your opponent; wrong: you take 1000" —
    over seeds both outcomes happen, and the damage follows the logged call and result."""
    seen = set()
    for seed in range(8):
        g = run({"seed": seed, "players": [{"monsters": ["Abare Ushioni"]}, {}]})
        _call(g, "Abare Ushioni", "heads")
        coin = _events(g, "coin")[-1]
        right = coin["call"] == coin["result"]
        seen.add(right)
        f = g.facts()
        assert (f["lp.0"], f["lp.1"]) == ((4000, 3000) if right else (3000, 4000))
        assert not [o for o in options(g, "activate") if o.get("name") == "Abare Ushioni"]
    assert seen == {True, False}


def test_goddess_of_whim_doubles_or_halves_original_atk() -> None:
    """Goddess of Whim: right call — ATK becomes twice its original ATK; wrong — half of it."""
    base = cd("Goddess of Whim").atk
    seen = set()
    for seed in range(8):
        g = run({"seed": seed, "players": [{"monsters": ["Goddess of Whim"]}, {}]})
        _call(g, "Goddess of Whim", "tails")
        coin = _events(g, "coin")[-1]
        right = coin["call"] == coin["result"]
        seen.add(right)
        assert g.facts()["mzone.0.0.atk"] == (2 * base if right else base // 2)
    assert seen == {True, False}


def test_dice_jar_lower_roller_takes_500_per_pip_or_6000() -> None:
    """Dice Jar: "the player with the lower result takes the higher result x 500; on a 6, 6000
    instead; roll again on a tie" — flipped by an attack, over seeds."""
    for seed in range(6):
        g = run({"seed": seed, "turn": 4, "turn_player": 1, "phase": "battle", "lp": [8000, 8000],
                 "players": [{"monsters": [{"card": "Dice Jar", "pos": "down"}]},
                             {"monsters": ["Battle Ox"]}]})
        answer(g, {"answer": {"action": "attack", "name": "Battle Ox"}})
        while g.pending() is not None and g.facts()["phase"] == "battle" and options(g, "pass"):
            answer(g, {"answer": {"action": "pass"}})
        rolls = [(e["player"], e["result"]) for e in _events(g, "die_roll")]
        assert len(rolls) >= 2 and len(rolls) % 2 == 0
        (pa, ra), (pb, rb) = rolls[-2], rolls[-1]
        assert ra != rb and all(rolls[i][1] == rolls[i + 1][1] for i in range(0, len(rolls) - 2, 2))
        hi = max(ra, rb)
        loser = pa if ra < rb else pb
        dmg = 6000 if hi == 6 else 500 * hi
        f = g.facts()
        assert f[f"lp.{loser}"] == 8000 - dmg and f[f"lp.{1 - loser}"] == 8000


def test_agido_revives_a_fairy_of_the_rolled_level() -> None:
    """Agido: "destroyed by battle and sent to the GY: roll a die; Special Summon a Fairy-Type
    monster of that Level from your GY" — Agido (Level 4) itself is the only Fairy there, so it
    returns exactly when the roll is 4."""
    seen = set()
    for seed in range(16):
        g = run({"seed": seed, "turn": 4, "turn_player": 1, "phase": "battle",
                 "players": [{"monsters": ["Agido"]}, {"monsters": ["Summoned Skull"]}]})
        answer(g, {"answer": {"action": "attack", "name": "Summoned Skull"}})
        while g.pending() is not None and g.facts()["phase"] == "battle" and options(g, "pass"):
            answer(g, {"answer": {"action": "pass"}})
        roll = _events(g, "die_roll")[-1]["result"]
        f = g.facts()
        assert (f["monsters.0"] == ["Agido"]) == (roll == 4), (seed, roll, f["monsters.0"])
        seen.add(roll == 4)
    assert seen == {True, False}
