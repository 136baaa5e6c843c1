"""Random duels with decks made of the goat-m2 batch 5 cards (the ``goat5_*.py`` modules of
:data:`MODULES`: every scripted card their constants name, plus the cards they call for:
Umi, The Sanctuary in the Sky and a few fillers) under the goat profile: card conservation
after every duel, every seat's view and options checked in half of them; and a few
heuristic-bot duels."""

from __future__ import annotations

from tests.ygo.goat_soak import Deck, bot_duels, module_codes, random_duels, split_decks

from cardtable.ygo.cards.scripted import is_scripted
from cardtable.ygo.effects.registry import load_scripts

load_scripts()

#: Umi, The Sanctuary in the Sky (while it is unscripted it is left out), Battle Ox, Celtic
#: Guardian, Mystical Elf, Sangan, Mystical Space Typhoon, Monster Reborn, Polymerization, Lady
#: of Faith, Skull Servant, Dark Blade (Kiryu's host), Kiryu
FILLERS = (22702055, 56433456, 5053103, 91152256, 15025844, 26202165, 5318639, 83764718,
           24094653, 17358176, 32274490, 11321183, 84814897)


#: goat-m2's goat5 modules (the other helpers' goat5 files have their own soaks)
MODULES = ("goat5_battlers", "goat5_face_down_peeks", "goat5_ignition", "goat5_lv",
           "goat5_spell_lock", "goat5_spirits", "goat5_static", "goat5_summoners", "goat5_toons",
           "goat5_triggers", "goat5_unions")


def _batch_codes() -> list[int]:
    """The passcodes named by goat-m2's goat5 modules' constants, every one scripted, and the
    scripted fillers."""
    return sorted({c for c in FILLERS if is_scripted(c)} | module_codes(MODULES))


def _decks(i: int) -> list[Deck]:
    """Two 40-card decks drawn (seeded by ``i``) from 2 copies of every batch card and filler."""
    return split_decks(_batch_codes(), i, copies=2)


def test_goat5_cards_play_random_duels() -> None:
    """24 random duels, each deck 40 drawn from 2 copies of every batch card and filler."""
    assert len(_batch_codes()) >= 40
    random_duels(_decks)


def test_goat5_cards_with_the_heuristic_bot() -> None:
    """3 duels between heuristic bots with the same decks."""
    bot_duels(_decks)
