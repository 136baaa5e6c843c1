"""Shared pieces of the Goat batch soaks (``tests/ygo/test_goat*_soak.py``): the passcodes a
batch's script modules name, 40-card decks thinned at random from a card list, and the two
loops every soak runs (random duels with card conservation and, in half of them, every seat's
view and options checked; heuristic-bot duels). The older soaks keep their own seeds through
the loops' keyword arguments."""

from __future__ import annotations

import importlib
import pkgutil
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


def prefixed_modules(prefix: str) -> list[str]:
    """The names of the script modules under ``cardtable.ygo.cards.scripts`` starting with
    ``prefix`` (a batch's files: ``"goat_mon2_"``)."""
    return [m.name for m in pkgutil.iter_modules(scripts.__path__) if m.name.startswith(prefix)]


def thinned(cards: list[int], rng: Rng, size: int = 40) -> list[int]:
    """``cards`` with random cards removed (``rng``) until ``size`` are left."""
    deck = list(cards)
    while len(deck) > size:
        deck.pop(rng.below(len(deck)))
    return deck


def copied_decks(main: Iterable[int], rng: Rng, copies: int = 2,
                 extra: Iterable[int] = ()) -> list[Deck]:
    """Two 40-card decks, each thinned (one after the other, by ``rng``) from ``copies`` copies
    of every card of ``main`` (in their order); ``extra`` as both Fusion Decks."""
    main = list(main)
    return [{"main": thinned([c for c in main for _ in range(copies)], rng), "extra": list(extra)}
            for _ in (0, 1)]


def split_decks(codes: Iterable[int], i: int, copies: int = 3) -> list[Deck]:
    """Two 40-card decks thinned (seeded by ``i``) from ``copies`` copies of every Main Deck
    card of ``codes`` (in their order, a code listed twice counted twice); the Fusion Deck cards
    of ``codes`` in both Fusion Decks."""
    cards = default_pool().cards
    codes = list(codes)
    main = [c for c in codes if not cards[c].is_extra]
    extra = [c for c in codes if cards[c].is_extra]
    return copied_decks(main, Rng(i), copies, extra)


def prefixed_decks(prefix: str, fillers: tuple[int, ...]) -> Callable[[int], list[Deck]]:
    """The decks of a batch soak: two 40-card decks thinned (seeded by the duel index) from 2
    copies of every Main Deck card the ``prefix`` script modules name and 2 of each filler."""

    def decks(i: int) -> list[Deck]:
        cards = default_pool().cards
        main = [c for c in sorted(module_codes(prefixed_modules(prefix)))
                if not cards[c].is_extra]
        rng = Rng(i)
        return [{"main": thinned([*main, *main, *fillers, *fillers], rng), "extra": []}
                for _ in (0, 1)]

    return decks


def random_duels(decks: Callable[[int], list[Deck]], n: int = 24, rng_base: int = 1000,
                 check_every: int = 2) -> None:
    """``n`` random duels under the goat profile with ``decks(i)`` (duel seed ``i``, choices
    from ``Rng(rng_base + i)``): each ends, cards are conserved, every seat's view and options
    are checked in every ``check_every``-th duel."""
    for i in range(n):
        a, b = decks(i)
        game = new_duel(a, b, profile="goat", seed=i, first=i % 2)
        play(game, Rng(rng_base + i), 20000, checks=i % check_every == 0)
        assert game.result() is not None, i
        check_conservation(game.g)


def bot_duels(decks: Callable[[int], list[Deck]], n: int = 3, seed_base: int = 50,
              partner: int = 7) -> None:
    """``n`` heuristic-bot duels under the goat profile with ``decks(seed_base + i)`` (duel seed
    ``seed_base + i``, bots seeded ``i`` and ``i + partner``): each ends, cards are conserved."""
    for i in range(n):
        a, b = decks(seed_base + i)
        game = new_duel(a, b, profile="goat", seed=seed_base + i, first=i % 2)
        play_bots(game, [make_bot("ygo-heuristic", seed=i),
                         make_bot("ygo-heuristic", seed=i + partner)])
        assert game.result() is not None, i
        check_conservation(game.g)
