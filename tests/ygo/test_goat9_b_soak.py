"""Random duels with Royal Oppression and Embodiment of Apophis (g9-b's session-9 cards) and the
cards they answer or meet, under the goat profile: card conservation after every duel (a Trap
Monster listed in the Spell & Trap Zone it holds included), every seat's view and options checked
in half of them (``tests/ygo/goat_soak.py``: hidden information, menus against "why not?"), and 3
heuristic-bot duels."""

from __future__ import annotations

from tests.ygo.goat_soak import Deck, bot_duels, random_duels, thinned

from cardtable.core.rng import Rng
from cardtable.ygo.effects.registry import load_scripts

load_scripts()

ROYAL_OPPRESSION = 93016201
EMBODIMENT_OF_APOPHIS = 28649820
#: 2 copies each: built-in Special Summons (Black Luster Soldier - Envoy, Chaos Sorcerer, Cyber
#: Dragon, Dark Necrofear) and LIGHT/DARK/Fiend bodies for them (Mystical Elf, Dark Elf);
#: effects that Special Summon (Monster Reborn, Call of the Haunted, Marauding Captain, D.D.
#: Warrior Lady); Trap negators (Jinzo, Royal Decree); Book of Moon, Mystical Space Typhoon, Heavy
#: Storm, Giant Trunade (a Trap Monster leaves or turns face-down); Battle Ox and Summoned Skull;
#: Solemn Judgment, Torrential Tribute; Axe of Despair; Snatch Steal and Creature Swap (control)
FILLERS = (72989439, 9596126, 70095154, 31829185, 15025844, 21417692, 83764718, 97077563,
           2460565, 7572887, 77585513, 51452091, 14087893, 5318639, 19613556, 42703248, 5053103,
           70781052, 41420027, 53582587, 40619825, 45986603, 31036355)


def _decks(i: int) -> list[Deck]:
    rng = Rng(900 + i)
    main = [ROYAL_OPPRESSION, EMBODIMENT_OF_APOPHIS] * 3
    return [{"main": thinned([*main, *FILLERS, *FILLERS], rng), "extra": []} for _ in (0, 1)]


def test_goat9_b_cards_play_random_duels() -> None:
    """24 random duels; each ends, cards are conserved, views and menus stay honest."""
    random_duels(_decks)


def test_goat9_b_cards_in_bot_duels() -> None:
    """3 heuristic-bot duels with the same decks."""
    bot_duels(_decks)
