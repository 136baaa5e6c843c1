"""Random duels with decks made of the goat-m1 batches' cards (the ``cards/scripts/goat5_*.py``
modules listed in :data:`MODULES`: the cards and the scripted cards they name) under the goat
profile: card conservation after every duel, every seat's view and options checked in half of
them. (Other helpers' goat5 modules have their own soaks.)"""

from __future__ import annotations

from tests.ygo.goat_soak import Deck, module_codes, random_duels, split_decks

from cardtable.ygo.effects.pool import default_pool
from cardtable.ygo.effects.registry import load_scripts

load_scripts()

#: fillers so battles happen and the cards' conditions meet their kinds: Battle Ox, Celtic
#: Guardian (a Warrior), Mystical Elf, Giant Soldier of Stone, Sangan, Axe of Despair (an Equip
#: Spell), Mirror Force (a Trap), Feral Imp (a Fiend)
FILLERS = (5053103, 91152256, 15025844, 13039848, 26202165, 40619825, 44095762, 41392891)


#: the goat-m1 modules
MODULES = ("goat5_attacks", "goat5_battle", "goat5_chance", "goat5_flip", "goat5_forced",
           "goat5_m1_activated", "goat5_m1_protection", "goat5_position", "goat5_stats",
           "goat5_summon")


def _batch_codes() -> list[int]:
    """The passcodes named by the goat-m1 modules' constants, every one scripted, and the
    fillers."""
    return sorted(set(FILLERS) | module_codes(MODULES))


def _decks(i: int) -> list[Deck]:
    """Two 40-card decks drawn (seeded by ``i``) from 3 copies of every batch card and filler."""
    return split_decks(_batch_codes(), i, copies=3)


def test_goat5_cards_play_random_duels() -> None:
    """24 random duels, each deck 40 drawn from 3 copies of every batch card and filler."""
    cards = default_pool().cards
    assert len([c for c in _batch_codes() if not cards[c].is_extra]) >= 8
    random_duels(_decks)
