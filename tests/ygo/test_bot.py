"""The heuristic bot beats uniform random >= 90% over 200 duels on the preset decks."""

from __future__ import annotations

from cardtable.bots.random_bot import RandomBot
from cardtable.bots.ygo_heuristic import YgoHeuristicBot
from cardtable.ygo.game import new_duel, preset_deck


def test_heuristic_beats_random() -> None:
    a, b = preset_deck("classic-a"), preset_deck("classic-b")
    wins = 0
    n = 200
    for i in range(n):
        h = i % 2  # seat of the heuristic bot
        d0, d1 = (a, b) if i % 4 < 2 else (b, a)
        g = new_duel(d0, d1, seed=i, first=(i // 2) % 2)
        bots = {h: YgoHeuristicBot(i), 1 - h: RandomBot(i)}
        k = 0
        while (dec := g.pending()) is not None and k < 5000:
            g.answer(bots[dec.seat].choose(g, dec))
            k += 1
        r = g.result()
        if r is not None and r.winners == (h,):
            wins += 1
    assert wins >= 0.9 * n, f"heuristic won {wins}/{n}"
