"""Random duels with decks made of g8-t's session-8 cards (every ``goat8_t_*.py`` module's
scripted passcodes, tokens left out) and cards for them to act on, under the goat profile: card
conservation after every duel, every seat's view and options checked in half of them
(``tests/ygo/goat_soak.py``), and 3 heuristic-bot duels."""

from __future__ import annotations

from tests.ygo.goat_soak import (
    Deck,
    bot_duels,
    module_codes,
    prefixed_modules,
    random_duels,
    thinned,
)

from cardtable.core.rng import Rng
from cardtable.ygo.cards import constants as C
from cardtable.ygo.effects.pool import default_pool
from cardtable.ygo.effects.registry import load_scripts

load_scripts()

#: cards for the batch to act on (2 copies each): Battle Ox and Summoned Skull (bodies to copy,
#: to take and to attack with), Sangan, Graceful Charity and Card Destruction (discards: Forced
#: Requisition), Pot of Greed, Mystical Space Typhoon, Monster Reborn (a borrowed monster:
#: Remove Brainwashing), Change of Heart (a control taker: Spatial Collapse, Remove Brainwashing),
#: Final Countdown (Pyro Clock), Barrel Dragon and Time Wizard (coin tosses: Second Coin Toss)
FILLERS = (5053103, 70781052, 26202165, 79571449, 72892473, 55144522, 5318639, 83764718, 4031928,
           95308449, 81480460, 71625222)


def _codes() -> list[int]:
    cards = default_pool().cards
    return sorted(module_codes(prefixed_modules("goat8_t_"),
                               keep=lambda c: not cards[c].type & C.TOKEN
                               and not cards[c].is_extra))


def _decks(i: int) -> list[Deck]:
    main = _codes()
    rng = Rng(i)
    return [{"main": thinned([*main, *main, *FILLERS, *FILLERS], rng), "extra": []}
            for _ in (0, 1)]


def test_goat8_t_cards_play_random_duels() -> None:
    """24 random duels with the batch cards; each ends, cards are conserved."""
    assert len(_codes()) >= 9
    random_duels(_decks)


def test_goat8_t_cards_in_bot_duels() -> None:
    """3 heuristic-bot duels with the same decks."""
    bot_duels(_decks)
