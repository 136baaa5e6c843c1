"""g7-mb: trigger effects (``cards/scripts/goat7_mb_triggers.py``). The cards are not flagged
"Goat-era version" in goat-pool.csv, so each test checks a clause of today's official text
(yaml-yugi ``data/<passcode>.yaml``), named in its docstring."""

from __future__ import annotations

from typing import Any

from goat7_mb_steps import settle
from goat_mon_steps import answer, options, run

from cardtable.core.scenario import Scenario
from cardtable.ygo.game import YgoGame


def _settle(g: Any, prefer: str = "") -> None:
    """Answer what is not the point of these tests (``goat7_mb_steps.settle``)."""
    settle(g, prefer, trigger=True)


def test_ryu_kishin_clown_switches_a_monster_when_summoned() -> None:
    """Ryu-Kishin Clown (official text, data/42647539.yaml): "When this card is Summoned
    (including Flip Summon and Special Summon), select 1 face-up monster on the field and change
    its battle position" — Normal Summoned, it turns the opponent's Attack Position Battle Ox
    to Defense Position; itself is a candidate too."""
    g = run({"phase": "main1", "players": [{"hand": ["Ryu-Kishin Clown"]},
                                           {"monsters": ["Battle Ox"]}]})
    answer(g, {"answer": {"action": "summon", "name": "Ryu-Kishin Clown"}})
    assert {f["name"] for f in options(g, "card")} == {"Ryu-Kishin Clown", "Battle Ox"}
    answer(g, {"answer": {"action": "card", "name": "Battle Ox"}})
    _settle(g)
    f = g.facts()
    assert f["mzone.1.0.pos"] == "def" and f["mzone.0.0.pos"] == "atk"


def test_ryu_kishin_clown_on_flip_summon() -> None:
    """"including Flip Summon": Flip Summoned, it may switch itself to Defense Position."""
    g = run({"phase": "main1", "players": [
        {"monsters": [{"card": "Ryu-Kishin Clown", "pos": "fd_def", "new": False}]}, {}]})
    answer(g, {"answer": {"action": "flip_summon", "name": "Ryu-Kishin Clown"}})
    _settle(g, "Ryu-Kishin Clown")
    assert g.facts()["mzone.0.0.pos"] == "def"


def _kryuel(seed: int) -> YgoGame:
    g = Scenario.from_data({"game": "ygo", "name": "kryuel", "seed": seed, "setup": {
        "turn": 3, "phase": "battle", "players": [
            {"monsters": ["Battle Ox", "Celtic Guardian"]}, {"monsters": ["Kryuel"]}]},
        "steps": []}, source="test_goat7_mb_triggers").run()
    assert isinstance(g, YgoGame)
    forms = [f for f in options(g, "attack") if f.get("name") == "Battle Ox"]
    answer(g, {"answer": forms[0]})
    return g


def test_kryuel_coin_destroys_on_a_right_call() -> None:
    """Kryuel (official text, data/82642348.yaml, its DB2 print): "When this card is sent to
    the Graveyard as a result of battle, toss a coin and call it. If you call it right, destroy
    1 monster on your opponent's side of the field" — Battle Ox (1700) destroys it; over the
    seeds a right call destroys 1 of seat 0's monsters and a wrong one nothing."""
    seen = set()
    for seed in range(10):
        g = _kryuel(seed)
        for _ in range(6):
            d = g.pending()
            if d is None:
                break
            calls = [o.form for o in d.options if o.form.get("action") == "choose"]
            if calls and d.seat == 1:
                answer(g, {"answer": calls[0]})
                continue
            cards = options(g, "card")
            if cards:
                assert {f["name"] for f in cards} == {"Battle Ox", "Celtic Guardian"}
                answer(g, {"answer": {"action": "card", "name": "Celtic Guardian"}})
                continue
            break
        coins = [pub for kind, pub, _ in g.g.elog if kind == "coin"]
        assert len(coins) == 1, seed
        right = coins[0]["call"] == coins[0]["result"]
        f = g.facts()
        assert f["gy.1"] == ["Kryuel"]
        assert f["monsters.0"] == (["Battle Ox"] if right else ["Battle Ox", "Celtic Guardian"])
        seen.add(right)
    assert seen == {True, False}


def test_royal_keeper_gains_300_when_flip_summoned() -> None:
    """Royal Keeper (official text, data/16509093.yaml): "When this card is flipped face-up, it
    gains 300 ATK and DEF until the end of the turn" — 1600/1700 becomes 1900/2000."""
    g = run({"phase": "main1", "players": [
        {"monsters": [{"card": "Royal Keeper", "pos": "fd_def", "new": False}]}, {}]})
    answer(g, {"answer": {"action": "flip_summon", "name": "Royal Keeper"}})
    _settle(g)
    f = g.facts()
    assert (f["mzone.0.0.atk"], f["mzone.0.0.def"]) == (1900, 2000)


def test_royal_keeper_turns_itself_face_down_once_per_turn() -> None:
    """Royal Keeper: "Once per turn, you can flip this card into face-down Defense Position"."""
    g = run({"phase": "main1", "players": [{"monsters": [{"card": "Royal Keeper",
                                                          "new": False}]}, {}]})
    forms = [f for f in options(g, "activate") if f.get("name") == "Royal Keeper"]
    assert len(forms) == 1
    answer(g, {"answer": forms[0]})
    _settle(g)
    assert g.facts()["mzone.0.0.pos"] == "fd_def"


def test_royal_keeper_flipped_by_an_attack_resolves_after_damage_calculation() -> None:
    """"(If attacked, this effect resolves after damage calculation.)": Battle Ox (1700) attacks
    the face-down Keeper (1700 DEF): damage calculation uses 1700 DEF, nothing is destroyed,
    no damage; then the Keeper has 1900 ATK."""
    g = run({"phase": "battle", "players": [
        {"monsters": ["Battle Ox"]},
        {"monsters": [{"card": "Royal Keeper", "pos": "fd_def", "new": False}]}]})
    forms = [f for f in options(g, "attack") if f.get("name") == "Battle Ox"]
    answer(g, {"answer": forms[0]})
    _settle(g)
    f = g.facts()
    assert f["monsters.1"] == ["Royal Keeper"] and f["monsters.0"] == ["Battle Ox"]
    assert f["lp.0"] == 4000 and f["mzone.1.0.atk"] == 1900
