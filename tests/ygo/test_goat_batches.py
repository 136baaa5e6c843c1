"""The Goat batches written as tables (``cards/scripts/goat_spells.py``): every row is played
once and checked against its printed (2005) text — the numbers come from the card text the row
states, the monster from the built-in pool."""

from __future__ import annotations

from typing import Any

import pytest

import cardtable.ygo.game  # noqa: F401  (registers the game)
from cardtable.core.scenario import Scenario
from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.goat_spells import ATTRIBUTE_FIELDS, EQUIPS
from cardtable.ygo.effects.registry import all_cards
from cardtable.ygo.game import YgoGame


def _normal(pred: Any) -> str:
    """The English name of the lowest-passcode Normal Monster matching ``pred`` (stats > 0)."""
    for _code, cd in sorted(all_cards().items()):
        if cd.type == C.MONSTER | C.NORMAL and cd.atk >= 500 and cd.defense >= 500 and pred(cd):
            return cd.name.en
    raise AssertionError("no such Normal Monster")


def _matches(spec: tuple[str, str] | None) -> Any:
    if spec is None:
        return lambda cd: True
    kind, name = spec
    if kind == "race":
        return lambda cd: cd.race == C.RACE_BY_NAME[name]
    return lambda cd: cd.attribute == C.ATTRIBUTE_BY_NAME[name]


def _run(setup: dict[str, Any], steps: list[dict[str, Any]]) -> YgoGame:
    g = Scenario.from_data({"game": "ygo", "name": "goat batch", "setup": setup,
                            "steps": steps}, source="test_goat_batches").run()
    assert isinstance(g, YgoGame)
    return g


@pytest.mark.parametrize("code", sorted(EQUIPS))
def test_equip_spell_row(code: int) -> None:
    """"Equip only to a <Type/Attribute> monster: it gets +ATK/+DEF": the matching monster gets
    exactly the row's numbers; a monster of another Type/Attribute can never be equipped."""
    atk, dfn, spec = EQUIPS[code]
    name = all_cards()[code].name.en
    ok = _normal(_matches(spec))
    cd = next(c for c in all_cards().values() if c.name.en == ok)
    g = _run({"turn": 3, "players": [{"hand": [name], "monsters": [ok]}, {}]},
             [{"answer": {"action": "activate", "name": name}}])
    f = g.facts()
    assert (f["mzone.0.0.atk"], f["mzone.0.0.def"]) == (cd.atk + atk, max(cd.defense + dfn, 0))
    assert f["szone.0.0.equip"] == ok
    other = _normal(lambda c: not _matches(spec)(c))
    g = _run({"turn": 3, "players": [{"hand": [name], "monsters": [other]}, {}]}, [])
    d = g.pending()
    assert d is not None
    assert not [o for o in d.options if o.form.get("action") == "activate"]


@pytest.mark.parametrize("code", sorted(ATTRIBUTE_FIELDS))
def test_attribute_field_spell_row(code: int) -> None:
    """"All <Attribute> monsters gain 500 ATK and lose 400 DEF" (both sides); other
    Attributes are unchanged."""
    attr = C.ATTRIBUTE_BY_NAME[ATTRIBUTE_FIELDS[code]]
    ok = _normal(lambda cd: cd.attribute == attr)
    other = _normal(lambda cd: cd.attribute != attr)
    cds = {c.name.en: c for c in all_cards().values()}
    name = all_cards()[code].name.en
    g = _run({"turn": 3, "players": [{"hand": [name], "monsters": [other]},
                                     {"monsters": [ok]}]},
             [{"answer": {"action": "activate", "name": name}}])
    f = g.facts()
    assert (f["mzone.1.0.atk"], f["mzone.1.0.def"]) == (cds[ok].atk + 500, cds[ok].defense - 400)
    assert (f["mzone.0.0.atk"], f["mzone.0.0.def"]) == (cds[other].atk, cds[other].defense)


@pytest.mark.parametrize(("name", "lp0", "lp1"), [
    ("Final Flame", 4000, 3400),  # inflict 600 damage to your opponent
    ("Sparks", 4000, 3800),  # inflict 200 damage to your opponent
    ("Goblin's Secret Remedy", 4600, 4000),  # gain 600 LP
    ("Soul of the Pure", 4800, 4000),  # gain 800 LP
    ("Rain of Mercy", 5000, 5000),  # both players gain 1000 LP
])
def test_burn_and_recover_spells(name: str, lp0: int, lp1: int) -> None:
    """The 2005 texts' numbers."""
    g = _run({"turn": 3, "players": [{"hand": [name]}, {}]},
             [{"answer": {"action": "activate", "name": name}}])
    assert (g.facts()["lp.0"], g.facts()["lp.1"]) == (lp0, lp1)


def test_exile_of_the_wicked_and_dark_piercing_light() -> None:
    """Exile of the Wicked destroys every Fiend-Type monster (both sides, only Fiends);
    Dark-Piercing Light flips every face-down monster of the opponent face-up."""
    g = _run({"turn": 3, "players": [{"hand": ["Exile of the Wicked"],
                                      "monsters": ["Summoned Skull", "Battle Ox"]},
                                     {"monsters": ["Feral Imp"]}]},
             [{"answer": {"action": "activate", "name": "Exile of the Wicked"}}])
    assert g.facts()["monsters.0"] == ["Battle Ox"] and g.facts()["monsters.1"] == []
    g = _run({"turn": 3, "players": [{"hand": ["Dark-Piercing Light"],
                                      "monsters": [{"card": "Battle Ox", "pos": "down"}]},
                                     {"monsters": [{"card": "Feral Imp", "pos": "down"},
                                                   {"card": "Mystical Elf", "pos": "down"}]}]},
             [{"answer": {"action": "activate", "name": "Dark-Piercing Light"}}])
    f = g.facts()
    assert (f["mzone.1.0.pos"], f["mzone.1.1.pos"], f["mzone.0.0.pos"]) == ("def", "def", "fd_def")


GOAT_FUSIONS = [25655502, 89112729, 86805855, 17881964, 28593363, 15237615, 58528964, 95952802,
                51828629, 5600127, 9653271, 95144193, 99551425, 9293977, 74703140, 94905343,
                2504891, 56413937]


@pytest.mark.parametrize("code", GOAT_FUSIONS)
def test_goat_fusion_with_its_listed_materials(code: int) -> None:
    """An effect-less Goat Fusion Monster: Polymerization with the two materials its text
    names (the printed "A + B") Fusion Summons it."""
    cards = all_cards()
    f = cards[code]
    a, b = (cards[m].name.en for m in f.materials)
    g = _run({"turn": 3, "players": [{"hand": ["Polymerization", a, b], "extra": [f.name.en]},
                                     {}]},
             [{"answer": {"action": "activate", "name": "Polymerization"}},
              {"answer": {"action": "choose", "value": 1}}])
    assert g.facts()["monsters.0"] == [f.name.en]
    assert sorted(g.facts()["gy.0"]) == sorted([a, b, "Polymerization"])
