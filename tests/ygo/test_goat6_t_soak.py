"""Random duels with decks made of g6-t's session-6 Traps (every ``goat6_t_*.py`` module's
cards) and cards for them to act on, under the goat profile: card conservation after every
duel, every seat's view and options checked in half of them (``tests/ygo/goat_soak.py``)."""

from __future__ import annotations

import pkgutil

from tests.ygo.goat_soak import Deck, bot_duels, module_codes, random_duels, thinned

import cardtable.ygo.cards.scripts as scripts
from cardtable.core.rng import Rng
from cardtable.ygo.effects.pool import default_pool
from cardtable.ygo.effects.registry import load_scripts

load_scripts()

#: cards for the Traps to act on (2 copies each): Summoned Skull (a DARK Fiend with 2000+ ATK:
#: Deck Devastation Virus, Bark of Dark Ruler), Battle Ox, Kuriboh, Giant Soldier of Stone (Cross
#: Counter, Shift), Amazoness Swords Woman (Dramatic Rescue), Elemental HERO Avian (Hero Signal),
#: Fire Princess, Harpie Lady and 7 Colored Fish (Fuh-Rin-Ka-Zan's Attributes), Sangan, Mystic
#: Tomato; Book of Moon and Change of Heart (targets for the Hand Mirrors and Shift), Mystical
#: Space Typhoon (Fiend's Hand Mirror, Blast with Chain), Ookazi, Hinotama and Ring of
#: Destruction (damage for Barrel Behind the Door and Trap of Board Eraser, destruction for
#: Michizure), Axe of Despair (Arsenal Robber), Pot of Greed
FILLERS = (70781052, 5053103, 40640057, 13039848, 94004268, 21844576, 64752646, 76812113,
           23771716, 26202165, 83011277, 14087893, 4031928, 5318639, 19523799, 46130346,
           83555666, 40619825, 55144522)


def _batch_codes() -> list[int]:
    """The passcodes named by g6-t's session-6 modules' constants, every one scripted."""
    names = [m.name for m in pkgutil.iter_modules(scripts.__path__)
             if m.name.startswith("goat6_t_")]
    return sorted(module_codes(names))


def _decks(i: int) -> list[Deck]:
    """Two 40-card decks drawn (seeded by ``i``) from 2 copies of every batch card and 2 of
    every filler."""
    cards = default_pool().cards
    main = [c for c in _batch_codes() if not cards[c].is_extra]
    rng = Rng(i)
    return [{"main": thinned([*main, *main, *FILLERS, *FILLERS], rng), "extra": []}
            for _ in (0, 1)]


def test_goat6_t_cards_play_random_duels() -> None:
    """24 random duels with the batch cards; each ends, cards are conserved."""
    assert len(_batch_codes()) >= 19
    random_duels(_decks)


def test_goat6_t_cards_in_bot_duels() -> None:
    """3 heuristic-bot duels with the same decks."""
    bot_duels(_decks)
