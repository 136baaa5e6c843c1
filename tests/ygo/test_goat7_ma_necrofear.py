"""g7-ma: Dark Necrofear (``cards/scripts/goat7_ma_necrofear.py``). Source of the text:
goat-pool.csv: not flagged Goat-era version; official text (yaml-yugi data/31829185.yaml)."""

from __future__ import annotations

from typing import Any

from goat7_ma_steps import settle
from goat_mon_steps import act, answer, normal, options, run

from cardtable.ygo.cards import constants as C

FIEND = normal(lambda c: c.race == C.RACE_BY_NAME["Fiend"])


def _settle(g: Any) -> None:
    """Pass what is not the point of these tests (``goat7_ma_steps.settle``)."""
    settle(g)


def test_necrofear_summoned_by_removing_three_fiends() -> None:
    """"Must first be Special Summoned (from your hand) by banishing 3 Fiend monsters from your
    GY": with 2 Fiends no procedure; with 3 it comes and the three are removed from play."""
    g = run({"players": [{"hand": ["Dark Necrofear"], "gy": [FIEND, FIEND]}, {}]})
    assert not options(g, "goat_mon_proc")
    g = run({"players": [{"hand": ["Dark Necrofear"], "gy": [FIEND] * 3}, {}]},
            [{"answer": {"action": "goat_mon_proc", "name": "Dark Necrofear"}}])
    _settle(g)
    f = g.facts()
    assert f["monsters.0"] == ["Dark Necrofear"] and f["banished.0"] == [FIEND] * 3


def test_necrofear_destroyed_by_the_opponent_takes_a_monster_in_the_end_phase() -> None:
    """"During the End Phase, if this card is in your GY because it was destroyed in your Monster
    Zone by an opponent's card ... equip this card to that target ... take control of that
    monster" — the opponent's Dark Hole destroys it; the opponent then Normal Summons Battle
    Ox; in that End Phase Necrofear is equipped to Battle Ox and seat 0 controls it."""
    g = run({"turn_player": 1, "players": [
        {"monsters": ["Dark Necrofear"]},
        {"hand": ["Dark Hole", "Battle Ox"]}]})
    answer(g, act("Dark Hole"))
    _settle(g)
    assert g.facts()["gy.0"] == ["Dark Necrofear"]
    answer(g, {"answer": {"action": "summon", "name": "Battle Ox"}})
    _settle(g)
    answer(g, {"answer": {"action": "to_end"}})
    _settle(g)
    f = g.facts()
    assert f["monsters.0"] == ["Battle Ox"] and f["spells.0"] == ["Dark Necrofear"]
    assert f["monsters.1"] == []


def test_necrofear_destroyed_by_its_own_player_does_nothing() -> None:
    """"By an opponent's card": destroyed by its own controller's Dark Hole, it stays in the
    Graveyard at the End Phase."""
    g = run({"players": [{"monsters": ["Dark Necrofear"], "hand": ["Dark Hole"]},
                         {"monsters": [{"card": "Battle Ox", "pos": "fd_def"}]}]})
    answer(g, act("Dark Hole"))
    _settle(g)
    answer(g, {"answer": {"action": "to_end"}})
    _settle(g)
    assert "Dark Necrofear" in g.facts()["gy.0"] and g.facts()["spells.0"] == []
