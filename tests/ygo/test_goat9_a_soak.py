"""Random duels with decks made of g9-a's session-9 cards (Dice Re-Roll, Spirit Elimination)
and the cards they act on — every kind of die roll the shared roll step handles (in a link:
Graceful Dice, Skull Dice, Roulette Barrel, Dice Jar; a Standby hook: Needle Wall, Blind
Destruction; an Archfiend's roll: Skull Archfiend of Lightning with Book of Moon) and Graveyard
removers routed through the shared removal step (Dark Necrofear, Chaos Sorcerer, Soul Release,
Bazoo the Soul-Eater) or refused (Book of Life), with Fiends, LIGHT / DARK monsters and
Scapegoat's Tokens to remove — under the goat profile: card conservation after every duel,
every seat's view and options checked in half of them (``tests/ygo/goat_soak.py``), and 3
heuristic-bot duels."""

from __future__ import annotations

from tests.ygo.goat_soak import Deck, bot_duels, random_duels, thinned

from cardtable.core.rng import Rng
from cardtable.ygo.effects.pool import default_pool
from cardtable.ygo.effects.registry import load_scripts

load_scripts()

NAMES = ("Dice Re-Roll", "Spirit Elimination", "Graceful Dice", "Skull Dice", "Roulette Barrel",
         "Dice Jar", "Needle Wall", "Blind Destruction", "Skull Archfiend of Lightning",
         "Book of Moon", "Dark Necrofear", "Chaos Sorcerer", "Soul Release",
         "Bazoo the Soul-Eater", "Book of Life", "Feral Imp", "Summoned Skull", "Mystical Elf",
         "Scapegoat", "Armored Zombie")


def _codes() -> list[int]:
    by_name = {cd.name.en: code for code, cd in default_pool().cards.items()}
    return [by_name[n] for n in NAMES]


def _decks(i: int) -> list[Deck]:
    main = _codes()
    rng = Rng(i)
    return [{"main": thinned([*main, *main], rng), "extra": []} for _ in (0, 1)]


def test_goat9_a_cards_play_random_duels() -> None:
    """24 random duels with the batch cards; each ends, cards are conserved."""
    random_duels(_decks)


def test_goat9_a_cards_in_bot_duels() -> None:
    """3 heuristic-bot duels with the same decks."""
    bot_duels(_decks)
