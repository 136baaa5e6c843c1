"""Goat monster batch 18: coin tosses (``cards/scripts/goat_mon_coins.py``). The coins come
from the duel's seeded RNG: each test reads the public ``coin_toss`` events and checks the
outcome the card text gives for them, over seeds that reach both outcomes."""

from __future__ import annotations

from typing import Any

import cardtable.ygo.game  # noqa: F401  (registers the game)
from cardtable.core.scenario import Scenario
from cardtable.ygo.game import YgoGame


def _play(seed: int, players: list[dict[str, Any]], steps: list[dict[str, Any]]) -> YgoGame:
    g = Scenario.from_data({"game": "ygo", "name": "coins", "seed": seed,
                            "setup": {"turn": 3, "players": players}, "steps": steps},
                           source="test_goat_mon_coins").run()
    assert isinstance(g, YgoGame)
    return g


def _heads(g: YgoGame) -> list[bool]:
    return [e["result"] == "heads" for e in g.events(-1) if e["kind"] == "coin_toss"]


def test_barrel_and_blowback_dragon_destroy_on_two_heads() -> None:
    """Barrel Dragon: "select 1 monster your opponent controls, toss 3 coins: 2 or more Heads
    destroy it"; Blowback Dragon: the same on 1 card on the field (a Set Spell here). Once per
    turn."""
    seen = set()
    for seed in range(12):
        for name, opp, more in (
                ("Barrel Dragon", {"monsters": ["Summoned Skull"]}, []),
                ("Blowback Dragon", {"spells": ["Raigeki"]},  # itself or the Set card
                 [{"answer": {"action": "card", "from": "szone"}}])):
            g = _play(seed, [{"monsters": [name]}, opp],
                      [{"answer": {"action": "activate", "name": name}}, *more])
            heads = _heads(g)
            assert len(heads) == 3
            destroyed = g.facts()["gy.1"] != []
            assert destroyed == (sum(heads) >= 2), (seed, name, heads)
            seen.add(destroyed)
            assert not [o for o in g.pending().options  # type: ignore[union-attr]
                        if o.form.get("action") == "activate"]
    assert seen == {True, False}


def test_gatling_dragon_destroys_as_many_as_heads() -> None:
    """Gatling Dragon: "toss 3 coins: destroy as many monsters on the field as Heads" (the
    player picks which; here every monster is picked in field order until the count)."""
    counts = set()
    for seed in range(10):
        g = _play(seed, [{"monsters": ["Gatling Dragon"]},
                         {"monsters": ["Summoned Skull", "Battle Ox", "Kuriboh", "Feral Imp"]}],
                  [{"answer": {"action": "activate", "name": "Gatling Dragon"}}])
        n = sum(_heads(g))
        while g.pending() is not None and g.pending().kind == "pick":  # type: ignore[union-attr]
            g.answer(0)
        f = g.facts()
        assert len(f["gy.0"]) + len(f["gy.1"]) == n, (seed, n)
        counts.add(n)
    assert len(counts) >= 2
