"""Random duels with decks made of g7-ma's cards (every ``cards/scripts/goat7_ma_*.py`` module:
the scripted cards they name) and fillers that meet their mechanics (the Guardians' weapons,
Dragon Capture Jar, the five Exodia pieces, Creature Swap and Change of Heart for the control
events, Penguin Soldier for the bounce watcher, Axe of Despair for the equip events, Mystical
Space Typhoon / Book of Moon / Dark Hole, Blue-Eyes White Dragon as a Level 8, Battle Ox,
Sangan, Gradius, Vampiric Orchis), under the goat profile: card conservation after every duel,
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
from cardtable.ygo.effects.pool import default_pool
from cardtable.ygo.effects.registry import load_scripts

load_scripts()

#: the six Guardian weapons, Dragon Capture Jar, the Exodia pieces, Creature Swap, Change of
#: Heart, Penguin Soldier, Axe of Despair, Mystical Space Typhoon, Book of Moon, Dark Hole,
#: Blue-Eyes White Dragon, Battle Ox, Sangan, Gradius, Vampiric Orchis
FILLERS = (95638658, 69243953, 32022366, 68427465, 95515060, 21900719, 50045299,
           33396948, 70903634, 7902349, 8124921, 44519536, 31036355, 4031928, 93920745,
           40619825, 5318639, 14087893, 53129443, 89631139, 5053103, 26202165, 10992251,
           46571052)
MODULES = tuple(prefixed_modules("goat7_ma_"))


def _decks(i: int) -> list[Deck]:
    """Two 40-card decks drawn (seeded by ``i``) from 2 copies of every batch card and
    filler."""
    cards = default_pool().cards
    codes = sorted(set(FILLERS) | module_codes(MODULES))
    main = [c for c in codes if not cards[c].is_extra]
    return copied_decks(main, Rng(700 + i))


def test_goat7_ma_cards_play_random_duels() -> None:
    """24 random duels: each ends, cards are conserved, views and options checked in half."""
    assert len(module_codes(MODULES)) >= 30
    random_duels(_decks)


def test_goat7_ma_cards_play_bot_duels() -> None:
    """Three heuristic-bot duels with the same decks: each ends, cards are conserved."""
    bot_duels(_decks)
