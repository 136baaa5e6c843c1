"""The goat-st2 Spells & Traps in play: two 40-card decks made of the ``goat_st2_*.py`` cards (and
monsters their conditions name: a Reptile, a Dinosaur, a Level 7, a Flip monster, a Zombie)
play random duels under the goat profile with card conservation, views and options checked
along the way (``test_properties.play``), and duels between heuristic bots (the loops:
``tests/ygo/goat_soak.py``). A script that breaks an invariant, hangs a duel or crashes fails
here."""

from __future__ import annotations

from tests.ygo.goat_soak import Deck, bot_duels, random_duels
from tests.ygo.test_goat_st_soak import _codes

MONSTERS = ["Gagagigo", "Frostosaurus", "Dark Magician", "Man-Eater Bug", "Pyramid Turtle",
            "Sangan", "Battle Ox", "Summoned Skull", "Kuriboh", "Mokey Mokey",
            "Witch of the Black Forest", "Giant Soldier of Stone"]
CARDS_A = ["Riryoku Field", "Spell Shield Type-8", "Tutan Mask", "Thunder of Ruler", "Time Seal",
           "Penalty Game!", "Self-Destruct Button", "Return from the Different Dimension",
           "Soul Resurrection", "The Spell Absorbing Life", "Type Zero Magic Crusher",
           "Skull Lair", "White Hole", "The Regulation of Tribe", "Pot of Greed", "Dark Hole",
           "Snatch Steal", "Book of Moon", "Mystical Space Typhoon", "Graceful Charity"]
CARDS_B = ["Riryoku", "Ultra Evolution Pill", "Tribute Doll", "Vengeful Bog Spirit",
           "The Secret of the Bandit", "Toon Table of Contents", "Secret Pass to the Treasures",
           "Seal of the Ancients", "Soul Reversal", "Spellbook Organization", "Stumbling",
           "Toll", "Mind Wipe", "Skull Lair", "Soul Resurrection", "Dark Hole",
           "Pot of Greed", "Book of Moon", "Snatch Steal", "Mystical Space Typhoon"]
BOT_SEEDS = 70  # the bot duels' seeds are 70 + i


def _deck(seed: int, cards: list[str]) -> Deck:
    """20 monsters and the 20 ``cards``, the monsters rotated by ``seed``."""
    mons = _codes(MONSTERS)
    k = seed % len(mons)
    return {"main": [*((mons[k:] + mons[:k]) * 2)[:20], *_codes(cards)], "extra": []}


def _random_decks(i: int) -> list[Deck]:
    return [_deck(i, CARDS_A), _deck(3 * i, CARDS_B)]


def _bot_decks(seed: int) -> list[Deck]:
    i = seed - BOT_SEEDS
    return [_deck(i, CARDS_B), _deck(5 * i, CARDS_A)]


def test_goat_st2_cards_play_random_duels_without_breaking_invariants() -> None:
    random_duels(_random_decks, n=10, rng_base=0)


def test_goat_st2_cards_with_the_heuristic_bot() -> None:
    bot_duels(_bot_decks, n=3, seed_base=BOT_SEEDS, partner=3)
