"""The heuristic bot (issue 4 §5: its side beats a random side ≥ 90% over 200 3v3 games) and
the bench entry point."""

from __future__ import annotations

import gc

from cardtable.bots.base import make_bot
from cardtable.bots.sgs_heuristic import SgsHeuristicBot
from cardtable.core.rng import Rng
from cardtable.sgs.bench import run_bench
from cardtable.sgs.game import new_game
from cardtable.sgs.scenario_setup import build


def test_heuristic_side_beats_random_side_90_percent_over_200_games() -> None:
    """200 3v3 games, the bot's side alternating warm/cool, draft included."""
    bot = SgsHeuristicBot()
    wins = 0
    for i in range(200):
        g = new_game({"mode": "3v3"}, 5000 + i)
        r = Rng(i)
        seats = {0, 1, 2} if i % 2 == 0 else {3, 4, 5}
        n = 0
        while g.pending() is not None and n < 20000:
            d = g.pending()
            assert d is not None
            g.answer(bot.choose(g, d) if d.seat in seats else r.below(len(d.options)))
            n += 1
        res = g.result()
        if res is not None and set(res.winners) == seats:
            wins += 1
    assert wins >= 180, wins


def test_bot_answers_slash_with_jink_and_saves_ally() -> None:
    """The bot plays 闪 against 杀 and 桃 for a dying ally, not for a dying enemy."""
    bot = SgsHeuristicBot()
    g = build({"no_skills": True, "generals": ["xuchu", "caocao", "lvmeng", "zhangfei",
                                               "sunquan", "huanggai"], "current": 1,
               "hands": {1: ["slash S7"], 2: ["jink D2"]}}, 1)
    g.answer({"action": "use", "card": 0})
    g.answer({"target": 2})
    d = g.pending()
    assert d is not None and d.seat == 2
    assert d.options[bot.choose(g, d)].form == {"respond": "card", "card": g.hand[2][0]}
    g2 = build({"no_skills": True, "generals": ["xuchu", "caocao", "lvmeng", "zhangfei",
                                                "sunquan", "huanggai"], "current": 1,
                "hp": {2: 1, 3: 1}, "equip": {1: ["crossbow"]},
                "hands": {1: ["slash S7", "slash S8"], 0: ["peach H3", "peach H4"]}}, 1)
    g2.answer({"action": "use", "card": 0})
    g2.answer({"target": 2})
    d2 = g2.pending()
    assert d2 is not None and d2.seat == 0  # ally of the dying seat 2
    assert d2.options[bot.choose(g2, d2)].form["peach"] == "card"


def test_bot_registered_by_name() -> None:
    """make_bot("sgs-heuristic") finds the module."""
    b = make_bot("sgs-heuristic", seed=3)
    assert getattr(b, "name", "") == "sgs-heuristic"


def test_run_bench_reports_the_fields() -> None:
    """bench: games/s, decisions/s, mean decisions and clone µs."""
    out = run_bench(3, 1)
    for k in ("games_per_s", "decisions_per_s", "mean_decisions", "clone_us"):
        assert out[k] > 0


def test_run_bench_freezing_the_collector_plays_the_same_games() -> None:
    """``cardtable bench sgs`` freezes what its warm-up loaded out of the garbage collector
    (core/gcpolicy.py); the timed games are the same games either way."""
    try:
        frozen = run_bench(3, 1, freeze_gc=True)
        assert frozen["gc_frozen"] is True and gc.get_freeze_count() > 0
    finally:
        gc.unfreeze()
    plain = run_bench(3, 1)
    assert plain["gc_frozen"] is False
    assert frozen["mean_decisions"] == plain["mean_decisions"]


def test_bot_dismantles_an_allys_indulgence() -> None:
    """The bot harms an ally only when it pays: 过河拆桥 on an ally's 乐不思蜀."""
    bot = SgsHeuristicBot()
    g = build({"no_skills": True, "generals": ["xuchu", "caocao", "lvmeng", "zhangfei",
                                               "sunquan", "huanggai"], "current": 1,
               "hands": {1: ["dismantlement S3"], 4: ["jink D2"]},
               "judge": {0: ["indulgence S6"]}}, 1)
    d = g.pending()
    assert d is not None
    g.answer(bot.choose(g, d))
    d = g.pending()
    assert d is not None and d.options[bot.choose(g, d)].form == {"target": 0}
    g.answer(bot.choose(g, d))
    d = g.pending()
    assert d is not None and d.options[bot.choose(g, d)].form["area"] == "judge"
