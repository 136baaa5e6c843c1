"""Random duels with decks made of g6-mb's cards (every ``cards/scripts/goat6_mb_*.py``
module) under the goat profile: card conservation after every duel, every seat's view and
options checked in half of them, and a few heuristic-bot duels."""

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

#: fillers so battles, summons and targets happen: Battle Ox, Celtic Guardian (a Warrior),
#: Dark Magician (a Spellcaster), Sangan, Axe of Despair (an Equip Spell), Monster Reborn,
#: Book of Moon (targets), Mirror Force (a Trap), Summoned Skull (a Tribute Summon),
#: Polymerization and Flame Manipulator (a Fusion with the substitutes), Umi
FILLERS = (5053103, 91152256, 46986414, 26202165, 40619825, 83764718, 14087893, 44095762,
           70781052, 24094653, 34460851, 22702055)
FUSIONS = (45231177,)  # Flame Swordsman


def _batch_codes() -> list[int]:
    """The passcodes named by the g6-mb modules' constants (every one scripted), the fillers
    and the Fusion Monster."""
    return sorted(set(FILLERS) | set(FUSIONS) | module_codes(prefixed_modules("goat6_mb_")))


def _decks(i: int) -> list[Deck]:
    """Two 40-card decks drawn (seeded by ``i``) from 3 copies of every batch card and filler."""
    return split_decks(_batch_codes(), i, copies=3)


def test_goat6_mb_cards_play_random_duels() -> None:
    """24 random duels, each deck 40 drawn from 3 copies of every batch card and filler."""
    cards = default_pool().cards
    assert len([c for c in _batch_codes() if not cards[c].is_extra]) >= 30
    random_duels(_decks)


def test_goat6_mb_cards_play_bot_duels() -> None:
    """3 heuristic-bot duels with the same decks."""
    bot_duels(_decks)
