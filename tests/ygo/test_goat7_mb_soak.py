"""Random duels with decks made of g7-mb's cards (every ``cards/scripts/goat7_mb_*.py`` module,
with the partner cards those modules name: Monk Fighter, Torpedo Fish, Vampire Lord, Warrior of
Zera, Zombyra the Dark...) under the goat profile: card conservation after every duel, every
seat's view and options checked in half of them, and a few heuristic-bot duels."""

from __future__ import annotations

from tests.ygo.goat_soak import (
    Deck,
    bot_duels,
    module_codes,
    prefixed_modules,
    random_duels,
    split_decks,
)

from cardtable.ygo.effects.pool import default_pool
from cardtable.ygo.effects.registry import load_scripts

load_scripts()

#: fillers so battles, summons, targets and Graveyards happen: Battle Ox, Celtic Guardian, Dark
#: Magician (a Level 7 Spellcaster), Sangan, Monster Reborn, Book of Moon, Mirror Force,
#: Summoned Skull, Polymerization, Fissure, Giant Soldier of Stone (a Rock), Skull Archfiend of
#: Lightning and Terrorking Archfiend (Archfiends), Horus the Black Flame Dragon LV4
FILLERS = (5053103, 91152256, 46986414, 26202165, 83764718, 14087893, 44095762, 70781052,
           24094653, 66788016, 13039848, 61370518, 35975813, 75830094)


def _batch_codes() -> list[int]:
    """The passcodes named by the g7-mb modules' constants (every one scripted) and the
    fillers."""
    return sorted(set(FILLERS) | module_codes(prefixed_modules("goat7_mb_")))


def _decks(i: int) -> list[Deck]:
    """Two 40-card decks drawn (seeded by ``i``) from 2 copies of every batch card and filler."""
    return split_decks(_batch_codes(), i, copies=2)


def test_goat7_mb_cards_play_random_duels() -> None:
    """24 random duels, each deck 40 drawn from 2 copies of every batch card and filler."""
    cards = default_pool().cards
    assert len([c for c in _batch_codes() if not cards[c].is_extra]) >= 40
    random_duels(_decks)


def test_goat7_mb_cards_play_bot_duels() -> None:
    """3 heuristic-bot duels with the same decks."""
    bot_duels(_decks)
