"""Random duels with decks made of g8-ma's cards (every ``cards/scripts/goat8_ma_*.py`` module:
the scripted cards they name) and fillers meeting their mechanics (Petit Moth for the Cocoon,
Toon World for Blue-Eyes Toon Dragon, Warriors for Freed, Beasts for Behemoth, WATER monsters for
Fenrir, Gravekeeper's Spy and Zombies for Necrovalley / Richie, Insects for the Queen, Lightning
Vortex for Goblin of Greed, Monster Reborn / Call of the Haunted / Snatch Steal for the negations,
Dark Hole, Mystical Space Typhoon), under the goat profile: card conservation after every duel,
every seat's view and options checked in half of them, and three heuristic-bot duels."""

from __future__ import annotations

from tests.ygo.goat_soak import (
    Deck,
    bot_duels,
    copied_decks,
    module_codes,
    prefixed_modules,
    random_duels,
)

from cardtable.core.rng import Rng
from cardtable.ygo.cards import constants as C
from cardtable.ygo.effects.pool import default_pool
from cardtable.ygo.effects.registry import load_scripts

load_scripts()

FILLER_NAMES = ("Petit Moth", "Toon World", "Marauding Captain", "Mad Dog of Darkness",
                "Mother Grizzly", "Gravekeeper's Spy", "Pyramid Turtle", "Petit Moth",
                "Lightning Vortex", "Monster Reborn", "Call of the Haunted", "Snatch Steal",
                "Dark Hole", "Mystical Space Typhoon", "Battle Ox", "Sangan", "Pot of Greed")
MODULES = tuple(prefixed_modules("goat8_ma_"))


def _fillers() -> set[int]:
    by_name = {cd.name.en: code for code, cd in default_pool().cards.items()}
    return {by_name[n] for n in FILLER_NAMES}


def _decks(i: int) -> list[Deck]:
    """Two 40-card decks drawn (seeded by ``i``) from 2 copies of every batch card and
    filler."""
    cards = default_pool().cards
    codes = sorted(_fillers() | module_codes(MODULES))
    main = [c for c in codes if not cards[c].is_extra and not cards[c].type & C.TOKEN]
    return copied_decks(main, Rng(800 + i))


def test_goat8_ma_cards_play_random_duels() -> None:
    """24 random duels: each ends, cards are conserved, views and options checked in half."""
    assert len(module_codes(MODULES)) >= 19
    random_duels(_decks)


def test_goat8_ma_cards_play_bot_duels() -> None:
    """Three heuristic-bot duels with the same decks: each ends, cards are conserved."""
    bot_duels(_decks)
