"""Gaps reported after the engine was done (see docs/rulings-sgs.md): 据守's face-down state in
views and facts, the turn counter, 不屈 being optional, proxies in 借刀杀人/青龙偃月刀 windows,
general names in labels, private draw payloads, redirect chains and determinize anywhere."""

from __future__ import annotations

from typing import Any

from tests.sgs.helpers import random_game

import cardtable.sgs.game  # noqa: F401  (registers the game)
from cardtable.sgs.game import SgsGame, from_scenario


def _answer(g: SgsGame, **want: Any) -> None:
    dec = g.pending()
    assert dec is not None
    hits = [i for i, o in enumerate(dec.options)
            if all(o.form.get(k) == v for k, v in want.items())]
    assert len(hits) == 1, (want, [o.form for o in dec.options])
    g.answer(hits[0])


def test_flipped_shown_in_views_and_facts() -> None:
    g = from_scenario({"no_skills": True, "skills": {1: ["jushou"]},
                       "generals": ["xuchu", "caoren", "lvmeng", "zhangfei", "sunquan",
                                    "huanggai"], "current": 1, "phase": "finish"}, 0)
    assert g.facts()["flipped.1"] is False
    assert all(p["flipped"] is False for p in g.view(0)["players"])
    _answer(g, answer="yes")
    assert g.facts()["flipped.1"] is True
    for seat in (-1, 0, 1, 4):
        assert g.view(seat)["players"][1]["flipped"] is True
        assert g.view(seat)["players"][0]["flipped"] is False


def test_turn_counter_in_facts_and_view() -> None:
    g, _ = random_game(3)
    t = g.facts()["turn"]
    assert isinstance(t, int) and t >= 1
    assert g.view(0)["turn"] == t
