"""Random duels with decks made of the goat-s batches' cards (the ``MODULES`` below: the cards
and the monsters their conditions name, e.g. Dark Magician for Knight's Title) under the goat
profile: card conservation after every duel, every seat's view and options checked in half."""

from __future__ import annotations

from tests.ygo.goat_soak import Deck, bot_duels, copied_decks, module_codes, random_duels

from cardtable.core.rng import Rng
from cardtable.ygo.cards import constants as C
from cardtable.ygo.effects.pool import default_pool
from cardtable.ygo.effects.registry import load_scripts

load_scripts()

#: monsters the batch cards ask for: Battle Ox, Insect Knight, Pyramid Turtle (Zombie), Shining
#: Angel (Fairy), Basic Insect (Level 2 Normal), Ninja Grandmaster Sasuke ("Ninja"), Susa Soldier
#: (Spirit), Jinzo #7 (Machine, 500 ATK), Silver Fang (Beast), 7 Colored Fish (WATER), Thousand-Eyes
#: Idol (Level 1 Normal), Celtic Guardian (Warrior), Sangan, Summoned Skull; batch 5: Don Zaloog
#: and Dark Scorpion Burglars, Armed Dragon LV3/LV5, Reshef the Dark Being, Pitch-Dark Dragon;
#: Harpie Lady (Harpies' Hunting Ground), Monk Fighter (Legendary Black Belt)
FILLERS = (5053103, 35052053, 77044671, 95956346, 89091579, 4041838, 40473581, 32809211,
           90357090, 23771716, 27125110, 91152256, 26202165, 70781052, 76922029, 40933924,
           980973, 46384672, 62420419, 47415292, 76812113, 3810071)
#: the goat-s helper's script modules (the other helpers' goat5_* files have their own soaks)
MODULES = ("goat5_summon_spells", "goat5_removal_spells", "goat5_equips", "goat5_continuous",
           "goat5_stat_spells", "goat5_tokens", "goat5_revival_equips", "goat5_peeks",
           "goat5_draw_spells", "goat5_lingering")
#: Fusion Deck: Gaia the Dragon Champion (Re-Fusion)
EXTRA = (66889139,)


def _batch_codes() -> list[int]:
    """The passcodes named by the ``MODULES``' constants, every one scripted, tokens and Fusion
    Deck cards left out (they are not Main Deck cards), and the fillers."""
    cards = default_pool().cards
    return sorted(set(FILLERS) | module_codes(
        MODULES, lambda c: not cards[c].type & C.TOKEN and not cards[c].is_extra))


def _decks(i: int) -> list[Deck]:
    """Two 40-card decks drawn (seeded by ``i``) from 3 copies of every batch card and filler."""
    codes = _batch_codes()
    return copied_decks(codes, Rng(i), 3, EXTRA)


def test_goat_s_cards_play_random_duels() -> None:
    """24 random duels, each deck 40 of 3 copies of every batch card and filler."""
    assert len(_batch_codes()) >= 50
    random_duels(_decks)


def test_goat_s_cards_with_the_heuristic_bot() -> None:
    """3 duels between heuristic bots with the same kind of decks."""
    bot_duels(_decks)
