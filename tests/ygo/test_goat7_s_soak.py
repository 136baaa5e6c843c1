"""Random duels with decks made of the g7-s cards (every ``goat7_s_*`` script module's cards and
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

#: monsters and cards the batch cards ask for (by name: Kaminote Blow's fighters, the Ritual
#: Monsters of Contract with the Abyss / Earth Chant, a WATER Level 5 for A Legendary Ocean,
#: Warriors and Dragons for Sword of Dragon's Soul, Normal Monsters, Equip Spells for Morale
#: Boost, discarding cards for Blessings of the Nile, an Amazoness for Amazoness Spellcaster)
FILLER_NAMES = ("Chu-Ske the Mouse Fighter", "Monk Fighter", "Dokurorider",
                "Performance of Sword", "Bottom Dweller", "Celtic Guardian",
                "Blue-Eyes White Dragon", "Skull Servant", "Mystical Elf", "Battle Ox",
                "Summoned Skull", "Amazoness Fighter", "Axe of Despair", "Delinquent Duo",
                "Sangan", "Winged Minion", "Mystical Space Typhoon")


def _batch_codes() -> list[int]:
    """The passcodes named by the ``goat7_s_*`` modules' constants, every one scripted, tokens
    and Fusion Deck cards left out, and the fillers."""
    pool = default_pool()
    cards = pool.cards
    by_name = {cd.name.en: code for code, cd in cards.items()}
    fillers = {by_name[n] for n in FILLER_NAMES}
    return sorted(fillers | module_codes(
        prefixed_modules("goat7_s_"),
        lambda c: not cards[c].type & C.TOKEN and not cards[c].is_extra))


def _decks(i: int) -> list[Deck]:
    """Two 40-card decks drawn (seeded by ``i``) from 2 copies of every batch card and filler."""
    codes = _batch_codes()
    return copied_decks(codes, Rng(i))


def test_g7_s_cards_play_random_duels() -> None:
    """24 random duels, each deck 40 of 2 copies of every batch card and filler."""
    assert len(_batch_codes()) >= 40
    random_duels(_decks)


def test_g7_s_cards_with_the_heuristic_bot() -> None:
    """3 duels between heuristic bots with the same kind of decks."""
    bot_duels(_decks)
