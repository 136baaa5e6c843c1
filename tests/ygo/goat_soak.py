"""Shared pieces of the Goat batch soaks (``tests/ygo/test_goat5_*soak.py``): the passcodes a
batch's script modules name, 40-card decks thinned at random from a card list, and the two
loops every soak runs (random duels with card conservation and, in half of them, every seat's
view and options checked; heuristic-bot duels)."""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterable

from tests.ygo.test_properties import check_conservation, play, play_bots

import cardtable.ygo.cards.scripts as scripts
from cardtable.bots.base import make_bot
from cardtable.core.rng import Rng
from cardtable.ygo.cards.scripted import is_scripted
from cardtable.ygo.effects.pool import default_pool
from cardtable.ygo.game import new_duel

Deck = dict[str, list[int]]


def module_codes(modules: Iterable[str], keep: Callable[[int], bool] = lambda c: True
                 ) -> set[int]:
    """The scripted passcodes named by the upper-case int constants of the script modules
    ``modules`` (names under ``cardtable.ygo.cards.scripts``) that ``keep`` accepts."""
    cards = default_pool().cards
    out: set[int] = set()
    for name in modules:
        mod = importlib.import_module(f"{scripts.__name__}.{name}")
        out.update(v for k, v in vars(mod).items() if k.isupper() and isinstance(v, int)
                   and not isinstance(v, bool) and v in cards and is_scripted(v) and keep(v))
    return out


def thinned(cards: list[int], rng: Rng, size: int = 40) -> list[int]:
    """``cards`` with random cards removed (``rng``) until ``size`` are left."""
    deck = list(cards)
    while len(deck) > size:
        deck.pop(rng.below(len(deck)))
    return deck


def random_duels(decks: Callable[[int], list[Deck]], n: int = 24) -> None:
    """``n`` random duels under the goat profile with ``decks(i)``: each ends, cards are
    conserved, every seat's view and options are checked in every other duel."""
    for i in range(n):
        a, b = decks(i)
        game = new_duel(a, b, profile="goat", seed=i, first=i % 2)
        play(game, Rng(1000 + i), 20000, checks=i % 2 == 0)
        assert game.result() is not None, i
        check_conservation(game.g)


def bot_duels(decks: Callable[[int], list[Deck]], n: int = 3) -> None:
    """``n`` heuristic-bot duels under the goat profile with ``decks(50 + i)``: each ends, cards
    are conserved."""
    for i in range(n):
        a, b = decks(50 + i)
        game = new_duel(a, b, profile="goat", seed=50 + i, first=i % 2)
        play_bots(game, [make_bot("ygo-heuristic", seed=i), make_bot("ygo-heuristic", seed=i + 7)])
        assert game.result() is not None, i
        check_conservation(game.g)
