"""Random duels with decks made of the g6-s cards (every ``goat6_s_*`` script module's cards and
the monsters their texts name) under the goat profile: card conservation after every duel,
every seat's view and options checked in half of them; and heuristic-bot duels."""

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

#: monsters and cards the batch cards ask for: Gradius (Cyclon Laser), Jinzo (Amplifier),
#: Sealmaster Meisei (the Talismans), Gaia The Fierce Knight and Swift Gaia (Spiral Spear
#: Strike), Inaba White Rabbit (a Spirit), Flame Manipulator and Masaki (Flame Swordsman's
#: materials; Flame Manipulator is a small Normal for Sword of the Soul-Eater), Battle Ox,
#: Sangan, Summoned Skull, Gemini Elf, Axe of Despair (Fairy of the Spring), Polymerization
FILLERS = (10992251, 77585513, 2468169, 6368038, 16589042, 77084837, 34460851, 44287299,
           5053103, 26202165, 70781052, 69140098, 40619825, 24094653)
#: Fusion Deck: Flame Swordsman, Gaia the Dragon Champion
EXTRA = (45231177, 66889139)


def _batch_codes() -> list[int]:
    """The passcodes named by the ``goat6_s_*`` modules' constants, every one scripted, tokens
    and Fusion Deck cards left out, and the fillers."""
    cards = default_pool().cards
    return sorted(set(FILLERS) | module_codes(
        prefixed_modules("goat6_s_"),
        lambda c: not cards[c].type & C.TOKEN and not cards[c].is_extra))


def _decks(i: int) -> list[Deck]:
    """Two 40-card decks drawn (seeded by ``i``) from 2 copies of every batch card and filler."""
    codes = _batch_codes()
    return copied_decks(codes, Rng(i), extra=EXTRA)


def test_g6_s_cards_play_random_duels() -> None:
    """24 random duels, each deck 40 of 2 copies of every batch card and filler."""
    assert len(_batch_codes()) >= 40
    random_duels(_decks)


def test_g6_s_cards_with_the_heuristic_bot() -> None:
    """3 duels between heuristic bots with the same kind of decks."""
    bot_duels(_decks)
