"""Random duels with decks made of the Goat monster batches' cards (``goat_mon_*.py``) under the
goat profile: every duel ends, every card is in exactly one place, and (in a third of them, at
every few decisions) every seat's view and options are checked against what it may know (the
loop: ``tests/ygo/goat_soak.py``)."""

from __future__ import annotations

from tests.ygo.goat_soak import Deck, module_codes, prefixed_modules, random_duels

from cardtable.core.rng import Rng
from cardtable.ygo.effects.pool import default_pool
from cardtable.ygo.effects.registry import load_scripts

load_scripts()


def _batch_codes() -> list[int]:
    """The passcodes named by the goat_mon modules' constants (their cards and the cards they
    refer to), every one scripted."""
    return sorted(module_codes(prefixed_modules("goat_mon_")))


def _decks(i: int) -> list[Deck]:
    """Two 40-card decks drawn (seeded by ``i``) from the Main Deck batch cards, 3 copies at
    most, a drawn card staying in the draw pool one time in three."""
    cards = default_pool().cards
    codes = _batch_codes()
    main = [c for c in codes if not cards[c].is_extra]
    extra = [c for c in codes if cards[c].is_extra]
    rng = Rng(i)
    decks: list[Deck] = []
    for _ in (0, 1):
        pool = main[:]
        deck: list[int] = []
        while len(deck) < 40:
            c = pool[rng.below(len(pool))]
            deck.append(c)
            if deck.count(c) == 3 or rng.below(3):
                pool.remove(c)
        decks.append({"main": deck, "extra": extra})
    return decks


def test_goat_mon_cards_play_random_duels() -> None:
    """60 random duels, each deck 40 cards drawn from the batches' cards (3 copies at most)."""
    cards = default_pool().cards
    assert len([c for c in _batch_codes() if not cards[c].is_extra]) >= 100
    random_duels(_decks, n=60, check_every=3)
