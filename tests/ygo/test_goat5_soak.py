"""Random duels with decks made of the goat-t batches' cards (``GOAT_T_MODULES`` and the
``goat5_t_*.py`` modules: the cards and the cards they name, e.g. Huge Revolution's three
monsters) and monsters for them to act on, under the goat profile: card conservation after
every duel, every seat's view and options checked in half of them."""

from __future__ import annotations

import pkgutil

from tests.ygo.goat_soak import Deck, module_codes, random_duels, thinned

import cardtable.ygo.cards.scripts as scripts
from cardtable.core.rng import Rng
from cardtable.ygo.effects.pool import default_pool
from cardtable.ygo.effects.registry import load_scripts

load_scripts()

#: monsters and Spells for the Traps to act on (2 copies each): Command Knight, Man-Eater Bug,
#: Luster Dragon, Sangan, Battle Ox, Mystical Elf, Summoned Skull, Archfiend Marmot of
#: Nefariousness, Magician of Faith, Pot of Greed, Scapegoat (Tokens), Axe of Despair (an Equip
#: Spell), Polymerization with Flame Manipulator and Masaki the Legendary Swordsman for Flame
#: Swordsman (Fusion Deck), Umi (for Tornado Wall), Amazoness Fighter (for Amazoness Archers)
FILLERS = (10375182, 54652250, 11091375, 26202165, 5053103, 15025844, 70781052, 75889523,
           31560081, 55144522, 73915051, 40619825, 24094653, 34460851, 44287299, 22702055,
           55821894)
EXTRA = (45231177,)


#: goat-t's modules of the first batches (later ones are named ``goat5_t_*``); the other
#: ``goat5_*`` modules are other helpers' batches, with soaks of their own
GOAT_T_MODULES = frozenset({
    "goat5_monster_negation", "goat5_removal_traps", "goat5_attack_traps", "goat5_hand_deck_gy",
    "goat5_locks", "goat5_continuous_traps", "goat5_archfiend_and_fortune",
    "goat5_equip_negation", "goat5_coin_traps", "goat5_positions", "goat5_battle_damage_traps",
    "goat5_spell_trap_negation"})


def _batch_codes() -> list[int]:
    """The passcodes named by goat-t's modules' constants, every one scripted."""
    names = [m.name for m in pkgutil.iter_modules(scripts.__path__)
             if m.name in GOAT_T_MODULES or m.name.startswith("goat5_t_")]
    return sorted(module_codes(names))


def _decks(i: int) -> list[Deck]:
    """Two 40-card decks drawn (seeded by ``i``) from 1 copy of every batch card and 2 of every
    filler."""
    cards = default_pool().cards
    main = [c for c in _batch_codes() if not cards[c].is_extra]
    rng = Rng(i)
    return [{"main": thinned([*main, *FILLERS, *FILLERS], rng), "extra": list(EXTRA)}
            for _ in (0, 1)]


def test_goat5_cards_play_random_duels() -> None:
    """24 random duels, each deck 40 cards drawn from 1 copy of every batch card and 2 of every
    filler."""
    cards = default_pool().cards
    assert len([c for c in _batch_codes() if not cards[c].is_extra]) >= 30
    random_duels(_decks)
