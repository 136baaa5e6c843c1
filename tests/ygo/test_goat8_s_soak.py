"""Random duels with decks made of the g8-s cards (every ``goat8_s_*`` script module's cards and
the cards they name or need: Archfiends for Falling Down, Warriors and Machines for Weapon
Change, Dark Blade and its Union Kiryu for Combination Attack, Set Traps for Bait Doll, Spells for
Double Spell, monster destroyers for My Body as a Shield, high-Level monsters for Cost Down)
under the goat profile: card conservation after every duel, every seat's view and options
checked in half of them (the face-up Deck tops of Convulsion of Nature among them); and
heuristic-bot duels."""

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

FILLER_NAMES = ("Archfiend Soldier", "Summoned Skull", "Blue-Eyes White Dragon", "Battle Ox",
                "Celtic Guardian", "Giant Soldier of Stone", "Mystical Elf", "Dark Blade",
                "Kiryu", "Mirror Force", "Dust Tornado", "Trap Hole", "Pot of Greed",
                "Dark Hole", "Snatch Steal", "Mystical Space Typhoon", "Sangan")


def _batch_codes() -> list[int]:
    """The passcodes named by the ``goat8_s_*`` modules' constants (scripted, no tokens or Fusion
    Deck cards) and the fillers."""
    pool = default_pool()
    cards = pool.cards
    by_name = {cd.name.en: code for code, cd in cards.items()}
    fillers = {by_name[n] for n in FILLER_NAMES}
    return sorted(fillers | module_codes(
        prefixed_modules("goat8_s_"),
        lambda c: not cards[c].type & C.TOKEN and not cards[c].is_extra))


def _decks(i: int) -> list[Deck]:
    """Two 40-card decks drawn (seeded by ``i``) from 3 copies of every batch card and filler."""
    return copied_decks(_batch_codes(), Rng(i), copies=3)


def test_g8_s_cards_play_random_duels() -> None:
    """24 random duels, each deck 40 of 3 copies of every batch card and filler."""
    assert len(_batch_codes()) >= 28
    random_duels(_decks)


def test_g8_s_cards_with_the_heuristic_bot() -> None:
    """3 duels between heuristic bots with the same kind of decks."""
    bot_duels(_decks)
