"""Random duels with decks made of g6-ma's cards (the ``cards/scripts/goat6_ma_*.py`` modules
in :data:`MODULES`: the cards they name that are scripted) and fillers that meet their
mechanics (Umi for the Spell immunity, Soul Release and D.D. Warrior Lady for removals from
play, Trap Hole for the summon lock, a Level 3 Plant Normal Monster for Arcane Archer and
Emissary of the Oasis, Book of Moon / Dark Hole / Change of Heart / Axe of Despair as Spells the
immune monsters meet, Sangan for Ancient Gear Beast's negation), under the goat profile: card
conservation after every duel, every seat's view and options checked in half of them, and three
heuristic-bot duels."""

from __future__ import annotations

from tests.ygo.goat_soak import Deck, bot_duels, copied_decks, module_codes, random_duels

from cardtable.core.rng import Rng
from cardtable.ygo.effects.pool import default_pool
from cardtable.ygo.effects.registry import load_scripts

load_scripts()

#: Umi, Book of Moon, Dark Hole, Soul Release, D.D. Warrior Lady, Trap Hole, Sangan, Battle Ox,
#: Giant Soldier of Stone, Axe of Despair, Change of Heart, Kuriboh, Sakuretsu Armor, Green
#: Phantom King (a Level 3 Plant Normal Monster), Polymerization, Flame Manipulator
FILLERS = (22702055, 14087893, 53129443, 5758500, 7572887, 4206964, 26202165, 5053103,
           13039848, 40619825, 4031928, 40640057, 56120475, 22910685, 24094653, 34460851)
#: the Extra Deck: Flame Swordsman (Flame Manipulator + Masaki, for the Fusion substitutes)
EXTRA = [45231177]

MODULES = ("goat6_ma_unaffected", "goat6_ma_removed", "goat6_ma_locks", "goat6_ma_battle",
           "goat6_ma_continuous", "goat6_ma_declare", "goat6_ma_control",
           "goat6_ma_charmers", "goat6_ma_fusion", "goat6_ma_banisher",
           "goat6_ma_counters", "goat6_ma_equips",
           "goat6_ma_procs", "goat6_ma_pyro", "goat6_ma_position")


def _batch_codes() -> list[int]:
    return sorted(set(FILLERS) | module_codes(MODULES))


def _decks(i: int) -> list[Deck]:
    """Two 40-card decks drawn (seeded by ``i``) from 2 copies of every batch card and filler."""
    cards = default_pool().cards
    codes = _batch_codes()
    main = [c for c in codes if not cards[c].is_extra]
    return copied_decks(main, Rng(600 + i), extra=EXTRA)


def test_goat6_ma_cards_play_random_duels() -> None:
    """24 random duels: each ends, cards are conserved, views and options checked in half."""
    assert len(module_codes(MODULES)) >= 26
    random_duels(_decks)


def test_goat6_ma_cards_play_bot_duels() -> None:
    """Three heuristic-bot duels with the same decks: each ends, cards are conserved."""
    bot_duels(_decks)
