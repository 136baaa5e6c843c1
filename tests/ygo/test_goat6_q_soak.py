"""Random duels with decks made of the g6-q Fusion Monsters' cards (``goat6_q_fusions.py``: their
Fusion Materials in the Main Deck, the Fusion Monsters in the Fusion Deck) and the cards that
meet their effects (Polymerization, Flip monsters, Traps that target a monster, revival) under
the goat profile: card conservation after every duel, every seat's view and options checked in
half of them; heuristic-bot duels (the loops: ``tests/ygo/goat_soak.py``)."""

from __future__ import annotations

from tests.ygo.goat_soak import Deck, bot_duels, module_codes, random_duels, split_decks

from cardtable.ygo.effects.pool import default_pool
from cardtable.ygo.effects.registry import load_scripts

load_scripts()

#: Polymerization (twice), Poison Mummy and Man-Eater Bug (Flip), Shadow Spell and Compulsory
#: Evacuation Device (Traps that target), Monster Reborn, Book of Moon, Battle Ox, Sangan,
#: Mystical Space Typhoon
FILLERS = (24094653, 24094653, 43716289, 54652250, 29267084, 94192409, 83764718, 14087893,
           5053103, 26202165, 5318639)


def _split() -> tuple[list[int], list[int]]:
    """(Main Deck cards, Fusion Deck cards) of the batch."""
    cards = default_pool().cards
    codes = sorted(module_codes(["goat6_q_fusions"]))
    return [c for c in codes if not cards[c].is_extra], [c for c in codes if cards[c].is_extra]


def _decks(i: int) -> list[Deck]:
    """Two 40-card decks thinned (seeded by ``i``) from 3 copies of every material and filler;
    the Fusion Monsters in both Fusion Decks."""
    main, extra = _split()
    return split_decks([*main, *FILLERS, *extra], i)


def test_goat6_q_fusions_play_random_duels() -> None:
    """24 random duels."""
    main, extra = _split()
    assert len(main) >= 8 and len(extra) >= 5
    random_duels(_decks)


def test_goat6_q_fusions_with_the_heuristic_bot() -> None:
    """3 duels between heuristic bots."""
    bot_duels(_decks)
