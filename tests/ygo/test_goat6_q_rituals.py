"""Goat Ritual Spells and their Ritual Monsters (``cards/scripts/goat_st_ritual_spells.py``,
``goat_mon2_ritual.py``), each pair named with the Level its 2005 text prints: "This card is used
to Ritual Summon <monster>. You must also Tribute monsters from your hand or your side of the
field whose total Levels are <N> or more". The Level is the Ritual Monster's printed Level
(LOB/MRD/PSV/LOD/AST; facts in ``ygo-card-stats.csv``), written here, not read from the table.

Each case checks the boundary: tributes adding up to exactly N Ritual Summon the monster (the
tributes and the Spell go to the Graveyard); N - 1 Levels leave no activation. A Ritual Monster
cannot be Normal Summoned or Set (the Ritual rule of the 2005 rulebook)."""

from __future__ import annotations

import pytest
from tests.ygo.test_goat_st_batches import answer, game_of, options, settle

from cardtable.ygo.game import YgoGame

#: Ritual Spell -> (its Ritual Monster, the Level the text asks for)
RITUALS: dict[str, tuple[str, int]] = {
    "Hamburger Recipe": ("Hungry Burger", 6),
    "Revival of Dokurorider": ("Dokurorider", 6),
    "Novox's Prayer": ("Skull Guardian", 7),
    "Incandescent Ordeal": ("Legendary Flame Lord", 7),
    "Curse of the Masked Beast": ("The Masked Beast", 8),
    "Turtle Oath": ("Crab Turtle", 8),
}

#: Normal Monsters by Level (printed Levels): Battle Ox 4, The 13th Grave 3, Psychic Kappa 2,
#: Goblin Calligrapher 1
BY_LEVEL = {4: "Battle Ox", 3: "The 13th Grave", 2: "Psychic Kappa", 1: "Goblin Calligrapher"}


def _tributes(levels: int) -> list[str]:
    """Normal Monsters whose Levels add up to ``levels`` (a Level 4 first)."""
    out: list[str] = []
    while levels > 0:
        lv = min(4, levels)
        out.append(BY_LEVEL[lv])
        levels -= lv
    return out


def _ritual(game: YgoGame, spell: str, tributes: list[str]) -> None:
    """Activate ``spell``, pick every listed tribute, take face-up Attack Position."""
    answer(game, action="activate", name=spell)
    left = list(tributes)
    while game.pending() is not None:
        picks = [n for n in left if options(game, action="card", name=n)]
        if picks:
            answer(game, action="card", name=picks[0])
            left.remove(picks[0])
        elif options(game, action="choose", value=1):
            answer(game, action="choose", value=1)
        elif options(game, action="pass"):
            settle(game)
        else:
            break


@pytest.mark.parametrize("spell", sorted(RITUALS))
def test_ritual_spell_needs_exactly_its_levels(spell: str) -> None:
    monster, level = RITUALS[spell]
    short = _tributes(level - 1)
    game = game_of([{"hand": [spell, monster], "monsters": short}, {}])
    assert not options(game, action="activate", name=spell), "N - 1 Levels are not enough"
    assert not options(game, action="summon", name=monster)
    assert not options(game, action="set_monster", name=monster)
    exact = _tributes(level)
    game = game_of([{"hand": [spell, monster], "monsters": exact}, {}])
    _ritual(game, spell, exact)
    f = game.facts()
    assert f["monsters.0"] == [monster]
    assert sorted(f["gy.0"]) == sorted([*exact, spell])


def test_ritual_tributes_may_come_from_the_hand() -> None:
    """"Tribute monsters from your hand or your side of the field": Crab Turtle (Level 8) with
    one Level 4 on the field and one in the hand."""
    game = game_of([{"hand": ["Turtle Oath", "Crab Turtle", "Battle Ox"],
                     "monsters": ["Battle Ox"]}, {}])
    _ritual(game, "Turtle Oath", ["Battle Ox", "Battle Ox"])
    f = game.facts()
    assert f["monsters.0"] == ["Crab Turtle"] and f["hand.0"] == []
    assert sorted(f["gy.0"]) == ["Battle Ox", "Battle Ox", "Turtle Oath"]
