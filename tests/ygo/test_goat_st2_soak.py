"""The goat-st2 Spells & Traps in play: two 40-card decks made of the ``goat_st2_*.py`` cards (and
monsters their conditions name: a Reptile, a Dinosaur, a Level 7, a Flip monster, a Zombie)
play random duels under the goat profile with card conservation, views and options checked
along the way (``test_properties.play``), and duels between heuristic bots. A script that
breaks an invariant, hangs a duel or crashes fails here."""

from __future__ import annotations

from tests.ygo.test_goat_st_soak import _codes
from tests.ygo.test_properties import check_conservation, play, play_bots

from cardtable.bots.base import make_bot
from cardtable.core.rng import Rng
from cardtable.ygo.game import new_duel

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


def _deck(seed: int, cards: list[str]) -> dict[str, list[int]]:
    """20 monsters and the 20 ``cards``, the monsters rotated by ``seed``."""
    mons = _codes(MONSTERS)
    k = seed % len(mons)
    return {"main": [*((mons[k:] + mons[:k]) * 2)[:20], *_codes(cards)], "extra": []}


def test_goat_st2_cards_play_random_duels_without_breaking_invariants() -> None:
    for i in range(10):
        game = new_duel(_deck(i, CARDS_A), _deck(3 * i, CARDS_B), profile="goat", seed=i,
                        first=i % 2)
        play(game, Rng(i), 20000, checks=i % 2 == 0)
        assert game.result() is not None, i
        check_conservation(game.g)


def test_goat_st2_cards_with_the_heuristic_bot() -> None:
    for i in range(3):
        game = new_duel(_deck(i, CARDS_B), _deck(5 * i, CARDS_A), profile="goat",
                        seed=70 + i, first=i % 2)
        bots = [make_bot("ygo-heuristic", seed=i), make_bot("ygo-heuristic", seed=i + 3)]
        play_bots(game, bots)
        assert game.result() is not None, i
        check_conservation(game.g)
