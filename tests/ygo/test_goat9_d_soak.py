"""Random duels with decks made of the g9-d cards (Crimson Sentry, Insect Princess, Firebird,
Disc Fighter: every ``goat9_d_*`` script module's cards) and the cards they meet: Insects and
Winged Beasts, 2000-DEF walls, Final Attack Orders, Micro Ray, The Reliable Guardian, DNA
Surgery, Crass Clown, Change of Heart, Book of Moon, monster destroyers; under the goat profile:
card conservation after every duel, every seat's view and options checked in half of them; and
heuristic-bot duels."""

from __future__ import annotations

from tests.ygo.goat_soak import bot_duels, prefixed_decks, random_duels

from cardtable.ygo.effects.pool import default_pool
from cardtable.ygo.effects.registry import load_scripts

load_scripts()

FILLER_NAMES = ("Basic Insect", "Skull Red Bird", "Harpie Lady", "Giant Soldier of Stone",
                "Big Shield Gardna", "Battle Ox", "Final Attack Orders", "Micro Ray",
                "The Reliable Guardian", "DNA Surgery", "Crass Clown", "Change of Heart",
                "Book of Moon", "Mirror Force", "Sasuke Samurai", "Smashing Ground",
                "Monster Reborn")
_BY_NAME = {cd.name.en: code for code, cd in default_pool().cards.items()}
#: two 40-card decks of 2 copies of each g9-d card and filler, thinned at random
_decks = prefixed_decks("goat9_d_", tuple(_BY_NAME[n] for n in FILLER_NAMES))


def test_g9_d_cards_play_random_duels() -> None:
    """24 random duels, each deck 40 of 2 copies of every batch card and filler."""
    assert len(_decks(0)[0]["main"]) == 40
    random_duels(_decks)


def test_g9_d_cards_with_the_heuristic_bot() -> None:
    """3 duels between heuristic bots with the same kind of decks."""
    bot_duels(_decks)
