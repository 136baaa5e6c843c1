"""Random duels with decks made of g8-mb's cards (every ``cards/scripts/goat8_mb_*.py`` module,
with the partner cards those modules name: Castle of Dark Illusions, Pyramid of Light,
Metalmorph, the LV monsters Level Up! lists...) under the goat profile: card conservation after
every duel, every seat's view and options checked in half of them, and a few heuristic-bot
duels."""

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

#: fillers so the batch's cards meet their partners and fights happen: Zoa, Red-Eyes B. Dragon,
#: Metalmorph, Labyrinth Wall, Mokey Mokey, Polymerization, Ectoplasmer, Kiryu, Summoned Skull,
#: Battle Ox, Monster Reborn, Book of Moon, Mirror Force, Fissure, Sangan, Dark Hole
FILLERS = (24311372, 74677422, 68540058, 67284908, 27288416, 24094653, 97342942, 84814897,
           70781052, 5053103, 83764718, 14087893, 44095762, 66788016, 26202165, 53129443)


def _batch_codes() -> list[int]:
    """The passcodes named by the g8-mb modules' constants (every one scripted) and the
    fillers."""
    return sorted(set(FILLERS) | module_codes(prefixed_modules("goat8_mb_")))


def _decks(i: int) -> list[Deck]:
    """Two 40-card decks drawn (seeded by ``i``) from 2 copies of every batch card and filler."""
    return split_decks(_batch_codes(), i, copies=2)


def test_goat8_mb_cards_play_random_duels() -> None:
    """24 random duels, each deck 40 drawn from 2 copies of every batch card and filler."""
    cards = default_pool().cards
    assert len([c for c in _batch_codes() if not cards[c].is_extra]) >= 40
    random_duels(_decks)


def test_goat8_mb_cards_play_bot_duels() -> None:
    """3 heuristic-bot duels with the same decks."""
    bot_duels(_decks)
