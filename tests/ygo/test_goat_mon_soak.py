"""Random duels with decks made of the Goat monster batches' cards (``goat_mon_*.py``) under the
goat profile: every duel ends, every card is in exactly one place, and (in a third of them, at
every few decisions) every seat's view and options are checked against what it may know."""

from __future__ import annotations

import importlib
import pkgutil

from tests.ygo.test_properties import check_conservation, play

import cardtable.ygo.cards.scripts as scripts
from cardtable.core.rng import Rng
from cardtable.ygo.cards.scripted import is_scripted
from cardtable.ygo.effects.pool import default_pool
from cardtable.ygo.effects.registry import load_scripts
from cardtable.ygo.game import new_duel

load_scripts()


def _batch_codes() -> list[int]:
    """The passcodes named by the goat_mon modules' constants (their cards and the cards they
    refer to), every one scripted."""
    cards = default_pool().cards
    out: set[int] = set()
    for m in pkgutil.iter_modules(scripts.__path__):
        if m.name.startswith("goat_mon_"):
            mod = importlib.import_module(f"{scripts.__name__}.{m.name}")
            out.update(v for k, v in vars(mod).items() if k.isupper() and isinstance(v, int)
                       and not isinstance(v, bool) and v in cards and is_scripted(v))
    return sorted(out)


def test_goat_mon_cards_play_random_duels() -> None:
    """60 random duels, each deck 40 cards drawn from the batches' cards (3 copies at most)."""
    codes = _batch_codes()
    cards = default_pool().cards
    main = [c for c in codes if not cards[c].is_extra]
    extra = [c for c in codes if cards[c].is_extra]
    assert len(main) >= 100
    for i in range(60):
        rng = Rng(i)
        decks = []
        for _ in (0, 1):
            pool = main[:]
            deck: list[int] = []
            while len(deck) < 40:
                c = pool[rng.below(len(pool))]
                deck.append(c)
                if deck.count(c) == 3 or rng.below(3):
                    pool.remove(c)
            decks.append({"main": deck, "extra": extra})
        game = new_duel(decks[0], decks[1], profile="goat", seed=i, first=i % 2)
        play(game, Rng(1000 + i), 20000, checks=i % 3 == 0)
        assert game.result() is not None, i
        check_conservation(game.g)
