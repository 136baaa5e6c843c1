"""Random duels with decks made of the goat-m1 batches' cards (the ``cards/scripts/goat5_*.py``
modules listed in :data:`MODULES`: the cards and the scripted cards they name) under the goat
profile: card conservation after every duel, every seat's view and options checked in half of
them. (Other helpers' goat5 modules have their own soaks.)"""

from __future__ import annotations

import importlib
import pkgutil

from tests.ygo.test_properties import check_conservation, play

import cardtable.ygo.cards.scripts as scripts
from cardtable.core.rng import Rng
from cardtable.ygo.cards.scripted import is_scripted
from cardtable.ygo.effects.pool import default_pool
from cardtable.ygo.effects.registry import load_scripts
from cardtable.ygo.game import new_duel

load_scripts()

#: fillers so battles happen and the cards' conditions meet their kinds: Battle Ox, Celtic
#: Guardian (a Warrior), Mystical Elf, Giant Soldier of Stone, Sangan, Axe of Despair (an Equip
#: Spell), Mirror Force (a Trap), Feral Imp (a Fiend)
FILLERS = (5053103, 91152256, 15025844, 13039848, 26202165, 40619825, 44095762, 41392891)


#: the goat-m1 modules
MODULES = ("goat5_attacks", "goat5_battle", "goat5_chance", "goat5_flip", "goat5_forced",
           "goat5_m1_activated", "goat5_m1_protection", "goat5_position", "goat5_stats",
           "goat5_summon")


def _batch_codes() -> list[int]:
    """The passcodes named by the goat-m1 modules' constants, every one scripted."""
    cards = default_pool().cards
    out: set[int] = set(FILLERS)
    for m in pkgutil.iter_modules(scripts.__path__):
        if m.name in MODULES:
            mod = importlib.import_module(f"{scripts.__name__}.{m.name}")
            out.update(v for k, v in vars(mod).items() if k.isupper() and isinstance(v, int)
                       and not isinstance(v, bool) and v in cards and is_scripted(v))
    return sorted(out)


def test_goat5_cards_play_random_duels() -> None:
    """24 random duels, each deck 40 drawn from 3 copies of every batch card and filler."""
    codes = _batch_codes()
    cards = default_pool().cards
    main = [c for c in codes if not cards[c].is_extra]
    extra = [c for c in codes if cards[c].is_extra]
    assert len(main) >= 8
    for i in range(24):
        rng = Rng(i)
        decks = []
        for _ in (0, 1):
            deck = [c for c in main for _ in range(3)]
            while len(deck) > 40:
                deck.pop(rng.below(len(deck)))
            decks.append({"main": deck, "extra": extra})
        game = new_duel(decks[0], decks[1], profile="goat", seed=i, first=i % 2)
        play(game, Rng(1000 + i), 20000, checks=i % 2 == 0)
        assert game.result() is not None, i
        check_conservation(game.g)
