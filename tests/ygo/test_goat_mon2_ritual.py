"""Goat-mon2 batch 4: Ritual Monsters and their Ritual Spells (``cards/scripts/
goat_mon2_ritual.py``). Each test names the 2005 text clause it checks (our wording in
``pool/goat.csv``); the die is the duel's seeded RNG, so the Zorc test reads the public roll and
checks the outcome the text gives for it, over seeds until every branch was seen."""

from __future__ import annotations

from typing import Any

from goat_mon_steps import act, answer, die_rolls, options, pick

import cardtable.ygo.game  # noqa: F401  (registers the game)
from cardtable.core.scenario import Scenario
from cardtable.ygo.game import YgoGame

ZORC = "Dark Master - Zorc"
FLAME_LORD = "Legendary Flame Lord"


def _run(setup: dict[str, Any], seed: int = 0) -> YgoGame:
    g = Scenario.from_data({"game": "ygo", "name": "goat-mon2 ritual", "seed": seed,
                            "setup": {"turn": 3, **setup}, "steps": []},
                           source="test_goat_mon2_ritual").run()
    assert isinstance(g, YgoGame)
    return g


def test_contract_with_the_dark_master_ritual_summons_zorc() -> None:
    """Contract with the Dark Master: "used to Ritual Summon Dark Master - Zorc ... Tribute
    monsters whose total Levels are 8 or more" — two Level 4 monsters from the hand."""
    g = _run({"players": [{"hand": ["Contract with the Dark Master", ZORC, "Battle Ox",
                                    "Mystical Elf"]}, {}]})
    answer(g, act("Contract with the Dark Master"))
    answer(g, pick("Battle Ox"))  # then Mystical Elf, the only card left to reach Level 8
    answer(g, {"answer": {"action": "choose", "value": 1}})  # face-up Attack Position
    f = g.facts()
    assert f["monsters.0"] == [ZORC]
    assert sorted(f["gy.0"]) == sorted(["Battle Ox", "Contract with the Dark Master",
                                        "Mystical Elf"])


def test_contract_is_refused_below_level_8() -> None:
    """"whose total Levels are 8 or more": a Level 4 and a Level 1 (5) are not enough."""
    g = _run({"players": [{"hand": ["Contract with the Dark Master", ZORC, "Battle Ox",
                                    "Kuriboh"]}, {}]})
    assert [f for f in options(g, "activate")
            if f.get("name") == "Contract with the Dark Master"] == []


def test_zorc_die_outcomes_follow_the_text() -> None:
    """Dark Master - Zorc: "on a 1 or 2, destroy every monster your opponent controls; on a 3,
    4 or 5, destroy 1 monster your opponent controls; on a 6, destroy every monster you
    control" — and only once per turn."""
    seen: set[str] = set()
    for seed in range(40):
        g = _run({"players": [{"monsters": [ZORC, "Battle Ox"]},
                              {"monsters": ["Mystical Elf", "Kuriboh"]}]}, seed)
        answer(g, act(ZORC))
        r = die_rolls(g)[-1]
        if 3 <= r <= 5:
            answer(g, pick("Kuriboh"))
        f = g.facts()
        if r <= 2:
            seen.add("all_opp")
            assert f["monsters.1"] == [] and f["monsters.0"] == [ZORC, "Battle Ox"]
        elif r <= 5:
            seen.add("one_opp")
            assert f["monsters.1"] == ["Mystical Elf"] and f["gy.1"] == ["Kuriboh"]
        else:
            seen.add("own")
            assert f["monsters.0"] == [] and f["monsters.1"] == ["Mystical Elf", "Kuriboh"]
        if r != 6:
            assert [x for x in options(g, "activate") if x.get("name") == ZORC] == []
        if len(seen) == 3:
            break
    assert seen == {"all_opp", "one_opp", "own"}


def test_legendary_flame_lord_counts_spells_and_sweeps_with_3() -> None:
    """Legendary Flame Lord: "Each time you or your opponent activates a Spell Card, put 1
    Spell Counter on this card. You can remove 3 ... to destroy every monster on the field
    other than this card" — 2 Spells are not enough, the 3rd makes the sweep available."""
    g = _run({"players": [{"monsters": [FLAME_LORD, "Battle Ox"],
                           "hand": ["Pot of Greed", "Dian Keto the Cure Master", "Hinotama"],
                           "deck": ["Kuriboh"] * 8},
                          {"monsters": ["Mystical Elf"]}]})
    answer(g, act("Pot of Greed"))
    answer(g, act("Dian Keto the Cure Master"))
    assert [x for x in options(g, "activate") if x.get("name") == FLAME_LORD] == []
    answer(g, act("Hinotama"))
    answer(g, act(FLAME_LORD))
    f = g.facts()
    assert f["monsters.0"] == [FLAME_LORD] and f["monsters.1"] == []
    assert "Battle Ox" in f["gy.0"] and f["gy.1"] == ["Mystical Elf"]
