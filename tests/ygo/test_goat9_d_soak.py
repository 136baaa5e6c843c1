"""Random duels with decks made of the g9-d cards (Crimson Sentry, Insect Princess, Firebird,
Disc Fighter: every ``goat9_d_*`` script module's cards) and the cards they meet: Insects and
Winged Beasts, 2000-DEF walls, Final Attack Orders, Micro Ray, The Reliable Guardian, DNA
Surgery, Crass Clown, Change of Heart, Book of Moon, monster destroyers; under the goat profile:
card conservation after every duel, every seat's view and options checked in half of them; and
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

FILLER_NAMES = ("Basic Insect", "Skull Red Bird", "Harpie Lady", "Giant Soldier of Stone",
                "Big Shield Gardna", "Battle Ox", "Final Attack Orders", "Micro Ray",
                "The Reliable Guardian", "DNA Surgery", "Crass Clown", "Change of Heart",
                "Book of Moon", "Mirror Force", "Sasuke Samurai", "Smashing Ground",
                "Monster Reborn")


def _batch_codes() -> list[int]:
    """The passcodes named by the ``goat9_d_*`` modules' constants (scripted, no tokens or Fusion
    Deck cards) and the fillers."""
    pool = default_pool()
    cards = pool.cards
    by_name = {cd.name.en: code for code, cd in cards.items()}
    fillers = {by_name[n] for n in FILLER_NAMES}
    return sorted(fillers | module_codes(
        prefixed_modules("goat9_d_"),
        lambda c: not cards[c].type & C.TOKEN and not cards[c].is_extra))


def _decks(i: int) -> list[Deck]:
    """Two 40-card decks drawn (seeded by ``i``) from 3 copies of every batch card and filler."""
    return copied_decks(_batch_codes(), Rng(i), copies=3)


def test_g9_d_cards_play_random_duels() -> None:
    """24 random duels, each deck 40 of 3 copies of every batch card and filler."""
    assert len(_batch_codes()) >= 21
    random_duels(_decks)


def test_g9_d_cards_with_the_heuristic_bot() -> None:
    """3 duels between heuristic bots with the same kind of decks."""
    bot_duels(_decks)
