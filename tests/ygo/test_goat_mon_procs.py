"""Goat monster batch 7: Special Summon procedures and those cards' effects
(``cards/scripts/goat_mon_procs.py``). Each test names the 2005 text line it checks."""

from __future__ import annotations

from typing import Any

from goat_mon_steps import act, answer, cd, normal, options, run

from cardtable.ygo.cards import constants as C

FIRE = C.ATTRIBUTE_BY_NAME["FIRE"]


def test_remove_from_gy_procedure() -> None:
    """Inferno: "cannot be Normal Summoned; Special Summoned by removing 1 FIRE monster in your
    GY from play": not summonable with no FIRE monster there, nor Normal Summoned; with two, the
    player picks which one is removed. The summon is proper: Monster Reborn can revive it."""
    fire = normal(lambda c: c.attribute == FIRE)
    g = run({"players": [{"hand": ["Inferno"], "gy": ["Battle Ox"]}, {}]})
    assert not options(g, "goat_mon_proc") and not options(g, "summon")
    g = run({"players": [{"hand": ["Inferno"], "gy": [fire, "Battle Ox", "Inferno"]}, {}]},
            [{"answer": {"action": "goat_mon_proc", "name": "Inferno"}},
             {"answer": {"action": "card", "name": fire}}])
    f = g.facts()
    assert f["monsters.0"] == ["Inferno"] and f["banished.0"] == [fire]
    assert f["mzone.0.0.pos"] == "atk"
    # properly summoned, destroyed: Monster Reborn may revive it; one never summoned may not
    g = run({"players": [{"hand": ["Inferno", "Dark Hole", "Monster Reborn"], "gy": [fire]}, {}]},
            [{"answer": {"action": "goat_mon_proc", "name": "Inferno"}}, act("Dark Hole"),
             act("Monster Reborn"), {"answer": {"action": "choose", "value": 1}}])
    assert g.facts()["monsters.0"] == ["Inferno"]
    g = run({"players": [{"hand": ["Monster Reborn"], "gy": ["Inferno"]}, {}]})
    assert not options(g, "activate")


def test_tribute_procedures() -> None:
    """Gate Guardian: Tribute Sanga of the Thunder, Kazejin and Suijin (all three needed);
    Red-Eyes Darkness Dragon: Tribute 1 Red-Eyes B. Dragon, +300 ATK per Dragon in your GY."""
    g = run({"players": [{"hand": ["Gate Guardian"],
                          "monsters": ["Sanga of the Thunder", "Kazejin", "Suijin"]}, {}]},
            [{"answer": {"action": "goat_mon_proc_def", "name": "Gate Guardian"}}])
    f = g.facts()
    assert f["monsters.0"] == ["Gate Guardian"] and f["mzone.0.0.pos"] == "def"
    assert sorted(f["gy.0"]) == ["Kazejin", "Sanga of the Thunder", "Suijin"]
    g = run({"players": [{"hand": ["Gate Guardian"], "monsters": ["Sanga of the Thunder",
                                                                  "Kazejin"]}, {}]})
    assert not options(g, "goat_mon_proc")
    dragon = normal(lambda c: c.race == C.RACE_BY_NAME["Dragon"])
    g = run({"players": [{"hand": ["Red-Eyes Darkness Dragon"],
                          "monsters": ["Red-Eyes B. Dragon"], "gy": [dragon]}, {}]},
            [{"answer": {"action": "goat_mon_proc", "name": "Red-Eyes Darkness Dragon"}}])
    f = g.facts()
    assert f["monsters.0"] == ["Red-Eyes Darkness Dragon"]
    # the tributed Red-Eyes B. Dragon is a Dragon in the GY too: 2 Dragons
    assert f["mzone.0.0.atk"] == cd("Red-Eyes Darkness Dragon").atk + 600


def test_fiend_megacyber_needs_two_more_opponent_monsters() -> None:
    """The Fiend Megacyber: "if your opponent controls at least 2 more monsters than you" — 1
    vs 3 yes, 1 vs 2 no."""
    g = run({"players": [{"hand": ["The Fiend Megacyber"], "monsters": ["Kuriboh"]},
                         {"monsters": ["Battle Ox"] * 3}]})
    assert options(g, "goat_mon_proc")
    g = run({"players": [{"hand": ["The Fiend Megacyber"], "monsters": ["Kuriboh"]},
                         {"monsters": ["Battle Ox"] * 2}]})
    assert not options(g, "goat_mon_proc")


def test_proc_monsters_effects() -> None:
    """Spirit of Flames: +300 ATK in your Battle Phase only; Inferno: destroys a monster by
    battle: 1500 damage; Gigantes: destroyed by battle: every Spell/Trap destroyed; Silpheed:
    destroyed by battle: the opponent discards 1 random card."""
    flames = cd("Spirit of Flames")
    g = run({"players": [{"monsters": ["Spirit of Flames"]}, {}]})
    assert g.facts()["mzone.0.0.atk"] == flames.atk
    g.answer({"action": "to_battle"})
    assert g.facts()["mzone.0.0.atk"] == flames.atk + 300
    weak = normal(lambda c: c.atk < cd("Inferno").atk)
    g = run({"phase": "battle", "players": [{"monsters": ["Inferno"]}, {"monsters": [weak]}]})
    answer(g, {"answer": {"action": "attack", "name": "Inferno"}})
    assert g.facts()["lp.1"] == 4000 - (cd("Inferno").atk - cd(weak).atk) - 1500
    for name in ("Gigantes", "Silpheed"):
        g = run({"turn": 4, "turn_player": 1, "phase": "battle",
                 "players": [{"monsters": [name], "spells": ["Dark Hole"]},
                             {"monsters": ["Summoned Skull"], "spells": ["Raigeki"],
                              "hand": ["Kuriboh"]}]})
        answer(g, {"answer": {"action": "attack", "name": "Summoned Skull"}})
        f = g.facts()
        if name == "Gigantes":
            assert f["spells.0"] == [] and f["spells.1"] == [] and f["hand.1"] == ["Kuriboh"]
        else:
            assert f["spells.1"] == ["Raigeki"] and f["hand.1"] == [] and "Kuriboh" in f["gy.1"]


def test_valkyrion_summoned_and_split() -> None:
    """Valkyrion the Magna Warrior: Special Summoned by Tributing Alpha, Beta and Gamma; "Tribute
    this card: Special Summon 1 each of Alpha, Beta and Gamma from your Graveyard" (positions
    chosen one by one)."""
    g = run({"players": [{"hand": ["Valkyrion the Magna Warrior"],
                          "monsters": ["Alpha The Magnet Warrior", "Beta The Magnet Warrior",
                                       "Gamma The Magnet Warrior"]}, {}]},
            [{"answer": {"action": "goat_mon_proc", "name": "Valkyrion the Magna Warrior"}},
             act("Valkyrion the Magna Warrior"),
             {"answer": {"action": "choose", "value": 1}},
             {"answer": {"action": "choose", "value": 4}},
             {"answer": {"action": "choose", "value": 1}}])
    f = g.facts()
    assert sorted(f["monsters.0"]) == ["Alpha The Magnet Warrior", "Beta The Magnet Warrior",
                                       "Gamma The Magnet Warrior"]
    assert f["gy.0"] == ["Valkyrion the Magna Warrior"]
    assert sorted(f[f"mzone.0.{z}.pos"] for z in range(3)) == ["atk", "atk", "def"]


def test_sanwitch_fusion() -> None:
    """Sanwitch: Fusion of "Sangan" + "Witch of the Black Forest" (the printed materials)."""
    g = run({"players": [{"hand": ["Polymerization", "Sangan", "Witch of the Black Forest"],
                          "extra": ["Sanwitch"], "deck": ["Kuriboh"] * 3}, {}]},
            [act("Polymerization"), {"answer": {"action": "choose", "value": 1}}])
    assert g.facts()["monsters.0"] == ["Sanwitch"]


def test_double_tribute_rows() -> None:
    """Unshaven Angler (WATER), Whirlwind Prodigy (WIND), Double Coston (DARK), Flame Ruler
    (FIRE): "if you Tribute Summon a monster of that Attribute, this card can be treated as 2
    Tributes" — alone it Tribute Summons a Level 7+ monster of its Attribute, not another one."""
    rows = {"Unshaven Angler": "WATER", "Whirlwind Prodigy": "WIND", "Double Coston": "DARK",
            "Flame Ruler": "FIRE"}
    for name, attr in rows.items():
        big = next(c.name.en for c in _all_level7(attr))
        other = next(c.name.en for c in _all_level7("LIGHT"))
        g = run({"players": [{"hand": [big, other], "monsters": [name]}, {}]})
        got = options(g, "goat_mon_double")
        assert [f["name"] for f in got] == [big], (name, got)
        answer(g, {"answer": got[0]})
        f = g.facts()
        assert f["monsters.0"] == [big] and f["gy.0"] == [name]


def _all_level7(attr: str) -> list[Any]:
    """Level 7+ Main Deck monsters of ``attr`` that play their text (Normal ones first)."""
    from cardtable.ygo.cards.scripted import is_scripted
    from cardtable.ygo.effects.pool import default_pool

    ok = [c for _, c in sorted(default_pool().cards.items()) if c.type & C.MONSTER and c.level >= 7
          and not c.type & (C.FUSION | C.RITUAL | C.SPSUMMON | C.SPIRIT)
          and c.attribute == C.ATTRIBUTE_BY_NAME[attr] and is_scripted(c.code)]
    return sorted(ok, key=lambda c: c.type != C.MONSTER | C.NORMAL)


def test_dark_magician_knight() -> None:
    """Dark Magician Knight: "when this card is Special Summoned, destroy 1 card on the field"
    (revived after a proper summon: it destroys the Set card); it cannot be Normal Summoned or
    Set (its summon condition)."""
    g = run({"players": [{"monsters": ["Dark Magician Knight"],
                          "hand": ["Dark Hole", "Monster Reborn"]},
                         {"spells": ["Mirror Force"]}]},
            [act("Dark Hole"), act("Monster Reborn"), {"answer": {"action": "choose", "value": 1}},
             {"answer": {"action": "card", "from": "szone"}}])  # itself or the Set card
    f = g.facts()
    assert f["monsters.0"] == ["Dark Magician Knight"] and f["gy.1"] == ["Mirror Force"]
    g = run({"players": [{"hand": ["Dark Magician Knight"], "monsters": ["Kuriboh", "Kuriboh"]},
                         {}]})
    assert not options(g, "summon") and not options(g, "set")
