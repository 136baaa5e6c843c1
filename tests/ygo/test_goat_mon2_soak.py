"""Random duels with decks made of the goat-mon2 batches' cards (``goat_mon2_*.py``: the
cards and the cards they name, e.g. each Union's hosts) under the goat profile: card
conservation after every duel, every seat's view and options checked in half of them
(the loops: ``tests/ygo/goat_soak.py``)."""

from __future__ import annotations

from tests.ygo.goat_soak import Deck, module_codes, prefixed_modules, random_duels, split_decks

from cardtable.ygo.effects.pool import default_pool
from cardtable.ygo.effects.registry import load_scripts

load_scripts()

#: fillers so the Machine-Type row has a host (Cyber Dragon) and battles happen: Cyber Dragon,
#: Battle Ox, Celtic Guardian, Mystical Elf, Giant Soldier of Stone, Sangan
FILLERS = (70095154, 5053103, 91152256, 15025844, 13039848, 26202165)


def _batch_codes() -> list[int]:
    """The passcodes named by the goat_mon2 modules' constants, every one scripted."""
    return sorted(set(FILLERS) | module_codes(prefixed_modules("goat_mon2_")))


def _decks(i: int) -> list[Deck]:
    """Two 40-card decks thinned (seeded by ``i``) from 3 copies of every Main Deck batch card;
    the batch's Fusion Deck cards in both Fusion Decks."""
    return split_decks(_batch_codes(), i)


def test_goat_mon2_cards_play_random_duels() -> None:
    """30 random duels, each deck 40 of 3 copies of every batch card and filler."""
    cards = default_pool().cards
    assert len([c for c in _batch_codes() if not cards[c].is_extra]) >= 8
    random_duels(_decks, n=30)
