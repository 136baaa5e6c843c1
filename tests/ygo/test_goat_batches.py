"""The Goat batches written as tables (``cards/scripts/goat_spells.py``): every row is played
once and checked against its printed (2005) text — the numbers come from the card text the row
states, the monster from the built-in pool."""

from __future__ import annotations

from typing import Any

import pytest

import cardtable.ygo.game  # noqa: F401  (registers the game)
from cardtable.core.scenario import Scenario
from cardtable.ygo.cards import constants as C

# the script modules register engine hooks in import order: import them all the engine's way
# (sorted by name) before reading the tables below, or a duel played later in this process
# could run its hooks in another order than the engine does
from cardtable.ygo.cards.scripts.goat_monsters import (
    ATTRIBUTE_BOOSTERS,
    DIRECT_ATTACKERS,
    FLOATERS,
    PIERCERS,
)
from cardtable.ygo.cards.scripts.goat_spells import ATTRIBUTE_FIELDS, EQUIPS
from cardtable.ygo.effects.pool import default_pool
from cardtable.ygo.game import YgoGame


def _normal(pred: Any) -> str:
    """The English name of the lowest-passcode Normal Monster matching ``pred`` (stats > 0)."""
    for _code, cd in sorted(default_pool().cards.items()):
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
    name = default_pool().cards[code].name.en
    ok = _normal(_matches(spec))
    cd = next(c for c in default_pool().cards.values() if c.name.en == ok)
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
    cds = {c.name.en: c for c in default_pool().cards.values()}
    name = default_pool().cards[code].name.en
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
    cards = default_pool().cards
    f = cards[code]
    a, b = (cards[m].name.en for m in f.materials)
    g = _run({"turn": 3, "players": [{"hand": ["Polymerization", a, b], "extra": [f.name.en]},
                                     {}]},
             [{"answer": {"action": "activate", "name": "Polymerization"}},
              {"answer": {"action": "choose", "value": 1}}])
    assert g.facts()["monsters.0"] == [f.name.en]
    assert sorted(g.facts()["gy.0"]) == sorted([a, b, "Polymerization"])


# --- batch 4: Effect Monsters (cards/scripts/goat_monsters.py) -------------------------------

def _cd(name: str) -> Any:
    return next(c for c in default_pool().cards.values() if c.name.en == name)


def _nm(code: int) -> str:
    return str(default_pool().cards[code].name.en)


@pytest.mark.parametrize("code", sorted(ATTRIBUTE_BOOSTERS))
def test_attribute_booster_row(code: int) -> None:
    """"All <A> monsters gain 500 ATK, all <B> monsters lose 400 ATK" (both sides; DEF
    unchanged)."""
    plus, minus = (C.ATTRIBUTE_BY_NAME[x] for x in ATTRIBUTE_BOOSTERS[code])
    p_name = _normal(lambda cd: cd.attribute == plus)
    m_name = _normal(lambda cd: cd.attribute == minus)
    g = _run({"turn": 3, "players": [{"monsters": [_nm(code)]},
                                     {"monsters": [p_name, m_name]}]}, [])
    f = g.facts()
    assert f["mzone.1.0.atk"] == _cd(p_name).atk + 500
    assert f["mzone.1.1.atk"] == max(_cd(m_name).atk - 400, 0)
    assert f["mzone.1.0.def"] == _cd(p_name).defense


def test_self_boosters() -> None:
    """Muka Muka +300 / Enraged Muka Muka +400 ATK and DEF per card in your hand; Maha Vailo
    +500 ATK per Equip Card on it; Gyaku-Gire Panda +500 ATK per opponent's monster; Harpie
    Lady 1: WIND monsters +300 ATK."""
    hand = ["Battle Ox", "Celtic Guardian", "Feral Imp"]
    for name, n in (("Muka Muka", 300), ("Enraged Muka Muka", 400)):
        g = _run({"turn": 3, "players": [{"monsters": [name], "hand": hand}, {}]}, [])
        assert (g.facts()["mzone.0.0.atk"], g.facts()["mzone.0.0.def"]) == \
            (_cd(name).atk + 3 * n, _cd(name).defense + 3 * n)
    g = _run({"turn": 3, "players": [{"monsters": ["Maha Vailo"],
                                      "hand": ["Book of Secret Arts"]}, {}]},
             [{"answer": {"action": "activate", "name": "Book of Secret Arts"}}])
    assert g.facts()["mzone.0.0.atk"] == _cd("Maha Vailo").atk + 300 + 500
    g = _run({"turn": 3, "players": [{"monsters": ["Gyaku-Gire Panda"]},
                                     {"monsters": ["Battle Ox", "Feral Imp"]}]}, [])
    assert g.facts()["mzone.0.0.atk"] == _cd("Gyaku-Gire Panda").atk + 1000
    wind = _normal(lambda cd: cd.attribute == C.ATTRIBUTE_BY_NAME["WIND"])
    g = _run({"turn": 3, "players": [{"monsters": ["Harpie Lady 1"]}, {"monsters": [wind]}]}, [])
    assert g.facts()["mzone.1.0.atk"] == _cd(wind).atk + 300


@pytest.mark.parametrize("code", sorted(DIRECT_ATTACKERS))
def test_direct_attacker_row(code: int) -> None:
    """"This card can attack your opponent directly" even while they control a monster."""
    name = _nm(code)
    g = _run({"turn": 3, "phase": "battle",
              "players": [{"monsters": [name]}, {"monsters": ["Summoned Skull"]}]}, [])
    g.answer(_attack(g, direct=True))
    assert g.facts()["lp.1"] == 4000 - _cd(name).atk


def _attack(g: YgoGame, direct: bool) -> dict[str, Any]:
    """The one attack option, direct or at the only monster."""
    d = g.pending()
    assert d is not None
    forms = [dict(o.form) for o in d.options if o.form.get("action") == "attack"
             and ("target" not in o.form or o.form["target"] is None
                  or int(o.form["target"]) < 0) == direct]
    assert len(forms) == 1, forms
    return forms[0]


@pytest.mark.parametrize("code", sorted(PIERCERS))
def test_piercer_row(code: int) -> None:
    """Piercing: attacking a Defense Position monster with lower DEF deals the difference."""
    name = _nm(code)
    g = _run({"turn": 3, "phase": "battle",
              "players": [{"monsters": [name]},
                          {"monsters": [{"card": "Kuriboh", "pos": "def"}]}]}, [])
    atk = g.facts()["mzone.0.0.atk"]
    assert atk > _cd("Kuriboh").defense
    g.answer(_attack(g, direct=False))
    assert g.facts()["lp.1"] == 4000 - (atk - _cd("Kuriboh").defense)


@pytest.mark.parametrize("code", sorted(FLOATERS))
def test_floater_row(code: int) -> None:
    """Destroyed by battle and sent to the GY: a matching monster with 1500 or less ATK comes
    from the Deck in face-up Attack Position."""
    kind, which = FLOATERS[code]
    bits = C.RACE_BY_NAME[which] if kind == "race" else C.ATTRIBUTE_BY_NAME[which]

    def ok(cd: Any) -> bool:
        got = cd.race if kind == "race" else cd.attribute
        return bool(got & bits) and cd.atk <= 1500

    fetch = _normal(ok)
    name = _nm(code)
    g = _run({"turn": 4, "turn_player": 1, "phase": "battle",
              "players": [{"monsters": [name], "deck": [fetch, "Blue-Eyes White Dragon"]},
                          {"monsters": ["Blue-Eyes White Dragon"]}]},
             [{"answer": {"action": "attack", "name": "Blue-Eyes White Dragon"}},
              {"answer": {"action": "trigger", "name": name}}])
    f = g.facts()
    assert f["monsters.0"] == [fetch] and f["mzone.0.0.pos"] == "atk"


def test_flip_effect_rows() -> None:
    """Poison Mummy (500 damage), Needle Worm (top 5 of the opponent's Deck to the GY),
    Mysterious Guard (an opponent's monster to the top of the Deck), Nightmare Penguin (a card
    back to the hand; WATER monsters +200 ATK), Bite Shoes (position change), Nobleman-Eater
    Bug (destroy 2), Hade-Hane (up to 3 to the hand), Gravekeeper's Curse (500 on summon)."""
    def flip(name: str, me: dict[str, Any], opp: dict[str, Any],
             more: list[dict[str, Any]] | None = None) -> dict[str, Any]:
        g = _run({"turn": 3, "players": [{**me, "monsters": [{"card": name, "pos": "down"},
                                                              *me.get("monsters", [])]}, opp]},
                 [{"answer": {"action": "flip_summon", "name": name}}, *(more or [])])
        return g.facts()

    assert flip("Poison Mummy", {}, {})["lp.1"] == 3500
    assert flip("Needle Worm", {}, {"deck": ["Battle Ox"] * 7})["deck_count.1"] == 2
    f = flip("Mysterious Guard", {}, {"monsters": ["Summoned Skull"]})
    assert f["monsters.1"] == [] and f["deck_top.1"] == "Summoned Skull"
    f = flip("Nightmare Penguin", {"monsters": ["Mystical Elf"]}, {"monsters": ["Summoned Skull"]})
    assert f["hand.1"] == ["Summoned Skull"] and f["mzone.0.1.atk"] == _cd("Mystical Elf").atk
    water = _normal(lambda cd: cd.attribute == C.ATTRIBUTE_BY_NAME["WATER"])
    f = flip("Nightmare Penguin", {"monsters": [water]}, {"spells": ["Mirror Force"]})
    assert f["mzone.0.1.atk"] == _cd(water).atk + 200 and f["hand.1"] == ["Mirror Force"]
    f = flip("Bite Shoes", {}, {"monsters": ["Summoned Skull"]},
             [{"answer": {"action": "card", "name": "Summoned Skull"}}])
    assert f["mzone.1.0.pos"] == "def"
    f = flip("Nobleman-Eater Bug", {}, {"monsters": ["Summoned Skull", "Battle Ox"]},
             [{"answer": {"action": "card", "name": "Summoned Skull"}},
              {"answer": {"action": "card", "name": "Battle Ox"}}])
    assert f["monsters.1"] == [] and sorted(f["gy.1"]) == ["Battle Ox", "Summoned Skull"]
    f = flip("Hade-Hane", {}, {"monsters": ["Summoned Skull", "Battle Ox"]},
             [{"answer": {"action": "card", "name": "Summoned Skull"}},
              {"answer": {"action": "card", "name": "Battle Ox"}},
              {"answer": {"action": "done"}}])
    assert sorted(f["hand.1"]) == ["Battle Ox", "Summoned Skull"]
    g = _run({"turn": 3, "players": [{"hand": ["Gravekeeper's Curse"]}, {}]},
             [{"answer": {"action": "summon", "name": "Gravekeeper's Curse"}}])
    assert g.facts()["lp.1"] == 3500


# --- batch 5: one-step Spells and Traps (cards/scripts/goat_spell_effects.py) ---------------


def _play(players: list[dict[str, Any]], steps: list[dict[str, Any]], **setup: Any) -> Any:
    return _run({"turn": 3, **setup, "players": players}, steps).facts()


def _act(name: str) -> dict[str, Any]:
    return {"answer": {"action": "activate", "name": name}}


def _pick(name: str) -> dict[str, Any]:
    return {"answer": {"action": "card", "name": name}}


def test_one_step_spells() -> None:
    """Each card's 2005 text, one scenario each."""
    # Blue Medicine: gain 400 LP
    assert _play([{"hand": ["Blue Medicine"]}, {}], [_act("Blue Medicine")])["lp.0"] == 4400
    # Dark Core: discard 1, remove 1 face-up monster from play
    f = _play([{"hand": ["Dark Core", "Battle Ox"]}, {"monsters": ["Summoned Skull"]}],
              [_act("Dark Core")])
    assert f["banished.1"] == ["Summoned Skull"] and f["gy.0"] == ["Battle Ox", "Dark Core"]
    # Back to Square One: discard 1, a monster on top of its owner's Deck
    f = _play([{"hand": ["Back to Square One", "Battle Ox"]}, {"monsters": ["Summoned Skull"]}],
              [_act("Back to Square One")])
    assert f["deck_top.1"] == "Summoned Skull" and f["monsters.1"] == []
    # Block Attack: an opponent's face-up Attack Position monster to Defense Position
    f = _play([{"hand": ["Block Attack"]}, {"monsters": ["Summoned Skull"]}],
              [_act("Block Attack")])
    assert f["mzone.1.0.pos"] == "def"
    # Earthquake: every face-up Attack Position monster to Defense Position
    f = _play([{"hand": ["Earthquake"], "monsters": ["Battle Ox"]},
               {"monsters": ["Summoned Skull", {"card": "Feral Imp", "pos": "down"}]}],
              [_act("Earthquake")])
    assert (f["mzone.0.0.pos"], f["mzone.1.0.pos"], f["mzone.1.1.pos"]) == ("def", "def",
                                                                           "fd_def")
    # Reload: the hand back into the Deck, then draw as many
    f = _play([{"hand": ["Reload", "Battle Ox", "Feral Imp"], "deck": ["Kuriboh"] * 5}, {}],
              [_act("Reload")])
    assert f["hand_count.0"] == 2 and f["deck_count.0"] == 5
    # A Feather of the Phoenix: discard 1, a card of your GY on top of your Deck
    f = _play([{"hand": ["A Feather of the Phoenix", "Battle Ox"], "gy": ["Pot of Greed"]}, {}],
              [_act("A Feather of the Phoenix"), _pick("Pot of Greed")])
    assert f["deck_top.0"] == "Pot of Greed"
    # Book of Taiyou: a face-down monster to face-up Attack Position (a Flip effect activates)
    f = _play([{"hand": ["Book of Taiyou"]},
               {"monsters": [{"card": "Poison Mummy", "pos": "down"}]}],
              [_act("Book of Taiyou")])
    assert f["mzone.1.0.pos"] == "atk" and f["lp.0"] == 3500
    # Spell Reproduction: 2 Spells from the hand to the GY, a Spell of the GY to the hand
    f = _play([{"hand": ["Spell Reproduction", "Dark Hole", "Raigeki"], "gy": ["Pot of Greed"]},
               {}], [_act("Spell Reproduction"), _pick("Pot of Greed")])
    assert f["hand.0"] == ["Pot of Greed"]
    # The Shallow Grave: each player Sets a monster from their own GY
    f = _play([{"hand": ["The Shallow Grave"], "gy": ["Battle Ox"]}, {"gy": ["Summoned Skull"]}],
              [_act("The Shallow Grave")])
    assert (f["mzone.0.0"], f["mzone.0.0.pos"], f["mzone.1.0"], f["mzone.1.0.pos"]) == \
        ("Battle Ox", "fd_def", "Summoned Skull", "fd_def")
    # Soul Release: up to 5 cards of either GY removed from play
    f = _play([{"hand": ["Soul Release"], "gy": ["Battle Ox"]}, {"gy": ["Summoned Skull"]}],
              [_act("Soul Release"), _pick("Battle Ox"), _pick("Summoned Skull")])
    assert sorted(f["banished.0"] + f["banished.1"]) == ["Battle Ox", "Summoned Skull"]
    # Heavy Slump (Normal Trap): only against 8+ cards in hand; they shuffle them in, draw 2
    f = _play([{"spells": ["Heavy Slump"]}, {"hand": ["Kuriboh"] * 8, "deck": ["Battle Ox"] * 3}],
              [_act("Heavy Slump")])
    assert f["hand_count.1"] == 2 and f["deck_count.1"] == 9
    g = _run({"turn": 3, "players": [{"spells": ["Heavy Slump"]}, {"hand": ["Kuriboh"] * 7}]},
             [])
    assert not [o for o in g.pending().options  # type: ignore[union-attr]
                if o.form.get("action") == "activate"]


def test_one_step_traps() -> None:
    """Zero Gravity: every face-up monster changes battle position; Desert Sunlight: every
    monster you control to face-up Defense Position (a face-down one is flipped)."""
    f = _play([{"spells": ["Zero Gravity"]}, {"monsters": ["Summoned Skull"]}],
              [_act("Zero Gravity")], turn=4, turn_player=1, priority=0)
    assert f["mzone.1.0.pos"] == "def"
    f = _play([{"spells": ["Desert Sunlight"],
                "monsters": ["Battle Ox", {"card": "Poison Mummy", "pos": "down"}]}, {}],
              [_act("Desert Sunlight")], turn=4, turn_player=1, priority=0)
    assert (f["mzone.0.0.pos"], f["mzone.0.1.pos"], f["lp.1"]) == ("def", "def", 3500)


# --- batch 6: Standby Phase LP, Battleguards, Ladybug, Nuvia, Acid Rain (goat_standby.py) ------


def test_standby_phase_rows() -> None:
    """"During each of your Standby Phases": Bowganian 600 damage, Cure Mermaid +800 LP,
    Spirit of the Breeze +1000 only in face-up Attack Position, Dancing Fairy +1000 only in
    face-up Defense Position; nothing in the opponent's Standby Phase."""
    def standby(mon: dict[str, Any]) -> Any:
        return _run({"turn": 3, "phase": "draw", "players": [{"monsters": [mon]}, {}]},
                    []).facts()

    assert standby({"card": "Bowganian"})["lp.1"] == 3400
    assert standby({"card": "Cure Mermaid"})["lp.0"] == 4800
    assert standby({"card": "Spirit of the Breeze"})["lp.0"] == 5000
    assert standby({"card": "Spirit of the Breeze", "pos": "def"})["lp.0"] == 4000
    assert standby({"card": "Dancing Fairy", "pos": "def"})["lp.0"] == 5000
    assert standby({"card": "Dancing Fairy"})["lp.0"] == 4000
    f = _run({"turn": 4, "turn_player": 1, "phase": "draw",
              "players": [{"monsters": ["Cure Mermaid"]}, {}]}, []).facts()
    assert f["lp.0"] == 4000


def test_battleguards_ladybug_nuvia_acid_rain() -> None:
    """Lava/Swamp Battleguard +500 ATK per face-up partner; Skull-Mark Ladybug sent to the GY:
    +1000 LP; Nuvia the Wicked destroyed when Normal Summoned, -200 ATK per opponent's monster;
    Acid Rain destroys every face-up Machine."""
    f = _run({"turn": 3, "players": [{"monsters": ["Lava Battleguard", "Swamp Battleguard",
                                                   "Swamp Battleguard"]}, {}]}, []).facts()
    assert f["mzone.0.0.atk"] == _cd("Lava Battleguard").atk + 1000
    assert f["mzone.0.1.atk"] == _cd("Swamp Battleguard").atk + 500
    f = _run({"turn": 3, "players": [{"hand": ["Dark Hole"], "monsters": ["Skull-Mark Ladybug"]},
                                     {}]}, [_act("Dark Hole")]).facts()
    assert f["lp.0"] == 5000
    f = _run({"turn": 3, "players": [{"hand": ["Nuvia the Wicked"]}, {}]},
             [{"answer": {"action": "summon", "name": "Nuvia the Wicked"}}]).facts()
    assert f["gy.0"] == ["Nuvia the Wicked"] and f["monsters.0"] == []
    f = _run({"turn": 3, "players": [{"monsters": ["Nuvia the Wicked"]},
                                     {"monsters": ["Battle Ox", "Feral Imp"]}]}, []).facts()
    assert f["mzone.0.0.atk"] == _cd("Nuvia the Wicked").atk - 400
    machine = _normal(lambda cd: cd.race == C.RACE_BY_NAME["Machine"])
    f = _run({"turn": 3, "players": [{"hand": ["Acid Rain"], "monsters": ["Battle Ox"]},
                                     {"monsters": [machine, {"card": machine, "pos": "down"}]}]},
             [_act("Acid Rain")]).facts()
    assert f["monsters.0"] == ["Battle Ox"] and f["monsters.1"] == [machine]


# --- batch 7: Spirits (goat_spirits.py) --------------------------------------------------------


def test_goat_spirits() -> None:
    """Spirit rules (no Special Summon; back to the hand in the End Phase of the turn it was
    Normal Summoned) and each card's own line: Inaba White Rabbit attacks directly, Susa
    Soldier's battle damage is halved, Otohime changes an opponent's monster's position."""
    g = _run({"turn": 3, "players": [{"hand": ["Monster Reborn"], "gy": ["Susa Soldier"]}, {}]},
             [])
    assert not [o for o in g.pending().options  # type: ignore[union-attr]
                if o.form.get("action") == "activate"]
    g = _run({"turn": 3, "players": [{"hand": ["Inaba White Rabbit"]},
                                     {"monsters": ["Summoned Skull"]}]},
             [{"answer": {"action": "summon", "name": "Inaba White Rabbit"}},
              {"answer": {"action": "to_battle"}}])
    g.answer(_attack(g, direct=True))
    assert g.facts()["lp.1"] == 4000 - _cd("Inaba White Rabbit").atk
    g.answer({"action": "end_battle"})
    g.answer({"action": "to_end"})
    assert g.facts()["hand.0"] == ["Inaba White Rabbit"] and g.facts()["monsters.0"] == []
    f = _run({"turn": 3, "phase": "battle", "players": [{"monsters": ["Susa Soldier"]}, {}]},
             [{"answer": {"action": "attack", "name": "Susa Soldier"}}]).facts()
    assert f["lp.1"] == 4000 - _cd("Susa Soldier").atk // 2
    f = _run({"turn": 3, "players": [{"hand": ["Otohime"]}, {"monsters": ["Summoned Skull"]}]},
             [{"answer": {"action": "summon", "name": "Otohime"}}]).facts()
    assert f["mzone.1.0.pos"] == "def"


# --- batch 8: Fusion Weapon, Lightning Blade, Banner of Courage, Chorus of Sanctuary ---------


def test_batch8_spells() -> None:
    """Fusion Weapon (+1500/+1500, Level 6 or lower Fusion only), Lightning Blade (Warrior
    +800 ATK; face-up WATER monsters -500 ATK), Banner of Courage (+200 ATK to your monsters
    in your Battle Phase only), Chorus of Sanctuary (+500 DEF to Defense Position monsters)."""
    f = _run({"turn": 3, "players": [{"hand": ["Fusion Weapon"], "monsters": ["Flame Swordsman"]},
                                     {}]}, [_act("Fusion Weapon")]).facts()
    sw = _cd("Flame Swordsman")
    assert (f["mzone.0.0.atk"], f["mzone.0.0.def"]) == (sw.atk + 1500, sw.defense + 1500)
    g = _run({"turn": 3, "players": [{"hand": ["Fusion Weapon"],
                                      "monsters": ["Gaia the Dragon Champion"]}, {}]}, [])
    assert not [o for o in g.pending().options  # type: ignore[union-attr]
                if o.form.get("action") == "activate"]  # a Level 7 Fusion Monster
    water = _normal(lambda cd: cd.attribute == C.ATTRIBUTE_BY_NAME["WATER"])
    f = _run({"turn": 3, "players": [{"hand": ["Lightning Blade"], "monsters": ["Celtic Guardian"]},
                                     {"monsters": [water]}]}, [_act("Lightning Blade")]).facts()
    assert f["mzone.0.0.atk"] == _cd("Celtic Guardian").atk + 800
    assert f["mzone.1.0.atk"] == max(_cd(water).atk - 500, 0)
    g = _run({"turn": 3, "players": [{"hand": ["Banner of Courage"], "monsters": ["Battle Ox"]},
                                     {"monsters": ["Feral Imp"]}]}, [_act("Banner of Courage")])
    assert g.facts()["mzone.0.0.atk"] == _cd("Battle Ox").atk
    g.answer({"action": "to_battle"})
    f = g.facts()
    assert (f["mzone.0.0.atk"], f["mzone.1.0.atk"]) == (_cd("Battle Ox").atk + 200,
                                                        _cd("Feral Imp").atk)
    f = _run({"turn": 3, "players": [{"hand": ["Chorus of Sanctuary"],
                                      "monsters": [{"card": "Battle Ox", "pos": "def"}]},
                                     {"monsters": ["Feral Imp"]}]},
             [_act("Chorus of Sanctuary")]).facts()
    assert (f["mzone.0.0.def"], f["mzone.1.0.def"]) == (_cd("Battle Ox").defense + 500,
                                                        _cd("Feral Imp").defense)
