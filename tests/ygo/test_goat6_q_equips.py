"""Goat Equip and Field Spells written as table rows (``cards/scripts/goat_spells.py``), each
named with the numbers and the restriction its 2005 text prints (LOB–LOD era texts; where today's
text differs only in wording, the first TCG printing is the era text). The expected numbers are
written here from the card text, not read back from the table the script registers: a wrong row
fails its own case.

* Type/Attribute Equip Spells: "Equip only to a <Type/Attribute> monster. It gets +A ATK and
  +D DEF": the matching monster gets exactly +A/+D; a monster of another Type/Attribute cannot
  be chosen, so the card cannot be activated with only such monsters on the field.
* Sword of Deep-Seated: "+500 ATK and DEF; when this card is sent to the Graveyard, put it on top
  of your Deck".
* Attribute Field Spells: "Every face-up <Attribute> monster on the field gains 500 ATK and loses
  400 DEF" — both players' monsters; other Attributes unchanged.
"""

from __future__ import annotations

from typing import Any

import pytest
from tests.ygo.goat_mon_steps import cd, normal
from tests.ygo.test_goat_st_batches import activate, game_of, options, settle

from cardtable.ygo.cards import constants as C

#: card name -> (ATK change, DEF change, ("race"|"attr", name)) as printed on the 2005 card
EQUIP_TEXTS: dict[str, tuple[int, int, tuple[str, str]]] = {
    "Beast Fangs": (300, 300, ("race", "Beast")),
    "Violet Crystal": (300, 300, ("race", "Zombie")),
    "Power of Kaishin": (300, 300, ("race", "Aqua")),
    "Dark Energy": (300, 300, ("race", "Fiend")),
    "Laser Cannon Armor": (300, 300, ("race", "Insect")),
    "Vile Germs": (300, 300, ("race", "Plant")),
    "Silver Bow and Arrow": (300, 300, ("race", "Fairy")),
    "Electro-Whip": (300, 300, ("race", "Thunder")),
    "Mystical Moon": (300, 300, ("race", "Beast-Warrior")),
    "Machine Conversion Factory": (300, 300, ("race", "Machine")),
    "Raise Body Heat": (300, 300, ("race", "Dinosaur")),
    "Follow Wind": (300, 300, ("race", "Winged Beast")),
    "Steel Shell": (400, -200, ("attr", "WATER")),
    "Elf's Light": (400, -200, ("attr", "LIGHT")),
    "Gust Fan": (400, -200, ("attr", "WIND")),
    "Burning Spear": (400, -200, ("attr", "FIRE")),
    "Invigoration": (400, -200, ("attr", "EARTH")),
    "Salamandra": (700, 0, ("attr", "FIRE")),
}

#: Field Spell name -> the Attribute it boosts (+500 ATK / -400 DEF), as printed
FIELD_TEXTS: dict[str, str] = {
    "Molten Destruction": "FIRE",
    "Rising Air Current": "WIND",
    "Luminous Spark": "LIGHT",
    "Gaia Power": "EARTH",
    "Umiiruka": "WATER",
}


def _is(spec: tuple[str, str]) -> Any:
    kind, name = spec
    if kind == "race":
        return lambda c: c.race == C.RACE_BY_NAME[name]
    return lambda c: c.attribute == C.ATTRIBUTE_BY_NAME[name]


@pytest.mark.parametrize("name", sorted(EQUIP_TEXTS))
def test_equip_spell_gives_its_printed_numbers_to_its_kind_only(name: str) -> None:
    """The printed "+A ATK / +D DEF" on a matching monster; "Equip only to a <kind> monster"
    leaves no activation when only another kind is on the field (either side)."""
    atk, dfn, spec = EQUIP_TEXTS[name]
    ok = normal(_is(spec))
    game = game_of([{"hand": [name], "monsters": [ok]}, {}])
    activate(game, name)
    f = game.facts()
    assert (f["mzone.0.0.atk"], f["mzone.0.0.def"]) == (cd(ok).atk + atk,
                                                        max(cd(ok).defense + dfn, 0))
    assert f["szone.0.0.equip"] == ok
    other = normal(lambda c: not _is(spec)(c))
    game = game_of([{"hand": [name], "monsters": [other]}, {"monsters": [other]}])
    assert not options(game, action="activate", name=name)


def test_sword_of_deep_seated_returns_to_the_top_of_the_deck() -> None:
    """Sword of Deep-Seated: "Equip to a monster: it gains 500 ATK and DEF. When this card is
    sent to the Graveyard, put it on top of your Deck" — any monster; when the equipped monster
    is destroyed the Sword goes to the Graveyard and then onto the Deck, not the hand."""
    game = game_of([{"hand": ["Sword of Deep-Seated", "Dark Hole"], "monsters": ["Battle Ox"],
                     "deck": ["Kuriboh"]}, {}])
    activate(game, "Sword of Deep-Seated")
    f = game.facts()
    assert (f["mzone.0.0.atk"], f["mzone.0.0.def"]) == (cd("Battle Ox").atk + 500,
                                                        cd("Battle Ox").defense + 500)
    activate(game, "Dark Hole")
    settle(game)
    f = game.facts()
    assert f["deck_top.0"] == "Sword of Deep-Seated"
    assert "Sword of Deep-Seated" not in f["gy.0"] and f["deck_count.0"] == 2


@pytest.mark.parametrize("name", sorted(FIELD_TEXTS))
def test_attribute_field_spell_boosts_both_sides_of_its_attribute(name: str) -> None:
    """"Every face-up <Attribute> monster on the field gains 500 ATK and loses 400 DEF": the
    opponent's monster of that Attribute too; another Attribute keeps its printed stats."""
    attr = C.ATTRIBUTE_BY_NAME[FIELD_TEXTS[name]]
    ok = normal(lambda c: c.attribute == attr)
    other = normal(lambda c: c.attribute != attr)
    game = game_of([{"hand": [name], "monsters": [other, ok]}, {"monsters": [ok]}])
    activate(game, name)
    f = game.facts()
    for key in ("mzone.0.1", "mzone.1.0"):
        assert (f[f"{key}.atk"], f[f"{key}.def"]) == (cd(ok).atk + 500,
                                                      max(cd(ok).defense - 400, 0))
    assert (f["mzone.0.0.atk"], f["mzone.0.0.def"]) == (cd(other).atk, cd(other).defense)


def test_sword_of_deep_seated_discarded_from_the_hand_returns_too() -> None:
    """Sword of Deep-Seated: "When this card is sent to the Graveyard" has no "from the field"
    (Horn of the Unicorn's text has): discarded from the hand as Tribute to the Doomed's cost,
    it goes on top of the Deck all the same (the card's ruling: it returns from the hand too)."""
    game = game_of([{"hand": ["Tribute to the Doomed", "Sword of Deep-Seated"],
                     "deck": ["Kuriboh"]}, {"monsters": ["Summoned Skull"]}])
    activate(game, "Tribute to the Doomed")
    settle(game)
    f = game.facts()
    assert f["monsters.1"] == [] and f["gy.0"] == ["Tribute to the Doomed"]
    assert (f["deck_top.0"], f["deck_count.0"]) == ("Sword of Deep-Seated", 2)
