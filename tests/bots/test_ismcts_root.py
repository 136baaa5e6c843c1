"""The root policy-improvement mode of ISMCTS (``candidates=K``, variant ``ismcts-pi``): legal,
deterministic, works on copies only, and its ``advantage`` evaluator scores sides."""

from __future__ import annotations

import pytest

from cardtable.bots.base import make_bot
from cardtable.bots.ismcts import IsmctsBot, advantage
from cardtable.rl.adapters import adapter_for
from cardtable.rl.loading import game_spec


def _pi(seed: int) -> IsmctsBot:
    return IsmctsBot(seed, iterations=12, rollout_depth=8, rollout_policy="heuristic",
                     epsilon=0.05, candidates=3, margin=0.02, evaluator=advantage)


@pytest.mark.parametrize("name", ["ygo-duel", "sgs-3v3"])
def test_root_search_full_game_legal_and_deterministic(name: str) -> None:
    ad = adapter_for(name)

    def play() -> list[int]:
        g = game_spec(ad.engine_id).new(ad.setup(None), 4)
        bots = {s: _pi(s) if s in ad.sides(g)[0] else make_bot(f"{ad.engine_id}-heuristic", s)
                for s in range(g.num_seats)}
        picks = []
        steps = 0
        while (dec := g.pending()) is not None and steps < 400:
            before = g.state_id
            choice = bots[dec.seat].choose(g, dec)
            assert g.state_id == before  # searched on copies only
            assert 0 <= choice < len(dec.options)
            picks.append(choice)
            g.answer(choice)
            steps += 1
        return picks

    assert play() == play()


def test_advantage_is_a_share_per_side() -> None:
    for name in ("ygo-duel", "sgs-3v3"):
        ad = adapter_for(name)
        g = game_spec(ad.engine_id).new(ad.setup(None), 2)
        for _ in range(40):
            if g.pending() is None:
                break
            g.answer(0)
        v = advantage(g)
        assert len(v) == g.num_seats
        assert all(0.0 <= x <= 1.0 for x in v)
        if name == "ygo-duel":
            assert v[0] + v[1] == pytest.approx(1.0)


def test_ismcts_pi_is_registered() -> None:
    bot = make_bot("ismcts-pi", 1)
    assert isinstance(bot, IsmctsBot) and bot.candidates > 0
