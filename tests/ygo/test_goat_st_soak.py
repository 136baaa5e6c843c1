"""The Goat Spells & Traps batches in play: two 40-card decks made of the ``goat_st_*.py`` cards
(and the monsters their conditions name) play random duels under the goat profile with card
conservation, views and options checked along the way (``test_properties.play``), and duels
between heuristic bots (the loops: ``tests/ygo/goat_soak.py``). A script that breaks an
invariant, hangs a duel or crashes fails here."""

from __future__ import annotations

from tests.ygo.goat_soak import Deck, bot_duels, random_duels

from cardtable.ygo.effects.pool import default_pool

MONSTERS = ["Dark Magician", "Dark Magician Girl", "Blue-Eyes White Dragon", "Luster Dragon",
            "Ryu-Ran", "Luster Dragon #2", "Charcoal Inpachi",
            "Ojama Green", "Ojama Yellow", "Ojama Black", "Gravekeeper's Spy", "Buster Blader",
            "Mechanicalchaser", "Petit Angel", "Gazelle the King of Mythical Beasts",
            "Blazing Inpachi", "Mystical Elf", "Battle Ox", "Celtic Guardian", "Kuriboh",
            "Sangan", "Giant Soldier of Stone", "Summoned Skull", "Performance of Sword"]
SPELLS_A = ["Card of Safe Return", "Dragged Down into the Grave", "Serial Spell", "Raimei",
            "Meteor of Destruction", "Gryphon's Feather Duster", "Thunder Crash", "Chaos Greed",
            "Terraforming", "Emblem of Dragon Destroyer", "Salvage", "The Cheerful Coffin",
            "Final Destiny", "Dark Magic Attack", "Hammer Shot", "Reasoning", "Monster Gate",
            "Ritual Weapon", "Mask of Brutality", "Paralyzing Potion", "Gravity Axe - Grarl",
            "The A. Forces", "Yellow Luster Shield", "Goblin Thief", "Restructer Revolution",
            "Malice Dispersion", "Stamping Destruction", "Thousand Knives", "Sage's Stone",
            "Battery Charger", "Commencement Dance", "Dimension Fusion", "Limiter Removal",
            "Release Restraint", "Dragon's Gunfire", "Burst Stream of Destruction",
            "Gather Your Mind", "Pyramid Energy", "The Dark Door", "Share the Pain"]
TRAPS_B = ["Gift of The Mystical Elf", "Numinous Healer", "Eatgaboon", "Dark Mirror Force",
           "Trap Jammer", "Spell-Stopping Statute", "D.D. Dynamite", "Solar Ray",
           "Rock Bombardment", "Minor Goblin Official", "Disappear", "Ray of Hope",
           "Backup Soldier", "Rite of Spirit", "Really Eternal Rest", "Armor Break",
           "Royal Surrender", "Gryphon Wing", "House of Adhesive Tape", "Windstorm of Etaqua",
           "Needle Ceiling", "Magic Drain", "Graverobber's Retribution", "Chain Disappearance",
           "Call of the Grave", "Snake Fang", "Disturbance Strategy", "Acid Trap Hole",
           "Curse of Aging", "Spirit Barrier", "Hallowed Life Barrier", "Good Goblin Housekeeping",
           "Backfire", "Coffin Seller", "Magical Thorn", "Skull Invitation", "Robbin' Goblin",
           "Robbin' Zombie", "A Hero Emerges", "Blasting the Ruins", "Forced Ceasefire"]
BOT_SEEDS = 50  # the bot duels' seeds are 50 + i


def _codes(names: list[str]) -> list[int]:
    by_name = {cd.name.en: c for c, cd in default_pool().cards.items()}
    return [by_name[n] for n in names]


def _deck(seed: int, spells: list[str]) -> Deck:
    """20 monsters and 20 of ``spells`` (one copy each, rotated by ``seed``)."""
    mons = _codes(MONSTERS)
    st = _codes(spells)
    k = seed % len(st)
    return {"main": [*(mons * 2)[:20], *(st[k:] + st[:k])[:20]], "extra": []}


def _random_decks(i: int) -> list[Deck]:
    return [_deck(i, SPELLS_A + TRAPS_B[:4]), _deck(3 * i, TRAPS_B)]


def _bot_decks(seed: int) -> list[Deck]:
    i = seed - BOT_SEEDS
    return [_deck(i, TRAPS_B), _deck(5 * i, SPELLS_A)]


def test_goat_st_cards_play_random_duels_without_breaking_invariants() -> None:
    random_duels(_random_decks, n=16, rng_base=0)


def test_goat_st_cards_with_the_heuristic_bot() -> None:
    bot_duels(_bot_decks, n=4, seed_base=BOT_SEEDS, partner=3)
