"""Random duels with decks made of g7-t's session-7 cards (every ``goat7_t_*.py`` module's
scripted passcodes) and cards for them to act on, under the goat profile: card conservation after
every duel, every seat's view and options checked in half of them (``tests/ygo/goat_soak.py``),
and 3 heuristic-bot duels."""

from __future__ import annotations

from tests.ygo.goat_soak import (
    bot_duels,
    module_codes,
    prefixed_decks,
    prefixed_modules,
    random_duels,
)

from cardtable.ygo.effects.registry import load_scripts

load_scripts()

#: cards for the batch to act on (2 copies each): Summoned Skull, Battle Ox, Kuriboh, Giant
#: Soldier of Stone, Sangan, Mystic Tomato, Skull Servant (a Level 1 Normal: Human-Wave
#: Tactics), Royal Magical Library (Spell Counters), White Ninja (Ninjitsu Art of Decoy), Monk
#: Fighter (Lone Wolf), Silver Fang (Beast Soul Swap), Pot of Greed (Muko, Anti-Spell, Tower of
#: Babel), Mystical Space Typhoon (Gust, Driving Snow), Ookazi (Pikeru's Circle), Messenger of
#: Peace and Banner of Courage (Continuous Spells: Spell Purification, Mystic Probe), Yami (World
#: Suppression)
FILLERS = (70781052, 5053103, 40640057, 13039848, 26202165, 83011277, 32274490, 70791313,
           1571945, 3810071, 90357090, 55144522, 5318639, 19523799, 44656491, 10012614, 59197169)


def _batch_codes() -> list[int]:
    """The passcodes named by g7-t's session-7 modules' constants, every one scripted."""
    return sorted(module_codes(prefixed_modules("goat7_t_")))


_decks = prefixed_decks("goat7_t_", FILLERS)


def test_goat7_t_cards_play_random_duels() -> None:
    """24 random duels with the batch cards; each ends, cards are conserved."""
    assert len(_batch_codes()) >= 30
    random_duels(_decks)


def test_goat7_t_cards_in_bot_duels() -> None:
    """3 heuristic-bot duels with the same decks."""
    bot_duels(_decks)
