"""Goat Spells & Traps batch 6 (``cards/scripts/goat_st_ritual_spells.py``): every Ritual Spell row
Ritual Summons its own Ritual Monster by tributing Levels adding up to its Level or more, and
cannot be activated without enough Levels (2005 texts: "Tribute monsters ... whose Levels add up
to N or more")."""

from __future__ import annotations

import pytest
from tests.ygo.test_goat_st_batches import activate, answer, game_of, options, settle

from cardtable.ygo.effects.pool import default_pool
from cardtable.ygo.effects.registry import load_scripts

load_scripts()

from cardtable.ygo.cards.scripts.goat_st_ritual_spells import RITUAL_SPELLS  # noqa: E402

FODDER = ["Summoned Skull", "Summoned Skull"]  # Level 6 each: 12 Levels, enough for 6-8


@pytest.mark.parametrize("spell", sorted(RITUAL_SPELLS))
def test_ritual_spell_row_summons_its_monster(spell: int) -> None:
    cards = default_pool().cards
    name, monster = cards[spell].name.en, cards[RITUAL_SPELLS[spell]]
    assert cards[spell].materials == (monster.code,)  # the row and the pool data agree
    game = game_of([{"hand": [name, monster.name.en], "monsters": FODDER[:1]}, {}])
    assert (not options(game, action="activate", name=name)) == (monster.level > 6)
    game = game_of([{"hand": [name, monster.name.en], "monsters": FODDER}, {}])
    activate(game, name)
    while game.pending() is not None:
        if options(game, action="card", name="Summoned Skull"):
            answer(game, action="card", name="Summoned Skull")
        elif options(game, action="choose", value=1):
            answer(game, action="choose", value=1)
        elif options(game, action="pass"):
            settle(game)
        else:
            break
    f = game.facts()
    assert monster.name.en in f["monsters.0"]
    need = 1 if monster.level <= 6 else 2  # Summoned Skulls tributed (Level 6 each)
    assert f["gy.0"].count("Summoned Skull") == need and name in f["gy.0"]
