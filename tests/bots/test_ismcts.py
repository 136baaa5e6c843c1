"""ISMCTS on the toy imperfect-information game (tests/rl/toygame.py)."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parents[1] / "rl"))

from toygame import register_toy

from cardtable.bots.base import make_bot
from cardtable.bots.ismcts import IsmctsBot
from cardtable.core.game import Game
from cardtable.core.registry import spec_for
from cardtable.core.rng import Rng
from cardtable.rl.random_bot import SeededRandomBot

register_toy()


def _new(game_id: str, seed: int) -> Game:
    return spec_for(game_id).new({}, seed)


def test_choice_is_legal_and_deterministic() -> None:
    g = _new("toy-cards", 4)
    dec = g.pending()
    assert dec is not None
    a = IsmctsBot(1, iterations=60).choose(g, dec)
    b = IsmctsBot(1, iterations=60).choose(g, dec)
    assert a == b and 0 <= a < len(dec.options)
    assert g.state_id == 0  # the real game is untouched


def test_search_uses_only_the_information_set() -> None:
    """Two games that seat 0 cannot tell apart get the same choice."""
    for seed in range(5):
        g = _new("toy-cards", seed)
        other = g.determinize(0, Rng(1234))
        assert other.view(0) == g.view(0)
        dec = g.pending()
        assert dec is not None
        bot = IsmctsBot(3, iterations=80)
        assert bot.choose(g, dec) == bot.choose(other, dec)


def test_registered_by_name_with_budget_variants() -> None:
    bot = make_bot("ismcts-50", 5)
    assert isinstance(bot, IsmctsBot) and bot.iterations == 50
    assert make_bot("ismcts", 5).name == "ismcts"


def test_time_budget_runs_at_least_one_iteration() -> None:
    g = _new("toy-cards", 2)
    dec = g.pending()
    assert dec is not None
    bot = IsmctsBot(0, seconds=0.01)
    bot.choose(g, dec)
    assert bot.last_iterations >= 1


def _play(game_id: str, seed: int, bots: dict[int, object]) -> tuple[int, ...]:
    g = _new(game_id, seed)
    while (dec := g.pending()) is not None:
        g.answer(bots[dec.seat].choose(g, dec))  # type: ignore[attr-defined]
    res = g.result()
    assert res is not None
    return res.winners


def test_beats_random_on_toy_game() -> None:
    """Over 40 games with seats swapped, ISMCTS (80 iterations) scores well above random."""
    score = 0.0
    n = 40
    for i in range(n):
        me = i % 2
        bots = {me: IsmctsBot(i, iterations=80), 1 - me: SeededRandomBot(i)}
        w = _play("toy-cards", 1000 + i, bots)
        score += 1.0 if me in w else (0.5 if not w else 0.0)
    print("ismcts score", score / n)
    assert score / n >= 0.7, score / n


def test_team_game_never_illegal() -> None:
    bots = {s: IsmctsBot(s, iterations=20) for s in range(4)}
    _play("toy-teams", 9, bots)
